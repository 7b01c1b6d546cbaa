import { and, eq } from 'drizzle-orm';

import type { Tx } from '../../core/db/client';
import { teamMembers, teams } from '../../core/db/schema/teams';
import type { TeamRow } from '../../core/db/schema/teams';
import { forbidden, notFound } from '../../core/http-error';
import { TEAM_NOT_FOUND } from './errors';

export const NOT_LEADER = 'Hanya ketua tim yang dapat mengubah tim ini';

/**
 * Locks the team row (FOR UPDATE, the same lock joinTeam and leaveTeam take) and then checks that
 * the caller leads it. The check reads the locked row, never the token, so a leader who handed
 * over or was removed a moment ago is refused by the transaction that queued behind.
 */
export async function lockAsLeader(tx: Tx, teamId: number, userId: number): Promise<TeamRow> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw notFound(TEAM_NOT_FOUND);
  if (team.leaderId !== userId) {
    const [member] = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    // A stranger learns nothing about the team; a member learns why.
    if (!member) throw notFound(TEAM_NOT_FOUND);
    throw forbidden(NOT_LEADER);
  }
  return team;
}

export async function isMemberOf(tx: Tx, teamId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return Boolean(row);
}
