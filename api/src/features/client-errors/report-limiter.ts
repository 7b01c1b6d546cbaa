import { LoginLimiter } from '../auth/login-limiter';

/**
 * Reports per client address: the sign-in limiter's fixed-window address counter, with counters
 * of its own (a burst of reports never eats into anyone's sign-in attempts).
 */
export class ReportLimiter {
  private readonly counter: LoginLimiter;

  constructor(max: number, windowMs: number) {
    this.counter = new LoginLimiter(max, max, windowMs);
  }

  /** Seconds until the address may report again, or 0 when this report may go ahead. */
  check(ip: string): number {
    return this.counter.check(ip, null);
  }
}
