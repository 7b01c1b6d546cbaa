/**
 * Attack probe ("limits that hold"): starts the API on loopback with its production
 * limits and tries what an attacker would, over real HTTP, then prints the figures.
 *
 *   pnpm --filter @gcw/api probe:attack            (embedded in-memory PGlite, limits in it)
 *   REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @gcw/api probe:attack
 *   PROBE_PG_URL=postgres://postgres@127.0.0.1:5432/test ...  (limits in PostgreSQL: the probe
 *   creates a database of its own on that server and drops it afterwards)
 *
 * The product host is played by 127.0.0.1 (the only trusted proxy, TRUST_PROXY=127.0.0.1); the
 * attacker connects from 127.0.0.66, another loopback address, so its X-Forwarded-For is not
 * believed. Every request loop is bounded and goes to this machine only.
 */
import { PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

import { loadConfig } from '../src/core/config';
import { buildServer } from '../src/server';

const PROXY = '127.0.0.1';
const ATTACKER = '127.0.0.66';
const R = '/api/v1/gcw/resources';

let port = 0;

/** One POST from `from` (the socket address), optionally naming a client in X-Forwarded-For. */
function post(url: string, body: unknown, from: string, forwardedFor?: string): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const login = (email: string, password: string, from: string, xff?: string) =>
  post(`${R}/auth/login`, { email, password }, from, xff);
const tally = (codes: number[], code: number) => codes.filter((c) => c === code).length;

async function account(n: number): Promise<string> {
  const email = `probe.${n}.${Date.now()}@example.com`;
  const body = {
    name: 'Probe',
    email,
    password: 'owner-password-1',
    consent_version: PRIVACY_NOTICE_VERSION,
  };
  const code = await post(`${R}/auth/registration`, body, PROXY, `192.0.2.${n}`);
  if (code !== 201) throw new Error(`registration answered ${code}`);
  return email;
}

/** A scratch database on the PROBE_PG_URL server, or PGlite in memory; and how to drop it. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.PROBE_PG_URL;
  if (!server) return { url: 'memory://', drop: async () => undefined };
  const name = `gcw_probe_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The probe's counters would otherwise stay in a shared Redis for up to 30 days. */
async function forgetRedisKeys(url: string, pattern: string) {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-probe-'));
  const scratch = await scratchDatabase();
  const config = {
    ...loadConfig({ ...process.env, TRUST_PROXY: PROXY }),
    databaseUrl: scratch.url,
    dataDir: dir,
    uploadDir: path.join(dir, 'uploads'),
    logLevel: 'silent',
    redisKeyPrefix: `probe-${path.basename(dir)}`,
  };
  const app = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  const rows: [string, string][] = [];
  try {
    // 1. Fifty parallel guesses on one account from one address.
    const victim = await account(1);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(victim, `wrong-guess-${i}`, ATTACKER)),
    );
    rows.push([
      'passwords checked in a 50-way burst (one address)',
      `${tally(burst, 401)} (limit ${config.loginAccountMax}); ${tally(burst, 429)} answered 429`,
    ]);

    // 2. Locking the owner out by failing on purpose, from one address and from many.
    const owner = await account(2);
    const known = await login(owner, 'owner-password-1', PROXY, '198.51.100.10');
    for (let i = 0; i < 20; i += 1) await login(owner, 'wrong-password', '127.0.0.68');
    const afterOne = await login(owner, 'owner-password-1', PROXY, '198.51.100.10');
    const spread = config.loginAccountGlobalMax + 10;
    for (let i = 0; i < spread; i += 1) {
      await login(owner, 'wrong-password', PROXY, `203.0.113.${i % 250}`);
    }
    const afterMany = await login(owner, 'owner-password-1', PROXY, '198.51.100.10');
    rows.push([
      'owner locked out by 20 failures from one address',
      known === 200 && afterOne === 200 ? 'no (owner signs in: 200)' : `YES (${afterOne})`,
    ]);
    rows.push([
      `owner locked out by ${spread} failures from ${Math.min(spread, 250)} addresses`,
      afterMany === 200 ? 'no (known address: 200)' : `YES (${afterMany})`,
    ]);

    // 3. A fresh budget per spoofed X-Forwarded-For from an untrusted address?
    const tries = config.loginIpMax + 20;
    const spoofed: number[] = [];
    for (let i = 0; i < tries; i += 1) {
      spoofed.push(
        await login(`nobody.${i}@example.com`, 'password123', '127.0.0.67', `10.1.${i}.1`),
      );
    }
    const admitted = tries - tally(spoofed, 429);
    rows.push([
      `X-Forwarded-For spoof: ${tries} attempts, each a new forged address`,
      `${admitted} let in (the address limit, ${config.loginIpMax}); ${Math.max(0, admitted - config.loginIpMax)} gained by spoofing`,
    ]);
  } finally {
    await app.close();
    await scratch.drop();
    if (config.redisUrl) await forgetRedisKeys(config.redisUrl, `${config.redisKeyPrefix}:*`);
    rmSync(dir, { recursive: true, force: true });
  }
  const store = config.redisUrl ? 'Redis' : scratch.url === 'memory://' ? 'PGlite' : 'PostgreSQL';
  console.log(`Attack probe (limits in the ${store}; Node ${process.versions.node})`);
  for (const [what, figure] of rows) console.log(`  ${what.padEnd(62)} ${figure}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
