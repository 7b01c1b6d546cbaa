import type {
  AdminAnnouncement,
  AnnouncementAudience,
  AnnouncementPayload,
  AnnouncementState,
  EventName,
  EventStatus,
  MyAnnouncement,
  Page,
} from '@gcw/shared/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import { announcementRecipients, announcements } from '../../core/db/schema/announcements';
import type { AnnouncementRow } from '../../core/db/schema/announcements';
import { users } from '../../core/db/schema/users';

const iso = (d: Date | null) => d?.toISOString() ?? null;
// A scheduled one was written before it went out; the student is told when it went out.
const sentOrMade = sql`coalesce(${announcements.sentAt}, ${announcements.createdAt})`;

export const toAdminAnnouncement = (
  row: AnnouncementRow,
  by: string | null,
): AdminAnnouncement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  audience: row.audience as AnnouncementAudience,
  event: row.event as EventName | null,
  status: row.status as EventStatus | null,
  recipients: row.recipientCount,
  created_by_name: by ?? '',
  created_at: row.createdAt.toISOString(),
  completed_at: iso(row.completedAt),
  state: row.state as AnnouncementState,
  scheduled_at: iso(row.scheduledAt),
  sent_at: iso(row.sentAt),
  edited_at: iso(row.editedAt),
  withdrawn_at: iso(row.withdrawnAt),
});

/** The columns of a payload; the audience names only what it needs (the table checks it too). */
export const audienceColumns = (input: AnnouncementPayload) => ({
  audience: input.audience,
  event: input.audience === 'all' ? null : (input.event ?? null),
  status: input.audience === 'stage' ? (input.status ?? null) : null,
});

/** Saves a draft: nobody is told until the admin sends or schedules it (lifecycle.ts). */
export async function createDraft(
  ctx: AppContext,
  adminId: number,
  adminName: string,
  input: AnnouncementPayload,
): Promise<AdminAnnouncement> {
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(announcements)
      .values({
        title: input.title,
        body: input.body,
        ...audienceColumns(input),
        state: 'draft',
        createdBy: adminId,
      })
      .returning();
    await recordAudit(
      tx,
      adminId,
      'announcement.draft',
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
  return toAdminAnnouncement(row, adminName);
}

export async function listAnnouncements(
  ctx: AppContext,
  page: number,
  pageSize: number,
): Promise<Page<AdminAnnouncement>> {
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
    items: rows.map((r) => toAdminAnnouncement(r.a, r.by)),
    page,
    page_size: pageSize,
    total: total?.n ?? 0,
  };
}

/** One announcement with its author's name, as the admin's actions answer it. */
export async function adminAnnouncement(ctx: AppContext, id: number): Promise<AdminAnnouncement> {
  const [r] = await ctx.db
    .select({ a: announcements, by: users.name })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .where(eq(announcements.id, id));
  return toAdminAnnouncement(r!.a, r!.by);
}

/** The newest announcements delivered to the caller and not withdrawn, for the status home. */
export async function myAnnouncements(
  ctx: AppContext,
  userId: number,
  limit = 5,
): Promise<MyAnnouncement[]> {
  const rows = await ctx.db
    .select({ a: announcements })
    .from(announcementRecipients)
    .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
    .where(and(eq(announcementRecipients.userId, userId), eq(announcements.state, 'sent')))
    .orderBy(desc(sentOrMade), desc(announcements.id))
    .limit(limit);
  return rows.map(({ a }) => ({
    id: a.id,
    title: a.title,
    body: a.body,
    event: a.event as EventName | null,
    created_at: (a.sentAt ?? a.createdAt).toISOString(),
    edited_at: iso(a.editedAt),
  }));
}
