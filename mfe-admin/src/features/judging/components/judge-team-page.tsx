import { PATHS } from '@gcw/shared';
import { JUDGING_STAGE_LABELS, isJudgingStage } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { useGetJudgeTeamQuery } from '../api/judge-api';
import { ScoreForm } from './score-form';
import { SubmissionView } from './submission-view';

function BackLink() {
  return (
    <Link
      component={RouterLink}
      to={PATHS['admin-judge']}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Kembali ke daftar tim
    </Link>
  );
}

/** /admin/juri/:stage/:teamId: one team's submission and the judge's scores of it. */
export function JudgeTeamPage() {
  const params = useParams();
  const stage = isJudgingStage(params.stage) ? params.stage : null;
  const teamId = Number(params.teamId);
  const valid = stage !== null && Number.isInteger(teamId) && teamId > 0;
  const team = useGetJudgeTeamQuery({ stage: stage ?? 'proposal', teamId }, { skip: !valid });
  const detail = team.data;

  if (!valid)
    return (
      <PageFrame title="Tim tidak ditemukan">
        <BackLink />
        <Alert severity="warning">Alamat halaman ini tidak menunjuk ke tim mana pun.</Alert>
      </PageFrame>
    );
  return (
    <PageFrame
      title={detail?.team_name ?? 'Penilaian tim'}
      subtitle={detail ? `${detail.institusi} · ${JUDGING_STAGE_LABELS[detail.stage]}` : undefined}
    >
      <BackLink />
      {team.isLoading ? <Skeleton variant="rounded" height={320} /> : null}
      {team.error ? (
        <Alert severity="error">{errorMessage(team.error, 'Data tim gagal dimuat.')}</Alert>
      ) : null}
      {detail ? (
        <Stack spacing={3}>
          <SubmissionView detail={detail} />
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="score-title"
            sx={{ p: 2, overflow: 'visible' }}
          >
            <Typography id="score-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              Rubrik penilaian
            </Typography>
            {/* key: a fresh form when a save brings the stored scores back. */}
            <ScoreForm key={`${detail.my_score?.updated_at}-${detail.closed}`} detail={detail} />
          </Paper>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
