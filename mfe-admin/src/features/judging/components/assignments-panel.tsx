import type { JudgingStage, JudgingStageInfo } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useGetAssignmentsQuery, useGetJudgesQuery } from '../api/judging-api';
import { useAssignmentActions } from '../hooks/use-assignment-actions';
import { EMPTY_STAGE_TEXT } from '../judging-labels';
import { AssignmentsTable } from './assignments-table';
import { AutoAssign } from './auto-assign';
import { PairDialog } from './pair-dialog';

/** A stage's assignments: automatic, by hand, conflicts, and each judge's progress per team. */
export function AssignmentsPanel({ stage, info }: { stage: JudgingStage; info: JudgingStageInfo }) {
  const rows = useGetAssignmentsQuery(stage);
  const judges = useGetJudgesQuery();
  const actions = useAssignmentActions(stage);
  const removal = actions.removal;
  const editable = info.closed_at === null;

  let body;
  if (rows.isLoading) body = <Skeleton variant="rounded" height={160} />;
  else if (rows.error)
    body = (
      <Alert severity="error">{errorMessage(rows.error, 'Penugasan juri gagal dimuat.')}</Alert>
    );
  else if (!rows.data?.length)
    body = (
      <Typography variant="body2" color="text.secondary">
        {EMPTY_STAGE_TEXT}
      </Typography>
    );
  else
    body = (
      <AssignmentsTable
        rows={rows.data}
        judgesPerTeam={info.judges_per_team}
        editable={editable}
        onPair={actions.openPair}
        onRemove={actions.askRemoval}
        onWithdrawConflict={(teamId, judgeId) => void actions.withdrawConflict(teamId, judgeId)}
      />
    );

  return (
    <Stack spacing={2}>
      {editable ? (
        <AutoAssign stage={stage} judgesPerTeam={info.judges_per_team} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Penilaian tahap ini ditutup: penugasan tidak dapat diubah.
        </Typography>
      )}
      {body}
      {actions.pair ? (
        <PairDialog
          mode={actions.pair.mode}
          team={actions.pair.team}
          judges={judges.data ?? []}
          busy={actions.busy}
          failure={actions.failure}
          onSubmit={(judgeId, reason) => void actions.submitPair(judgeId, reason)}
          onClose={actions.close}
        />
      ) : null}
      <ConfirmDialog
        open={removal !== null}
        title={removal ? `Lepas ${removal.judge.judge_name}?` : ''}
        message={
          removal ? (
            <>
              {`${removal.judge.judge_name} tidak lagi menilai ${removal.team.team_name}.`}
              {removal.judge.state === 'draft' ? ' Draf nilainya untuk tim ini ikut terhapus.' : ''}
            </>
          ) : null
        }
        confirmLabel="Ya, lepas"
        danger
        busy={actions.busy}
        onConfirm={() => void actions.confirmRemoval()}
        onClose={actions.close}
      >
        {actions.failure && removal ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {actions.failure}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
