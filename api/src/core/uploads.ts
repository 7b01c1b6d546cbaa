import { randomUUID } from 'node:crypto';

import type { AppContext } from './context';
import type { Tx } from './db/client';
import { files } from './db/schema/files';
import { badRequest } from './http-error';
import { sniffType } from './sniff';
import type { SniffedType } from './sniff';

export interface StoredUpload {
  id: string;
  key: string;
  mime: SniffedType;
  size: number;
}

const LABEL: Record<SniffedType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** Checks the bytes and writes them to the store; the database row comes later, in the caller's transaction. */
export async function storeUpload(
  ctx: AppContext,
  field: string,
  bytes: Buffer | undefined,
  allowed: SniffedType[],
): Promise<StoredUpload> {
  if (!bytes || bytes.length === 0)
    throw badRequest(`${field} is required`, { [field]: `${field} is required` });
  const mime = sniffType(bytes);
  if (!mime || !allowed.includes(mime)) {
    const message = `${field} must be a ${allowed.map((t) => LABEL[t]).join(', ')} file`;
    throw badRequest(message, { [field]: message });
  }
  const key = await ctx.files.save(bytes);
  return { id: randomUUID(), key, mime, size: bytes.length };
}

export async function insertFileRow(
  tx: Tx,
  upload: StoredUpload,
  ownerId: number,
  teamId: number | null,
  purpose: string,
) {
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

export const fileUrl = (id: string | null) => (id ? `/api/v1/gcw/resources/files/${id}` : null);
