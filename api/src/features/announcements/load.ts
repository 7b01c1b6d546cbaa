import { eq } from 'drizzle-orm';

import type { Tx } from '../../core/db/client';
import { announcements } from '../../core/db/schema/announcements';
import type { AnnouncementRow } from '../../core/db/schema/announcements';
import { conflict, notFound } from '../../core/http-error';

const NOT_FOUND = 'Pengumuman tidak ditemukan';

/** A path id as a row id; anything else is a 404 (path-params.ts keeps it text on purpose). */
export function announcementId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(NOT_FOUND);
  return id;
}

/** Why an action does not apply to an announcement in this state, in the admin's words. */
const REFUSALS: Record<string, string> = {
  draft: 'Pengumuman ini masih draf: belum ada yang menerimanya.',
  scheduled: 'Pengumuman ini sudah dijadwalkan. Batalkan jadwalnya dahulu.',
  sent: 'Pengumuman ini sudah dikirim.',
  withdrawn: 'Pengumuman ini sudah ditarik.',
};

/**
 * The row, locked for the rest of the transaction, if its state is one of `allowed`; otherwise
 * 404 or 409 with the reason. Two admins acting at once are served one after the other.
 */
export async function lockAnnouncement(
  tx: Tx,
  id: number,
  allowed: readonly string[],
): Promise<AnnouncementRow> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  if (!allowed.includes(row.state)) throw conflict(REFUSALS[row.state] ?? NOT_FOUND);
  return row;
}
