import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { EventStatus } from '@gcw/shared';
import { Link as RouterLink } from 'react-router-dom';

import { STATUS_LABEL } from '../../common/status-labels';
import type { CompetitionInfo } from '../../competition/competition-info';

interface LockedStageProps {
  info: CompetitionInfo;
  status: EventStatus;
  minimum: EventStatus;
}

/** Visited by URL before the team gets there: why it is locked and what to do meanwhile. */
export function LockedStage({ info, status, minimum }: LockedStageProps) {
  const unregistered = status === 'Unregistered';
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={unregistered ? info.overviewPath : info.teamPath}
          color="inherit"
          size="small"
        >
          {unregistered ? 'Daftar sekarang' : 'Lihat tim saya'}
        </Button>
      }
    >
      <AlertTitle>Halaman ini masih terkunci</AlertTitle>
      Halaman ini terbuka saat status {info.title} tim Anda minimal {STATUS_LABEL[minimum]}. Status
      Anda sekarang: {STATUS_LABEL[status]}.{' '}
      {unregistered
        ? 'Daftarkan tim terlebih dahulu.'
        : 'Panitia akan memperbarui status tim Anda setelah tahap sebelumnya dinilai.'}
    </Alert>
  );
}
