import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import type { LimitStore } from './limit-store';

const waitOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * A fixed-window counter per key in the shared limit store (Redis or the database), so every
 * API instance counts together. Each call is one atomic step in the store: fifty parallel
 * calls get fifty distinct counts, never fifty times "first".
 */
export class RateLimiter {
  private readonly counter: RateLimiterAbstract;

  constructor(
    store: LimitStore,
    name: string,
    readonly max: number,
    readonly windowS: number,
  ) {
    this.counter = store.counter(name, max, windowS);
  }

  /** Counts `points` now; answers 0 when the key is still within `max`, else the seconds to wait. */
  async hit(key: string, points = 1): Promise<number> {
    return (await this.take(key, points)).wait;
  }

  /** Like hit, and tells the key's count after this one (max + 1 is the first refusal). */
  async take(key: string, points = 1): Promise<{ count: number; wait: number }> {
    try {
      const res = await this.counter.consume(key, points);
      return { count: res.consumedPoints, wait: 0 };
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { count: error.consumedPoints, wait: waitOf(error) };
      throw error;
    }
  }

  /** Seconds to wait when the key is over `max` already (nothing counted), else 0. */
  async peek(key: string): Promise<number> {
    const res = await this.counter.get(key);
    return res && res.consumedPoints > this.max ? waitOf(res) : 0;
  }

  /** How many were counted in the key's current window. */
  async count(key: string): Promise<number> {
    return (await this.counter.get(key))?.consumedPoints ?? 0;
  }

  /** Gives points back (e.g. a look-up that found what it sought). */
  async refund(key: string, points = 1): Promise<void> {
    await this.counter.reward(key, points);
  }

  /** Over the limit for `seconds` from now, whatever was counted. */
  async block(key: string, seconds: number): Promise<void> {
    await this.counter.block(key, seconds);
  }

  /** Sets the key to `points` for `seconds` (a mark such as "signed in from here"). */
  async set(key: string, points: number, seconds: number): Promise<void> {
    await this.counter.set(key, points, seconds);
  }

  async forget(key: string): Promise<void> {
    await this.counter.delete(key);
  }
}
