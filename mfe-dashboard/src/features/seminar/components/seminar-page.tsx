import Typography from '@mui/material/Typography';
import { PageFrame, selectEventStatus, useAppSelector } from '@gcw/shared';
import type { RootState } from '@gcw/shared';

export function SeminarPage() {
  const status = useAppSelector((state: RootState) => selectEventStatus(state, 'Seminar'));
  return (
    <PageFrame title="Seminar" subtitle="Seminar Nasional AI untuk ekonomi digital dan UMKM.">
      <Typography>Status pendaftaran Anda: {status}</Typography>
    </PageFrame>
  );
}
