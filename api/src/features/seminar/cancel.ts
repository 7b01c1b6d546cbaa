import { ADMIN_ROLE, seminarCancelClosesAt } from '@gcw/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import { eventRegistrations, seminarTickets } from '../../core/db/schema/events';
import type { UserRow } from '../../core/db/schema/users';
import { HttpError, conflict, notFound } from '../../core/http-error';
import { notify } from '../../domain/notifications/notify';
import { seminarCancelled } from '../../domain/notifications/texts';
import { NO_SEAT, SEAT_USED } from '../../domain/seminar/messages';
import { wib } from '../../domain/settings/messages';
import { readSeminarLocked } from '../../domain/settings/store';

/**
 * Gives the caller's seat back. It takes the settings row's lock first, as taking a seat does,
 * so a student waiting for the last seat queues behind the cancel and then finds it free. The
 * ticket stays, marked cancelled, for the admins' list; the status goes back to Unregistered.
 * The student is told (bell, and mail unless turned off) and the cancel is in the audit log, in
 * the same transaction: no seat is freed without both.
 */
export async function cancelSeat(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'role'>,
  now = Date.now(),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const seminar = await readSeminarLocked(tx);
    const [ticket] = await tx
      .select()
      .from(seminarTickets)
      .where(and(eq(seminarTickets.userId, user.id), isNull(seminarTickets.cancelledAt)))
      .for('update');
    if (!ticket) throw notFound(NO_SEAT);
    if (ticket.checkedInAt) throw conflict(SEAT_USED);
    const closesAt = seminarCancelClosesAt(seminar);
    if (user.role !== ADMIN_ROLE && closesAt && now >= Date.parse(closesAt))
      throw new HttpError(
        403,
        `Pembatalan kursi seminar sudah ditutup pada ${wib(closesAt)}.`,
        undefined,
        { Reason: 'window-closed', ClosedAt: closesAt },
      );
    await tx
      .update(seminarTickets)
      .set({ cancelledAt: new Date(now) })
      .where(eq(seminarTickets.ticketId, ticket.ticketId));
    await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.userId, user.id), eq(eventRegistrations.event, 'Seminar')));
    await recordAudit(
      tx,
      user.id,
      'seminar.cancel',
      { type: 'ticket', id: ticket.ticketId },
      { cancel_closes_at: closesAt },
    );
    await notify(ctx, tx, [user.id], seminarCancelled(ctx.config.eventName, ticket.ticketId));
  });
}
