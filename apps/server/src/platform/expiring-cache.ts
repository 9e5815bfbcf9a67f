/**
 * A small per-process cache for rows every request reads (the session behind a cookie, its user).
 * Entries live `ttlMs` at most; writers `forget` what they change, at once, before their
 * transaction commits. A read that was under way while anything was forgotten is not kept, and a
 * forgotten key is not cached again for `quietMs`: a read racing an uncommitted write (on
 * PostgreSQL it sees the old row) can never be kept as the truth. Misses are not cached.
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private readonly quiet = new Map<K, number>();
  /** Counts forgets: a load that saw it change while it ran does not store its row. */
  private epoch = 0;
  private readonly now: () => number;

  constructor(
    private readonly options: { ttlMs: number; quietMs: number; maxEntries: number; now?: () => number },
  ) {
    this.now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or undefined (absent or expired). */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The cached value, else `load()`'s, kept unless something was forgotten while it ran. */
  async load(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && epoch === this.epoch && !this.isQuiet(key)) this.store(key, value);
    return value;
  }

  /** Drops these keys and keeps them uncached for a while (their rows are changing). */
  forget(keys: Iterable<K>): void {
    const quietUntil = this.now() + this.options.quietMs;
    for (const key of keys) {
      this.entries.delete(key);
      this.quiet.set(key, quietUntil);
    }
    this.epoch++;
    if (this.quiet.size > this.options.maxEntries) this.sweepQuiet();
  }

  /** Drops the entries whose value matches (e.g. every session of one user). */
  forgetWhere(matches: (value: V) => boolean): void {
    const keys: K[] = [];
    for (const [key, entry] of this.entries) if (matches(entry.value)) keys.push(key);
    this.forget(keys);
  }

  private isQuiet(key: K): boolean {
    const until = this.quiet.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.quiet.delete(key);
    return false;
  }

  private store(key: K, value: V) {
    this.entries.delete(key);
    // Maps keep insertion order: the first key is the one stored longest ago.
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: this.now() + this.options.ttlMs });
  }

  private sweepQuiet() {
    const now = this.now();
    for (const [key, until] of this.quiet) if (until <= now) this.quiet.delete(key);
  }
}
