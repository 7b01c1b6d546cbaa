import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

import { openDatabase } from '../../src/core/db/client';
import type { Database } from '../../src/core/db/client';
import * as schema from '../../src/core/db/schema/index';

export type DbKind = 'pglite' | 'postgres';

/** Which databases the suite runs on; GCW_TEST_DBS=pglite narrows it for a quick local run. */
export const TEST_DATABASES: DbKind[] = (process.env.GCW_TEST_DBS ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is DbKind => s === 'pglite' || s === 'postgres');

export const ADMIN_URL = process.env.GCW_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Database;
  /** The server database's URL (postgres only), for an API process of its own. */
  url?: string;
  drop(): Promise<void>;
}

/** PGlite in memory, or a fresh database on the server that is dropped afterwards. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const client = new PGlite({ loadDataDir: await migratedSnapshot() });
    const database: Database = {
      db: drizzle(client, { schema }) as unknown as Database['db'],
      kind: 'pglite',
      close: () => client.close(),
    };
    return { database, drop: () => database.close() };
  }
  const name = `gcw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), '/nonexistent');
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      // Closed pool connections may linger a moment; FORCE only as the last resort, since it
      // makes the server kill them mid-goodbye.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(
            `drop database if exists ${name}${attempt === 20 ? ' with (force)' : ''}`,
          );
          break;
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}

const MIGRATIONS = path.resolve(__dirname, '..', '..', 'drizzle');

/**
 * A fresh PGlite spends seconds in initdb; a data directory dumped once after the migrations
 * loads much faster. The dump is shared through the temp folder, keyed by the migrations.
 */
async function migratedSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(path.join(MIGRATIONS, file)));
  }
  const file = path.join(os.tmpdir(), `gcw-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = await openDatabase('memory://', '/nonexistent');
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return dump;
  }
}
