import { eq } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { Tx } from '../../core/db/client';
import { seminarTickets } from '../../core/db/schema/events';
import { users } from '../../core/db/schema/users';

type TicketRow = typeof seminarTickets.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** How one ticket fared at a door; the refusals carry what the door shows. */
export type Admission =
  | { status: 'admitted'; ticket: TicketRow; user: UserRow }
  | { status: 'unknown' }
  | { status: 'cancelled' | 'used' | 'expired'; ticket: TicketRow; user: UserRow };

export interface AdmissionRequest {
  ticketId: string;
  adminId: number;
  door: string | null;
  /** When the ticket was shown: now online, the scan time for an offline check-in. */
  at: Date;
  /** Added to the audit entry (an offline check-in says so, with its scan time). */
  auditDetail?: Record<string, unknown>;
}

/**
 * The one rule of every door, online or synced from offline (ADR 0020): a ticket is admitted
 * once, never when cancelled or past its validity. The ticket's row is locked, so two doors
 * deciding at the same moment are served one after the other and the second sees the first.
 */
export async function admitTicket(tx: Tx, request: AdmissionRequest): Promise<Admission> {
  const { ticketId, adminId, door, at } = request;
  const [row] = await tx
    .select({ ticket: seminarTickets, user: users })
    .from(seminarTickets)
    .innerJoin(users, eq(users.id, seminarTickets.userId))
    .where(eq(seminarTickets.ticketId, ticketId))
    .for('update', { of: seminarTickets });
  if (!row) return { status: 'unknown' };
  if (row.ticket.cancelledAt) return { status: 'cancelled', ...row };
  if (row.ticket.checkedInAt) return { status: 'used', ...row };
  if (row.ticket.validUntil.getTime() < at.getTime()) return { status: 'expired', ...row };
  const [ticket] = await tx
    .update(seminarTickets)
    .set({ checkedInAt: at, checkedInBy: adminId, checkedInDoor: door })
    .where(eq(seminarTickets.ticketId, ticketId))
    .returning();
  await recordAudit(
    tx,
    adminId,
    'seminar.check_in',
    { type: 'ticket', id: ticketId },
    { user_id: row.user.id, ...(door ? { door } : {}), ...request.auditDetail },
  );
  return { status: 'admitted', ticket: ticket!, user: row.user };
}
