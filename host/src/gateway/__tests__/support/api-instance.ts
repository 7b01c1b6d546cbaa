import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { WORKSPACE_ROOT } from '../../../product-layout';

const API_DIR = path.join(WORKSPACE_ROOT, 'api');

/** The latest modification time of a file under `dir`. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The API's production build (`node api/dist/main.mjs`, built here first: the build is fast)
 * on its own port with an in-memory database, as the product host runs it.
 */
export class ApiInstance {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'host-api-'));
  output = '';
  url = '';

  constructor(private readonly env: Record<string, string> = {}) {}

  /**
   * Builds the API when its build is missing or older than a source. Not every time: the build
   * empties dist/ first, and a test file of the API's starting it at that moment would fail.
   */
  static build(): void {
    const built = path.join(API_DIR, 'dist', 'main.mjs');
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    const sources = [path.join(API_DIR, 'src'), path.join(WORKSPACE_ROOT, 'shared', 'src')];
    if (sources.every((dir) => newestChange(dir) < builtAt)) return;
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'ignore' });
  }

  async start(timeoutMs = 60_000): Promise<this> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['dist/main.mjs'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: 'memory://',
        DATA_DIR: this.dir,
        JWT_SECRET: 'host-test-secret-host-test-secret-123',
        ADMIN_PASSWORD: 'admin-password-123',
        EMAIL_VERIFICATION: 'off',
        LOG_LEVEL: 'warn',
        ...this.env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`API exited early:\n${this.output}`);
      const ready = await fetch(`${this.url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return this;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`API not ready within ${timeoutMs} ms:\n${this.output}`);
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
