import { STORED_FILE_PREFIX } from '@gcw/shared/contract';
import { and, inArray, lt, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { certificateImages } from '../../core/db/schema/certificates';
import { stageSubmissions } from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import { dataExports } from '../../core/db/schema/privacy';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import type { StoredObject } from '../../core/storage/file-store';

export interface CleanupResult {
  /** File rows no team, submission or profile referred to. */
  rows: number;
  /** Stored objects with no row (a crash between storing and committing, or a lost removal). */
  objects: number;
}

const BATCH = 500;

/**
 * Removes what nobody can reach any more and was written before `before` (now minus the grace
 * period, FILE_ORPHAN_GRACE): the grace
 * covers an upload whose bytes are stored and whose transaction has not committed yet.
 * Several instances may run it at once: each row is deleted by one of them, and removing an
 * object twice is harmless.
 */
export async function cleanupFiles(ctx: AppContext, before: Date): Promise<CleanupResult> {
  const unreferenced = await ctx.db
    .delete(files)
    .where(
      and(
        lt(files.createdAt, before),
        sql`not exists (select 1 from ${teams} where ${teams.paymentFileId} = ${files.id})`,
        sql`not exists (select 1 from ${stageSubmissions} where ${stageSubmissions.fileId} = ${files.id})`,
        // A certificate template's image: issued certificates are drawn with it again.
        sql`not exists (select 1 from ${certificateImages} where ${certificateImages.fileId} = ${files.id})`,
        // A profile's proof is always its owner's own upload (profile/service.ts).
        sql`not exists (select 1 from ${users} where ${users.id} = ${files.ownerId} and ${users.socmedDocument} = ${STORED_FILE_PREFIX} || ${files.id}::text)`,
      ),
    )
    .returning({ key: files.storageKey });
  for (const { key } of unreferenced) await ctx.files.remove(key);

  let objects = 0;
  let batch: StoredObject[] = [];
  const sweep = async () => {
    const keys = batch.map((o) => o.key);
    batch = [];
    const known = await ctx.db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, keys));
    // A student's prepared archive has no file row (it is no upload); the retention job ends it.
    const archives = await ctx.db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(inArray(dataExports.storageKey, keys));
    const kept = new Set([...known, ...archives].map((row) => row.key));
    for (const key of keys.filter((k) => !kept.has(k))) {
      await ctx.files.remove(key);
      objects += 1;
    }
  };
  for await (const object of ctx.files.list()) {
    if (object.modifiedAt >= before) continue;
    batch.push(object);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return { rows: unreferenced.length, objects };
}

/** Runs the cleanup every FILE_CLEANUP_INTERVAL seconds (first run one interval after start). */
export function scheduleFileCleanup(ctx: AppContext): () => void {
  const intervalS = ctx.config.fileCleanupIntervalS;
  if (intervalS === 0) return () => {};
  const timer = setInterval(() => {
    ctx.background.run('file cleanup', async () => {
      const before = new Date(Date.now() - ctx.config.fileOrphanGraceS * 1000);
      const result = await cleanupFiles(ctx, before);
      if (result.rows + result.objects > 0) ctx.background.log.info(result, 'files cleaned up');
    });
  }, intervalS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
