import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { Tx } from '../../core/db/client';
import { judgeAssignments, judgeConflicts, judgeScores } from '../../core/db/schema/judging';

export const OWN_INSTITUTION =
  'Juri ini berasal dari institusi yang sama dengan tim tersebut, jadi tidak boleh menilainya.';
export const DECLARED_CONFLICT =
  'Juri ini sudah menyatakan konflik kepentingan dengan tim tersebut, jadi tidak boleh menilainya.';

/** Why a judge may not judge a team (null: they may). An unknown institution never matches. */
export function whyNot(
  judge: { id: number; institutionId: number | null },
  team: { id: number; institutionId: number | null },
  conflicts: Set<string>,
): string | null {
  if (judge.institutionId !== null && judge.institutionId === team.institutionId)
    return OWN_INSTITUTION;
  if (conflicts.has(pairKey(judge.id, team.id))) return DECLARED_CONFLICT;
  return null;
}

export const pairKey = (judgeId: number, teamId: number) => `${judgeId}:${teamId}`;

/** The declared conflicts touching these teams, as pair keys. */
export async function conflictsOf(tx: Tx, teamIds: number[]): Promise<Set<string>> {
  if (teamIds.length === 0) return new Set();
  const rows = await tx
    .select({ judgeId: judgeConflicts.judgeId, teamId: judgeConflicts.teamId })
    .from(judgeConflicts)
    .where(inArray(judgeConflicts.teamId, teamIds));
  return new Set(rows.map((r) => pairKey(r.judgeId, r.teamId)));
}

/**
 * Takes a judge off a team in a stage, with their unsubmitted draft (a removed judge's half-done
 * scores would otherwise come back unseen if they were assigned again). Answers whether an
 * assignment was there.
 */
export async function dropAssignment(tx: Tx, stage: string, teamId: number, judgeId: number) {
  const pair = (t: typeof judgeAssignments | typeof judgeScores) =>
    and(eq(t.stage, stage), eq(t.teamId, teamId), eq(t.judgeId, judgeId));
  await tx.delete(judgeScores).where(and(pair(judgeScores), isNull(judgeScores.submittedAt)));
  const gone = await tx
    .delete(judgeAssignments)
    .where(pair(judgeAssignments))
    .returning({ judgeId: judgeAssignments.judgeId });
  return gone.length > 0;
}
