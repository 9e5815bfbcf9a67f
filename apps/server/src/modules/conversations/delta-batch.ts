/**
 * The deltas of one answer, published at most once per turn of the event loop: words that arrive
 * together (one network read, or a burst after the process was busy) reach subscribers as one
 * event, so they cost one pub/sub message, one GraphQL result and one WebSocket frame instead of
 * one each. Nothing waits for a timer: the flush runs right after the read that brought them.
 */
export class DeltaBatch {
  private pending = '';
  private offset = 0;
  private scheduled: NodeJS.Immediate | null = null;

  constructor(private readonly send: (delta: string, offset: number) => void) {}

  /** `offset` is where `delta` starts in the whole answer. */
  add(delta: string, offset: number): void {
    if (delta === '') return;
    if (this.pending === '') this.offset = offset;
    this.pending += delta;
    this.scheduled ??= setImmediate(() => this.flush());
  }

  /** Sends what is pending now (before the answer's last event). */
  flush(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    if (this.pending === '') return;
    const delta = this.pending;
    this.pending = '';
    this.send(delta, this.offset);
  }
}
