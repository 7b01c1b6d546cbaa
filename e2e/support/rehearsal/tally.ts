/**
 * What the rehearsal saw: its steps, and every answer of 500 or more, from the browser or from
 * the HTTP client alike (each one fails the rehearsal at the end, all of them named).
 */
export class Tally {
  steps = 0;
  readonly serverErrors: string[] = [];
  readonly startedAt = Date.now();

  step() {
    this.steps += 1;
  }

  answer(status: number, method: string, url: string, who: string) {
    if (status >= 500)
      this.serverErrors.push(`${status} ${method} ${new URL(url).pathname} (${who})`);
  }

  seconds(): number {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }
}
