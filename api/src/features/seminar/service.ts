import { and, eq, isNull } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../core/db/pg-errors';
import { eventRegistrations, seminarTickets } from '../../core/db/schema/events';
import type { UserRow } from '../../core/db/schema/users';
import { conflict } from '../../core/http-error';
import { TicketSigner } from '../../core/ticket-signer';
import { requireVerifiedEmail } from '../../domain/accounts/verification';
import { notify } from '../../domain/notifications/notify';
import { seminarConfirmed } from '../../domain/notifications/texts';
import { requireCompleteProfile } from '../../domain/profile/rules';
import { requireSeat } from './seats';

export const SEMINAR_TICKET_TYPE = 'Seminar';
const YEAR_MS = 365 * 24 * 3600 * 1000;

type TicketRow = typeof seminarTickets.$inferSelect;

/** The caller's live ticket; a cancelled one no longer admits anyone. */
export async function findTicket(ctx: AppContext, userId: number): Promise<TicketRow | null> {
  const [row] = await ctx.db
    .select()
    .from(seminarTickets)
    .where(and(eq(seminarTickets.userId, userId), isNull(seminarTickets.cancelledAt)));
  return row ?? null;
}

/** The seminar is individual: one ticket per person, no team involved. */
export async function registerSeminar(ctx: AppContext, user: UserRow): Promise<TicketRow> {
  requireVerifiedEmail(ctx, user);
  requireCompleteProfile(user);
  try {
    return await ctx.db.transaction(async (tx) => {
      await requireSeat(tx, user);
      await tx
        .insert(eventRegistrations)
        .values({ userId: user.id, event: 'Seminar', status: 'Registered' });
      const [row] = await tx
        .insert(seminarTickets)
        .values({
          ticketId: TicketSigner.newTicketId(),
          userId: user.id,
          type: SEMINAR_TICKET_TYPE,
          validUntil: ctx.config.seminarValidUntil ?? new Date(Date.now() + YEAR_MS),
        })
        .returning();
      await notify(ctx, tx, [user.id], seminarConfirmed(ctx.config.eventName, row!.ticketId));
      return row!;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict('Anda sudah terdaftar di seminar.');
    throw error;
  }
}
