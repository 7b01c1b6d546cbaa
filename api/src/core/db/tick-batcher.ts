/**
 * Gathers the keys asked for while the database is busy and answers them with one call (a
 * DataLoader without its cache): under a rush, a hundred requests that each need the same kind
 * of row cost the database a few round trips instead of a hundred. At most `maxInFlight` calls
 * run at once; keys that arrive meanwhile wait for the next one. Nothing is remembered between
 * calls, so every answer is read after its request arrived.
 */
export class TickBatcher<K, V> {
  private pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    /** Answers every key, in the order given. */
    private readonly load: (keys: K[]) => Promise<V[]>,
    private readonly maxInFlight = 4,
    private readonly maxBatch = 256,
  ) {}

  get(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.pending.push({ key, resolve, reject });
      this.schedule();
    });
  }

  /** After this turn's I/O callbacks, so the requests that arrived together go together. */
  private schedule() {
    if (this.scheduled || this.inFlight >= this.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    if (this.pending.length === 0 || this.inFlight >= this.maxInFlight) return;
    const batch = this.pending.splice(0, this.maxBatch);
    this.inFlight += 1;
    this.load(batch.map((item) => item.key))
      .then(
        (values) => batch.forEach((item, i) => item.resolve(values[i] as V)),
        (error: unknown) => batch.forEach((item) => item.reject(error)),
      )
      .finally(() => {
        this.inFlight -= 1;
        if (this.pending.length > 0) this.schedule();
      });
  }
}
