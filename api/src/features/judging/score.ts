import { scoreSchema } from '@gcw/shared/contract';
import type { JudgeTeamDetail, JudgingStage, RubricCriterion } from '@gcw/shared/contract';
import { isNull } from 'drizzle-orm';
import { mixed } from 'yup';

import type { Db } from '../../core/db/client';
import { judgeScores } from '../../core/db/schema/judging';
import { badRequest, conflict } from '../../core/http-error';
import { myScoreOf, requireAssigned } from './judge-teams';
import { readStage, STAGE_CLOSED } from './stage-store';

const SCORES_REQUIRED = 'Nilai wajib diisi';

/**
 * The score body: the shared schema, with `scores` kept whole (an object schema without fields
 * would drop every criterion id when unknown keys are stripped); checkScores checks it against
 * the stage's rubric.
 */
export const scoreBodySchema = scoreSchema.shape({
  scores: mixed<Record<string, unknown>>()
    .required(SCORES_REQUIRED)
    .test(
      'object',
      SCORES_REQUIRED,
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    )
    .meta({
      jsonSchema: {
        type: 'object',
        description: 'criterion id → an integer within its range',
        additionalProperties: { type: 'integer' },
      },
    }),
});

/**
 * Every given score names a criterion and is an integer within its range; a submitted score
 * covers every criterion (a draft may leave some for later).
 */
export function checkScores(
  criteria: RubricCriterion[],
  scores: Record<string, unknown>,
  submit: boolean,
): Record<string, number> {
  const errors: Record<string, string> = {};
  const known = new Map(criteria.map((c) => [c.id, c]));
  for (const id of Object.keys(scores))
    if (!known.has(id))
      errors[`scores.${id}`] = `Kriteria "${id.slice(0, 40)}" tidak ada di rubrik`;
  const clean: Record<string, number> = {};
  for (const c of criteria) {
    const value = scores[c.id];
    if (value === undefined || value === null) {
      if (submit) errors[`scores.${c.id}`] = `Nilai ${c.name} wajib diisi sebelum dikirim`;
      continue;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < c.min || value > c.max)
      errors[`scores.${c.id}`] = `Nilai ${c.name} harus bilangan bulat ${c.min} sampai ${c.max}`;
    else clean[c.id] = value;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return clean;
}

export interface ScoreInput {
  scores: Record<string, unknown>;
  comment: string;
  submit: boolean;
}

export const ALREADY_SUBMITTED =
  'Nilai Anda untuk tim ini sudah dikirim dan tidak dapat diubah lagi.';

/**
 * Saves a judge's draft or final score of one team. Each judge has their own row (stage, team,
 * judge), written by one upsert that leaves a submitted row alone: two judges saving at once
 * touch different rows, and a judge's double submit finds the first one (409). The stage row is
 * locked for share: the rubric and the closing wait, other judges do not.
 */
export async function saveScore(
  db: Db,
  judgeId: number,
  stage: JudgingStage,
  teamId: number,
  input: ScoreInput,
): Promise<NonNullable<JudgeTeamDetail['my_score']>> {
  return db.transaction(async (tx) => {
    await requireAssigned(tx, judgeId, stage, teamId);
    const state = await readStage(tx, stage, 'share');
    if (state.closedAt) throw conflict(STAGE_CLOSED);
    if (state.criteria.length === 0) throw conflict('Rubrik tahap ini belum ditulis.');
    const scores = checkScores(state.criteria, input.scores, input.submit);
    const now = new Date();
    const values = {
      scores,
      comment: input.comment,
      submittedAt: input.submit ? now : null,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(judgeScores)
      .values({ stage, teamId, judgeId, ...values })
      .onConflictDoUpdate({
        target: [judgeScores.stage, judgeScores.teamId, judgeScores.judgeId],
        set: values,
        setWhere: isNull(judgeScores.submittedAt),
      })
      .returning();
    if (!row) throw conflict(ALREADY_SUBMITTED);
    return myScoreOf(row);
  });
}
