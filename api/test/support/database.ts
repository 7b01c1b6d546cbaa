import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';

import { openDatabase } from '../../src/core/db/client';
import type { Database } from '../../src/core/db/client';
import * as schema from '../../src/core/db/schema/index';
import {
  copyOfMigratedPglite,
  migratedPgliteTemplate,
  PGLITE_START_PARAMS,
} from './pglite-template';
import {
  ADMIN_URL,
  createFromTemplate,
  databaseUrl,
  migratedPostgresTemplate,
} from './postgres-template';

export type DbKind = 'pglite' | 'postgres';

/** Which databases the suite runs on; GCW_TEST_DBS=pglite narrows it for a quick local run. */
export const TEST_DATABASES: DbKind[] = (process.env.GCW_TEST_DBS ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is DbKind => s === 'pglite' || s === 'postgres');

export { ADMIN_URL };

export interface TestDatabase {
  database: Database;
  /** The server database's URL (postgres only), for an API process of its own. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * PGlite on its own copy of a migrated data directory, or a fresh database on the server;
 * either is removed by drop().
 */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = await copyOfMigratedPglite();
    const client = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
    const database: Database = {
      db: drizzle(client, { schema }) as unknown as Database['db'],
      kind: 'pglite',
      close: () => client.close(),
    };
    return {
      database,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `gcw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createFromTemplate(name, await migratedPostgresTemplate());
  const url = databaseUrl(name);
  // Migrates as the product does; the template's copy has nothing left to apply.
  const database = await openDatabase(url, '/nonexistent');
  return {
    database,
    url,
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

/** Jest's global set-up: the templates this run uses, made before any test's clock starts. */
export async function prepareTemplates(): Promise<void> {
  if (TEST_DATABASES.includes('pglite')) await migratedPgliteTemplate();
  if (TEST_DATABASES.includes('postgres')) await migratedPostgresTemplate();
}
