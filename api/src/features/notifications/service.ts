import { MORE_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from '@gcw/shared/contract';
import type {
  AppNotification,
  EventName,
  MailPreferences,
  NotificationKind,
  NotificationsPage,
} from '@gcw/shared/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { mailPreferences, notifications } from '../../core/db/schema/notifications';
import type { NotificationRow } from '../../core/db/schema/notifications';

/** Every kind a student can switch: the 2.2 tuple plus the kinds added later (announcements, team management). */
const SWITCHABLE: readonly string[] = [...NOTIFICATION_KINDS, ...MORE_NOTIFICATION_KINDS];
export const isSwitchableKind = (kind: string) => SWITCHABLE.includes(kind);

const toNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  event: row.event as EventName | null,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

const unreadOf = (userId: number) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt));

export async function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

/** Newest first (ids grow with time), one page, plus the unread count for the bell. */
export async function listNotifications(
  ctx: AppContext,
  userId: number,
  page: number,
  pageSize: number,
): Promise<NotificationsPage> {
  const mine = eq(notifications.userId, userId);
  const [rows, [total], unread] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(ctx, userId),
  ]);
  return {
    items: rows.map(toNotification),
    page,
    page_size: pageSize,
    total: total?.n ?? 0,
    unread,
  };
}

/** Marks the caller's own notifications read; ids of other people's are ignored. */
export async function markRead(
  ctx: AppContext,
  userId: number,
  input: { ids?: number[] | undefined; all?: boolean | undefined },
): Promise<number> {
  const which = input.all
    ? unreadOf(userId)
    : and(unreadOf(userId), inArray(notifications.id, input.ids ?? []));
  if (input.all || (input.ids && input.ids.length > 0))
    await ctx.db.update(notifications).set({ readAt: new Date() }).where(which);
  return unreadCount(ctx, userId);
}

export async function preferencesOf(ctx: AppContext, userId: number): Promise<MailPreferences> {
  const rows = await ctx.db
    .select()
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  const prefs = Object.fromEntries(SWITCHABLE.map((k) => [k, true])) as MailPreferences;
  for (const row of rows)
    if (isSwitchableKind(row.kind)) prefs[row.kind as NotificationKind] = row.enabled;
  return prefs;
}

export async function savePreferences(
  ctx: AppContext,
  userId: number,
  changes: Partial<MailPreferences>,
): Promise<MailPreferences> {
  const entries = Object.entries(changes) as [NotificationKind, boolean][];
  if (entries.length > 0) {
    await ctx.db
      .insert(mailPreferences)
      .values(entries.map(([kind, enabled]) => ({ userId, kind, enabled })))
      .onConflictDoUpdate({
        target: [mailPreferences.userId, mailPreferences.kind],
        set: { enabled: sql`excluded.enabled` },
      });
  }
  return preferencesOf(ctx, userId);
}
