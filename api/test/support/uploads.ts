import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';

import { files } from '../../src/core/db/schema/files';
import type { Harness, Session } from './harness';
import { R } from './harness';
import { multipart, PNG } from './multipart';

/** A PNG of about `size` bytes (the type is read from the first bytes). */
export const pngOf = (size: number) =>
  Buffer.concat([PNG, randomBytes(Math.max(0, size - PNG.length))]);

export function uploadSocmed(h: Harness, who: Session, bytes: Buffer = pngOf(200)) {
  const form = multipart({}, { field: 'socmed_document', name: 'p.png', type: 'image/png', bytes });
  return h.request('POST', `${R}/profile/my/socmed-document`, {
    token: who.token,
    payload: form.payload,
    headers: form.headers,
  });
}

export function uploadPaymentProof(h: Harness, who: Session, bytes: Buffer = pngOf(200)) {
  const form = multipart(
    {},
    { field: 'bukti_pembayaran', name: 'p.png', type: 'image/png', bytes },
  );
  return h.request('POST', `${R}/team/payment`, {
    token: who.token,
    payload: form.payload,
    headers: form.headers,
  });
}

export async function storedKeys(h: Harness): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of h.app.ctx.files.list()) keys.push(object.key);
  return keys;
}

export const rowsOf = (h: Harness, ownerId: number) =>
  h.db.select().from(files).where(eq(files.ownerId, ownerId));

/** A file row with stored bytes that nothing refers to (as a replaced or abandoned upload). */
export async function unreferencedFile(h: Harness, ownerId: number, createdAt = new Date()) {
  const key = await h.app.ctx.files.save(pngOf(100));
  const id = randomUUID();
  await h.db.insert(files).values({
    id,
    ownerId,
    purpose: 'payment-proof',
    mime: 'image/png',
    size: 100,
    storageKey: key,
    createdAt,
  });
  return { id, key };
}
