import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { Db } from './client';

/**
 * A query the server parses and plans once per connection (a named prepared statement on
 * PostgreSQL; PGlite runs it as a plain parameterised query). For the hottest calls only:
 * the text must be constant, the values are bound as parameters ($1, $2, ...).
 */
export async function runPrepared<R>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as R[];
  return (await client.query<R>(text, values)).rows;
}
