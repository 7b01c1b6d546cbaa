import { COMPETITION_EVENT_NAME } from '@gcw/shared/contract';
import type { CompetitionType } from '@gcw/shared/contract';
import { eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../core/db/pg-errors';
import { eventRegistrations } from '../../core/db/schema/events';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { conflict, notFound } from '../../core/http-error';
import { requireVerifiedEmail } from '../../domain/accounts/verification';
import { memberIds, teamFacts } from '../../domain/notifications/members';
import { notify } from '../../domain/notifications/notify';
import { memberJoined } from '../../domain/notifications/texts';
import { requireCompleteProfile, sameInstitution } from '../../domain/profile/rules';
import { readSection } from '../../domain/settings/store';
import { requireWindowOpen } from '../../domain/settings/windows';
import {
  OTHER_INSTITUTION,
  TEAM_FULL,
  TEAM_NOT_FOUND,
  TEAM_STARTED,
  alreadyInCompetition,
  teamInstitution,
} from './errors';

/**
 * Joins by code. The team row is locked first, so simultaneous joins queue up on it and each
 * sees the member count left by the one before: a team with one free place takes one person.
 */
export async function joinTeam(ctx: AppContext, user: UserRow, joinCode: string): Promise<number> {
  requireVerifiedEmail(ctx, user);
  requireCompleteProfile(user);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [team] = await tx
        .select()
        .from(teams)
        .where(eq(teams.joinCode, joinCode))
        .for('update');
      if (!team) throw notFound(TEAM_NOT_FOUND);
      const [member] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, user.id));
      if (member) throw alreadyInCompetition();
      // The joiner's row is locked too (after the team's, the order every path uses): a profile
      // save that changes the institution waits for this join, then sees the membership and is
      // refused, or commits first and this join reads the new institution.
      const [fresh] = await tx
        .select({ institusi: users.institusi, institutionId: users.institutionId })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!fresh || !sameInstitution(team, fresh))
        throw conflict(OTHER_INSTITUTION, { institusi: teamInstitution(team.institusi) });
      if (team.status !== 'Registered') throw conflict(TEAM_STARTED);
      const event = team.eventType as CompetitionType;
      await requireWindowOpen(tx, { event, window: 'registration', user, teamId: team.id });
      // The admin's limit (event settings) can be below the row's cap, never above it.
      const limit = Math.min(team.maxMembers, (await readSection(tx, event)).team_size.max);
      if (team.memberCount >= limit) throw conflict(TEAM_FULL);
      await tx
        .update(teams)
        .set({ memberCount: sql`${teams.memberCount} + 1` })
        .where(eq(teams.id, team.id));
      const others = await memberIds(tx, team.id);
      const [joined] = await tx
        .insert(teamMembers)
        .values({ teamId: team.id, userId: user.id })
        .returning({ at: teamMembers.joinedAt });
      await tx.insert(eventRegistrations).values({
        userId: user.id,
        event: COMPETITION_EVENT_NAME[team.eventType as CompetitionType],
        status: team.status,
      });
      const notice = memberJoined(teamFacts(team), user.name, user.id, joined!.at);
      await notify(ctx, tx, others, notice);
      return team.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw alreadyInCompetition();
    throw error;
  }
}
