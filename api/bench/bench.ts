import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

import { openDatabase } from '../src/core/db/client';
import { LocalFileStore } from '../src/core/storage/local-file-store';
import { seedDemo } from '../src/scripts/seed';
import { seedDaySignIns } from './day-sign-ins';
import { seedJoinPool } from './join-pool';
import { signupRush } from './signup-rush';

/**
 * pnpm --filter @gcw/api bench: seeds a fresh PostgreSQL database, starts the API and a bare
 * Fastify in child processes, loads them with autocannon from this process, prints the figures
 * and drops the database. BENCH_DATABASE_URL points at a server database to create it from.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const API_PORT = 4310;
const HELLO_PORT = 4311;
const PASSWORD = 'password123';
const API_ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(API_ROOT, 'node_modules', '.bin', 'tsx');
// BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when it stops (open it in
// Chrome's DevTools, Performance tab), to see where the time of a request goes.
const CPU_PROF = process.env.BENCH_CPU_PROF;
const SHUTDOWN_WAIT_MS = 3000;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function start(script: string, env: Record<string, string>): ChildProcess {
  // The API as deployed (its production build); the hello-world through tsx.
  const [command, args] = script.endsWith('.mjs')
    ? [
        process.execPath,
        [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : []), script],
      ]
    : [TSX, [script]];
  return spawn(command, args, {
    cwd: API_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string) {
  let last = '';
  for (let i = 0; i < 900; i += 1) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up: ${last}`);
}

async function signIn(email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/api/v1/gcw/resources/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return ((await res.json()) as { Data: { access_token: string } }).Data.access_token;
}

type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
};

async function load(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: 10, ...options });
  const connections = options.connections ?? 10;
  return {
    name: `${name} (${connections} conn.)`,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

function rotate<T>(items: T[]) {
  let i = 0;
  return () => items[i++ % items.length]!;
}

async function main() {
  const dbName = `gcw_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gcw-bench-'));
  const children: ChildProcess[] = [];
  await admin(`create database ${dbName}`);
  try {
    const database = await openDatabase(url.toString(), dataDir);
    const seeded = await seedDemo(database.db, new LocalFileStore(path.join(dataDir, 'uploads')), {
      students: 5000,
      teams: 500,
      seminar: 2000,
      password: PASSWORD,
      tag: 'bench',
    });
    const pool = await seedJoinPool(database.db, 250, PASSWORD);
    const signIns = await seedDaySignIns(database.db);
    await database.close();
    console.log(
      `Seeded ${seeded.students + pool.joiners.length + 250} users, ${seeded.teams + 250} teams, ${seeded.seminar} seminar tickets, ${signIns} earlier sign-ins.`,
    );

    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_ROOT, stdio: 'inherit' });
    children.push(
      start('dist/main.mjs', {
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        PORT: String(API_PORT),
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_IP_MAX: '1000000',
        LOGIN_RATE_LIMIT_ACCOUNT_MAX: '1000000',
        LOGIN_RATE_LIMIT_ACCOUNT_GLOBAL_MAX: '1000000',
        ADMIN_PASSWORD: 'bench-admin-password',
      }),
    );
    children.push(start('bench/hello.ts', { PORT: String(HELLO_PORT) }));
    await Promise.all([
      waitFor(`http://127.0.0.1:${API_PORT}/api/health`),
      waitFor(`http://127.0.0.1:${HELLO_PORT}/hello`),
    ]);

    const readers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(`bench.student${i}@demo.gcw.local`)),
    );
    // 50 at a time: a thousand sign-ins at once overflow the listen backlog on a busy machine.
    const joinTokens: string[] = [];
    for (let i = 0; i < pool.joiners.length; i += 50)
      joinTokens.push(...(await Promise.all(pool.joiners.slice(i, i + 50).map(signIn))));
    const base = `http://127.0.0.1:${API_PORT}/api/v1/gcw/resources`;
    const rows: Row[] = [];
    const token = rotate(readers);
    const events = (connections: number) =>
      load('GET /profile/events', {
        url: `${base}/profile/events`,
        duration: DURATION,
        connections,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, authorization: `Bearer ${token()}` },
            }),
          },
        ],
      });
    const hello = (connections: number) =>
      load('hello-world (ceiling)', {
        url: `http://127.0.0.1:${HELLO_PORT}/hello`,
        duration: DURATION,
        connections,
      });
    // Each figure right after its ceiling, so both see the same machine load.
    const ratios: string[] = [];
    for (const connections of [10, 100]) {
      const ceiling = await hello(connections);
      const hot = await events(connections);
      rows.push(ceiling, hot);
      ratios.push(
        `GET /profile/events at ${connections} connections: ${hot.rps} req/s = ${((hot.rps / ceiling.rps) * 100).toFixed(1)}% of hello-world's ${ceiling.rps} req/s (goal ≥ 30%), p99 ${hot.p99} ms (goal ≤ 20 ms at 100)`,
      );
    }
    // BENCH_ONLY=hot: the hot path and its ceiling only (a quicker loop while working on it).
    if (process.env.BENCH_ONLY === 'hot') {
      console.table(rows);
      for (const line of ratios) console.log(line);
      return;
    }
    const who = rotate(Array.from({ length: 1000 }, (_, i) => `bench.student${i}@demo.gcw.local`));
    rows.push(
      await load('POST /auth/login', {
        url: `${base}/auth/login`,
        duration: DURATION,
        method: 'POST',
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ email: who(), password: PASSWORD }),
            }),
          },
        ],
      }),
    );
    let next = 0;
    rows.push(
      await load('POST /team/registration/join', {
        url: base,
        amount: joinTokens.length,
        method: 'POST',
        requests: [
          {
            setupRequest: (req) => {
              const i = next++;
              return {
                ...req,
                path: `/api/v1/gcw/resources/team/registration/join/${pool.codes[i]}`,
                headers: { ...req.headers, authorization: `Bearer ${joinTokens[i]}` },
              };
            },
          },
        ],
      }),
    );
    const rush = await signupRush(base, url.toString(), DURATION);
    rows.push({ name: 'POST /auth/registration (rush)', ...rush });
    console.log(
      `\n${os.cpus().length} CPU(s), Node ${process.version}, ${DURATION} s per timed run, 10 connections\n`,
    );
    console.table(
      rows.map((r) => ({
        scenario: r.name,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        non2xx: r.non2xx,
        requests: r.total,
      })),
    );
    for (const line of ratios) console.log(line);
    console.log(
      `Registration rush: ${rush.rps} sign-ups/s, ${rush.mailsQueuedPerS ?? 'n/a (no outbox)'} mails queued/s, ${rush.mailsSent ?? 'n/a'} of them sent by the worker during the rush`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, CPU_PROF ? SHUTDOWN_WAIT_MS : 500));
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
