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
import { ProposalUpload } from './proposal-upload';
import { SubmissionSummary } from './submission-summary';

/** Hackathon stage 1: upload the proposal PDF, see it, replace it until the deadline. */
export function HackathonProposalStage() {
  const { team, isLoading, error } = useMyTeam();
  const window = useStageWindow('stage_1');
  if (isLoading) return <PageSkeleton label="Memuat pengumpulan proposal" />;
  if (!team)
    return <Alert severity="error">{refusalMessage(error, 'Data tim gagal dimuat.')}</Alert>;

  const atStage = team.status === 'Stage-1';
  const submitted = team.submissions.some((item) => item.stage === 1);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <EventDeadline event="hackathon" window="stage_1" label="Pengumpulan proposal" />
          <Typography>
            Kumpulkan proposal solusi AI tim Anda untuk salah satu tujuan pembangunan berkelanjutan
            (SDGs): masalah, solusi, cara kerja model, data yang dipakai dan dampaknya.
          </Typography>
          <Typography>
            <strong>Batas waktu:</strong> {window.deadlineText}
          </Typography>
          <SubmissionSummary team={team} stage={1} />
          {window.closed ? (
            <Alert severity="info">
              Batas waktu sudah lewat; proposal tidak bisa diganti lagi.
            </Alert>
          ) : !atStage ? (
            <Alert severity="info">
              Pengumpulan proposal sudah ditutup karena tim Anda sudah melewati Tahap 1.
            </Alert>
          ) : (
            <ProposalUpload replacing={submitted} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
