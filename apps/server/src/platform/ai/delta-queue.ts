/**
 * Text deltas from the provider to one reader: buffered until read, so a reader that starts late
 * misses nothing, and a reader that never starts does not stall the call.
 */
export class DeltaQueue {
  private readonly items: string[] = [];
  private head = 0;
  private ended = false;
  private failure: { error: unknown } | null = null;
  private waiters: (() => void)[] = [];
  private iterated = false;

  push(delta: string): void {
    this.items.push(delta);
    this.wake();
  }

  close(): void {
    this.ended = true;
    this.wake();
  }

  fail(error: unknown): void {
    this.failure = { error };
    this.ended = true;
    this.wake();
  }

  /** The deltas, then the failure if any. `onLeave` runs when the reader stops before the end. */
  async *read(onLeave: () => void): AsyncGenerator<string, void, undefined> {
    if (this.iterated) throw new Error('The text stream can be read only once');
    this.iterated = true;
    try {
      while (true) {
        if (this.head < this.items.length) {
          const delta = this.items[this.head] as string;
          this.items[this.head++] = '';
          yield delta;
        } else if (this.failure) {
          throw this.failure.error;
        } else if (this.ended) {
          return;
        } else {
          await new Promise<void>((resolve) => this.waiters.push(resolve));
        }
      }
    } finally {
      if (!this.ended) onLeave();
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
