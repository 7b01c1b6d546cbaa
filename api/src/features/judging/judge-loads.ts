import { JUDGING_STAGES } from '@gcw/shared/contract';
import type { JudgingStage } from '@gcw/shared/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';

import type { Db } from '../../core/db/client';
import { judgeAssignments, judgeScores } from '../../core/db/schema/judging';
import { judgesOf } from './judges';

type Counts = Record<JudgingStage, { assigned: number; submitted: number }>;

/** Every judge with their institution and, per stage, how many teams they have and have scored. */
export async function judgesWithLoads(db: Db) {
  const [judges, assigned, submitted] = await Promise.all([
    judgesOf(db),
    db
      .select({ judgeId: judgeAssignments.judgeId, stage: judgeAssignments.stage, n: count() })
      .from(judgeAssignments)
      .groupBy(judgeAssignments.judgeId, judgeAssignments.stage),
    db
      .select({ judgeId: judgeScores.judgeId, stage: judgeScores.stage, n: count() })
      .from(judgeScores)
      .innerJoin(
        judgeAssignments,
        and(
          eq(judgeAssignments.stage, judgeScores.stage),
          eq(judgeAssignments.teamId, judgeScores.teamId),
          eq(judgeAssignments.judgeId, judgeScores.judgeId),
        ),
      )
      .where(isNotNull(judgeScores.submittedAt))
      .groupBy(judgeScores.judgeId, judgeScores.stage),
  ]);
  const find = (rows: typeof assigned, judgeId: number, stage: string) =>
    rows.find((r) => r.judgeId === judgeId && r.stage === stage)?.n ?? 0;
  return judges.map((j) => {
    const stages = Object.fromEntries(
      JUDGING_STAGES.map((s) => [
        s,
        { assigned: find(assigned, j.id, s), submitted: find(submitted, j.id, s) },
      ]),
    ) as Counts;
    return {
      user_id: j.id,
      name: j.name,
      email: j.email,
      institution_id: j.institutionId,
      institution_name: j.institutionName,
      assigned: JUDGING_STAGES.reduce((sum, s) => sum + stages[s].assigned, 0),
      stages,
    };
  });
}
