import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { checkStorageKey, isStorageKey, newStorageKey } from './file-store';
import type { FileStore, StoredObject } from './file-store';

/** Local folder outside any served directory: `<root>/<first two key characters>/<key>`. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  async save(bytes: Buffer): Promise<string> {
    const key = newStorageKey();
    await mkdir(path.dirname(this.pathOf(key)), { recursive: true });
    await writeFile(this.pathOf(key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async open(key: string): Promise<Readable | null> {
    // Opened before answering, so a missing file is a 404 rather than a broken stream.
    const handle = await open(this.pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return handle ? handle.createReadStream() : null;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    const dirs = await readdir(this.root).catch(() => [] as string[]);
    for (const dir of dirs) {
      const names = await readdir(path.join(this.root, dir)).catch(() => [] as string[]);
      for (const key of names) {
        if (!isStorageKey(key) || !key.startsWith(dir)) continue;
        const info = await stat(this.pathOf(key)).catch(() => null);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  close(): void {
    // nothing held open between calls
  }

  private pathOf(key: string): string {
    return path.join(this.root, checkStorageKey(key).slice(0, 2), key);
  }
}
