import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { traceStatementsOfPglite } from '../apps/server/src/platform/db/statement-spans.ts';

/* Measuring helpers of the tracing entry (bench/tracing.ts): a process's CPU time, and the off path's cost. */

type PGlite = Parameters<typeof traceStatementsOfPglite>[0];

/** Clock ticks per second of /proc's CPU times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) the process has used, from /proc; null where there is none. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces); utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/**
 * Nanoseconds the statement wrapper adds per call while tracing is off: a client whose `query`
 * answers at once, wrapped (`traceStatementsOfPglite`) and not, timed in alternating rounds. The
 * servers' req/s cannot show a cost this small: an A/A run of one build against itself moved
 * ±20 % on the shared machine.
 */
export async function offWrapperNs(calls = 200_000, rounds = 7): Promise<number> {
  const client = () => ({
    query: async () => ({ rows: [] }),
    exec: async () => [],
    transaction: async () => {},
  });
  const plain = client() as unknown as PGlite;
  const wrapped = traceStatementsOfPglite(client() as unknown as PGlite);
  const time = async (target: PGlite) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) await target.query('select 1');
    return Number(process.hrtime.bigint() - started) / calls;
  };
  await time(plain);
  await time(wrapped);
  const differences: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const first = round % 2 === 0 ? plain : wrapped;
    const a = await time(first);
    const b = await time(first === plain ? wrapped : plain);
    differences.push(first === plain ? b - a : a - b);
  }
  return differences.sort((a, b) => a - b)[Math.floor(rounds / 2)] ?? 0;
}
