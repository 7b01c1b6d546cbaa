import type { AdminAnnouncement, AnnouncementPayload } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import { announcements } from '../../core/db/schema/announcements';
import { notifications } from '../../core/db/schema/notifications';
import { conflict } from '../../core/http-error';
import { lockAnnouncement } from './load';
import { adminAnnouncement, audienceColumns } from './service';
import { bellTitle } from './texts';

export const AUDIENCE_FIXED =
  'Penerima pengumuman yang sudah terkirim tidak dapat diubah. Tarik pengumuman ini dan buat yang baru.';

/**
 * A draft or a scheduled announcement is changed whole. A sent one only in its text: the pages
 * and the bell show the new text (the bell says "diperbarui"); mail already sent is not sent
 * again. The audience of a sent one is fixed: the people told cannot be untold.
 */
export async function updateAnnouncement(
  ctx: AppContext,
  adminId: number,
  id: number,
  input: AnnouncementPayload,
): Promise<AdminAnnouncement> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockAnnouncement(tx, id, ['draft', 'scheduled', 'sent']);
    const target = audienceColumns(input);
    const sent = row.state === 'sent';
    if (
      sent &&
      (target.audience !== row.audience ||
        target.event !== row.event ||
        target.status !== row.status)
    )
      throw conflict(AUDIENCE_FIXED, { audience: AUDIENCE_FIXED });
    await tx
      .update(announcements)
      .set({
        title: input.title,
        body: input.body,
        ...(sent ? { editedAt: new Date() } : target),
      })
      .where(eq(announcements.id, id));
    if (sent)
      await tx
        .update(notifications)
        .set({ title: bellTitle(input.title, true), body: input.body })
        .where(eq(notifications.announcementId, id));
    const changed = (['title', 'body', 'audience', 'event', 'status'] as const).filter(
      (k) => (k === 'title' || k === 'body' ? input[k] : target[k]) !== row[k],
    );
    await recordAudit(
      tx,
      adminId,
      sent ? 'announcement.edit_sent' : 'announcement.update',
      { type: 'announcement', id },
      {
        title: input.title,
        changed,
        ...(row.title !== input.title ? { old_title: row.title } : {}),
      },
    );
  });
  return adminAnnouncement(ctx, id);
}
