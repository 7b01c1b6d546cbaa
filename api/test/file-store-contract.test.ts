import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

import type { FileStore } from '../src/core/storage/file-store';
import { LocalFileStore } from '../src/core/storage/local-file-store';
import { S3FileStore } from '../src/core/storage/s3-file-store';
import { TestS3 } from './support/s3';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function keysOf(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys;
}

/** One contract, two stores: local disk and a real S3-protocol server (s3rver). */
const stores: [string, () => Promise<{ store: FileStore; stop: () => Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-store-'));
      return { store: new LocalFileStore(dir), stop: async () => rmSync(dir, { recursive: true }) };
    },
  ],
  [
    's3 (s3rver)',
    async () => {
      const s3 = await new TestS3().start();
      const store = new S3FileStore(s3.config);
      return { store, stop: async () => (store.close(), await s3.stop()) };
    },
  ],
];

describe.each(stores)('file store contract [%s]', (_name, make) => {
  let store: FileStore;
  let stop: () => Promise<void>;
  beforeAll(async () => ({ store, stop } = await make()));
  afterAll(() => stop());

  test('saves under a new random key and gives the same bytes back as a stream', async () => {
    const bytes = Buffer.from(`contract ${Math.random()}`.repeat(1000));
    const key = await store.save(bytes);
    const other = await store.save(bytes);
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    expect(other).not.toBe(key);
    expect(await bytesOf(await store.open(key))).toEqual(bytes);
  });

  test('lists what it holds with a time; forgets what is removed; removing twice is fine', async () => {
    const started = Date.now() - 5000;
    const key = await store.save(Buffer.from('listed'));
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const object of store.list()) listed.push(object);
    const mine = listed.find((o) => o.key === key);
    expect(mine?.modifiedAt.getTime()).toBeGreaterThan(started);
    await store.remove(key);
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
    expect(await keysOf(store)).not.toContain(key);
  });

  test('an unknown key opens as nothing; a key that is not one of ours is refused', async () => {
    expect(await store.open('0'.repeat(48))).toBeNull();
    await expect(store.open('../../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(store.remove('a/b')).rejects.toThrow('Invalid storage key');
  });
});
