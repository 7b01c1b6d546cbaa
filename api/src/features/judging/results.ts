import { normalizeEventStatus } from '@gcw/shared/contract';
import type { JudgingResultRow, JudgingStage } from '@gcw/shared/contract';
import { and, asc, count, eq, inArray, isNotNull, or } from 'drizzle-orm';

import type { Db } from '../../core/db/client';
import { judgeAssignments, judgeScores } from '../../core/db/schema/judging';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { forbidden } from '../../core/http-error';
import { inStage, readStage } from './stage-store';
import { disagree, meanOf, rankByMean, round4, weightedScore } from './weighted';

export const RESULTS_HIDDEN =
  'Hasil penjurian tahap ini dapat dilihat juri setelah penjuriannya ditutup.';

/**
 * Per team of the stage (and per team judged in it before a shortlist moved it on): each
 * submitted judge's weighted score, their mean, whether they disagree widely, and the rank.
 * Only submitted scores count. A judge who does not manage the judging sees them once closed.
 */
export async function stageResults(
  db: Db,
  stage: JudgingStage,
  manages: boolean,
): Promise<JudgingResultRow[]> {
  const state = await readStage(db, stage);
  if (!manages && !state.closedAt) throw forbidden(RESULTS_HIDDEN);
  const judged = db
    .select({ id: judgeAssignments.teamId })
    .from(judgeAssignments)
    .where(eq(judgeAssignments.stage, stage));
  const teamRows = await db
    .select()
    .from(teams)
    .where(or(inStage(stage), inArray(teams.id, judged)))
    .orderBy(asc(teams.teamName), asc(teams.id));
  const ids = teamRows.map((t) => t.id);
  if (ids.length === 0) return [];
  const [assigned, submitted] = await Promise.all([
    db
      .select({ teamId: judgeAssignments.teamId, n: count() })
      .from(judgeAssignments)
      .where(and(eq(judgeAssignments.stage, stage), inArray(judgeAssignments.teamId, ids)))
      .groupBy(judgeAssignments.teamId),
    db
      .select({ score: judgeScores, judgeName: users.name })
      .from(judgeScores)
      .innerJoin(users, eq(users.id, judgeScores.judgeId))
      .where(
        and(
          eq(judgeScores.stage, stage),
          inArray(judgeScores.teamId, ids),
          isNotNull(judgeScores.submittedAt),
        ),
      )
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  const assignedOf = new Map(assigned.map((a) => [a.teamId, a.n]));
  const rows = teamRows.map((team) => {
    const judges = submitted
      .filter((s) => s.score.teamId === team.id)
      .map((s) => ({ ...s, weighted: weightedScore(state.criteria, s.score.scores) }));
    const weighted = judges.map((j) => j.weighted);
    return {
      team,
      judges,
      mean: meanOf(weighted),
      disagreement: disagree(state.criteria, weighted),
    };
  });
  return rankByMean(rows).map(({ rank, team, judges, mean, disagreement }) => ({
    rank,
    team_id: team.id,
    team_name: team.teamName,
    institusi: team.institusi,
    status: normalizeEventStatus(team.status),
    mean: mean === null ? null : round4(mean),
    judges_assigned: assignedOf.get(team.id) ?? 0,
    judges_submitted: judges.length,
    disagreement,
    judges: judges.map((j) => ({
      judge_id: j.score.judgeId,
      judge_name: j.judgeName,
      weighted: round4(j.weighted),
      scores: j.score.scores,
      comment: j.score.comment,
    })),
    not_selected: team.notSelectedAt !== null,
  }));
}
