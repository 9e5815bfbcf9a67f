import { sql } from 'drizzle-orm';
import { ACCOUNTS } from '../apps/server/src/testing/documents.ts';
import { sessionClient, uniqueEmail } from '../apps/server/src/testing/session-client.ts';
import { startTestServer, type TestServer } from '../apps/server/src/testing/test-server.ts';

/**
 * Whether an address has an account must not show in how long an answer takes (the integration
 * test `auth/enumeration.int.test.ts` proves the answers are the same; this measures the time).
 * Two cases: sign-up with a taken vs. a fresh address, and a new password with a wrong code for an
 * address with a pending reset vs. an unknown one. Each case runs BENCH_ENUM_TRIES tries a side in
 * pairs of one try of each side back to back (random order, two pairs at a time) after a warm-up,
 * every try from its own client address (the server trusts the proxy, as in production). Reported
 * per case: both medians, the median of the pairs' ratios (taken ÷ fresh) and its 5th–95th
 * percentile. Pairing keeps the machine's changing load from passing for a difference; one slow
 * call proves nothing, a shifted distribution does. Never asserted.
 *
 *   node --conditions=source --import tsx bench/enumeration.ts
 *   BENCH_ENUM_TRIES=400 node --conditions=source --import tsx bench/enumeration.ts
 *
 * The server runs in-process on embedded PGlite, or on a fresh PostgreSQL database when
 * DATABASE_URL is set (as the integration tests do).
 */

const TRIES = Number(process.env.BENCH_ENUM_TRIES ?? 200);
const WARM_UP = 10;
const CONCURRENCY = 2;
const PASSWORD = 'Haslo-do-testow-123';

let address = 0;
/** A client from an address of its own. */
function stranger(server: TestServer) {
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

type Side = (i: number) => Promise<unknown>;

/** Paired tries of both sides; the times of each side and the pairs' ratios (a ÷ b). */
async function measure(a: Side, b: Side) {
  await inBatches(
    Array.from({ length: WARM_UP }, (_, i) => TRIES + i),
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
    Array.from({ length: TRIES }, (_, i) => i),
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

async function main() {
  const server = await startTestServer({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1' });
  try {
    const taken = Array.from({ length: TRIES + WARM_UP }, () => uniqueEmail('zajety'));
    await inBatches(taken, (email) =>
      stranger(server).gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } }),
    );
    await server.database.db.execute(
      sql`update users set is_verified = true, onboarding_status = 'COMPLETED' where email like 'zajety.%'`,
    );
    const signUp = await measure(
      (i) => stranger(server).gql(ACCOUNTS.signUp, { input: { email: taken[i] ?? '', password: PASSWORD } }),
      () => stranger(server).gql(ACCOUNTS.signUp, { input: { email: uniqueEmail(), password: PASSWORD } }),
    );
    await inBatches(taken, (email) => stranger(server).gql(ACCOUNTS.resetPassword, { input: { email } }));
    // The reset codes are made after the answer: give them a moment to be written.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const attempt = (email: string) =>
      stranger(server).gql(ACCOUNTS.newPassword, {
        input: { email, code: '000000', password: `${PASSWORD}-nowe` },
      });
    const newPassword = await measure(
      (i) => attempt(taken[i] ?? ''),
      () => attempt(uniqueEmail('nieznany')),
    );
    const report = {
      tries: TRIES,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      signUp,
      newPassword,
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await server.stop();
  }
}

await main();
