import { setTimeout as sleep } from 'node:timers/promises';

/*
 * Two branches of one answer that must not tell which of them ran (an address with an account or
 * without one) answer alike, and must also take equally long. Doing the same work gets most of the
 * way (a taken address at sign-up rehearses a new account's writes and rolls them back), not all:
 * a rollback skips the flush to disk a commit waits for. A fixed floor every call waits for would
 * leak again whenever the load pushes the slow branch past it. So the slow branch records how long
 * its part (the commit) took, and the fast branch waits until a duration drawn from those recent
 * ones has passed. Its wait is steered, a little at each call, toward ending at the slow branch's
 * median: a timer on a busy server fires late, and a fast branch whose own work (the rollback)
 * already takes part of the drawn time would otherwise end later. The two follow one distribution
 * under whatever load the server has now, and nobody waits longer than the real work takes.
 */

const KEPT = 64;
const STEP_MS = 0.25;
const MAX_SHIFT_MS = 50;

/** Recent durations of one slow branch (per server), and the waits of its fast twin. */
export class EvenTiming {
  private readonly recent: number[] = [];
  private next = 0;
  /** How much sooner than drawn the fast branch ends (negative: later), steered at each call. */
  private early = 0;

  /** @param firstMs what the fast branch waits for before the slow one has run at all */
  constructor(private readonly firstMs: number) {}

  /** The slow branch, begun at `startedAt` (a `performance.now()`), has ended. */
  slow(startedAt: number): void {
    this.recent[this.next] = performance.now() - startedAt;
    this.next = (this.next + 1) % KEPT;
  }

  /** The fast branch, begun at `startedAt`, ends as a recent slow one did. */
  async fast(startedAt: number): Promise<void> {
    const drawn = this.recent.length
      ? (this.recent[Math.floor(Math.random() * this.recent.length)] ?? this.firstMs)
      : this.firstMs;
    const left = startedAt + drawn - this.early - performance.now();
    if (left > 0) await sleep(left);
    const took = performance.now() - startedAt;
    const shift = this.early + Math.sign(took - this.median()) * STEP_MS;
    this.early = Math.min(Math.max(shift, -MAX_SHIFT_MS), MAX_SHIFT_MS);
  }

  private median(): number {
    if (!this.recent.length) return this.firstMs;
    const sorted = [...this.recent].sort((a, b) => a - b);
    return sorted[sorted.length >> 1] ?? this.firstMs;
  }
}

const timings = new WeakMap<object, Map<string, EvenTiming>>();

/** The timing of `name` on one server (`owner`, e.g. its services), made on first use. */
export function evenTiming(owner: object, name: string, firstMs: number): EvenTiming {
  let byName = timings.get(owner);
  if (!byName) {
    byName = new Map();
    timings.set(owner, byName);
  }
  let timing = byName.get(name);
  if (!timing) {
    timing = new EvenTiming(firstMs);
    byName.set(name, timing);
  }
  return timing;
}
