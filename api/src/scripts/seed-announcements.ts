import { eq } from 'drizzle-orm';

import type { Db } from '../core/db/client';
import { announcementRecipients, announcements } from '../core/db/schema/announcements';
import { notifications } from '../core/db/schema/notifications';
import { nextRecipients } from '../features/announcements/audience';
import { announcementNotice } from '../features/announcements/texts';

const DEMO: {
  title: string;
  body: string;
  audience: 'all' | 'event' | 'stage';
  event?: string;
  status?: string;
}[] = [
  {
    title: 'Selamat datang di GCW',
    body: 'Lengkapi profil Anda, lalu daftarkan tim atau kursi seminar dari dasbor.',
    audience: 'all',
  },
  {
    title: 'Technical meeting Hackathon',
    body: 'Technical meeting Hackathon diadakan daring. Tautan dikirim ke ketua tim.',
    audience: 'event',
    event: 'Hackathon',
  },
  {
    title: 'Unggah proposal tahap 1',
    body: 'Tim Hackathon di tahap 1: unggah proposal PDF dari halaman Tahap 1.',
    audience: 'stage',
    event: 'Hackathon',
    status: 'Stage-1',
  },
];

/**
 * A few announcements, each once (by title), delivered to the bell and the status home in
 * batches like the real fan-out; demo accounts get no mail (their addresses do not exist).
 */
export async function seedAnnouncements(db: Db): Promise<number> {
  let created = 0;
  for (const demo of DEMO) {
    const [known] = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.title, demo.title));
    if (known) continue;
    const [row] = await db
      .insert(announcements)
      .values({
        ...demo,
        event: demo.event ?? null,
        status: demo.status ?? null,
        state: 'sent',
        sentAt: new Date(),
      })
      .returning();
    const notice = announcementNotice(row!);
    let after = 0;
    let total = 0;
    for (;;) {
      const ids = await db.transaction(async (tx) => {
        const batch = await nextRecipients(tx, row!, after, 500);
        if (batch.length === 0) return batch;
        await tx
          .insert(announcementRecipients)
          .values(batch.map((userId) => ({ announcementId: row!.id, userId })));
        await tx.insert(notifications).values(
          batch.map((userId) => ({
            userId,
            kind: notice.kind,
            event: notice.event,
            title: notice.title,
            body: notice.body,
            link: notice.link,
            announcementId: row!.id,
          })),
        );
        return batch;
      });
      if (ids.length === 0) break;
      after = ids[ids.length - 1]!;
      total += ids.length;
    }
    await db
      .update(announcements)
      .set({ recipientCount: total, completedAt: new Date() })
      .where(eq(announcements.id, row!.id));
    created += 1;
  }
  return created;
}
