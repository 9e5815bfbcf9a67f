import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { findDefaultPlan } from '../usage/index.ts';

/*
 * Whom a plan applies to, shown before an admin saves a change: the users whose subscription in
 * force is of the plan, and everyone else on the default plan. Admins only.
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
const ADMIN_EMAIL = uniqueEmail('odbiorcy');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil] = await Promise.all([createUser(server, { email: ADMIN_EMAIL }), createUser(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const AUDIENCE = 'query { getPlanAudience { planId users } }';
type Audience = { planId: string; users: number }[];
const audience = async () =>
  dataOf<{ getPlanAudience: Audience }>(await admin.client.gql(AUDIENCE)).getPlanAudience;
const usersOf = (rows: Audience, planId: string | undefined) =>
  rows.find((row) => row.planId === planId)?.users;

describe('getPlanAudience', () => {
  it('is for admins only', async () => {
    expect(firstError((await pupil.client.gql(AUDIENCE)).body).code).toBe('FORBIDDEN');
    expect(firstError((await server.gql(AUDIENCE)).body).code).toBe('UNAUTHENTICATED');
  });

  it('counts the subscribers of a plan, and everyone else on the default plan', async () => {
    const plan = dataOf<{ createPlan: { id: string } }>(
      await admin.client.gql(
        'mutation ($input: CreatePlanInput!) { createPlan(createPlanInput: $input) { id } }',
        { input: { name: 'Dla jednego', price: 10, price3m: 25, price12m: 90 } },
      ),
    ).createPlan;
    const grant = dataOf<{ assignUserSub: { id: string } }>(
      await admin.client.gql(
        'mutation ($input: AssignUserSubInput!) { assignUserSub(assignUserSubInput: $input) { id } }',
        {
          input: { userId: pupil.id, planId: plan.id },
        },
      ),
    ).assignUserSub;
    const before = await audience();
    expect(usersOf(before, plan.id)).toBe(1);
    // Every account is counted once, on the plan its limits come from.
    const [accounts] = await sqlRows<{ n: number }>(server, sql`select count(*)::int as n from users`);
    expect(before.reduce((sum, row) => sum + row.users, 0)).toBe(accounts?.n);

    await admin.client.gql(
      'mutation ($input: DeleteUserSubInput!) { deleteUserSub(deleteUserSubInput: $input) { id } }',
      {
        input: { id: grant.id },
      },
    );
    const free = (await findDefaultPlan(server.database.db))?.id;
    const after = await audience();
    expect(usersOf(after, plan.id)).toBe(0);
    expect(usersOf(after, free)).toBe((usersOf(before, free) ?? 0) + 1);
  });
});
