import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

import { openDatabase } from '../src/core/db/client';
import type { Db } from '../src/core/db/client';
import { LocalFileStore } from '../src/core/storage/local-file-store';
import { paymentsWaiting } from '../src/features/admin-stats/payments-waiting';
import { registrationsPerDay } from '../src/features/admin-stats/registrations';
import { seminarSeats } from '../src/features/admin-stats/seminar-seats';
import { teamsByStage } from '../src/features/admin-stats/teams-by-stage';
import { topInstitutions } from '../src/features/admin-stats/top-institutions';
import { seedDemo } from '../src/scripts/seed';

/**
 * pnpm --filter @gcw/api bench:admin-stats: seeds 10 000 students (teams, seminar seats, sign-up
 * dates spread over 60 days) in a fresh PostgreSQL database and times each overview query.
 * BENCH_DATABASE_URL points at a server database to create it from.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = 30;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Sign-ups, teams and seats on the days of a real registration period, not all today. */
async function spreadOverSixtyDays(db: Db) {
  const back = sql`now() - random() * interval '60 days'`;
  await db.execute(sql`update users set created_at = ${back} where role = 'participant'`);
  await db.execute(sql`update teams set created_at = ${back}`);
  await db.execute(sql`update files set created_at = ${back}`);
  await db.execute(sql`update seminar_tickets set issued_at = ${back}`);
  await db.execute(sql`analyze`);
}

async function time(name: string, query: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await query();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await query();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(24)} median ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms`,
  );
}

async function main() {
  const name = `gcw_bench_stats_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gcw-bench-stats-'));
  await admin(`create database ${name}`);
  try {
    const database = await openDatabase(url.toString(), dataDir);
    const store = new LocalFileStore(path.join(dataDir, 'uploads'));
    const seeded = await seedDemo(database.db, store, {
      students: 10_000,
      teams: 1_500,
      seminar: 4_000,
      password: 'password123',
      tag: 'stats',
    });
    await spreadOverSixtyDays(database.db);
    console.log(
      `Seeded ${seeded.students} students, ${seeded.teams} teams (${seeded.teamMembers} members), ${seeded.seminar} seminar seats; ${RUNS} runs each:`,
    );
    const db = database.db;
    await time('registrations per day', () => registrationsPerDay(db));
    await time('teams by stage', () => teamsByStage(db));
    await time('payments waiting', () => paymentsWaiting(db));
    await time('seminar seats', () => seminarSeats(db));
    await time('top institutions', () => topInstitutions(db));
    await database.close();
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
