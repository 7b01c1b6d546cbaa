import type { DoorBundle, DoorRosterTicket } from '@gcw/shared/contract';
import { asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';

import type { AppContext } from '../../core/context';
import { seminarTickets } from '../../core/db/schema/events';
import { users } from '../../core/db/schema/users';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Every ticket with what a door shows and decides by (ADR 0020): who holds it, until when it is
 * valid, whether it was given back, and when and where it was used. Nothing else personal.
 */
export async function doorRoster(ctx: AppContext): Promise<DoorRosterTicket[]> {
  const rows = await ctx.db
    .select({ ticket: seminarTickets, name: users.name, institusi: users.institusi })
    .from(seminarTickets)
    .innerJoin(users, eq(users.id, seminarTickets.userId))
    .orderBy(asc(seminarTickets.ticketId));
  return rows.map(({ ticket, name, institusi }) => ({
    ticket_id: ticket.ticketId,
    name,
    institusi,
    valid_until: ticket.validUntil.toISOString(),
    checked_in_at: iso(ticket.checkedInAt),
    checked_in_door: ticket.checkedInDoor,
    cancelled_at: iso(ticket.cancelledAt),
  }));
}

/** The bundle and its entity tag: the tag depends on the roster and key, not on the clock. */
export async function doorBundle(ctx: AppContext): Promise<{ bundle: DoorBundle; etag: string }> {
  const tickets = await doorRoster(ctx);
  const digest = createHash('sha256')
    .update(ctx.tickets.publicKey)
    .update(JSON.stringify(tickets))
    .digest('base64url')
    .slice(0, 27);
  return {
    bundle: { public_key: ctx.tickets.publicKey, generated_at: new Date().toISOString(), tickets },
    etag: `"${digest}"`,
  };
}
