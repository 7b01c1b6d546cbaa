import pg from 'pg';

/** The PostgreSQL server the multi-instance specs make their own database on. */
const ADMIN_URL = process.env.GCW_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One query on a database, on a connection of its own. */
export async function queryDatabase<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Creates the database `name` on the test server; answers its URL. */
export async function createScratchDatabase(name: string): Promise<string> {
  await queryDatabase(ADMIN_URL, `create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(name: string): Promise<void> {
  await queryDatabase(ADMIN_URL, `drop database if exists ${name} with (force)`);
}
