import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Local file store: random names, one folder outside any served directory. Keys are generated
 * here only, so a key can never point outside the folder.
 */
export class FileStore {
  constructor(private readonly root: string) {}

  async save(bytes: Buffer): Promise<string> {
    const key = randomBytes(24).toString('hex');
    const dir = path.join(this.root, key.slice(0, 2));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f]{48}$/.test(key)) throw new Error('Invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }
}
