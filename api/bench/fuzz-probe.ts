import { PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../src/core/config';
import { ensureFirstAdmin } from '../src/features/auth/first-admin';
import { buildServer } from '../src/server';
import { fuzzRequests } from '../test/support/fuzz-cases';
import { operationsOf, problemOf } from '../test/support/fuzz-operations';

/**
 * The fuzz probe ("no 500 for any input"): FUZZ_REQUESTS (10 000) malformed requests over every
 * route of the generated OpenAPI document (every path parameter, query parameter and read header
 * varied, see test/support/fuzz-cases.ts), on a throw-away in-memory database (or DATABASE_URL);
 * prints how many answered 5xx and how many 4xx came without a `Message` (the goal for both is 0)
 * and exits 1 when any did.
 */
async function main() {
  const count = Number(process.env.FUZZ_REQUESTS ?? 10_000);
  const seed = Number(process.env.FUZZ_SEED ?? 1);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-fuzz-'));
  const config = {
    ...loadConfig({}),
    databaseUrl: process.env.DATABASE_URL ?? 'memory://',
    dataDir: dir,
    uploadDir: path.join(dir, 'uploads'),
    jwtSecret: 'fuzz-probe-secret-fuzz-probe-secret-0123',
    logLevel: 'silent' as const,
    adminPassword: 'fuzz-admin-password',
    loginIpMax: 1_000_000,
    loginAccountMax: 1_000_000,
    emailVerification: 'off' as const,
  };
  const app = await buildServer(config, { startMailWorker: false });
  try {
    await ensureFirstAdmin(app.ctx);
    const signIn = async (url: string, body: object) =>
      (await app.inject({ method: 'POST', url, payload: body })).json().Data.access_token as string;
    const base = '/api/v1/gcw/resources/auth';
    const admin = await signIn(`${base}/login`, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    const user = await signIn(`${base}/registration`, {
      name: 'Fuzz',
      email: 'fuzz@example.com',
      password: 'password123',
      consent_version: PRIVACY_NOTICE_VERSION,
    });
    const operations = operationsOf(app.swagger() as never);
    const started = Date.now();
    const statuses = new Map<number, number>();
    const problems = new Map<string, number>();
    for (const request of fuzzRequests(operations, count, { user, admin }, seed)) {
      const res = await app.inject(request);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = problemOf(res.statusCode, res.body);
      if (problem) {
        const key = `${problem} ${res.statusCode} ${request.method} ${String(request.url).slice(0, 80)}`;
        problems.set(key, (problems.get(key) ?? 0) + 1);
      }
    }
    const total = (kind: string) =>
      [...problems].filter(([k]) => k.startsWith(kind)).reduce((n, [, v]) => n + v, 0);
    console.log(
      `${count} malformed requests over ${operations.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed})`,
    );
    console.log(
      `statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    console.log(`5xx answers: ${total('5xx')}`);
    console.log(`4xx answers without Message: ${total('no-message')}`);
    for (const [key, n] of [...problems].slice(0, 20)) console.log(`  ${n}× ${key}`);
    process.exitCode = problems.size > 0 ? 1 : 0;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
