import type { JudgingStage } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import {
  useChangeAssignmentMutation,
  useDeclareConflictMutation,
  useWithdrawConflictMutation,
} from '../api/judging-api';
import type { AssignedJudge, AssignmentRow } from '../api/judging-wire';
import type { PairMode } from '../components/pair-dialog';

/** The hand-made changes of a stage's assignments: which dialog is open, and sending it. */
export function useAssignmentActions(stage: JudgingStage) {
  const [change, changeState] = useChangeAssignmentMutation();
  const [declare, declareState] = useDeclareConflictMutation();
  const [withdraw, withdrawState] = useWithdrawConflictMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [pair, setPair] = useState<{ mode: PairMode; team: AssignmentRow } | null>(null);
  const [removal, setRemoval] = useState<{ team: AssignmentRow; judge: AssignedJudge } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setPair(null);
    setRemoval(null);
    setFailure(null);
  };

  const finish = (result: { error?: unknown }, fallback: string, done: string) => {
    if (result.error) {
      setFailure(errorMessage(result.error, fallback));
      return;
    }
    close();
    enqueueSnackbar(done, { variant: 'success' });
  };

  const submitPair = async (judgeId: number, reason: string) => {
    if (!pair) return;
    setFailure(null);
    const body = { team_id: pair.team.team_id, judge_id: judgeId };
    if (pair.mode === 'assign') {
      const result = await change({ stage, action: 'add', body });
      finish(result, 'Juri gagal ditugaskan.', 'Juri ditugaskan.');
    } else {
      const result = await declare({ stage, body: { ...body, reason } });
      const removed = result.data?.removed_assignments ?? 0;
      const done =
        removed > 0
          ? 'Konflik dicatat; penugasan juri itu untuk tim ini dilepas.'
          : 'Konflik kepentingan dicatat.';
      finish(result, 'Konflik gagal disimpan.', done);
    }
  };

  // A mistaken declaration is taken back at once: the judge may be assigned again.
  const withdrawConflict = async (teamId: number, judgeId: number) => {
    const result = await withdraw({ stage, body: { team_id: teamId, judge_id: judgeId } });
    if (result.error)
      enqueueSnackbar(errorMessage(result.error, 'Konflik gagal dicabut.'), { variant: 'error' });
    else enqueueSnackbar('Konflik dicabut.', { variant: 'success' });
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    setFailure(null);
    const body = { team_id: removal.team.team_id, judge_id: removal.judge.judge_id };
    const result = await change({ stage, action: 'remove', body });
    finish(result, 'Penugasan gagal dilepas.', 'Penugasan dilepas.');
  };

  return {
    pair,
    removal,
    failure,
    busy: changeState.isLoading || declareState.isLoading || withdrawState.isLoading,
    openPair: (mode: PairMode, team: AssignmentRow) => setPair({ mode, team }),
    askRemoval: (team: AssignmentRow, judge: AssignedJudge) => setRemoval({ team, judge }),
    close,
    submitPair,
    confirmRemoval,
    withdrawConflict,
  };
}
