import type { CompetitionType } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';

import { Notice } from '../../../components/notice';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useEventState } from '../../../hooks/use-event-state';
import { COMPETITIONS } from '../../../lib/competition-info';
import { TeamView } from './team-view';

/** My Team: the user's team in this competition, or what to do when there is none. */
export function MyTeamPage({ competition }: { competition: CompetitionType }) {
  const info = COMPETITIONS[competition];
  const events = useEventState();
  const status = events.statusOf(info.eventName);

  let body;
  if (events.isLoading) body = <PageSkeleton label="Memuat tim" />;
  else if (status === 'Unregistered' || events.teamId === null) {
    body = (
      <Notice
        severity="info"
        title={`Anda belum punya tim ${info.title}`}
        action={{ label: 'Daftar sekarang', to: info.overviewPath }}
      >
        Buat tim baru atau gabung dengan kode dari ketua tim di halaman {info.title}.
      </Notice>
    );
  } else body = <TeamView id={events.teamId} competition={competition} />;

  return (
    <PageFrame
      title={`Tim ${info.title}`}
      subtitle="Anggota, kode gabung, dosen pembimbing dan pembayaran tim Anda."
    >
      {body}
    </PageFrame>
  );
}
