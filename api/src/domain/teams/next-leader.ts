import { and, asc, eq, ne } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { teamMembers } from '../../core/db/schema/teams';

/**
 * Who leads a team when its leader goes (leaving, erasure): the earliest-joined member other
 * than `leaving`, or null when nobody is left.
 */
export async function nextLeader(db: Db | Tx, teamId: number, leaving: number) {
  const [next] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.userId, leaving)))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId))
    .limit(1);
  return next?.userId ?? null;
}
