import type { CompetitionType } from '@gcw/shared/contract';
import { eq, inArray } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { teamMembers } from '../../core/db/schema/teams';
import type { TeamRow } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import type { TeamFacts } from './texts';

/** The people a team notification goes to: its members at this point of the transaction. */
export async function memberIds(tx: Tx, teamId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return rows.map((r) => r.id);
}

export const teamFacts = (team: TeamRow): TeamFacts => ({
  id: team.id,
  eventType: team.eventType as CompetitionType,
  teamName: team.teamName,
});

export async function namesOf(tx: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
