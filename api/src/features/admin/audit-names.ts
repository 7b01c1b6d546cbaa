import { inArray } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { announcements } from '../../core/db/schema/announcements';
import { seminarTickets } from '../../core/db/schema/events';
import { institutions } from '../../core/db/schema/institutions';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';

interface Named {
  target_type: string;
  target_id: string;
  admin_id: number | null;
}

const numericIds = (ids: string[]) =>
  ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

async function userNames(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A name per target type, looked up in one query per type present on the page. */
async function targetNames(ctx: AppContext, entries: Named[]) {
  const idsOf = (type: string) => [
    ...new Set(entries.filter((e) => e.target_type === type).map((e) => e.target_id)),
  ];
  const names = new Map<string, string>();
  const put = (type: string, rows: { id: string | number; name: string }[]) => {
    for (const row of rows) names.set(`${type}:${row.id}`, row.name);
  };
  const teamIds = numericIds(idsOf('team'));
  if (teamIds.length)
    put(
      'team',
      await ctx.db
        .select({ id: teams.id, name: teams.teamName })
        .from(teams)
        .where(inArray(teams.id, teamIds)),
    );
  const institutionIds = numericIds(idsOf('institution'));
  if (institutionIds.length)
    put(
      'institution',
      await ctx.db
        .select({ id: institutions.id, name: institutions.name })
        .from(institutions)
        .where(inArray(institutions.id, institutionIds)),
    );
  const announcementIds = numericIds(idsOf('announcement'));
  if (announcementIds.length)
    put(
      'announcement',
      await ctx.db
        .select({ id: announcements.id, name: announcements.title })
        .from(announcements)
        .where(inArray(announcements.id, announcementIds)),
    );
  const ticketIds = idsOf('ticket');
  const tickets = ticketIds.length
    ? await ctx.db
        .select({ id: seminarTickets.ticketId, userId: seminarTickets.userId })
        .from(seminarTickets)
        .where(inArray(seminarTickets.ticketId, ticketIds))
    : [];
  const people = await userNames(ctx, [
    ...numericIds(idsOf('user')),
    ...tickets.map((t) => t.userId),
  ]);
  for (const [id, name] of people) names.set(`user:${id}`, name);
  for (const t of tickets) {
    const name = people.get(t.userId);
    if (name) names.set(`ticket:${t.id}`, name);
  }
  return names;
}

/**
 * The audit page and its CSV name who acted and on what (issue 15): the admin's name and the
 * target's (a user's or ticket holder's name, a team's, an institution's, an announcement's
 * title). Null when the row is gone; settings sections are named by their id.
 */
export async function withNames<T extends Named>(ctx: AppContext, entries: T[]) {
  const [admins, targets] = await Promise.all([
    userNames(ctx, [...new Set(entries.flatMap((e) => (e.admin_id ? [e.admin_id] : [])))]),
    targetNames(ctx, entries),
  ]);
  return entries.map((entry) => ({
    ...entry,
    admin_name: entry.admin_id ? (admins.get(entry.admin_id) ?? null) : null,
    target_name:
      targets.get(`${entry.target_type}:${entry.target_id}`) ??
      (entry.target_type === 'settings' ? entry.target_id : null),
  }));
}
