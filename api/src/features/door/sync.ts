import { eq } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { doorSyncItems, seminarTickets } from '../../core/db/schema/events';
import { users } from '../../core/db/schema/users';
import type { DoorSyncResult, DoorSyncStatus } from '@gcw/shared/contract';
import { recordAudit } from '../admin/audit';
import { wibTime } from '../admin/csv';
import { ticketIdOf } from '../admin/seminar-routes';
import { TICKET_CANCELLED } from '../seminar/messages';

export interface OfflineCheckIn {
  client_id: string;
  ticket: string;
  scanned_at: Date;
}

interface Decided {
  status: DoorSyncStatus;
  message: string;
  name?: string | null;
  checkedInAt?: Date | null;
  usedDoor?: string | null;
}

/**
 * One offline check-in, decided under the same row lock as the online check-in: whoever commits
 * first has the ticket; a winner is recorded at the time it was scanned, not synced (ADR 0020).
 */
async function decide(
  tx: Tx,
  adminId: number,
  door: string,
  ticketId: string,
  scannedAt: Date,
): Promise<Decided> {
  const [row] = await tx
    .select({ ticket: seminarTickets, user: users })
    .from(seminarTickets)
    .innerJoin(users, eq(users.id, seminarTickets.userId))
    .where(eq(seminarTickets.ticketId, ticketId))
    .for('update', { of: seminarTickets });
  if (!row) return { status: 'unknown', message: 'Tiket tidak ditemukan.' };
  const { ticket, user } = row;
  const name = user.name;
  if (ticket.checkedInAt) {
    const where = ticket.checkedInDoor ? ` di ${ticket.checkedInDoor}` : '';
    return {
      status: 'used',
      name,
      checkedInAt: ticket.checkedInAt,
      usedDoor: ticket.checkedInDoor,
      message: `Tiket sudah dipakai masuk pada ${wibTime(ticket.checkedInAt)} WIB${where}.`,
    };
  }
  if (ticket.cancelledAt) return { status: 'cancelled', name, message: `${TICKET_CANCELLED}.` };
  if (ticket.validUntil.getTime() < scannedAt.getTime())
    return { status: 'expired', name, message: 'Tiket sudah kedaluwarsa.' };
  await tx
    .update(seminarTickets)
    .set({ checkedInAt: scannedAt, checkedInBy: adminId, checkedInDoor: door })
    .where(eq(seminarTickets.ticketId, ticketId));
  await recordAudit(
    tx,
    adminId,
    'seminar.check_in',
    { type: 'ticket', id: ticketId },
    { user_id: user.id, door, offline: true, scanned_at: scannedAt.toISOString() },
  );
  return { status: 'admitted', name, checkedInAt: scannedAt, message: 'Check-in tercatat.' };
}

/**
 * Syncs one item once: its client_id is claimed first (a retry of the same item waits for the
 * first to commit, then finds it claimed) and the answer is stored, so a retried batch gets the
 * same answers and changes nothing.
 */
export async function syncOne(
  ctx: AppContext,
  adminId: number,
  door: string,
  item: OfflineCheckIn,
): Promise<DoorSyncResult> {
  const ticketId = ticketIdOf(ctx, item.ticket.trim());
  // A scan cannot come from the future: a phone's clock running ahead is capped at now.
  const scannedAt = new Date(Math.min(item.scanned_at.getTime(), Date.now()));
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(doorSyncItems)
      .values({
        clientId: item.client_id,
        ticketId: ticketId ?? item.ticket.slice(0, 40),
        door,
        scannedAt,
        adminId,
        result: {},
      })
      .onConflictDoNothing()
      .returning({ clientId: doorSyncItems.clientId });
    if (!claimed) {
      const [earlier] = await tx
        .select({ result: doorSyncItems.result })
        .from(doorSyncItems)
        .where(eq(doorSyncItems.clientId, item.client_id));
      return earlier!.result as DoorSyncResult;
    }
    const decided: Decided = ticketId
      ? await decide(tx, adminId, door, ticketId, scannedAt)
      : { status: 'invalid', message: 'Tiket tidak valid.' };
    const result: DoorSyncResult = {
      client_id: item.client_id,
      status: decided.status,
      ticket_id: ticketId,
      name: decided.name ?? null,
      checked_in_at: decided.checkedInAt?.toISOString() ?? null,
      used_door: decided.usedDoor ?? null,
      message: decided.message,
    };
    await tx
      .update(doorSyncItems)
      .set({ result })
      .where(eq(doorSyncItems.clientId, item.client_id));
    return result;
  });
}
