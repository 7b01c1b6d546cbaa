import { JUDGING_STAGES } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useGetMyTeamsQuery } from '../api/judge-api';
import { JudgeTeamList } from './judge-team-list';

/** /admin/juri: a judge's own teams per stage, made for a phone (one tap opens a team). */
export function JudgePage() {
  // One query per stage, in a fixed order (the hooks' rule), each cached on its own.
  const proposal = useGetMyTeamsQuery('proposal');
  const video = useGetMyTeamsQuery('video');
  const final = useGetMyTeamsQuery('final');
  const queries = [proposal, video, final];
  const failed = queries.find((query) => query.error)?.error;
  const loading = queries.some((query) => query.isLoading);
  const lists = JUDGING_STAGES.map((stage, i) => ({ stage, teams: queries[i]!.data ?? [] })).filter(
    (entry) => entry.teams.length > 0,
  );

  return (
    <PageFrame
      title="Penilaian Juri"
      subtitle="Tim yang ditugaskan kepada Anda. Nilai juri lain tidak terlihat sampai penilaian ditutup."
    >
      <Stack spacing={2}>
        {failed ? (
          <Alert severity="error">{errorMessage(failed, 'Daftar tim gagal dimuat.')}</Alert>
        ) : null}
        {loading ? <Skeleton variant="rounded" height={200} /> : null}
        {!loading && !failed && lists.length === 0 ? (
          <Typography color="text.secondary">Belum ada tim yang ditugaskan kepada Anda.</Typography>
        ) : null}
        {lists.map(({ stage, teams }) => (
          <JudgeTeamList key={stage} stage={stage} teams={teams} />
        ))}
      </Stack>
    </PageFrame>
  );
}
