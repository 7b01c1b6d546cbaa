import { COMPETITION_EVENT_NAME } from '@gcw/shared/contract';
import type { CompetitionType, LeaveTeamData } from '@gcw/shared/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { eventRegistrations } from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { conflict, notFound } from '../../core/http-error';
import { memberIds, namesOf, teamFacts } from '../../domain/notifications/members';
import { notify } from '../../domain/notifications/notify';
import { memberLeft, teamDeleted } from '../../domain/notifications/texts';
import { nextLeader } from '../../domain/teams/next-leader';
import { TEAM_STARTED } from './errors';

export const NOT_IN_TEAM = 'Anda belum tergabung dalam tim.';

/**
 * Leaves the caller's team while it is still at Registered. A leaving leader hands over to the
 * earliest-joined remaining member; the last member leaving deletes the team.
 */
export async function leaveTeam(ctx: AppContext, userId: number): Promise<LeaveTeamData> {
  return ctx.db.transaction(async (tx) => {
    const [membership] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, userId));
    if (!membership) throw notFound(NOT_IN_TEAM);
    const [team] = await tx
      .select()
      .from(teams)
      .where(eq(teams.id, membership.teamId))
      .for('update');
    if (!team) throw notFound(NOT_IN_TEAM);
    if (team.status !== 'Registered') throw conflict(TEAM_STARTED);
    await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
    const event = COMPETITION_EVENT_NAME[team.eventType as CompetitionType];
    await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.event, event)));
    if (team.memberCount <= 1) {
      await tx.update(files).set({ teamId: null }).where(eq(files.teamId, team.id));
      await tx.update(teams).set({ paymentFileId: null }).where(eq(teams.id, team.id));
      await tx.delete(teams).where(eq(teams.id, team.id));
      await notify(ctx, tx, [userId], teamDeleted(teamFacts(team)));
      return { id_team: null, team_deleted: true, new_leader_id: null };
    }
    let newLeader: number | null = null;
    if (team.leaderId === userId) newLeader = await nextLeader(tx, team.id, userId);
    await tx
      .update(teams)
      .set({
        memberCount: sql`${teams.memberCount} - 1`,
        ...(newLeader ? { leaderId: newLeader } : {}),
      })
      .where(eq(teams.id, team.id));
    const names = await namesOf(tx, newLeader ? [userId, newLeader] : [userId]);
    const left = memberLeft(
      teamFacts(team),
      names.get(userId) ?? '',
      userId,
      newLeader ? (names.get(newLeader) ?? null) : null,
      new Date(),
    );
    await notify(ctx, tx, await memberIds(tx, team.id), left);
    return { id_team: null, team_deleted: false, new_leader_id: newLeader };
  });
}
