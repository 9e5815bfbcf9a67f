import { ENTRIES, type Entry } from './report.ts';

/** The entries BENCH_ONLY names (comma-separated), else all of them; an unknown name stops the bench. */
export function entriesFromEnv(): Set<Entry> {
  const raw = process.env.BENCH_ONLY;
  if (raw === undefined || raw.trim() === '') return new Set(ENTRIES);
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(ENTRIES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    console.error(`BENCH_ONLY: unknown entry "${unknown.join('", "')}"; the entries: ${ENTRIES.join(', ')}.`);
    process.exit(2);
  }
  return new Set(names as Entry[]);
}

/** Seconds from the environment (BENCH_DURATION, BENCH_WARMUP), else `fallback`; a bad value stops the bench. */
export function secondsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (name === 'BENCH_DURATION' && value < 1)) {
    console.error(
      `${name} must be a number of seconds${name === 'BENCH_DURATION' ? ' (at least 1)' : ''}, got "${raw}".`,
    );
    process.exit(2);
  }
  return value;
}
