import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { WORKSPACE_ROOT } from '../paths';

/** What a shell needs to run pnpm and node; nothing the product reads as a setting. */
const PASSED_ON = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'PNPM_HOME', 'CI'];

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The product as an organiser starts it: `pnpm start` ends in `pnpm --filter @gcw/host
 * serve:product` (its `build:missing` half is skipped: CI's `pnpm build` ran before the e2e
 * suite, and here it could rebuild a remote someone is editing). A default install: only PORT,
 * API_PORT and DATA_DIR (a fresh temp folder) are set, plus the limits named in `limits`,
 * each a finding of the rehearsal. No SMTP_URL, no APP_ORIGIN, no ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export class Product {
  url = '';
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'gcw-rehearsal-'));
  /** Everything the product printed, for the credentials and for a failure's message. */
  output = '';
  private child: ChildProcess | null = null;

  constructor(private readonly limits: Record<string, string> = {}) {}

  private env(extra: Record<string, string>): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {};
    for (const name of PASSED_ON) if (process.env[name]) env[name] = process.env[name];
    return { ...env, ...this.limits, DATA_DIR: this.dataDir, ...extra };
  }

  /**
   * A second admin account, made the way api/README.md says (`admin:create`), before the
   * product starts: the embedded database is one process's at a time, and no page makes an
   * admin (reported by the rehearsal).
   */
  async createAdmin(admin: Credentials & { name: string }): Promise<void> {
    const tsx = path.join(WORKSPACE_ROOT, 'api', 'node_modules', '.bin', 'tsx');
    const child = spawn(
      existsSync(tsx) ? tsx : 'tsx',
      [
        'src/scripts/admin-create.ts',
        '--email',
        admin.email,
        '--password',
        admin.password,
        '--name',
        admin.name,
      ],
      { cwd: path.join(WORKSPACE_ROOT, 'api'), env: this.env({}), stdio: 'pipe' },
    );
    let said = '';
    child.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`admin:create exited with ${code}: ${said}`);
  }

  /** Starts it and answers the first admin's credentials, read from what it printed. */
  async start(): Promise<Credentials> {
    const [port, apiPort] = [await freePort(), await freePort()];
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn('pnpm', ['--filter', '@gcw/host', 'serve:product'], {
      cwd: WORKSPACE_ROOT,
      env: this.env({ PORT: String(port), API_PORT: String(apiPort) }),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stop() ends pnpm, the host and the API it supervises together.
      detached: true,
    });
    const append = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout?.on('data', append);
    this.child.stderr?.on('data', append);
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (this.child.exitCode !== null)
        throw new Error(`the product exited at start:\n${this.output}`);
      const ready = await fetch(`${this.url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      const printed = /First admin created: (\S+@\S+) \/ (\S+)/.exec(this.output);
      if (ready && printed) return { email: printed[1]!, password: printed[2]! };
      if (Date.now() > deadline)
        throw new Error(`not ready with an admin printed in 120 s:\n${this.output}`);
      await sleep(250);
    }
  }

  /** SIGTERM to the group, as Ctrl-C would; once all of it has exited, the data folder goes. */
  async stop(): Promise<void> {
    const pid = this.child?.pid;
    if (pid) {
      const groupAlive = () => {
        try {
          process.kill(-pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (groupAlive()) process.kill(-pid, 'SIGTERM');
      const deadline = Date.now() + 15_000;
      while (groupAlive() && Date.now() < deadline) await sleep(200);
      if (groupAlive()) process.kill(-pid, 'SIGKILL');
    }
    // Never in place of the story's own error: a folder left in the temp dir is only a leftover.
    try {
      rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`rehearsal: ${this.dataDir} not removed: ${String(error)}`);
    }
  }
}
