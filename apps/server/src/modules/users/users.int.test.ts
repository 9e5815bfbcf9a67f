import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, PASSWORD, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { dataOf, sessionClient, uniqueEmail, waitForCode } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createOrPromoteAdmin } from '../auth/admin-accounts.ts';

let server: TestServer;
const ADMIN_EMAIL = uniqueEmail('dyrektor');
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL.toUpperCase() });
});
afterAll(async () => {
  await server?.stop();
});

async function addIntegration(userId: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    server,
    sql`insert into user_integrations (user_id, integration_type, access_token) values (${userId}, 'GOOGLE_DRIVE', 'sekret-google') returning id`,
  );
  return row?.id ?? '';
}

describe('getMe', () => {
  it('answers a guest with 401 "Unauthorized"', async () => {
    const { status, body } = await sessionClient(server).gql(ACCOUNTS.me);
    expect(status).toBe(401);
    expect(firstError(body)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
  });

  it('shows the integrations without their tokens', async () => {
    const { client, id } = await verifiedUser(server);
    const integrationId = await addIntegration(id);
    const me = dataOf(await client.gql(ACCOUNTS.me)).getMe;
    expect(me.integrations).toEqual([
      { id: integrationId, integrationType: 'GOOGLE_DRIVE', accessToken: null, userId: id },
    ]);
  });
});

describe('deleteIntegration', () => {
  it('deletes only the viewer\u2019s own integration', async () => {
    const owner = await verifiedUser(server);
    const intruder = await verifiedUser(server);
    const integrationId = await addIntegration(owner.id);

    for (const id of [integrationId, '00000000-0000-4000-8000-000000000000', 'nie-uuid']) {
      const { body } = await intruder.client.gql(ACCOUNTS.deleteIntegration, { input: { id } });
      expect(firstError(body)).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono.' });
    }
    expect((await owner.client.gql(ACCOUNTS.me)).body.data?.getMe.integrations).toHaveLength(1);

    const { body } = await owner.client.gql(ACCOUNTS.deleteIntegration, { input: { id: integrationId } });
    expect(body.data?.deleteIntegration).toEqual({ success: true, message: 'Integracja została usunięta.' });
    expect((await owner.client.gql(ACCOUNTS.me)).body.data?.getMe.integrations).toEqual([]);
  });
});

describe('admin operations', () => {
  it('are refused to guests and to ordinary users', async () => {
    const guest = await sessionClient(server).gql(ACCOUNTS.getUsers);
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
    const { client, id } = await verifiedUser(server);
    const users = await client.gql(ACCOUNTS.getUsers);
    expect(users.status).toBe(403);
    expect(firstError(users.body)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Nie masz uprawnień do wykonania tej operacji.',
    });
    const user = await client.gql(ACCOUNTS.getUserById, { input: { id } });
    expect(firstError(user.body).code).toBe('FORBIDDEN');
    // No public operation grants the role.
    const sneaky = await client.gql(
      'mutation { updateUserInfo(updateUserInfoInput: { role: ADMIN }) { id } }',
    );
    expect(firstError(sneaky.body).code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('ADMIN_EMAILS grants the role only once the address is verified', async () => {
    const client = sessionClient(server);
    await client.gql(ACCOUNTS.signUp, { input: { email: ADMIN_EMAIL, password: PASSWORD } });
    await client.gql(ACCOUNTS.login, { input: { email: ADMIN_EMAIL, password: PASSWORD } });
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.role).toBe('USER_FREE');
    expect(firstError((await client.gql(ACCOUNTS.getUsers)).body).code).toBe('FORBIDDEN');

    const code = await waitForCode(server.config.dataDir, ADMIN_EMAIL);
    const verified = await client.gql(ACCOUNTS.verifyCode, { input: { code } });
    expect(verified.body.data?.verifyCode.role).toBe('ADMIN');

    const { email } = await verifiedUser(server, { email: uniqueEmail('szukana') });
    const page = await client.gql(ACCOUNTS.getUsers, { input: { search: 'szukana', limit: 5 } });
    expect(page.body.data?.getUsers).toMatchObject({
      total: 1,
      page: 1,
      limit: 5,
      data: [{ email, role: 'USER_FREE' }],
    });
    const badPage = await client.gql(ACCOUNTS.getUsers, { input: { page: 0, limit: 1000 } });
    expect(firstError(badPage.body).fields).toEqual({
      page: 'Minimalna wartość to 1',
      limit: 'Podaj liczbę od 1 do 100.',
    });
    const missing = await client.gql(ACCOUNTS.getUserById, {
      input: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(firstError(missing.body).code).toBe('NOT_FOUND');
  });

  it('admin:create makes a new admin with a one-time password, or promotes an existing account', async () => {
    const email = uniqueEmail('admin');
    const created = await createOrPromoteAdmin(server.database.db, email);
    expect(created.kind).toBe('created');
    const client = sessionClient(server);
    const login = await client.gql(ACCOUNTS.login, {
      input: { email, password: created.kind === 'created' ? created.password : '' },
    });
    expect(login.body.data?.login.onboardingStatus).toBe('COMPLETED');
    expect((await client.gql(ACCOUNTS.getUsers)).body.errors).toBeUndefined();
    expect((await createOrPromoteAdmin(server.database.db, email)).kind).toBe('already-admin');

    const { email: plain, client: plainClient } = await verifiedUser(server);
    expect((await createOrPromoteAdmin(server.database.db, plain.toUpperCase())).kind).toBe('promoted');
    expect((await plainClient.gql(ACCOUNTS.me)).body.data?.getMe.role).toBe('ADMIN');
    await expect(createOrPromoteAdmin(server.database.db, 'nie-email')).rejects.toThrow('Invalid e-mail');
  });

  it('getUsers filters by plan: free, or a subscription in force (a grant does not change the role)', async () => {
    const email = uniqueEmail('planista');
    const created = await createOrPromoteAdmin(server.database.db, email);
    const admin = sessionClient(server);
    dataOf(
      await admin.gql(ACCOUNTS.login, {
        input: { email, password: created.kind === 'created' ? created.password : '' },
      }),
    );
    const [granted, free] = await Promise.all([
      verifiedUser(server, { email: uniqueEmail('filtr-planu') }),
      verifiedUser(server, { email: uniqueEmail('filtr-planu') }),
    ]);
    const plan = dataOf(
      await admin.gql(
        'mutation { createPlan(createPlanInput: { name: "Filtr", price: 0, price3m: 0, price12m: 0 }) { id } }',
      ),
    ) as { createPlan: { id: string } };
    dataOf(
      await admin.gql('mutation ($i: AssignUserSubInput!) { assignUserSub(assignUserSubInput: $i) { id } }', {
        i: { userId: granted.id, planId: plan.createPlan.id },
      }),
    );
    const found = async (isFreeSub?: boolean) =>
      dataOf(await admin.gql(ACCOUNTS.getUsers, { input: { search: 'filtr-planu', isFreeSub } }))
        .getUsers.data.map((user) => user.email)
        .sort();
    expect(await found(false)).toEqual([granted.email]);
    expect(await found(true)).toEqual([free.email]);
    expect(await found()).toEqual([granted.email, free.email].sort());
    const roles = dataOf(
      await admin.gql(ACCOUNTS.getUsers, { input: { search: 'filtr-planu', isFreeSub: false } }),
    );
    expect(roles.getUsers.data[0]?.role).toBe('USER_FREE');
  });
});
