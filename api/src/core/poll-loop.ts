import type { FastifyBaseLogger } from 'fastify';

export interface PollLoopOptions {
  /** Said in the log when a round throws. */
  name: string;
  log: FastifyBaseLogger;
  /** Between rounds when the last one found nothing more to do. */
  pollMs: number;
  /** One unit of work; answers whether there is more to do at once. */
  step: () => Promise<boolean>;
  /** Whether the timer may keep the process alive. */
  keepAlive?: boolean;
}

/**
 * The life of a background worker that works off a table: rounds of `step` until it says
 * nothing is left, then a poll; `wake` starts a round at once (or another right after the one
 * running); `stop` waits for the round in flight, so nothing is cut off mid-transaction.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly options: PollLoopOptions) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.round().finally(() => {
        this.running = null;
        if (!this.stopped) this.schedule(this.again ? 0 : this.options.pollMs);
        this.again = false;
      });
    }, ms);
    if (!this.options.keepAlive) this.timer.unref();
  }

  private async round(): Promise<void> {
    try {
      while (!this.stopped && (await this.options.step()));
    } catch (error) {
      if (!this.stopped) this.options.log.error({ err: error }, this.options.name);
    }
  }
}
