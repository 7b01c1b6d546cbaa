import { COMPETITION_EVENT_NAME } from '@gcw/shared/contract';
import type { CompetitionType } from '@gcw/shared/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../core/db/pg-errors';
import { eventRegistrations } from '../../core/db/schema/events';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { badRequest, conflict, notFound } from '../../core/http-error';
import { namesOf, teamFacts } from '../../domain/notifications/members';
import { notify } from '../../domain/notifications/notify';
import { TEAM_STARTED } from './errors';
import { newJoinCode } from './join-code';
import { isMemberOf, lockAsLeader } from './leader-lock';
import { leaderChanged, memberRemoved } from './team-texts';

export const PAYMENT_VERIFIED =
  'Anggota tidak dapat dikeluarkan setelah pembayaran tim diverifikasi';
export const NOT_A_MEMBER = 'Orang ini bukan anggota tim';
export const REMOVE_SELF =
  'Ketua tidak dapat mengeluarkan dirinya sendiri; gunakan Keluar dari tim';
export const ALREADY_LEADER = 'Anda sudah menjadi ketua tim ini';

export async function renameTeam(ctx: AppContext, teamId: number, userId: number, name: string) {
  await ctx.db.transaction(async (tx) => {
    await lockAsLeader(tx, teamId, userId);
    await tx.update(teams).set({ teamName: name }).where(eq(teams.id, teamId));
  });
}

/** A new code replaces the old in the row the joins look up, so the old one finds nothing. */
export async function regenerateJoinCode(ctx: AppContext, teamId: number, userId: number) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const team = await lockAsLeader(tx, teamId, userId);
        if (team.status !== 'Registered') throw conflict(TEAM_STARTED);
        await tx.update(teams).set({ joinCode: newJoinCode() }).where(eq(teams.id, teamId));
      });
    } catch (error) {
      // A collision (about 1 in 10^14) gets a fresh code, like registration does.
      const collided =
        pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === 'teams_join_code_key';
      if (!collided || attempt >= 3) throw error;
    }
  }
}

/** Until the payment is verified (a team past Registered always has a verified payment). */
export async function removeMember(ctx: AppContext, teamId: number, userId: number, who: number) {
  await ctx.db.transaction(async (tx) => {
    const team = await lockAsLeader(tx, teamId, userId);
    if (who === userId) throw badRequest(REMOVE_SELF);
    if (!(await isMemberOf(tx, teamId, who))) throw notFound(NOT_A_MEMBER);
    if (team.paymentStatus === 'verified') throw conflict(PAYMENT_VERIFIED);
    if (team.status !== 'Registered') throw conflict(TEAM_STARTED);
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, who)));
    const event = COMPETITION_EVENT_NAME[team.eventType as CompetitionType];
    await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.userId, who), eq(eventRegistrations.event, event)));
    await tx
      .update(teams)
      .set({ memberCount: sql`${teams.memberCount} - 1` })
      .where(eq(teams.id, teamId));
    await notify(ctx, tx, [who], memberRemoved(teamFacts(team), who, new Date()));
  });
}

export async function transferLeadership(
  ctx: AppContext,
  teamId: number,
  userId: number,
  to: number,
) {
  await ctx.db.transaction(async (tx) => {
    const team = await lockAsLeader(tx, teamId, userId);
    if (to === userId) throw badRequest(ALREADY_LEADER);
    if (!(await isMemberOf(tx, teamId, to))) throw notFound(NOT_A_MEMBER);
    await tx.update(teams).set({ leaderId: to }).where(eq(teams.id, teamId));
    const names = await namesOf(tx, [userId]);
    const notice = leaderChanged(teamFacts(team), names.get(userId) ?? '', to, new Date());
    await notify(ctx, tx, [to], notice);
  });
}
