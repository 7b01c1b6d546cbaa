import pg from 'pg';

import { openDatabase } from '../../src/core/db/client';
import { migrationsKey } from './migrations-key';

export const ADMIN_URL = process.env.GCW_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Key of the session lock held while a template is checked or made (test code only).
const TEMPLATE_LOCK = 0x67637701;
const PREFIX = 'gcw_template_';
const DAY_MS = 24 * 60 * 60 * 1000;

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The name of a database on the server migrated once per set of migrations: a test database
 * is created as its copy (CREATE DATABASE … TEMPLATE) instead of running every migration.
 * Several workers and runs share it; a session lock keeps them from making it twice.
 */
export function migratedPostgresTemplate(): Promise<string> {
  const name = `${PREFIX}${migrationsKey()}`;
  return withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query<{ datistemplate: boolean }>(
        'select datistemplate from pg_database where datname = $1',
        [name],
      );
      // A template is marked only once migrated: an unmarked one is a run that died half-way.
      if (!found.rows[0]?.datistemplate) {
        if (found.rowCount) await admin.query(`drop database ${name}`);
        await admin.query(`create database ${name}`);
        const migrated = await openDatabase(databaseUrl(name), '/nonexistent');
        await migrated.close();
        await admin.query(`alter database ${name} is_template true`);
        await removeStale(admin, name);
      }
      await admin.query(`comment on database ${name} is '${Date.now()}'`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** Templates of other migrations that no run has used for a day. */
async function removeStale(admin: pg.Client, current: string) {
  const { rows } = await admin.query<{ datname: string; used: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as used from pg_database
      where datname like '${PREFIX}%' and datname <> $1`,
    [current],
  );
  for (const { datname, used } of rows) {
    if (Date.now() - Number(used ?? 0) < DAY_MS) continue;
    await admin
      .query(`alter database ${datname} is_template false`)
      .then(() => admin.query(`drop database ${datname}`))
      .catch(() => undefined);
  }
}

/** A new database copied from the template; the template's last connection may linger a moment. */
export async function createFromTemplate(name: string, template: string): Promise<void> {
  await withAdmin(async (admin) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt === 50 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}
