import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../../src/core/config';
import type { AppConfig } from '../../src/core/config';
import { buildServer } from '../../src/server';
import { createTestDatabase } from './database';
import type { TestDatabase } from './database';

export const TEST_REDIS_URL = process.env.GCW_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers (it does in CI); asked once, before the suites are declared. */
export function redisAnswers(): boolean {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  const probe = `require('net').connect(${Number(port) || 6379}, '${hostname}')
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

/** Deletes what a run left in the shared test Redis (some counters live for days). */
async function forgetKeys(pattern: string) {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: pattern, count: 500 })) keys.push(...batch);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * Two API servers on ONE PostgreSQL database and (with `redis`) one Redis: what two instances
 * behind a balancer share. Each is a full buildServer with its own limiter objects.
 */
export class TwoInstances {
  apps: FastifyInstance[] = [];
  private db!: TestDatabase;
  private dir!: string;

  constructor(
    private readonly store: 'redis' | 'database',
    private readonly overrides: Partial<AppConfig>,
  ) {}

  async start() {
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-two-'));
    this.db = await createTestDatabase('postgres');
    const config: AppConfig = {
      ...loadConfig({}),
      dataDir: this.dir,
      uploadDir: path.join(this.dir, 'uploads'),
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      logLevel: 'silent',
      emailVerification: 'off',
      redisUrl: this.store === 'redis' ? TEST_REDIS_URL : null,
      redisKeyPrefix: path.basename(this.dir),
      ...this.overrides,
    };
    for (let i = 0; i < 2; i += 1) {
      this.apps.push(await buildServer(config, { database: this.db.database }));
    }
  }

  async stop() {
    for (const app of this.apps) await app.close();
    if (this.store === 'redis') await forgetKeys(`${path.basename(this.dir)}:*`);
    await this.db?.drop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Any request to instance n % 2 (a bearer token, a multipart body). */
  inject(n: number, options: InjectOptions) {
    return this.apps[n % 2]!.inject(options);
  }

  /** Request n goes to instance n % 2, as a round-robin balancer would send it. */
  post(n: number, url: string, body: unknown, ip: string) {
    return this.apps[n % 2]!.inject({
      method: 'POST',
      url,
      payload: body as object,
      remoteAddress: ip,
    });
  }
}
