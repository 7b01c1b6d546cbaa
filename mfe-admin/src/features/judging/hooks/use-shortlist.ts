import type { JudgingResultRow, JudgingStage } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useShortlistMutation } from '../api/judging-api';

/** The teams picked to move on (by hand or the top N of the ranking), and sending the pick. */
export function useShortlist(stage: JudgingStage, rows: readonly JudgingResultRow[]) {
  const [send, { isLoading }] = useShortlistMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (teamId: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(teamId);
      else next.delete(teamId);
      return next;
    });

  // Rows come best first; a team nobody scored yet is never among the top.
  const pickTop = (count: number) =>
    setSelected(
      new Set(
        rows
          .filter((row) => row.mean !== null)
          .slice(0, Math.max(0, count))
          .map((row) => row.team_id),
      ),
    );

  const submit = async () => {
    setFailure(null);
    const team_ids = rows.filter((row) => selected.has(row.team_id)).map((row) => row.team_id);
    const result = await send({ stage, body: { team_ids } });
    if ('error' in result) {
      setFailure(errorMessage(result.error, 'Tim lolos gagal ditetapkan.'));
      return;
    }
    setConfirming(false);
    setSelected(new Set());
    enqueueSnackbar(
      `${result.data.moved} tim lolos, ${result.data.not_selected} tim tidak lolos. Setiap tim sudah diberi tahu.`,
      { variant: 'success' },
    );
  };

  return {
    selected,
    count: rows.filter((row) => selected.has(row.team_id)).length,
    rest: rows.filter((row) => !selected.has(row.team_id)).length,
    confirming,
    failure,
    busy: isLoading,
    toggle,
    pickTop,
    ask: () => {
      setFailure(null);
      setConfirming(true);
    },
    cancel: () => setConfirming(false),
    submit,
  };
}
