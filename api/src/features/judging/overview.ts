import { JUDGING_STAGES } from '@gcw/shared/contract';
import type { JudgingStage, JudgingStageInfo } from '@gcw/shared/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { judgeAssignments, judgeScores } from '../../core/db/schema/judging';
import { teams } from '../../core/db/schema/teams';
import { inStage, readStage } from './stage-store';

/** One stage's rubric, state and counts (JudgingStageInfo). */
export async function stageInfo(db: Db | Tx, stage: JudgingStage): Promise<JudgingStageInfo> {
  // One after another: inside a transaction they share one connection.
  const state = await readStage(db, stage);
  const [teamCount] = await db.select({ n: count() }).from(teams).where(inStage(stage));
  const [assigned] = await db
    .select({ n: count() })
    .from(judgeAssignments)
    .where(eq(judgeAssignments.stage, stage));
  const [submitted] = await db
    .select({ n: count() })
    .from(judgeScores)
    .where(and(eq(judgeScores.stage, stage), isNotNull(judgeScores.submittedAt)));
  return {
    stage,
    criteria: state.criteria,
    judges_per_team: state.judgesPerTeam,
    closed_at: state.closedAt?.toISOString() ?? null,
    shortlisted_at: state.shortlistedAt?.toISOString() ?? null,
    teams: teamCount?.n ?? 0,
    assignments: assigned?.n ?? 0,
    submitted: submitted?.n ?? 0,
  };
}

export async function allStages(db: Db): Promise<JudgingStageInfo[]> {
  const infos: JudgingStageInfo[] = [];
  for (const stage of JUDGING_STAGES) infos.push(await stageInfo(db, stage));
  return infos;
}
