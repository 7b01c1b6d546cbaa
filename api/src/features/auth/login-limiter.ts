/**
 * Fixed-window counters for sign-in attempts, per client address and per account. Kept in
 * memory: one API process per deployment is the supported shape (see README).
 */
export class LoginLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly ipMax: number,
    private readonly accountMax: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the caller may try again, or 0 when the attempt may go ahead. */
  check(ip: string, account: string | null): number {
    const now = Date.now();
    this.prune(now);
    const ipWait = this.bump(`ip:${ip}`, this.ipMax, now);
    const accountWait = account ? this.peek(`acct:${account}`, this.accountMax, now) : 0;
    return Math.max(ipWait, accountWait);
  }

  recordFailure(account: string): void {
    this.bump(`acct:${account}`, Number.POSITIVE_INFINITY, Date.now());
  }

  recordSuccess(account: string): void {
    this.hits.delete(`acct:${account}`);
  }

  private bump(key: string, max: number, now: number): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    if (entry.count >= max) return Math.ceil((entry.resetAt - now) / 1000);
    entry.count += 1;
    return 0;
  }

  private peek(key: string, max: number, now: number): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now || entry.count < max) return 0;
    return Math.ceil((entry.resetAt - now) / 1000);
  }

  private prune(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
