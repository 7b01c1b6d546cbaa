import type { JudgeTeamDetail, RubricCriterion, ScorePayload } from '@gcw/shared/contract';
import { JUDGING_LIMITS } from '@gcw/shared/contract';

/** A judge's form: a score per criterion ('' while empty) and the comment. */
export interface ScoreFormValues {
  scores: Record<string, number | ''>;
  comment: string;
}

export type ScoreFormErrors = { scores?: Record<string, string>; comment?: string };

export function toScoreValues(detail: JudgeTeamDetail): ScoreFormValues {
  const saved = detail.my_score?.scores ?? {};
  return {
    scores: Object.fromEntries(detail.criteria.map((c) => [c.id, saved[c.id] ?? ''])),
    comment: detail.my_score?.comment ?? '',
  };
}

/** What is sent: a draft may leave criteria empty (they are left out), a submit may not. */
export function toScorePayload(values: ScoreFormValues, submit: boolean): ScorePayload {
  const scores: Record<string, number> = {};
  for (const [id, value] of Object.entries(values.scores)) if (value !== '') scores[id] = value;
  return { scores, comment: values.comment.trim(), submit };
}

function scoreError(criterion: RubricCriterion, value: number | '', submit: boolean) {
  if (value === '') return submit ? `Isi nilai ${criterion.name}` : undefined;
  if (!Number.isInteger(value)) return 'Nilai harus bilangan bulat';
  if (value < criterion.min || value > criterion.max)
    return `Nilai harus antara ${criterion.min} dan ${criterion.max}`;
  return undefined;
}

/** The rules the API checks, said before sending: range always, every criterion to submit. */
export function validateScores(
  criteria: readonly RubricCriterion[],
  values: ScoreFormValues,
  submit: boolean,
): ScoreFormErrors {
  const scores: Record<string, string> = {};
  for (const criterion of criteria) {
    const message = scoreError(criterion, values.scores[criterion.id] ?? '', submit);
    if (message) scores[criterion.id] = message;
  }
  const errors: ScoreFormErrors = {};
  if (Object.keys(scores).length > 0) errors.scores = scores;
  if (values.comment.trim().length > JUDGING_LIMITS.commentMax)
    errors.comment = `Komentar paling banyak ${JUDGING_LIMITS.commentMax} karakter`;
  return errors;
}

export const hasErrors = (errors: ScoreFormErrors) => Boolean(errors.scores || errors.comment);
