import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { callOp as call, OPS } from './testing/admin-ops.ts';

/*
 * The admin's changes to accounts: roles audited and never taken from the last admin; a blocked
 * pupil signed out everywhere and refused at sign-in in Polish; the user list's filters.
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
let other: TestUser;
const ADMIN_EMAIL = uniqueEmail('konta');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil, other] = await Promise.all([
    createUser(server, { email: ADMIN_EMAIL }),
    createUser(server),
    createUser(server),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

const auditCount = async () =>
  (await sqlRows<{ n: number }>(server, sql`select count(*)::int as n from admin_audit_log`))[0]?.n;

describe('account changes', () => {
  it('changes a role with an audit entry, and never takes it from the last admin', async () => {
    const before = await auditCount();
    const promoted = await call<{ role: string }>(admin.client, 'updateUserRole', {
      userId: other.id,
      role: 'ADMIN',
    });
    expect(promoted.role).toBe('ADMIN');
    // Two admins: the new one may take the role back from the first…
    expect(
      (await call<{ role: string }>(other.client, 'updateUserRole', { userId: admin.id, role: 'USER_FREE' }))
        .role,
    ).toBe('USER_FREE');
    // …and, now the only one, cannot lose it.
    const refused = await other.client.gql(OPS.updateUserRole, {
      input: { userId: other.id, role: 'USER_PAID' },
    });
    expect(firstError(refused.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { role: 'To ostatni administrator: nadaj najpierw tę rolę komuś innemu.' },
    });
    expect(
      (await sqlRows<{ role: string }>(server, sql`select role from users where id = ${other.id}`))[0]?.role,
    ).toBe('ADMIN');
    await call(other.client, 'updateUserRole', { userId: admin.id, role: 'ADMIN' });
    await call(admin.client, 'updateUserRole', { userId: other.id, role: 'USER_FREE' });
    expect(await auditCount()).toBe((before ?? 0) + 4);
    const [entry] = await sqlRows<{
      operation: string;
      target_type: string;
      before: unknown;
      after: unknown;
    }>(
      server,
      sql`select operation, target_type, before, after from admin_audit_log where target_id = ${other.id} order by created_at desc limit 1`,
    );
    expect(entry).toMatchObject({
      operation: 'updateUserRole',
      target_type: 'User',
      before: { role: 'ADMIN', blockedAt: null },
      after: { role: 'USER_FREE', blockedAt: null },
    });
  });

  it('blocks a pupil: their sessions end, sign-in is refused in Polish, and unblocking lets them back', async () => {
    const blocked = await call<{ blockedAt: string | null }>(admin.client, 'setUserBlocked', {
      userId: pupil.id,
      blocked: true,
    });
    expect(blocked.blockedAt).not.toBeNull();
    expect(firstError((await pupil.client.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');

    const device = sessionClient(server);
    const login = await device.gql(ACCOUNTS.login, {
      input: { email: pupil.email, password: pupil.password },
    });
    expect(firstError(login.body)).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('zablokowane'),
    });
    // A wrong password says only that it is wrong: the block is not told to a guesser.
    const guess = await device.gql(ACCOUNTS.login, {
      input: { email: pupil.email, password: 'zle-haslo-123' },
    });
    expect(firstError(guess.body).code).toBe('BAD_USER_INPUT');
    expect((await device.gql(ACCOUNTS.me)).body.errors).toBeDefined();

    expect(
      (
        await call<{ blockedAt: string | null }>(admin.client, 'setUserBlocked', {
          userId: pupil.id,
          blocked: false,
        })
      ).blockedAt,
    ).toBeNull();
    const again = await device.gql(ACCOUNTS.login, {
      input: { email: pupil.email, password: pupil.password },
    });
    expect(again.body.errors).toBeUndefined();
    expect(dataOf(await device.gql(ACCOUNTS.me)).getMe.id).toBe(pupil.id);
    pupil.client = device;
  });

  it('refuses to block the admin themselves, or an unknown account, changing nothing', async () => {
    const before = await auditCount();
    const self = await admin.client.gql(OPS.setUserBlocked, { input: { userId: admin.id, blocked: true } });
    expect(firstError(self.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Nie możesz zablokować własnego konta.',
    });
    const unknown = await admin.client.gql(OPS.setUserBlocked, {
      input: { userId: '00000000-0000-4000-8000-000000000001', blocked: true },
    });
    expect(firstError(unknown.body)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nie ma takiego użytkownika.',
    });
    expect(await auditCount()).toBe(before);
    expect(dataOf(await admin.client.gql(ACCOUNTS.me)).getMe.id).toBe(admin.id);
  });
});

describe('users list and limits', () => {
  it('filters users by role and onboarding step', async () => {
    const query = `query ($input: GetUsersInput) { getUsers(getUsersInput: $input) { total data { id role onboardingStatus } } }`;
    const admins = dataOf<{ getUsers: { data: { id: string; role: string }[] } }>(
      await admin.client.gql(query, { input: { role: 'ADMIN', limit: 100 } }),
    ).getUsers.data;
    expect(admins.map((user) => user.id)).toContain(admin.id);
    expect(admins.every((user) => user.role === 'ADMIN')).toBe(true);
    const done = dataOf<{ getUsers: { data: { onboardingStatus: string }[] } }>(
      await admin.client.gql(query, { input: { onboardingStatus: 'COMPLETED', limit: 100 } }),
    ).getUsers.data;
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(done.every((user) => user.onboardingStatus === 'COMPLETED')).toBe(true);
  });

  it("reads a pupil's plan limits with their use in the current period", async () => {
    const limits = await call<{ action: string; usage: number }[]>(admin.client, 'getUserLimits', {
      id: pupil.id,
    });
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.map((limit) => limit.action)).toContain('CHAT_MESSAGE');
  });
});
