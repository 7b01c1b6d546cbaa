import type { AppContext } from '../../core/context';
import { runPrepared } from '../../core/db/prepared';
import type { TokenSession } from '../auth/guard';
import { toTicket } from '../seminar/service';
import { EVENT_NAMES, normalizeEventStatus } from '@gcw/shared/contract';
import type { EventsData } from '@gcw/shared/contract';

interface EventsRow extends Record<string, unknown> {
  alive: boolean;
  regs: { event: string; status: string }[] | null;
  ticket: { ticket_id: string; type: string; issued_at: string; valid_until: string } | null;
  team_id: number | null;
}

// $1 the user; $2 the sign-in family the token names, or null (an admin reading any user).
// The family condition says what requireUser's join says (auth/guard.ts).
const EVENTS_SQL = `
  select
    ($2::text is null or exists (
       select 1 from refresh_families f
       where f.id = $2 and f.user_id = $1 and f.revoked_at is null and f.expires_at > now()
    )) as alive,
    (select json_agg(json_build_object('event', r.event, 'status', r.status))
       from event_registrations r where r.user_id = $1) as regs,
    (select json_build_object('ticket_id', t.ticket_id, 'type', t.type,
                              'issued_at', t.issued_at, 'valid_until', t.valid_until)
       from seminar_tickets t where t.user_id = $1 and t.cancelled_at is null) as ticket,
    (select m.team_id from team_members m where m.user_id = $1) as team_id`;

/**
 * The most frequent call of the app (on every load and login): one round trip, of a statement
 * prepared once per connection, checks that the token's sign-in is alive and gathers the
 * registrations, the seminar ticket and the team id. Answers null when the sign-in has ended
 * (logout, reuse detected, expired): a 401.
 */
export const eventsOfSession = (ctx: AppContext, session: TokenSession) =>
  loadEvents(ctx, session.userId, session.familyId);

/** Any user's events (admins' user detail). */
export async function eventsOf(ctx: AppContext, userId: number): Promise<EventsData> {
  return (await loadEvents(ctx, userId, null))!;
}

async function loadEvents(
  ctx: AppContext,
  userId: number,
  familyId: string | null,
): Promise<EventsData | null> {
  const rows = await runPrepared<EventsRow>(ctx.db, 'profile-events', EVENTS_SQL, [
    userId,
    familyId,
  ]);
  const row = rows[0];
  if (!row?.alive) return null;
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
