import { PageFrame, selectEventName, useAppSelector } from '@gcw/shared';
import Typography from '@mui/material/Typography';

export function AboutPage() {
  const eventName = useAppSelector(selectEventName);
  return (
    <PageFrame title="Tentang Kami" subtitle={`${eventName}: pekan kode mahasiswa nasional.`}>
      <Typography>
        {eventName} menyelenggarakan Hackathon, Competitive Programming dan Seminar Nasional untuk
        mahasiswa D3/D4 dan S1 di Indonesia.
      </Typography>
    </PageFrame>
  );
}
