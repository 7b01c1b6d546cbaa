import { rm } from 'node:fs/promises';
import path from 'node:path';

import type { AppContext } from '../../core/context';

/**
 * Removes stored bytes whose rows a committed transaction deleted: objects in the file store and
 * mails the API wrote to DATA_DIR/outbox without SMTP. A failure is logged, not thrown: the rows
 * are gone, so the file cleanup's sweep of objects without a row removes what is left.
 */
export async function removeStored(ctx: AppContext, keys: string[], mailIds: number[] = []) {
  for (const key of keys) {
    await ctx.files.remove(key).catch((error: unknown) => {
      ctx.background.log.warn({ err: error }, 'stored object not removed; the cleanup will');
    });
  }
  const outbox = path.join(ctx.config.dataDir, 'outbox');
  for (const id of mailIds) await rm(path.join(outbox, `${id}.eml`), { force: true });
}
