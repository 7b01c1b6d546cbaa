import { count, desc, eq } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { announcementRecipients, announcements } from '../../core/db/schema/announcements';
import type { AnnouncementRow } from '../../core/db/schema/announcements';
import { users } from '../../core/db/schema/users';
import { recordAudit } from '../admin/audit';
import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementPayload,
  EventName,
  EventStatus,
  MyAnnouncement,
  Page,
} from '@gcw/shared/contract';
import { fanOut } from './fan-out';

const toAnnouncement = (row: AnnouncementRow, by: string | null): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  audience: row.audience as AnnouncementAudience,
  event: row.event as EventName | null,
  status: row.status as EventStatus | null,
  recipients: row.recipientCount,
  created_by_name: by ?? '',
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});

/**
 * Stores the announcement (with its audit row) and answers at once; the delivery runs after the
 * answer in batches (fan-out.ts), so the admin is not kept waiting on thousands of recipients.
 */
export async function createAnnouncement(
  ctx: AppContext,
  adminId: number,
  adminName: string,
  input: AnnouncementPayload,
): Promise<Announcement> {
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(announcements)
      .values({
        title: input.title,
        body: input.body,
        audience: input.audience,
        event: input.audience === 'all' ? null : (input.event ?? null),
        status: input.audience === 'stage' ? (input.status ?? null) : null,
        createdBy: adminId,
      })
      .returning();
    await recordAudit(
      tx,
      adminId,
      'announcement.create',
      { type: 'announcement', id: created!.id },
      {
        title: created!.title,
        audience: created!.audience,
        event: created!.event,
        status: created!.status,
      },
    );
    return created!;
  });
  ctx.background.run('announcement fan-out', () => fanOut(ctx, row));
  return toAnnouncement(row, adminName);
}

export async function listAnnouncements(
  ctx: AppContext,
  page: number,
  pageSize: number,
): Promise<Page<Announcement>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ a: announcements, by: users.name })
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.createdBy))
      .orderBy(desc(announcements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(announcements),
  ]);
  return {
    items: rows.map((r) => toAnnouncement(r.a, r.by)),
    page,
    page_size: pageSize,
    total: total?.n ?? 0,
  };
}

/** The newest announcements delivered to the caller, for the status home. */
export async function myAnnouncements(
  ctx: AppContext,
  userId: number,
  limit = 5,
): Promise<MyAnnouncement[]> {
  const rows = await ctx.db
    .select({ a: announcements })
    .from(announcementRecipients)
    .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
    .where(eq(announcementRecipients.userId, userId))
    .orderBy(desc(announcementRecipients.announcementId))
    .limit(limit);
  return rows.map(({ a }) => ({
    id: a.id,
    title: a.title,
    body: a.body,
    event: a.event as EventName | null,
    created_at: a.createdAt.toISOString(),
  }));
}
