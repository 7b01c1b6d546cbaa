import {
  ApiUpstreams,
  createProductHost,
  remoteDist,
  remoteFolder,
  REMOTE_NAMES,
  sameOriginRemotesMap,
  SHELL_DIST,
} from '@gcw/host';
import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

import { TMP_DIR, WORKSPACE_ROOT } from './paths';
import { PORTS } from './ports';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';

// A process killed by a signal keeps exitCode null: look at both.
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

const REDIS_URL = process.env.GCW_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens where a redis:// URL points. */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = connect(Number(port) || 6379, hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * Two API instances (the production build, `node api/dist/main.mjs`) on one fresh PostgreSQL
 * database and one upload folder, behind the product host that balances them (the shell and
 * the remotes on one origin, as `pnpm start` serves them). Each instance can be killed and
 * started again by the test.
 */
export class InstancesStack {
  readonly hostUrl = `http://127.0.0.1:${PORTS.instancesHost}`;
  readonly ports = [PORTS.instanceA, PORTS.instanceB];
  private readonly children: (ChildProcess | null)[] = [null, null];
  private host: FastifyInstance | null = null;
  private upstreams: ApiUpstreams | null = null;
  private readonly dbName = `gcw_e2e_instances_${process.pid}_${Date.now()}`;
  private readonly dir = path.join(TMP_DIR, 'instances');
  private databaseUrl = '';
  /** Where the instances share their limits: Redis when it answers, else the database. */
  redisUrl: string | null = null;

  async start(): Promise<this> {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    this.databaseUrl = await createScratchDatabase(this.dbName);
    this.redisUrl = (await answers(REDIS_URL)) ? REDIS_URL : null;
    await Promise.all([this.startInstance(0), this.startInstance(1)]);
    this.upstreams = new ApiUpstreams(
      this.ports.map((port) => `http://127.0.0.1:${port}`),
      250,
    );
    this.host = await createProductHost({
      root: SHELL_DIST,
      mounts: REMOTE_NAMES.map((name) => ({
        prefix: `/remotes/${remoteFolder(name)}/`,
        root: remoteDist(name),
      })),
      remotesMap: sameOriginRemotesMap(),
      appConfigFile: this.appConfig(),
      apiUpstreams: this.upstreams,
    });
    await this.host.listen({ port: PORTS.instancesHost, host: '127.0.0.1' });
    return this;
  }

  private appConfig(): string {
    const file = path.join(this.dir, 'app-config.json');
    writeFileSync(file, '{}');
    return file;
  }

  /** Starts instance `i` (0 or 1) and resolves once it is ready. */
  async startInstance(i: number): Promise<void> {
    const child = spawn(process.execPath, ['dist/main.mjs'], {
      cwd: path.join(WORKSPACE_ROOT, 'api'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.ports[i]),
        HOST: '127.0.0.1',
        DATABASE_URL: this.databaseUrl,
        DATA_DIR: path.join(this.dir, `data-${i}`),
        // What several instances share: the database, the signing key and the files.
        UPLOAD_DIR: path.join(this.dir, 'uploads'),
        JWT_SECRET: 'e2e-instances-secret-e2e-instances-secret',
        ADMIN_PASSWORD: 'e2e-instances-admin',
        // TRUST_PROXY stays at its default (loopback): the product host in front sets X-Forwarded-For.
        EMAIL_VERIFICATION: 'off',
        LOGIN_RATE_LIMIT_IP_MAX: '100000',
        // The per-account budget stays real: the spec checks it holds across both instances.
        LOGIN_RATE_LIMIT_ACCOUNT_MAX: '5',
        // Limits shared through Redis, as production runs them (the database otherwise).
        ...(this.redisUrl ? { REDIS_URL: this.redisUrl, REDIS_KEY_PREFIX: this.dbName } : {}),
        LOGIN_RATE_LIMIT_ACCOUNT_GLOBAL_MAX: '100000',
        REGISTER_RATE_LIMIT_IP_MAX: '100000',
        JOIN_CODE_RATE_LIMIT_MAX: '100000',
        ACCOUNT_RATE_LIMIT_IP_MAX: '100000',
        LOG_LEVEL: 'warn',
      },
    });
    this.children[i] = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!running(child)) throw new Error(`API instance ${i} exited at start`);
      const ready = await fetch(`http://127.0.0.1:${this.ports[i]}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`API instance ${i} not ready in 60 s`);
  }

  /** Whether the product host sends requests to instance `i` (its last readiness check passed). */
  inRotation(i: number): boolean {
    return this.upstreams?.isUp(`http://127.0.0.1:${this.ports[i]}`) ?? false;
  }

  /** Resolves once the product host has checked every instance again (taken back one that is up). */
  async recheck(): Promise<void> {
    await this.upstreams?.checkNow();
  }

  /** `kill` (SIGTERM) of instance `i`: it finishes the requests in flight, refuses new ones, exits. */
  async terminate(i: number): Promise<number | null> {
    const child = this.children[i];
    if (!child || !running(child)) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  }

  /** `kill -9` of instance `i`: no shutdown, requests in flight are cut. */
  async kill(i: number): Promise<void> {
    const child = this.children[i];
    if (!child || !running(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.host?.close();
    for (const child of this.children) {
      if (child && running(child)) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
    await dropScratchDatabase(this.dbName);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
