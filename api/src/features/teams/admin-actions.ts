import { COMPETITION_EVENT_NAME } from '@gcw/shared/contract';
import type {
  CompetitionType,
  EventStatus,
  PaymentDecisionPayload,
  PaymentStatus,
} from '@gcw/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { eventRegistrations } from '../../core/db/schema/events';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { HttpError, notFound } from '../../core/http-error';
import { fileUrl } from '../../core/uploads';
import { memberIds, teamFacts as facts } from '../../domain/notifications/members';
import { notify } from '../../domain/notifications/notify';
import { paymentDecided, stageChanged } from '../../domain/notifications/texts';
import { checkPaymentSeen, checkStagesSeen } from './decision-checks';
import { requireMinimumSize, requireVerifiedPayment } from './stage-rules';

export const PROOF_CHANGED =
  'Bukti pembayaran sudah diganti oleh tim sejak Anda membukanya. Periksa bukti yang baru, lalu putuskan lagi.';

export async function decidePayment(
  ctx: AppContext,
  adminId: number,
  teamId: number,
  input: Required<Pick<PaymentDecisionPayload, 'action'>> & {
    reason: string | null;
    /** The proof the admin saw (`bukti_pembayaran_url`); undefined: not named (reject only). */
    proofUrl?: string | null;
    /** The payment status the admin saw; undefined: not named (an older page). */
    expectedStatus?: PaymentStatus;
  },
) {
  await ctx.db.transaction(async (tx) => {
    // The same row lock as the leader's replacePaymentProof: the proof compared is the one decided on.
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    if (!team)
      throw notFound('Tim tidak ditemukan. Periksa kembali kode atau tautan dari ketua tim Anda.');
    if (input.proofUrl !== undefined && input.proofUrl !== fileUrl(team.paymentFileId)) {
      throw new HttpError(409, PROOF_CHANGED, undefined, { Reason: 'proof_changed' });
    }
    if ((await checkPaymentSeen(tx, team, input.action, input.expectedStatus)) === 'repeat') return;
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
      verified
        ? { proof: team.paymentFileId }
        : { reason: input.reason, proof: team.paymentFileId },
    );
    // A second "verify" of a verified payment changes nothing and tells nobody again.
    if (verified && team.paymentStatus === 'verified') return;
    const notice = paymentDecided(facts(team), verified, input.reason, auditId);
    await notify(ctx, tx, await memberIds(tx, teamId), notice);
  });
}

/** Moves the locked team and every member's registration for that competition to one status. */
async function setOne(
  ctx: AppContext,
  tx: Tx,
  adminId: number,
  team: typeof teams.$inferSelect,
  status: EventStatus,
) {
  const teamId = team.id;
  requireVerifiedPayment(team, status);
  await requireMinimumSize(tx, team, status);
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

/**
 * All or nothing: one unknown id, or one team moved elsewhere since the admin saw it at
 * `expected`, fails the whole batch. Ids are locked in order to avoid deadlocks.
 */
export async function setTeamStatus(
  ctx: AppContext,
  adminId: number,
  teamIds: number[],
  status: EventStatus,
  expected?: EventStatus,
) {
  const ordered = [...new Set(teamIds)].sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    const locked = [];
    for (const id of ordered) {
      const [team] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
      if (!team) throw notFound(`Tim ${id} tidak ditemukan`);
      locked.push(team);
    }
    for (const team of await checkStagesSeen(tx, locked, status, expected))
      await setOne(ctx, tx, adminId, team, status);
  });
  return ordered;
}
