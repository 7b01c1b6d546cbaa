import { sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

import { openDatabase } from '../src/core/db/client';
import { NOT_READY } from '../src/features/health/routes';
import { ApiProcess, buildApi, freePort } from './support/api-process';
import { ADMIN_URL, createTestDatabase, TEST_DATABASES } from './support/database';
import type { TestDatabase } from './support/database';
import { completeProfile, R, uniqueEmail, CONSENT } from './support/harness';

beforeAll(() => buildApi(), 60_000);

const json = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as { Data: Record<string, unknown> } };
};

describe.each(TEST_DATABASES)('the production build under SIGTERM [%s]', (kind) => {
  let dir: string;
  let testDb: TestDatabase | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-shutdown-'));
    env = {
      DATA_DIR: dir,
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret',
      ADMIN_PASSWORD: 'admin-password-123',
      EMAIL_VERIFICATION: 'off',
    };
    if (kind === 'postgres') {
      testDb = await createTestDatabase('postgres');
      // The test's own pool is not needed: the API process has its own.
      await testDb.database.close();
      env.DATABASE_URL = testDb.url!;
    }
  }, 60_000);
  afterAll(async () => {
    if (testDb) await testDb.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  test('answers health and ready; drains a request in flight, refuses new connections, exits 0, and the write is kept', async () => {
    const api = await new ApiProcess(await freePort(), env).start();
    expect((await json(`${api.url}/api/health`)).status).toBe(200);
    expect((await json(`${api.url}/api/ready`)).body).toEqual({ Data: { status: 'ready' } });
    const email = uniqueEmail('drain');
    const registered = await json(`${api.url}${R}/auth/registration`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Drain Test',
        email,
        password: 'password123',
        consent_version: CONSENT,
      }),
    });
    expect(registered.status).toBe(201);
    const token = (registered.body.Data as { access_token: string }).access_token;

    // A profile save whose body arrives in two halves, with SIGTERM in between.
    const body = Buffer.from(JSON.stringify(completeProfile({ name: 'Saved While Stopping' })));
    let refusedWhileDraining = false;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${api.url}${R}/profile/my`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.subarray(0, 20));
      setTimeout(() => {
        api.child.kill('SIGTERM');
        setTimeout(async () => {
          // The listener is closed: a new connection is refused while this request goes on.
          refusedWhileDraining = await fetch(`${api.url}/api/health`).then(
            () => false,
            () => true,
          );
          req.end(body.subarray(20));
        }, 700);
      }, 300);
    });
    const done = await answer;
    expect(done.status).toBe(200);
    expect(refusedWhileDraining).toBe(true);
    expect(await api.exit()).toBe(0);
    expect(api.output).toContain('SIGTERM: finishing the requests in flight');

    const again = await new ApiProcess(await freePort(), env).start();
    try {
      const login = await json(`${again.url}${R}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email, password: 'password123' }),
      });
      const fresh = (login.body.Data as { access_token: string }).access_token;
      const profile = await json(`${again.url}${R}/profile/my`, {
        headers: { authorization: `Bearer ${fresh}` },
      });
      expect(profile.body.Data).toMatchObject({ name: 'Saved While Stopping' });
    } finally {
      expect(await again.stop()).toBe(0);
    }
  }, 120_000);

  if (kind === 'postgres') {
    test('instances starting together on one empty database migrate it once, without failing', async () => {
      const name = `gcw_test_migrate_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      try {
        const opened = await Promise.all(
          [1, 2, 3].map(() => openDatabase(url.toString(), '/nonexistent')),
        );
        const rows = await opened[0]!.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect((rows.rows[0] as { n: number }).n).toBe(
          readdirSync(path.resolve(__dirname, '..', 'drizzle')).filter((f) => f.endsWith('.sql'))
            .length,
        );
        await Promise.all(opened.map((d) => d.close()));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 60_000);

    test('/api/ready answers 503 with a Message while the database is gone; /api/health stays 200', async () => {
      const api = await new ApiProcess(await freePort(), env).start();
      try {
        const name = new URL(env.DATABASE_URL!).pathname.slice(1);
        const admin = new pg.Client({ connectionString: ADMIN_URL });
        await admin.connect();
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
        const res = await fetch(`${api.url}/api/ready`);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toEqual({ Message: NOT_READY });
        expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
      } finally {
        await api.stop();
      }
    }, 60_000);
  }
});
