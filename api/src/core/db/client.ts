import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

import { apiRoot } from '../api-root';
import * as schema from './schema/index';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(apiRoot(), 'drizzle');

/**
 * DATABASE_URL absent: embedded PGlite persisted in dataDir; `memory://`: PGlite in memory
 * (tests); anything else: a PostgreSQL server. Migrations are applied before returning.
 */
export async function openDatabase(databaseUrl: string | null, dataDir: string): Promise<Database> {
  if (databaseUrl === null || databaseUrl === 'memory://') {
    let target: string | undefined;
    if (databaseUrl === null) {
      target = path.join(dataDir, 'pgdata');
      mkdirSync(target, { recursive: true });
    }
    const client = target ? new PGlite(target) : new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection killed by the server (restart, failover) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  await migrateOneAtATime(pool);
  const db = drizzleNodePg(pool, { schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

// Key of the session lock held while migrating (any constant other code does not use).
const MIGRATION_LOCK = 0x67637700;

/**
 * Several instances starting together on one server: the first migrates, the others wait for
 * its lock and then find nothing left to do (two at once would both create the same objects).
 */
async function migrateOneAtATime(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
