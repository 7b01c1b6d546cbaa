import { and, eq, isNull, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { announcementRecipients, announcements } from '../../core/db/schema/announcements';
import type { AnnouncementRow } from '../../core/db/schema/announcements';
import { notify } from '../../domain/notifications/notify';
import { nextRecipients } from './audience';
import { announcementNotice } from './texts';

/** Recipients per transaction: a few hundred rows of three tables, well under a second. */
export const FAN_OUT_BATCH = 500;

/**
 * Delivers a sent announcement in batches of FAN_OUT_BATCH people, each batch its own short
 * transaction: recipient rows, bell notifications and outbox mails commit together, so a batch
 * is all or nothing, and no lock is held across the whole audience (thousands of students would
 * otherwise keep one transaction, and on PGlite the only connection, busy for minutes). The
 * recipients' primary key makes a batch that runs again (after a crash, `resumeAnnouncements`)
 * skip the people already told; the mail's idempotency key does the same for the outbox.
 * Each batch reads the row again: a text edited meanwhile reaches the rest of the audience, and
 * a withdrawal stops the delivery.
 */
export async function fanOut(
  ctx: AppContext,
  a: Pick<AnnouncementRow, 'id'>,
  batch = FAN_OUT_BATCH,
): Promise<void> {
  let after = 0;
  for (;;) {
    const last = await ctx.db.transaction(async (tx) => {
      // Shared lock: an edit or a withdrawal waits for this batch, and this batch for them.
      const [row] = await tx
        .select()
        .from(announcements)
        .where(eq(announcements.id, a.id))
        .for('share');
      if (row?.state !== 'sent') return null;
      const ids = await nextRecipients(tx, row, after, batch);
      if (ids.length === 0) return null;
      const fresh = await tx
        .insert(announcementRecipients)
        .values(ids.map((userId) => ({ announcementId: row.id, userId })))
        .onConflictDoNothing()
        .returning({ userId: announcementRecipients.userId });
      const told = fresh.map((r) => r.userId);
      await notify(ctx, tx, told, announcementNotice(row));
      await tx
        .update(announcements)
        .set({ recipientCount: sql`${announcements.recipientCount} + ${told.length}` })
        .where(eq(announcements.id, row.id));
      return ids[ids.length - 1]!;
    });
    ctx.mail.wakeIfQueued();
    if (last === null) break;
    after = last;
  }
  await ctx.db
    .update(announcements)
    .set({ completedAt: new Date() })
    .where(eq(announcements.id, a.id));
}

/** At start: finishes deliveries a stopped process left half-way (drafts wait, as they should). */
export async function resumeAnnouncements(ctx: AppContext): Promise<void> {
  const open = await ctx.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(isNull(announcements.completedAt), eq(announcements.state, 'sent')));
  for (const a of open) await fanOut(ctx, a);
}
