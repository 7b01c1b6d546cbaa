import type { JudgeTeamDetail } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useSaveScoreMutation } from '../api/judge-api';
import type { ScoreFormErrors, ScoreFormValues } from '../score-form-values';
import { hasErrors, toScorePayload, toScoreValues, validateScores } from '../score-form-values';

/** A judge's scores of one team: the values, their checks, a draft save and the final submit. */
export function useScoreForm(detail: JudgeTeamDetail) {
  const [save, { isLoading }] = useSaveScoreMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<ScoreFormValues>(() => toScoreValues(detail));
  const [errors, setErrors] = useState<ScoreFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const check = (submit: boolean) => {
    const found = validateScores(detail.criteria, values, submit);
    setErrors(found);
    return !hasErrors(found);
  };

  const send = async (submit: boolean) => {
    setFailure(null);
    const result = await save({
      stage: detail.stage,
      teamId: detail.team_id,
      body: toScorePayload(values, submit),
    });
    setConfirming(false);
    if ('error' in result) {
      setFailure(
        errorMessage(result.error, submit ? 'Nilai gagal dikirim.' : 'Draf gagal disimpan.'),
      );
      return;
    }
    enqueueSnackbar(submit ? 'Nilai terkirim. Terima kasih!' : 'Draf disimpan.', {
      variant: 'success',
    });
  };

  return {
    values,
    errors,
    failure,
    busy: isLoading,
    confirming,
    setScore: (id: string, text: string) =>
      setValues((v) => ({ ...v, scores: { ...v.scores, [id]: text === '' ? '' : Number(text) } })),
    setComment: (comment: string) => setValues((v) => ({ ...v, comment })),
    saveDraft: () => {
      if (check(false)) void send(false);
    },
    askSubmit: () => {
      if (check(true)) setConfirming(true);
    },
    cancelSubmit: () => setConfirming(false),
    submit: () => void send(true),
  };
}
