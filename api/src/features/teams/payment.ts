import type { CompetitionType } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { conflict, forbidden, notFound } from '../../core/http-error';
import { dropReplacedFile, insertFileRow } from '../../core/uploads';
import type { StoredUpload } from '../../core/uploads';
import { requireWindowOpen } from '../../domain/settings/windows';
import { NOT_IN_TEAM } from './leave';

export const ONLY_LEADER_PAYS =
  'Hanya ketua tim yang dapat mengganti bukti pembayaran. Minta ketua tim Anda untuk mengunggahnya.';

/**
 * The leader replaces the proof of payment (e.g. after a rejection); review starts over. The
 * leader is read from the locked row, so one who handed over a moment ago is refused too.
 */
export async function replacePaymentProof(
  ctx: AppContext,
  userId: number,
  upload: StoredUpload,
): Promise<{ teamId: number; replacedKey: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const [membership] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, userId));
    if (!membership) throw notFound(NOT_IN_TEAM);
    const [team] = await tx
      .select()
      .from(teams)
      .where(eq(teams.id, membership.teamId))
      .for('update');
    if (!team) throw notFound(NOT_IN_TEAM);
    if (team.leaderId !== userId) throw forbidden(ONLY_LEADER_PAYS);
    if (team.paymentStatus === 'verified')
      throw conflict('Pembayaran tim Anda sudah diverifikasi.');
    const event = team.eventType as CompetitionType;
    await requireWindowOpen(tx, { event, window: 'registration', teamId: team.id });
    await insertFileRow(tx, upload, userId, team.id, 'payment-proof', team.paymentFileId);
    await tx
      .update(teams)
      .set({ paymentFileId: upload.id, paymentStatus: 'pending', paymentNote: null })
      .where(eq(teams.id, team.id));
    // The proof it replaces is nobody's any more: its row goes now, its bytes after commit.
    return { teamId: team.id, replacedKey: await dropReplacedFile(tx, team.paymentFileId) };
  });
}
