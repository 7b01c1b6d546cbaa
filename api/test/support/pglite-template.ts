import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase } from '../../src/core/db/client';
import { migrationsKey } from './migrations-key';

/**
 * PostgreSQL's default of 128 MB, which PGlite allocates and zeroes at every start (about a
 * second of CPU per test file); a test's database holds a few megabytes.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const PREFIX = 'gcw-pglite-';
const DAY_MS = 24 * 60 * 60 * 1000;

/** RAM-backed where there is one (Linux): every test file copies the 40 MB template. */
const SCRATCH = (() => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
})();

const scratch = (kind: string) =>
  path.join(SCRATCH, `${PREFIX}${kind}-${process.pid}-${randomBytes(4).toString('hex')}`);

/**
 * A data directory of its own for one test database. A fresh PGlite spends seconds in initdb
 * and the migrations, and loading a dump reads all 40 MB into memory: a copy of a directory
 * migrated once is opened reading only what the tests touch.
 */
export async function copyOfMigratedPglite(): Promise<string> {
  const dir = scratch('db');
  cpSync(await migratedPgliteTemplate(), dir, { recursive: true });
  return dir;
}

/** Made once per set of migrations (Jest's global set-up), then shared by every worker. */
export async function migratedPgliteTemplate(): Promise<string> {
  const template = path.join(SCRATCH, `${PREFIX}${migrationsKey()}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) {
    // Touched on use: removeStale keeps what a run still uses.
    const now = new Date();
    utimesSync(template, now, now);
    return template;
  }
  removeStale();
  // Migrated in memory (a directory-backed initdb is several times slower), then written out.
  const migrated = await openDatabase('memory://', '/nonexistent');
  const client = (migrated.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await migrated.close();
  const work = scratch('tmp');
  const written = new PGlite(work, { loadDataDir: dump, startParams: PGLITE_START_PARAMS });
  await written.waitReady;
  await written.close();
  try {
    renameSync(work, template);
  } catch (error) {
    // Another run made it meanwhile: theirs is the same.
    rmSync(work, { recursive: true, force: true });
    if (!existsSync(path.join(template, 'PG_VERSION'))) throw error;
  }
  return template;
}

/** Templates of other migrations, copies a killed run left, and older dumps: a day unused. */
function removeStale() {
  for (const root of new Set([SCRATCH, os.tmpdir()])) {
    for (const name of readdirSync(root)) {
      if (!name.startsWith(PREFIX)) continue;
      const entry = path.join(root, name);
      try {
        if (Date.now() - statSync(entry).mtimeMs > DAY_MS)
          rmSync(entry, { recursive: true, force: true });
      } catch {
        // removed meanwhile by another run
      }
    }
  }
}
