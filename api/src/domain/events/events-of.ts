import { EVENT_NAMES, normalizeEventStatus } from '@gcw/shared/contract';
import type { EventsData } from '@gcw/shared/contract';

import type { TokenSession } from '../../core/auth/guard';
import type { AppContext } from '../../core/context';
import { runPrepared } from '../../core/db/prepared';
import { TickBatcher } from '../../core/db/tick-batcher';
import { toTicket } from '../seminar/tickets';

interface EventsRow extends Record<string, unknown> {
  i: string | number;
  alive: boolean;
  regs: { event: string; status: string }[] | null;
  ticket: { ticket_id: string; type: string; issued_at: string; valid_until: string } | null;
  team_id: number | null;
}

// $1 the users; $2 the sign-in family each token names, or null (an admin reading any user);
// one row per pair, numbered by its place. The family condition says what requireUser's join
// says (core/auth/guard.ts). `limit 1` keeps one odd user from failing the others of the batch.
const EVENTS_SQL = `
  select q.i,
    (q.family_id is null or exists (
       select 1 from refresh_families f
       where f.id = q.family_id and f.user_id = q.user_id
         and f.revoked_at is null and f.expires_at > now()
    )) as alive,
    (select json_agg(json_build_object('event', r.event, 'status', r.status))
       from event_registrations r where r.user_id = q.user_id) as regs,
    (select json_build_object('ticket_id', t.ticket_id, 'type', t.type,
                              'issued_at', t.issued_at, 'valid_until', t.valid_until)
       from seminar_tickets t where t.user_id = q.user_id and t.cancelled_at is null
       limit 1) as ticket,
    (select m.team_id from team_members m where m.user_id = q.user_id limit 1) as team_id
  from unnest($1::integer[], $2::text[]) with ordinality as q(user_id, family_id, i)`;

/** The same for one pair ($1 user, $2 family): a lone request's cheaper plan. */
const EVENTS_ONE_SQL = EVENTS_SQL.replace(
  'from unnest($1::integer[], $2::text[]) with ordinality as q(user_id, family_id, i)',
  'from (select $1::integer as user_id, $2::text as family_id, 1 as i) as q',
);

type EventsKey = { userId: number; familyId: string | null };

/** One batcher per server: the requests of one event-loop turn share a round trip. */
const batchers = new WeakMap<AppContext, TickBatcher<EventsKey, EventsRow | undefined>>();

function eventsBatcher(ctx: AppContext) {
  let batcher = batchers.get(ctx);
  if (!batcher) {
    batcher = new TickBatcher(async (keys) => {
      const rows =
        keys.length === 1
          ? await runPrepared<EventsRow>(ctx.db, 'profile-events-one', EVENTS_ONE_SQL, [
              keys[0]!.userId,
              keys[0]!.familyId,
            ])
          : await runPrepared<EventsRow>(ctx.db, 'profile-events-batch', EVENTS_SQL, [
              keys.map((key) => key.userId),
              keys.map((key) => key.familyId),
            ]);
      const byPlace = new Map(rows.map((row) => [Number(row.i), row]));
      return keys.map((_key, index) => byPlace.get(index + 1));
    });
    batchers.set(ctx, batcher);
  }
  return batcher;
}

/**
 * The most frequent call of the app (on every load and login): one round trip (shared with the
 * other requests of the same event-loop turn), of a statement prepared once per connection, checks that the token's sign-in is alive and gathers the
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
  const row = await eventsBatcher(ctx).get({ userId, familyId });
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
    // All three events, always in the order of R3.3; no row means Unregistered.
    events: EVENT_NAMES.map((name) => ({
      name,
      status: normalizeEventStatus(regs.find((r) => r.event === name)?.status),
      ticket: name === 'Seminar' ? ticket : null,
    })),
    id_team: row?.team_id ?? null,
  };
}
