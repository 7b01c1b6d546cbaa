import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openDatabase } from '../../src/core/db/client';
import type { Database } from '../../src/core/db/client';

export type DbKind = 'pglite' | 'postgres';

/** Which databases the suite runs on; GCW_TEST_DBS=pglite narrows it for a quick local run. */
export const TEST_DATABASES: DbKind[] = (process.env.GCW_TEST_DBS ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is DbKind => s === 'pglite' || s === 'postgres');

const ADMIN_URL = process.env.GCW_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** PGlite in memory, or a fresh database on the server that is dropped afterwards. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase('memory://', '/nonexistent');
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
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
