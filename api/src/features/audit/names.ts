import { eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { AppContext } from '../../core/context';
import { announcements } from '../../core/db/schema/announcements';
import { seminarTickets } from '../../core/db/schema/events';
import { institutions } from '../../core/db/schema/institutions';
import { mailOutbox } from '../../core/db/schema/mail';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';

interface Named {
  target_type: string;
  target_id: string;
  admin_id: number | null;
}

type Lookup = (ctx: AppContext, ids: string[]) => Promise<{ id: unknown; name: unknown }[]>;

const numericIds = (ids: string[]) =>
  ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

/** A target named by a column of its own row, found by a serial id. */
const byRow =
  (id: PgColumn, name: PgColumn): Lookup =>
  (ctx, ids) =>
    ctx.db
      .select({ id, name })
      .from(id.table)
      .where(inArray(id, numericIds(ids)));

/**
 * How each kind of audit target is named: a new kind is one line here. A ticket is named by its
 * holder; settings sections by their own id (not in the table).
 */
const TARGETS: Record<string, Lookup> = {
  user: byRow(users.id, users.name),
  team: byRow(teams.id, teams.teamName),
  institution: byRow(institutions.id, institutions.name),
  announcement: byRow(announcements.id, announcements.title),
  mail: byRow(mailOutbox.id, mailOutbox.subject),
  ticket: (ctx, ids) =>
    ctx.db
      .select({ id: seminarTickets.ticketId, name: users.name })
      .from(seminarTickets)
      .innerJoin(users, eq(users.id, seminarTickets.userId))
      .where(inArray(seminarTickets.ticketId, ids)),
};

/** `type:id` → name, one query per kind present on the page. */
async function namesOf(ctx: AppContext, wanted: { type: string; id: string }[]) {
  const idsByType = new Map<string, Set<string>>();
  for (const { type, id } of wanted) {
    if (!TARGETS[type]) continue;
    idsByType.set(type, (idsByType.get(type) ?? new Set()).add(id));
  }
  const found = await Promise.all(
    [...idsByType].map(async ([type, ids]) =>
      (await TARGETS[type]!(ctx, [...ids])).map(
        (row) => [`${type}:${String(row.id)}`, String(row.name)] as const,
      ),
    ),
  );
  return new Map(found.flat());
}

/**
 * The audit page and its CSV name who acted and on what: the admin's name and the
 * target's (a user's or ticket holder's name, a team's, an institution's, an announcement's
 * title). Null when the row is gone; settings sections are named by their id.
 */
export async function withNames<T extends Named>(ctx: AppContext, entries: T[]) {
  const names = await namesOf(ctx, [
    ...entries.flatMap((e) => (e.admin_id ? [{ type: 'user', id: String(e.admin_id) }] : [])),
    ...entries.map((e) => ({ type: e.target_type, id: e.target_id })),
  ]);
  return entries.map((entry) => ({
    ...entry,
    admin_name: entry.admin_id ? (names.get(`user:${entry.admin_id}`) ?? null) : null,
    target_name:
      names.get(`${entry.target_type}:${entry.target_id}`) ??
      (entry.target_type === 'settings' ? entry.target_id : null),
  }));
}
