import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, sqlRows } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Whether an address has an account shows neither in an answer nor in how long it takes. Each case
 * runs 200 tries a side, in pairs of one try of each side back to back (two pairs at a time), and
 * compares the distributions by the median of the pairs' ratios: one slow call proves nothing, a
 * shifted distribution does, and pairing keeps the machine's changing load (other test files, a
 * busy CI) from passing for a difference. Every try comes from its own client address (the server
 * trusts the proxy, as in production), as a spread-out prober's would.
 */

const TRIES = 200;
const WARM_UP = 10;
const CONCURRENCY = 2;
const NEW_PASSWORD = 'fotosynteza-w-liściach';

let server: TestServer;
let taken: string[];
let address = 0;
/** A client from an address of its own. */
const stranger = () => {
  address += 1;
  return sessionClient(server, {
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
};

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1' });
  // Accounts whose addresses the probes below try: signed up, then confirmed.
  taken = Array.from({ length: TRIES + WARM_UP }, () => uniqueEmail('zajety'));
  await inBatches(taken, async (email) => {
    const { body } = await stranger().gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    expect(body.errors).toBeUndefined();
  });
  await server.database.db.execute(
    sql`update users set is_verified = true, onboarding_status = 'COMPLETED' where email like 'zajety.%'`,
  );
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

interface Side {
  /** One try with the i-th input of this side; resolves with the answer's body. */
  run(i: number): Promise<unknown>;
}

/**
 * Runs `TRIES` tries of each side (after a few unmeasured ones) in pairs, one of each side back to
 * back in a random order, so drift in the machine's load falls on both alike. Answers the median
 * of the pairs' ratios (side a's time over side b's) and the distinct answers.
 */
async function measure(a: Side, b: Side) {
  const warmUp = Array.from({ length: WARM_UP }, (_, i) => TRIES + i);
  await inBatches(warmUp, (i) => Promise.all([a.run(i), b.run(i)]));
  const times = { a: [] as number[], b: [] as number[] };
  const pairs: number[] = [];
  const answers = new Set<string>();
  const timed = async (side: 'a' | 'b', i: number) => {
    const started = performance.now();
    answers.add(JSON.stringify(await (side === 'a' ? a : b).run(i)));
    const took = performance.now() - started;
    times[side].push(took);
    return took;
  };
  await inBatches(
    Array.from({ length: TRIES }, (_, i) => i),
    async (i) => {
      if (Math.random() < 0.5) {
        const ta = await timed('a', i);
        pairs.push(ta / (await timed('b', i)));
      } else {
        const tb = await timed('b', i);
        pairs.push((await timed('a', i)) / tb);
      }
    },
  );
  const paired = median(pairs);
  if (process.env.KREDA_TEST_TIMING) {
    const ratio = median(times.a) / median(times.b);
    process.stderr.write(
      `[timing] medians ${median(times.a).toFixed(1)} / ${median(times.b).toFixed(1)} ms, ratio ${ratio.toFixed(3)}, paired ${paired.toFixed(3)}\n`,
    );
  }
  return { paired, answers };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The answer's body without what differs per try by design (the new id, the address itself). */
function shapeOf(body: unknown): unknown {
  return JSON.parse(
    JSON.stringify(body)
      .replace(/"id":"[0-9a-f-]{36}"/g, '"id":"…"')
      .replace(/[a-z]+\.\d+\.[a-z0-9]+@example\.pl/g, '…'),
  );
}

describe('an address with an account looks like one without', () => {
  it('at sign-up: the same answer in the same time', async () => {
    const { paired, answers } = await measure(
      {
        run: async (i) =>
          shapeOf(
            (await stranger().gql(ACCOUNTS.signUp, { input: { email: taken[i] ?? '', password: PASSWORD } }))
              .body,
          ),
      },
      {
        run: async () =>
          shapeOf(
            (await stranger().gql(ACCOUNTS.signUp, { input: { email: uniqueEmail(), password: PASSWORD } }))
              .body,
          ),
      },
    );
    expect([...answers]).toEqual([
      JSON.stringify({ data: { signUp: { id: '…', email: '…', onboardingStatus: 'PENDING_VERIFICATION' } } }),
    ]);
    expect(paired).toBeGreaterThan(0.9);
    expect(paired).toBeLessThan(1.1);
    // No second account was made for a taken address.
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from users where email like 'zajety.%'`,
    );
    expect(Number(row?.n)).toBe(taken.length);
  }, 180_000);

  it('at a new password with a wrong code: the same answer in the same time, reset asked or not', async () => {
    await inBatches(taken, async (email) => {
      const { body } = await stranger().gql(ACCOUNTS.resetPassword, { input: { email } });
      expect(body.errors).toBeUndefined();
    });
    // The reset codes are made after the answer: wait until every one is there.
    for (let waited = 0; ; waited += 50) {
      const [row] = await sqlRows<{ n: number }>(
        server,
        sql`select count(*)::int as n from auth_codes
            where purpose = 'PASSWORD_RESET' and consumed_at is null and target like 'zajety.%'`,
      );
      if (Number(row?.n) === taken.length) break;
      if (waited > 30_000) throw new Error(`only ${row?.n} reset codes were made`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const attempt = (email: string) =>
      stranger()
        .gql(ACCOUNTS.newPassword, { input: { email, code: '000000', password: NEW_PASSWORD } })
        .then((response) => response.body);
    const { paired, answers } = await measure(
      { run: (i) => attempt(taken[i] ?? '') },
      { run: () => attempt(uniqueEmail('nieznany')) },
    );
    expect(answers.size).toBe(1);
    expect(paired).toBeGreaterThan(0.9);
    expect(paired).toBeLessThan(1.1);
  }, 180_000);
});
