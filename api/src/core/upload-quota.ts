import { and, eq, ne, sql } from 'drizzle-orm';

import type { Db, Tx } from './db/client';
import { files } from './db/schema/files';
import { HttpError } from './http-error';

export interface UploadQuota {
  files: number;
  bytes: number;
}

// First key of the advisory lock that serialises one account's uploads (the second is the id).
const QUOTA_LOCK = 0x67637771;

/**
 * One account's uploads, one transaction at a time (re-entrant within a transaction). Taken
 * before any row lock of the upload's transaction where possible, so the order is the same
 * everywhere.
 */
export async function lockOwnerUploads(tx: Db | Tx, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${ownerId})`);
}

const size = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const readable = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${size.format(bytes / (1024 * 1024))} MB`
    : `${size.format(bytes / 1024)} KB`;

/**
 * Refuses a new file that would take its owner past the quota. Inside a transaction it first
 * takes the owner's advisory lock, so parallel uploads of one account are counted one by one;
 * `replacing` is the owner's file the new one replaces (it is deleted in the same transaction).
 */
export async function checkUploadQuota(
  db: Db | Tx,
  quota: UploadQuota,
  ownerId: number,
  size: number,
  options: { lock?: boolean; replacing?: string | null } = {},
): Promise<void> {
  if (options.lock) await lockOwnerUploads(db, ownerId);
  const mine = eq(files.ownerId, ownerId);
  const [held] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<string>`coalesce(sum(${files.size}), 0)::text`,
    })
    .from(files)
    .where(options.replacing ? and(mine, ne(files.id, options.replacing)) : mine);
  const count = held?.count ?? 0;
  const bytes = Number(held?.bytes ?? 0);
  if (count + 1 > quota.files) {
    throw new HttpError(
      413,
      `Kuota unggahan habis: akun ini sudah menyimpan ${count} berkas (batas ${quota.files}). Ganti berkas yang sudah ada alih-alih mengunggah berkas baru.`,
      undefined,
      { Reason: 'upload-quota' },
    );
  }
  if (bytes + size > quota.bytes) {
    throw new HttpError(
      413,
      `Kuota unggahan habis: berkas ini membuat total unggahan akun ini melebihi ${readable(quota.bytes)} (sudah terpakai ${readable(bytes)}).`,
      undefined,
      { Reason: 'upload-quota' },
    );
  }
}
