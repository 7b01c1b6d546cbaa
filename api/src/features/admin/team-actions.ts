import { and, eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { eventRegistrations } from '../../core/db/schema/events';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { notFound } from '../../core/http-error';
import { COMPETITION_EVENT_NAME } from '@gcw/shared/contract';
import type { CompetitionType, EventStatus, PaymentDecisionPayload } from '@gcw/shared/contract';
import { memberIds, teamFacts as facts } from '../notifications/members';
import { notify } from '../notifications/notify';
import { paymentDecided, stageChanged } from '../notifications/texts';
import { recordAudit } from './audit';

export async function decidePayment(
  ctx: AppContext,
  adminId: number,
  teamId: number,
  input: Required<Pick<PaymentDecisionPayload, 'action'>> & { reason: string | null },
) {
  await ctx.db.transaction(async (tx) => {
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    if (!team) throw notFound('Team not found');
    const verified = input.action === 'verify';
    await tx
      .update(teams)
      .set({
        paymentStatus: verified ? 'verified' : 'rejected',
        paymentNote: verified ? null : input.reason,
      })
      .where(eq(teams.id, teamId));
    const auditId = await recordAudit(
      tx,
      adminId,
      `team.payment.${input.action}`,
      { type: 'team', id: teamId },
      verified ? {} : { reason: input.reason },
    );
    // A second "verify" of a verified payment changes nothing and tells nobody again.
    if (verified && team.paymentStatus === 'verified') return;
    const notice = paymentDecided(facts(team), verified, input.reason, auditId);
    await notify(ctx, tx, await memberIds(tx, teamId), notice);
  });
}

/** Moves the team and every member's registration for that competition to one status. */
async function setOne(
  ctx: AppContext,
  tx: Tx,
  adminId: number,
  teamId: number,
  status: EventStatus,
) {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw notFound(`Team ${teamId} not found`);
  await tx.update(teams).set({ status }).where(eq(teams.id, teamId));
  const members = tx
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  await tx
    .update(eventRegistrations)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        inArray(eventRegistrations.userId, members),
        eq(eventRegistrations.event, COMPETITION_EVENT_NAME[team.eventType as CompetitionType]),
      ),
    );
  const auditId = await recordAudit(
    tx,
    adminId,
    'team.status',
    { type: 'team', id: teamId },
    { from: team.status, to: status },
  );
  if (team.status === status) return;
  const from = team.status as EventStatus;
  await notify(
    ctx,
    tx,
    await memberIds(tx, teamId),
    stageChanged(facts(team), from, status, auditId),
  );
}

/** All or nothing: one unknown id fails the whole batch. Ids are locked in order to avoid deadlocks. */
export async function setTeamStatus(
  ctx: AppContext,
  adminId: number,
  teamIds: number[],
  status: EventStatus,
) {
  const ordered = [...new Set(teamIds)].sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    for (const id of ordered) await setOne(ctx, tx, adminId, id, status);
  });
  return ordered;
}
