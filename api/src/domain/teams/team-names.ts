import { eq, inArray } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { teamMembers, teams } from '../../core/db/schema/teams';

export interface UserTeam {
  id: number;
  name: string;
}

/**
 * The team of each user (one competition per person, so at most one), in one query: admin
 * tables show a team by its name, never as "#1".
 */
export async function teamsOfUsers(db: Db | Tx, userIds: number[]): Promise<Map<number, UserTeam>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: teamMembers.userId, id: teams.id, name: teams.teamName })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(inArray(teamMembers.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { id: r.id, name: r.name }]));
}
