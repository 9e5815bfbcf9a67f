import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordResetEmail } from '../apps/server/src/modules/auth/messages.ts';
import { ACCOUNTS } from '../apps/server/src/testing/documents.ts';
import {
  dataOf,
  outboxFor,
  sessionClient,
  uniqueEmail,
  waitForCode,
} from '../apps/server/src/testing/session-client.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/*
 * Whether an address has an account must not show in how long an answer takes. The integration
 * test `auth/enumeration.int.test.ts` proves the answers are the same (and no second account is
 * made); this measures the time, on the built server as production runs it (NODE_ENV=production,
 * embedded PGlite in a fresh data folder, behind a trusted proxy). Two cases: sign-up with a taken
 * vs. a fresh address, and a new password with a wrong code for an address with a pending reset vs.
 * an unknown one.
 *
 * Each case runs `BENCH_ENUM_TRIES` (default 200) tries a side, in pairs of one try of each side
 * back to back in a random order (two pairs at a time), after 10 warm-up pairs that are discarded,
 * and compares the distributions by the median of the pairs' ratios (taken ÷ fresh): one slow call
 * proves nothing, a shifted distribution does, and pairing keeps the machine's changing load (other
 * work, a busy CI) from passing for a difference. Every try comes from its own client address
 * (X-Forwarded-For; production trusts the proxy), as a spread-out prober's would, so no per-address
 * limit is reached. Reported per case: both medians, the median of the paired ratios and their 5th
 * to 95th percentile. Never asserted (house rule 13): until 2026-11-29 the test asserted the paired
 * median within 0.9–1.1, and failed CI at 1.10 on ~5 ms answers.
 *
 *   BENCH_ONLY=enumeration node --import tsx bench/run.ts
 *   node --import tsx bench/enumeration.ts            # alone, on the current build
 */

export interface EnumerationCase {
  /** Median time of one try, taken address (an account, or a pending reset). */
  takenMedianMs: number;
  /** Median time of one try, fresh or unknown address. */
  freshMedianMs: number;
  /** Median of the pairs' ratios, taken ÷ fresh: 1 when the time tells nothing. */
  pairedRatio: number;
  pairedP5: number;
  pairedP95: number;
}

export interface EnumerationBenchResult {
  database: 'pglite';
  /** Measured tries a side per case (pairs), after `warmUp` discarded pairs. */
  tries: number;
  warmUp: number;
  concurrency: number;
  signUp: EnumerationCase;
  newPassword: EnumerationCase;
}

const WARM_UP = 10;
const CONCURRENCY = 2;
const PASSWORD = 'benchmark-haslo-kredy';
const RESET_SUBJECT = passwordResetEmail('x@example.pl', '000000', new URL('http://127.0.0.1')).subject;

function triesFromEnv(): number {
  const tries = Number(process.env.BENCH_ENUM_TRIES ?? 200);
  if (!Number.isInteger(tries) || tries < 1) throw new Error(`BENCH_ENUM_TRIES must be a whole number ≥ 1`);
  return tries;
}

let address = 0;
/** A client from an address of its own (the proxy's X-Forwarded-For). */
function stranger(server: ServerProcess) {
  address += 1;
  return sessionClient(server, {
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
}

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
};

/** One try with the i-th input of a side; throws when the answer is not the one expected. */
type Side = (i: number) => Promise<void>;

/** Paired tries of both sides (a = taken, b = fresh), after a discarded warm-up. */
async function measure(tries: number, a: Side, b: Side): Promise<EnumerationCase> {
  await inBatches(
    Array.from({ length: WARM_UP }, (_, i) => tries + i),
    (i) => Promise.all([a(i), b(i)]),
  );
  const times = { a: [] as number[], b: [] as number[] };
  const ratios: number[] = [];
  const timed = async (side: 'a' | 'b', i: number) => {
    const started = performance.now();
    await (side === 'a' ? a : b)(i);
    const took = performance.now() - started;
    times[side].push(took);
    return took;
  };
  await inBatches(
    Array.from({ length: tries }, (_, i) => i),
    async (i) => {
      if (Math.random() < 0.5) {
        const ta = await timed('a', i);
        ratios.push(ta / (await timed('b', i)));
      } else {
        const tb = await timed('b', i);
        ratios.push((await timed('a', i)) / tb);
      }
    },
  );
  return {
    takenMedianMs: Number(quantile(times.a, 0.5).toFixed(2)),
    freshMedianMs: Number(quantile(times.b, 0.5).toFixed(2)),
    pairedRatio: Number(quantile(ratios, 0.5).toFixed(3)),
    pairedP5: Number(quantile(ratios, 0.05).toFixed(3)),
    pairedP95: Number(quantile(ratios, 0.95).toFixed(3)),
  };
}

/** A verified, onboarded account made through the public API: sign-up, the e-mailed code, onboarding. */
async function newAccount(server: ServerProcess, email: string): Promise<void> {
  const client = stranger(server);
  dataOf(await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } }));
  const code = await waitForCode(server.dataDir, email, 0, 30_000);
  dataOf(await client.gql(ACCOUNTS.verifyCode, { input: { code, email } }));
  dataOf(
    await client.gql(ACCOUNTS.answer, {
      input: { poziom: 'SREDNI_JEDEN', egzaminy: [], przedmioty: ['mathematics'] },
    }),
  );
}

