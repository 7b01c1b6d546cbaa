import type { DoorSyncResult, DoorSyncStatus } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { doorSyncItems } from '../../core/db/schema/events';
import { wibTime } from '../../core/list/csv';
import { admitTicket } from '../../domain/seminar/admission';
import { TICKET_CANCELLED } from '../../domain/seminar/messages';
import { ticketIdOf } from '../../domain/seminar/tickets';

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
 * One offline check-in, decided by the doors' one rule (admitTicket): whoever commits first has
 * the ticket; a winner is recorded at the time it was scanned, not synced (ADR 0020).
 */
async function decide(
  tx: Tx,
  adminId: number,
  door: string,
  ticketId: string,
  scannedAt: Date,
): Promise<Decided> {
  const admission = await admitTicket(tx, {
    ticketId,
    adminId,
    door,
    at: scannedAt,
    auditDetail: { offline: true, scanned_at: scannedAt.toISOString() },
  });
  if (admission.status === 'unknown')
    return { status: 'unknown', message: 'Tiket tidak ditemukan.' };
  const { ticket, user } = admission;
  const name = user.name;
  switch (admission.status) {
    case 'admitted':
      return { status: 'admitted', name, checkedInAt: scannedAt, message: 'Check-in tercatat.' };
    case 'cancelled':
      return { status: 'cancelled', name, message: `${TICKET_CANCELLED}.` };
    case 'expired':
      return { status: 'expired', name, message: 'Tiket sudah kedaluwarsa.' };
    case 'used': {
      const where = ticket.checkedInDoor ? ` di ${ticket.checkedInDoor}` : '';
      return {
        status: 'used',
        name,
        checkedInAt: ticket.checkedInAt,
        usedDoor: ticket.checkedInDoor,
        message: `Tiket sudah dipakai masuk pada ${wibTime(ticket.checkedInAt!)} WIB${where}.`,
      };
    }
  }
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
