import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';

import type { AppContext } from './context';
import type { Tx } from './db/client';
import { files } from './db/schema/files';
import { badRequest } from './http-error';
import { sniffType } from './sniff';
import type { SniffedType } from './sniff';
import { checkUploadQuota } from './upload-quota';
import type { UploadQuota } from './upload-quota';

export interface StoredUpload {
  id: string;
  key: string;
  mime: SniffedType;
  size: number;
  /** The owner's limits, checked again when the row is written. */
  quota: UploadQuota;
}

const LABEL: Record<SniffedType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** The file fields as the forms label them, for the refusals. */
const FILE_LABELS: Record<string, string> = {
  bukti_pembayaran: 'Bukti pembayaran',
  socmed_document: 'Bukti media sosial',
  proposal: 'Proposal',
};

/**
 * Checks the bytes and the owner's quota, then writes them to the store; the database row
 * comes later, in the caller's transaction, which checks the quota again under a lock.
 */
export async function storeUpload(
  ctx: AppContext,
  field: string,
  bytes: Buffer | undefined,
  allowed: SniffedType[],
  owner: { id: number; replaces: boolean },
): Promise<StoredUpload> {
  const label = FILE_LABELS[field] ?? field;
  if (!bytes || bytes.length === 0)
    throw badRequest(`${label} wajib diunggah`, { [field]: `${label} wajib diunggah` });
  const mime = sniffType(bytes);
  if (!mime || !allowed.includes(mime)) {
    const kinds = allowed.map((t) => LABEL[t]);
    const message = `${label} harus berupa berkas ${kinds.slice(0, -1).join(', ')}${kinds.length > 1 ? ' atau ' : ''}${kinds.at(-1)}`;
    throw badRequest(message, { [field]: message });
  }
  const quota = { files: ctx.config.uploadQuotaFiles, bytes: ctx.config.uploadQuotaBytes };
  // Early and without a lock: a full account is refused before its bytes reach the store. An
  // upload that may replace one of the owner's files is only checked in its transaction.
  if (!owner.replaces) await checkUploadQuota(ctx.db, quota, owner.id, bytes.length);
  const key = await ctx.files.save(bytes);
  return { id: randomUUID(), key, mime, size: bytes.length, quota };
}

export async function insertFileRow(
  tx: Tx,
  upload: StoredUpload,
  ownerId: number,
  teamId: number | null,
  purpose: string,
  replacing: string | null = null,
) {
  await checkUploadQuota(tx, upload.quota, ownerId, upload.size, { lock: true, replacing });
  await tx.insert(files).values({
    id: upload.id,
    ownerId,
    teamId,
    purpose,
    mime: upload.mime,
    size: upload.size,
    storageKey: upload.key,
  });
}

/** Deletes the row of a file that was just replaced; answers its key, to remove after commit. */
export async function dropReplacedFile(tx: Tx, fileId: string | null): Promise<string | null> {
  if (!fileId) return null;
  const [row] = await tx
    .delete(files)
    .where(eq(files.id, fileId))
    .returning({ key: files.storageKey });
  return row?.key ?? null;
}

/**
 * Removes stored bytes whose row is gone or was never written. A failure here (the bucket
 * unreachable) is logged, not answered: the cleanup job removes the object later.
 */
export async function removeStored(ctx: AppContext, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await ctx.files.remove(key);
  } catch (error) {
    ctx.background.log.warn({ err: error }, 'stored file not removed; the cleanup job will');
  }
}

export const fileUrl = (id: string | null) => (id ? `/api/v1/gcw/resources/files/${id}` : null);
