import { sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { toTicket } from '../seminar/service';
import { EVENT_NAMES, normalizeEventStatus } from '@gcw/shared/contract';
import type { EventsData } from '@gcw/shared/contract';

interface EventsRow extends Record<string, unknown> {
  regs: { event: string; status: string }[] | null;
  ticket: { ticket_id: string; type: string; issued_at: string; valid_until: string } | null;
  team_id: number | null;
}

/**
 * The most frequent call of the app (on every load and login): one round trip gathers the
 * registrations, the seminar ticket and the team id.
 */
export async function eventsOf(ctx: AppContext, userId: number): Promise<EventsData> {
  const result = await ctx.db.execute<EventsRow>(sql`
    select
      (select json_agg(json_build_object('event', r.event, 'status', r.status))
         from event_registrations r where r.user_id = ${userId}) as regs,
      (select json_build_object('ticket_id', t.ticket_id, 'type', t.type, 'issued_at', t.issued_at, 'valid_until', t.valid_until)
         from seminar_tickets t where t.user_id = ${userId} and t.cancelled_at is null) as ticket,
      (select m.team_id from team_members m where m.user_id = ${userId}) as team_id`);
  const row = result.rows[0];
  const regs = row?.regs ?? [];
  const ticket = row?.ticket
    ? toTicket(ctx, {
        ticketId: row.ticket.ticket_id,
        type: row.ticket.type,
        issuedAt: new Date(row.ticket.issued_at),
        validUntil: new Date(row.ticket.valid_until),
      })
    : null;
  return {
    // All three events, always in SPEC order; no row means Unregistered.
    events: EVENT_NAMES.map((name) => ({
      name,
      status: normalizeEventStatus(regs.find((r) => r.event === name)?.status),
      ticket: name === 'Seminar' ? ticket : null,
    })),
    id_team: row?.team_id ?? null,
  };
}
