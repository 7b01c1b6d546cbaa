import type { Readable, Writable } from 'node:stream';

/**
 * A request body on its way to an API instance. Up to `capBytes` of it stay in memory until the
 * answer comes, so that the same bytes can go to another instance when the first one provably
 * never took the request; a bigger body is streamed on and cannot be sent again. Reading
 * follows the instance's pace (back-pressure), and nothing is read while no instance is asked.
 */
export class ReplayableBody {
  private kept: Buffer[] = [];
  private keptBytes = 0;
  private overflowed = false;
  private discarding = false;
  private ended = false;
  private target: Writable | null = null;

  constructor(
    private readonly source: Readable,
    private readonly capBytes: number,
  ) {
    source.on('data', this.onData);
    // Attaching 'data' makes the stream flow on the next tick: held until an instance is asked.
    source.pause();
    source.once('end', () => {
      this.ended = true;
      this.target?.end();
    });
  }

  /** Whether every byte read so far is still here to be sent again. */
  get replayable(): boolean {
    return !this.overflowed && !this.discarding;
  }

  /** Whether the client has sent the whole body. */
  get complete(): boolean {
    return this.ended;
  }

  /** Sends what was kept, then the rest as it arrives, to `target`, and ends it at the end. */
  pipeTo(target: Writable): void {
    this.target = target;
    let flowing = true;
    for (const chunk of this.kept) flowing = target.write(chunk) && flowing;
    if (this.ended) {
      target.end();
      return;
    }
    if (flowing) this.source.resume();
    else target.once('drain', () => this.resumeFor(target));
  }

  /** The instance answered or failed: nothing more goes to it. */
  detach(): void {
    this.target = null;
    if (!this.ended && !this.discarding) this.source.pause();
  }

  /**
   * The answer is decided: the rest of the body is read and dropped. Closing instead would make
   * the kernel reset a connection the client still sends on, and a reset can wipe out the answer
   * before the client reads it (a phone would see a network error instead of a 413).
   */
  discardRest(): void {
    this.target = null;
    this.discarding = true;
    this.kept = [];
    if (!this.ended) this.source.resume();
  }

  private readonly onData = (chunk: Buffer) => {
    if (this.discarding) return;
    if (!this.overflowed) {
      this.keptBytes += chunk.length;
      if (this.keptBytes > this.capBytes) {
        this.overflowed = true;
        this.kept = [];
      } else this.kept.push(chunk);
    }
    const target = this.target;
    if (!target) return void this.source.pause();
    if (!target.write(chunk)) {
      this.source.pause();
      target.once('drain', () => this.resumeFor(target));
    }
  };

  private resumeFor(target: Writable) {
    if (this.target === target && !this.ended) this.source.resume();
  }
}
