import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

import { WORKSPACE_ROOT } from './paths';

// A process killed by a signal keeps exitCode null: look at both.
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * One API instance as production runs it (`node api/dist/main.mjs`) on a port of its own, with
 * the environment the caller gives (the database, the shared upload folder, the secret).
 */
export class ApiInstance {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and resolves once it answers ready. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['dist/main.mjs'], {
      cwd: path.join(WORKSPACE_ROOT, 'api'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
    });
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!running(child)) throw new Error(`API instance on port ${this.port} exited at start`);
      const ready = await fetch(`${this.url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`API instance on port ${this.port} not ready in 60 s`);
  }

  /**
   * Stops it as a deploy or a scale-down does: SIGTERM, after which it refuses new connections
   * and finishes the requests in flight. Resolves with its exit code once it is gone.
   */
  async terminate(): Promise<number | null> {
    const child = this.child;
    if (!child || !running(child)) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    return exited;
  }
}
