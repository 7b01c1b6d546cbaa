/**
 * The API instances behind the product host and which of them can take a request now. Each
 * is asked `/api/ready` every second; a connection error or a 503 on a real request takes it
 * out at once, and the next good probe brings it back. Requests go round-robin over the
 * instances in service.
 */
export class ApiUpstreams {
  private readonly down = new Set<string>();
  private next = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly urls: string[],
    private readonly probeMs = 1000,
  ) {
    if (urls.length === 0) throw new Error('at least one API upstream is needed');
  }

  /** An instance in service and not in `tried`, or null while none is (down, or still starting). */
  pick(tried?: ReadonlySet<string>): string | null {
    for (let i = 0; i < this.urls.length; i += 1) {
      const url = this.urls[(this.next + i) % this.urls.length]!;
      if (!this.down.has(url) && !tried?.has(url)) {
        this.next = (this.next + i + 1) % this.urls.length;
        return url;
      }
    }
    return null;
  }

  markDown(url: string): void {
    this.down.add(url);
  }

  isUp(url: string): boolean {
    return !this.down.has(url);
  }

  start(): this {
    const probeAll = async () => {
      await this.checkNow();
      if (this.timer) this.timer = setTimeout(() => void probeAll(), this.probeMs).unref();
    };
    this.timer = setTimeout(() => void probeAll(), 0).unref();
    return this;
  }

  /** Asks every instance `/api/ready` now; resolves once each has answered or failed. */
  checkNow(): Promise<void> {
    return Promise.all(this.urls.map((url) => this.probe(url))).then(() => undefined);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async probe(url: string): Promise<void> {
    // A 404 is an API from before /api/ready: it answers, so it is taken as ready.
    const ready = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok || res.status === 404,
      () => false,
    );
    if (ready) this.down.delete(url);
    else this.down.add(url);
  }
}

/** `API_UPSTREAMS` (comma-separated) or `API_URL`, as a list of origins without a trailing slash. */
export function upstreamList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
