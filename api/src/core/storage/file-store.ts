import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded bytes live: a local folder (the default) or an S3-compatible bucket. The
 * database row in `files` is the only way to reach an object; keys are random and generated
 * here, so a key taken from a request can never name another place.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  save(bytes: Buffer): Promise<string>;
  /** The object's bytes as a stream, or null when nothing is stored under the key. */
  open(key: string): Promise<Readable | null>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored object (the cleanup job compares them with the rows). */
  list(): AsyncIterable<StoredObject>;
  /** Releases connections (graceful shutdown). */
  close(): void;
}

const KEY = /^[0-9a-f]{48}$/;

export const newStorageKey = () => randomBytes(24).toString('hex');

export function checkStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
  return key;
}

export const isStorageKey = (key: string) => KEY.test(key);
