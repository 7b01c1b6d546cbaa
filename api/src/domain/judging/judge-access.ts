import { and, eq } from 'drizzle-orm';

import type { Db } from '../../core/db/client';
import { judgeAssignments } from '../../core/db/schema/judging';

/**
 * Whether the judge is assigned to the team in any stage: an assigned judge may open the team's
 * submission files (the file route asks this) and, per stage, read and score the team.
 */
export async function isAssignedJudge(db: Db, judgeId: number, teamId: number): Promise<boolean> {
  const rows = await db
    .select({ teamId: judgeAssignments.teamId })
    .from(judgeAssignments)
    .where(and(eq(judgeAssignments.judgeId, judgeId), eq(judgeAssignments.teamId, teamId)))
    .limit(1);
  return rows.length > 0;
}
