import { PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../../src/core/config';
import type { AppConfig } from '../../src/core/config';
import type { Db } from '../../src/core/db/client';
import { buildServer } from '../../src/server';
import { ResponseContract } from './contract';
import { createTestDatabase, TEST_DATABASES } from './database';
import type { DbKind, TestDatabase } from './database';
import { multipart, PNG } from './multipart';

export interface Session {
  id: number;
  email: string;
  token: string;
  refresh: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface RequestOptions {
  token?: string;
  body?: unknown;
  payload?: Buffer | string;
  headers?: Record<string, string>;
  ip?: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${process.pid}.${Date.now()}.${(counter += 1)}@example.com`;

/** One server on one fresh database, shared by the tests of one describe block. */
export class Harness {
  app!: FastifyInstance;
  config!: AppConfig;
  private testDb!: TestDatabase;
  private dir!: string;
  private contract!: ResponseContract;
  /** Log lines written by the server (only when a test turns logging on). */
  readonly logs: string[] = [];

  constructor(
    readonly kind: DbKind,
    private readonly overrides: () => Partial<AppConfig> = () => ({}),
  ) {}

  get db(): Db {
    return this.app.ctx.db;
  }

  async start() {
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-api-test-'));
    this.testDb = await createTestDatabase(this.kind);
    this.config = {
      ...loadConfig({}),
      dataDir: this.dir,
      uploadDir: path.join(this.dir, 'uploads'),
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      logLevel: 'silent',
      uploadMaxBytes: 256 * 1024,
      loginIpMax: 100_000,
      loginAccountMax: 100_000,
      loginAccountGlobalMax: 100_000,
      registerIpMax: 100_000,
      joinCodeMax: 100_000,
      // Test files share one Redis (when a suite turns it on): each server counts apart.
      redisKeyPrefix: `gcw-test-${path.basename(this.dir)}`,
      adminPassword: 'admin-password-123',
      // Most suites test other rules with fresh accounts; the verification gate has its own tests.
      emailVerification: 'off',
      ...this.overrides(),
    };
    this.app = await buildServer(this.config, {
      database: this.testDb.database,
      logStream: { write: (line: string) => void this.logs.push(line) },
    });
    this.contract = new ResponseContract(this.app.swagger() as never);
  }

  async stop() {
    await this.app?.close();
    await this.testDb?.drop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** One request; its answer must match what the OpenAPI document says of the route. */
  async request(
    method: Method,
    url: string,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    return this.checked(method, url, await this.send(method, url, options));
  }

  /** Any injected request (the fuzz probe's), its answer checked the same way. */
  async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.app.inject(options);
    return this.checked(String(options.method ?? 'GET'), String(options.url), res);
  }

  private checked(method: string, url: string, res: LightMyRequestResponse) {
    const type = String(res.headers['content-type'] ?? '');
    const problem = this.contract.check(method, url, res.statusCode, type, res.body);
    if (problem) throw new Error(`answer outside the OpenAPI document: ${problem}`);
    return res;
  }

  private send(method: Method, url: string, options: RequestOptions) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return this.app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
  }

  /** Registers a user (answers a session), optionally with a completed profile. */
  async user(
    profile: Partial<Record<string, string>> | null = {},
    password = 'password123',
  ): Promise<Session> {
    const email = uniqueEmail();
    const res = await this.request('POST', '/api/v1/gcw/resources/auth/registration', {
      body: { name: 'Test User', email, password, consent_version: CONSENT },
    });
    if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
    const data = res.json().Data;
    const session = {
      id: data.user.id,
      email,
      token: data.access_token,
      refresh: data.refresh_token,
    };
    if (profile) {
      const saved = await this.request('POST', '/api/v1/gcw/resources/profile/my', {
        token: session.token,
        body: completeProfile(profile),
      });
      if (saved.statusCode !== 200) throw new Error(`profile failed: ${saved.body}`);
    }
    return session;
  }

  async admin(): Promise<Session> {
    const { ensureFirstAdmin } = await import('../../src/features/auth/first-admin');
    await ensureFirstAdmin(this.app.ctx);
    const res = await this.request('POST', '/api/v1/gcw/resources/auth/login', {
      body: { email: this.config.adminEmail, password: 'admin-password-123' },
    });
    const data = res.json().Data;
    return {
      id: data.user.id,
      email: this.config.adminEmail,
      token: data.access_token,
      refresh: data.refresh_token,
    };
  }

  /** The admin verifies a team's payment, naming the proof the team has now (as the admin page does). */
  async verifyPayment(admin: Session, teamId: number) {
    const detail = await this.request('GET', `${R}/team/${teamId}`, { token: admin.token });
    return this.request('POST', `${A}/teams/${teamId}/payment`, {
      token: admin.token,
      body: { action: 'verify', bukti_pembayaran_url: detail.json().Data.bukti_pembayaran_url },
    });
  }

  /** Registers a team led by `leader`; answers the HTTP response. */
  registerTeam(
    leader: Session,
    eventType: string,
    fields: Record<string, string> = {},
    file = { name: 'proof.png', type: 'image/png', bytes: PNG },
  ) {
    const form = multipart(
      {
        team_name: 'Team Rocket',
        supervisor: 'Dr. Budi',
        supervisor_nidn: '0012345678',
        ...fields,
      },
      { field: 'bukti_pembayaran', ...file },
    );
    return this.request('POST', `/api/v1/gcw/resources/team/registration/${eventType}`, {
      token: leader.token,
      payload: form.payload,
      headers: form.headers,
    });
  }
}

export function completeProfile(overrides: Partial<Record<string, string>> = {}) {
  return {
    name: 'Siti Aminah',
    birth_date: '2025-04-27',
    birth_place: 'Jakarta',
    gender: 'Both',
    phone: '081234567890',
    major: 'Informatika',
    institusi: 'Universitas Indonesia',
    nim: '2201234567',
    socmed_document: 'https://drive.example.com/doc/1',
    ...overrides,
  };
}

/** Runs the block once per test database, each with its own server. */
export function describeEachDb(
  name: string,
  body: (h: Harness) => void,
  overrides?: () => Partial<AppConfig>,
) {
  describe.each(TEST_DATABASES)(`${name} [%s]`, (kind) => {
    const h = new Harness(kind, overrides);
    beforeAll(() => h.start(), 60_000);
    afterAll(() => h.stop(), 60_000);
    body(h);
  });
}

export const R = '/api/v1/gcw/resources';
/** The privacy notice's version a registration agrees to. */
export const CONSENT = PRIVACY_NOTICE_VERSION;
export const A = '/api/v1/admin';
