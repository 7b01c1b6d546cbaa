import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');

/** The production build (dist/main.mjs), made once per test file. */
export function buildApi(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'ignore' });
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

/** `node dist/main.mjs` as deployed, on its own port; resolves once /api/ready answers 200. */
export class ApiProcess {
  child!: ChildProcess;
  output = '';
  readonly url: string;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(timeoutMs = 60_000): Promise<this> {
    this.child = spawn(process.execPath, ['dist/main.mjs'], {
      cwd: API_DIR,
      env: { ...process.env, LOG_LEVEL: 'warn', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    this.child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`API exited early:\n${this.output}`);
      const ok = await fetch(`${this.url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return this;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`API not ready within ${timeoutMs} ms:\n${this.output}`);
  }

  /** Resolves with the exit code. */
  exit(): Promise<number | null> {
    return this.exited;
  }

  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}