/** Waits until every address has its reset e-mail: the code is made after the answer. */
async function untilResetMailed(server: ServerProcess, emails: readonly string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  const waiting = new Set(emails);
  while (waiting.size > 0) {
    for (const email of [...waiting]) {
      if ((await outboxFor(server.dataDir, email)).some((m) => m.subject === RESET_SUBJECT))
        waiting.delete(email);
    }
    if (waiting.size === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting.size} reset e-mails were not sent within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signUpCase(server: ServerProcess, tries: number, taken: readonly string[]) {
  const signUp = async (email: string) => {
    const { body } = await stranger(server).gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    if (body.data?.signUp.onboardingStatus !== 'PENDING_VERIFICATION')
      throw new Error(`sign-up answered ${JSON.stringify(body)}`);
  };
  return measure(
    tries,
    (i) => signUp(taken[i] ?? ''),
    () => signUp(uniqueEmail('nowy')),
  );
}

async function newPasswordCase(server: ServerProcess, tries: number, taken: readonly string[]) {
  await inBatches(taken, async (email) =>
    dataOf(await stranger(server).gql(ACCOUNTS.resetPassword, { input: { email } })),
  );
  await untilResetMailed(server, taken);
  const attempt = async (email: string) => {
    const { body } = await stranger(server).gql(ACCOUNTS.newPassword, {
      input: { email, code: '000000', password: `${PASSWORD}-nowe` },
    });
    if (body.errors?.[0]?.extensions?.code !== 'BAD_USER_INPUT')
      throw new Error(`a wrong code answered ${JSON.stringify(body)}`);
  };
  return measure(
    tries,
    (i) => attempt(taken[i] ?? ''),
    () => attempt(uniqueEmail('nieznany')),
  );
}

export async function runEnumerationBench(
  root: string,
  mainFile: string,
  tries = triesFromEnv(),
): Promise<EnumerationBenchResult> {
  const server = await startServerProcess(mainFile, root);
  try {
    // The taken addresses, one per try (measured and warm-up): each is tried once per case.
    const taken = Array.from({ length: tries + WARM_UP }, () => uniqueEmail('zajety'));
    await inBatches(taken, (email) => newAccount(server, email));
    const signUp = await signUpCase(server, tries, taken);
    const newPassword = await newPasswordCase(server, tries, taken);
    return { database: 'pglite', tries, warmUp: WARM_UP, concurrency: CONCURRENCY, signUp, newPassword };
  } finally {
    await server.stop();
  }
}

export function formatEnumeration(r: EnumerationBenchResult): string[] {
  const row = (name: string, c: EnumerationCase) => [
    name,
    c.takenMedianMs.toFixed(2),
    c.freshMedianMs.toFixed(2),
    c.pairedRatio.toFixed(3),
    `${c.pairedP5.toFixed(2)}–${c.pairedP95.toFixed(2)}`,
  ];
  const rows = [
    ['case', 'taken ms', 'fresh ms', 'paired ratio', 'p5–p95'],
    row('sign-up (taken vs. fresh address)', r.signUp),
    row('new password, wrong code (reset pending vs. unknown)', r.newPassword),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((cells) => (cells[i] ?? '').length))) ?? [];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [
    `Account enumeration by timing (${r.tries} pairs a case after ${r.warmUp} warm-up, ${r.concurrency} at a time, ` +
      `each try from its own address; medians, and the pairs' ratios taken ÷ fresh; ${r.database}):`,
    line(rows[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const main = path.resolve(root, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');
  console.log(`▸ Account enumeration by timing (${path.relative(root, main)})…`);
  runEnumerationBench(root, main).then(
    (result) => console.log(formatEnumeration(result).join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
