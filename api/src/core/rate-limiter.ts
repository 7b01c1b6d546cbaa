import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import type { LimitStore } from './limit-store';

const waitOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

// The database store's key column holds 255 characters, the counter's name included.
const MAX_KEY = 200;

/**
 * A key as stored: a longer one (an address a trusted proxy forwarded as it came, however long)
 * is kept as its digest, so it still counts apart without breaking the store's column.
 */
export const storedKey = (key: string) =>
  key.length <= MAX_KEY ? key : `#${createHash('sha256').update(key).digest('base64url')}`;

/**
 * A fixed-window counter per key in the shared limit store (Redis or the database), so every
 * API instance counts together. Each call is one atomic step in the store: fifty parallel
 * calls get fifty distinct counts, never fifty times "first".
 */
export class RateLimiter {
  private readonly counter: RateLimiterAbstract;

  constructor(
    store: LimitStore,
    readonly name: string,
    readonly max: number,
    readonly windowS: number,
    /** Told of each refusal (every one is answered 429): the metrics count them by name. */
    private readonly onRefused: (name: string) => void = () => undefined,
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
      const res = await this.counter.consume(storedKey(key), points);
      return { count: res.consumedPoints, wait: 0 };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      this.onRefused(this.name);
      return { count: error.consumedPoints, wait: waitOf(error) };
    }
  }

  /** Seconds to wait when the key is over `max` already (nothing counted), else 0. */
  async peek(key: string): Promise<number> {
    const res = await this.counter.get(storedKey(key));
    if (!res || res.consumedPoints <= this.max) return 0;
    this.onRefused(this.name);
    return waitOf(res);
  }

  /** How many were counted in the key's current window. */
  async count(key: string): Promise<number> {
    return (await this.counter.get(storedKey(key)))?.consumedPoints ?? 0;
  }

  /** Gives points back (e.g. a look-up that found what it sought). */
  async refund(key: string, points = 1): Promise<void> {
    await this.counter.reward(storedKey(key), points);
  }

  /** Over the limit for `seconds` from now, whatever was counted. */
  async block(key: string, seconds: number): Promise<void> {
    await this.counter.block(storedKey(key), seconds);
  }

  /** Sets the key to `points` for `seconds` (a mark such as "signed in from here"). */
  async set(key: string, points: number, seconds: number): Promise<void> {
    await this.counter.set(storedKey(key), points, seconds);
  }

  async forget(key: string): Promise<void> {
    await this.counter.delete(storedKey(key));
  }
}
