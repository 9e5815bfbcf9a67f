import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, sqlRows } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Whether an address has an account shows in no answer: taken and fresh addresses get the same
 * answer at sign-up and at a new password with a wrong code, and a taken address gets no second
 * account. How long the answers take is measured in the bench (`bench/enumeration.ts`,
 * `BENCH_ONLY=enumeration`: paired tries on the built server), never asserted here (house rule 13).
 * Every try comes from its own client address (the server trusts the proxy, as in production), as
 * a spread-out prober's would.
 */

const TRIES = 20;
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
  taken = Array.from({ length: TRIES }, () => uniqueEmail('zajety'));
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

/** The distinct answers of `TRIES` tries of each side, taken and fresh (two at a time). */
async function answersOf(taken: (i: number) => Promise<unknown>, fresh: () => Promise<unknown>) {
  const answers = new Set<string>();
  await inBatches(
    Array.from({ length: TRIES }, (_, i) => i),
    async (i) => {
      answers.add(JSON.stringify(await taken(i)));
      answers.add(JSON.stringify(await fresh()));
    },
  );
  return answers;
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
  it('at sign-up: the same answer', async () => {
    const answers = await answersOf(
      async (i) =>
        shapeOf(
          (await stranger().gql(ACCOUNTS.signUp, { input: { email: taken[i] ?? '', password: PASSWORD } }))
            .body,
        ),
      async () =>
        shapeOf(
          (await stranger().gql(ACCOUNTS.signUp, { input: { email: uniqueEmail(), password: PASSWORD } }))
            .body,
        ),
    );
    expect([...answers]).toEqual([
      JSON.stringify({ data: { signUp: { id: '…', email: '…', onboardingStatus: 'PENDING_VERIFICATION' } } }),
    ]);
    // No second account was made for a taken address.
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from users where email like 'zajety.%'`,
    );
    expect(Number(row?.n)).toBe(taken.length);
  }, 180_000);

  it('at a new password with a wrong code: the same refusal, reset asked or not', async () => {
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
    const answers = await answersOf(
      (i) => attempt(taken[i] ?? ''),
      () => attempt(uniqueEmail('nieznany')),
    );
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0] ?? '{}').errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  }, 180_000);
});
