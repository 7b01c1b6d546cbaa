import { and, eq, lte } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { announcements } from '../../core/db/schema/announcements';
import { auditLog } from '../../core/db/schema/audit';
import { countRecipients } from './audience';
import { fanOut } from './fan-out';

/** How often the publisher looks for due announcements: "10.00 WIB" goes out by 10.00.15. */
export const PUBLISH_INTERVAL_MS = 15_000;

/**
 * Sends every scheduled announcement that is due. The claim is one UPDATE whose WHERE is checked
 * again after any wait for a row lock, so two processes (or two ticks) never send one twice. The
 * audit row names no admin: the schedule sent it (its own row says who scheduled it and when).
 */
export async function publishDueAnnouncements(ctx: AppContext, now = new Date()): Promise<number> {
  const due = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(announcements)
      // Sent now, whatever instant `now` stood for (tests ask for a later one).
      .set({ state: 'sent', sentAt: new Date() })
      .where(and(eq(announcements.state, 'scheduled'), lte(announcements.scheduledAt, now)))
      .returning();
    for (const row of claimed)
      await tx.insert(auditLog).values({
        adminId: null,
        action: 'announcement.send',
        targetType: 'announcement',
        targetId: String(row.id),
        detail: {
          title: row.title,
          recipients: await countRecipients(tx, row),
          scheduled_at: row.scheduledAt?.toISOString() ?? null,
        },
      });
    return claimed;
  });
  for (const row of due) ctx.background.run('announcement fan-out', () => fanOut(ctx, row));
  return due.length;
}

/** Looks for due announcements every PUBLISH_INTERVAL_MS; answers a stop. */
export function schedulePublisher(ctx: AppContext): () => void {
  const tick = () =>
    ctx.background.run('announcement publisher', async () => {
      await publishDueAnnouncements(ctx);
    });
  const timer = setInterval(tick, PUBLISH_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
