import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts after answering (the forgot-password lookup runs here so a known and an
 * unknown address answer alike). Close waits for it, so nothing is cut off mid-transaction.
 */
export class Background {
  private readonly tasks = new Set<Promise<void>>();

  constructor(readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => this.log.error({ err: error }, `${name} failed`))
      .finally(() => this.tasks.delete(promise));
    this.tasks.add(promise);
  }

  async settle(): Promise<void> {
    while (this.tasks.size > 0) await Promise.all([...this.tasks]);
  }
}
