import { STICKY_FRIENDLY } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { EventDeadline } from '../../../components/event-deadline';
import { PageSkeleton } from '../../../components/page-skeleton';
import { refusalMessage } from '../../../lib/refusal-message';
import { useMyTeam } from '../hooks/use-my-team';
import { useStageWindow } from '../hooks/use-stage-window';
import { SubmissionSummary } from './submission-summary';
import { VideoForm } from './video-form';

/** Hackathon stage 2: submit (or replace) the demo video link until the deadline. */
export function HackathonVideoStage() {
  const { team, isLoading, error } = useMyTeam();
  const window = useStageWindow('stage_2');
  if (isLoading) return <PageSkeleton label="Memuat pengumpulan video" />;
  if (!team)
    return <Alert severity="error">{refusalMessage(error, 'Data tim gagal dimuat.')}</Alert>;

  const current = team.submissions.find((item) => item.stage === 2)?.video_url ?? '';
  const closed = window.closed || team.status !== 'Stage-2';
  return (
    <Card variant="outlined" sx={STICKY_FRIENDLY}>
      <CardContent>
        <Stack spacing={2}>
          <EventDeadline event="hackathon" window="stage_2" label="Pengumpulan video" />
          <Typography>
            Buat video demo (maksimal 5 menit) yang menunjukkan solusi Anda bekerja, unggah ke
            YouTube, Google Drive atau Vimeo, lalu kirim tautannya. Pastikan juri bisa membukanya
            tanpa meminta akses.
          </Typography>
          <Typography>
            <strong>Batas waktu:</strong> {window.deadlineText}
          </Typography>
          <SubmissionSummary team={team} stage={2} />
          {closed ? (
            <Alert severity="info">Pengumpulan video sudah ditutup.</Alert>
          ) : (
            <VideoForm current={current} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
