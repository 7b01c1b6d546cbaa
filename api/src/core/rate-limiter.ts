/**
 * Fixed-window counters by key (e.g. `reset-ip:1.2.3.4`, `reset-addr:<sha256>`). In memory, like
 * the sign-in limiter: one API process per deployment (README). The mail storm guard that must
 * survive a restart counts outbox rows instead (features/accounts/limits.ts).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs: number) {}

  /** Counts one hit; answers the seconds to wait when the key is over `max`, else 0. */
  hit(key: string, max: number): number {
    const now = Date.now();
    if (this.hits.size >= 10_000) {
      for (const [k, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(k);
    }
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    if (entry.count >= max) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    entry.count += 1;
    return 0;
  }
}
