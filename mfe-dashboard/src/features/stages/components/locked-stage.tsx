import type { EventStatus } from '@gcw/shared';

import { Notice } from '../../../components/notice';
import type { CompetitionInfo } from '../../../lib/competition-info';
import { STATUS_LABEL } from '../../../lib/status-labels';

interface LockedStageProps {
  info: CompetitionInfo;
  status: EventStatus;
  minimum: EventStatus;
}

/** Visited by URL before the team gets there: why it is locked and what to do meanwhile. */
export function LockedStage({ info, status, minimum }: LockedStageProps) {
  const unregistered = status === 'Unregistered';
  return (
    <Notice
      severity="info"
      title="Halaman ini masih terkunci"
      action={
        unregistered
          ? { label: 'Daftar sekarang', to: info.overviewPath }
          : { label: 'Lihat tim saya', to: info.teamPath }
      }
    >
      Halaman ini terbuka saat status {info.title} tim Anda minimal {STATUS_LABEL[minimum]}. Status
      Anda sekarang: {STATUS_LABEL[status]}.{' '}
      {unregistered
        ? 'Daftarkan tim terlebih dahulu.'
        : 'Panitia akan memperbarui status tim Anda setelah tahap sebelumnya dinilai.'}
    </Notice>
  );
}
