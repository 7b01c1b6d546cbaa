import type { AdminAnnouncement } from '@gcw/shared/contract';
import { SCHEDULE_IN_PAST } from '@gcw/shared/contract';
import { and, eq, like } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import { announcements } from '../../core/db/schema/announcements';
import { mailOutbox } from '../../core/db/schema/mail';
import { notifications } from '../../core/db/schema/notifications';
import { badRequest } from '../../core/http-error';
import { countRecipients } from './audience';
import { fanOut } from './fan-out';
import { lockAnnouncement } from './load';
import { adminAnnouncement } from './service';

const target = (id: number) => ({ type: 'announcement', id });

/** Sends a draft or a scheduled announcement now; the delivery runs after the answer. */
export async function sendAnnouncement(
  ctx: AppContext,
  adminId: number,
  id: number,
): Promise<AdminAnnouncement> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockAnnouncement(tx, id, ['draft', 'scheduled']);
    await tx
      .update(announcements)
      .set({ state: 'sent', sentAt: new Date(), scheduledAt: null })
      .where(eq(announcements.id, id));
    await recordAudit(tx, adminId, 'announcement.send', target(id), {
      title: row.title,
      recipients: await countRecipients(tx, row),
    });
  });
  ctx.background.run('announcement fan-out', () => fanOut(ctx, { id }));
  return adminAnnouncement(ctx, id);
}

/** Sets (or moves) the time a draft goes out; the publisher (scheduler.ts) sends it then. */
export async function scheduleAnnouncement(
  ctx: AppContext,
  adminId: number,
  id: number,
  at: Date,
): Promise<AdminAnnouncement> {
  // The schema checked it on arrival; checked again here, against the clock of this instant.
  if (at.getTime() <= Date.now())
    throw badRequest(SCHEDULE_IN_PAST, { scheduled_at: SCHEDULE_IN_PAST });
  await ctx.db.transaction(async (tx) => {
    const row = await lockAnnouncement(tx, id, ['draft', 'scheduled']);
    await tx
      .update(announcements)
      .set({ state: 'scheduled', scheduledAt: at })
      .where(eq(announcements.id, id));
    await recordAudit(tx, adminId, 'announcement.schedule', target(id), {
      title: row.title,
      scheduled_at: at.toISOString(),
    });
  });
  return adminAnnouncement(ctx, id);
}

/** A scheduled announcement back to a draft: nothing goes out. */
export async function unscheduleAnnouncement(
  ctx: AppContext,
  adminId: number,
  id: number,
): Promise<AdminAnnouncement> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockAnnouncement(tx, id, ['scheduled']);
    await tx
      .update(announcements)
      .set({ state: 'draft', scheduledAt: null })
      .where(eq(announcements.id, id));
    await recordAudit(tx, adminId, 'announcement.unschedule', target(id), { title: row.title });
  });
  return adminAnnouncement(ctx, id);
}

/**
 * Takes a sent announcement off the students' pages and out of their bells. Mail already sent
 * stays recorded as sent; mail still waiting for its first attempt is not sent at all (one the
 * worker has claimed is left to finish, so the outbox never loses a mail that went out).
 */
export async function withdrawAnnouncement(
  ctx: AppContext,
  adminId: number,
  id: number,
): Promise<AdminAnnouncement> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockAnnouncement(tx, id, ['sent']);
    await tx
      .update(announcements)
      .set({ state: 'withdrawn', withdrawnAt: new Date() })
      .where(eq(announcements.id, id));
    const bell = await tx
      .delete(notifications)
      .where(eq(notifications.announcementId, id))
      .returning({ id: notifications.id });
    const unsent = await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'announcement'),
          like(mailOutbox.idempotencyKey, `announcement:%:announcement-${id}`),
          eq(mailOutbox.state, 'pending'),
          eq(mailOutbox.attempts, 0),
        ),
      )
      .returning({ id: mailOutbox.id });
    await recordAudit(tx, adminId, 'announcement.withdraw', target(id), {
      title: row.title,
      recipients: row.recipientCount,
      bell_removed: bell.length,
      mail_not_sent: unsent.length,
    });
  });
  return adminAnnouncement(ctx, id);
}
