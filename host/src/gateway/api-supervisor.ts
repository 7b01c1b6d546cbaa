import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  /** The API's package folder; `node dist/main.mjs` runs there. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** First restart delay; doubled after each crash that came soon after a start, at most 30 s. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Up this long, a crash counts as a first one again. */
  stableMs?: number;
  log?: (line: string) => void;
}

/**
 * Runs the API and starts it again whenever it stops without being asked to (a crash, an
 * out-of-memory kill, `kill -9`), with a back-off so a crash at start does not spin. The
 * product host answers 503 with Retry-After meanwhile (api-proxy.ts).
 */
export class ApiSupervisor {
  private child: ChildProcess | null = null;
  private stopping = false;
  private crashes = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  /** How many times the API was started (1 + restarts). */
  starts = 0;

  constructor(private readonly options: SupervisorOptions) {}

  start(): this {
    const { cwd, env } = this.options;
    const log = this.options.log ?? ((line: string) => console.error(line));
    const startedAt = Date.now();
    this.starts += 1;
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
      cwd,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.child = child;
    child.once('exit', (code, signal) => {
      this.child = null;
      if (this.stopping) return;
      const stable = Date.now() - startedAt >= (this.options.stableMs ?? 60_000);
      this.crashes = stable ? 1 : this.crashes + 1;
      const base = this.options.baseDelayMs ?? 1000;
      const delay = Math.min(base * 2 ** (this.crashes - 1), this.options.maxDelayMs ?? 30_000);
      log(
        `The API stopped (${signal ?? `exit ${code}`}); starting it again in ${(delay / 1000).toFixed(1)} s.`,
      );
      this.restartTimer = setTimeout(() => this.start(), delay);
    });
    return this;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** SIGTERM (the API drains its requests), SIGKILL after `graceMs`; resolves once it is gone. */
  async stop(graceMs = 15_000): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}
