import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf, type SessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { findDefaultPlan, upsertProviderSubscription } from '../usage/index.ts';

/*
 * The admin's plans, limits, subscriptions and additional limits: every operation refused to
 * pupils (FORBIDDEN) and the signed-out (UNAUTHENTICATED); bad input refused in Polish, changing
 * nothing; grants and gifts felt by the pupil at once; every change in the audit log.
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
let other: TestUser;
const ADMIN_EMAIL = uniqueEmail('plany');

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

const PLAN_FIELDS =
  'id name price price3m price12m freeTier description visible limits { id action limit { type value } limitDisplay label visible }';
const SUB_FIELDS =
  'id userId status billingInterval expiresAt adminGrant stripeSubscriptionId plan { id name }';
const OPS = {
  getAllPlans: `query { getAllPlans { ${PLAN_FIELDS} } }`,
  getAllLimits: 'query { getAllLimits { id action usedIn } }',
  getPlanAudience: 'query { getPlanAudience { planId users } }',
  getAllSubscriptions: `query ($input: GetAllSubscriptionsInput!) {
    getAllSubscriptions(getAllSubscriptionsInput: $input) { total page limit data { ${SUB_FIELDS} } } }`,
  getSubscriptionById: `query ($input: GetSubscriptionByIdInput!) {
    getSubscriptionById(getSubscriptionByIdInput: $input) { ${SUB_FIELDS} } }`,
  getAdminAuditLog: `query ($input: GetAdminAuditLogInput!) {
    getAdminAuditLog(getAdminAuditLogInput: $input) { total data { adminId operation targetType targetId before after } } }`,
  createPlan: `mutation ($input: CreatePlanInput!) { createPlan(createPlanInput: $input) { ${PLAN_FIELDS} } }`,
  updatePlan: `mutation ($input: UpdatePlanInput!) { updatePlan(updatePlanInput: $input) { ${PLAN_FIELDS} } }`,
  createLimit: `mutation ($input: CreateLimitInput!) {
    createLimit(createLimitInput: $input) { id action limitDisplay limit { type value } usedIn } }`,
  updateLimit: `mutation ($input: UpdateLimitInput!) {
    updateLimit(updateLimitInput: $input) { id action limitDisplay limit { type value } usedIn } }`,
  addLimitToPlan: `mutation ($input: AddLimitToPlanInput!) {
    addLimitToPlan(addLimitToPlanInput: $input) { id action limitDisplay limit { type value } usedIn } }`,
  assignUserSub: `mutation ($input: AssignUserSubInput!) { assignUserSub(assignUserSubInput: $input) { ${SUB_FIELDS} } }`,
  deleteUserSub: `mutation ($input: DeleteUserSubInput!) { deleteUserSub(deleteUserSubInput: $input) { ${SUB_FIELDS} } }`,
  createAdditionalLimit: `mutation ($input: CreateAdditionalLimitInput!) {
    createAdditionalLimit(createAdditionalLimitInput: $input) { id name additionalLimit price expiresAt } }`,
};
const USAGE = `query { getSubscriptionUsage { name usage { action limit remaining } additionalLimits { name } } }`;

type Plan = {
  id: string;
  name: string;
  price: number;
  visible: boolean;
  limits: { id: string; action: string }[];
};
type Sub = {
  id: string;
  status: string;
  adminGrant: boolean;
  expiresAt: string | null;
  plan: { name: string };
};

const call = async <T>(client: SessionClient, op: keyof typeof OPS, input?: Record<string, unknown>) =>
  dataOf<Record<string, T>>(await client.gql(OPS[op], input ? { input } : {}))[op] as T;

async function newPlan(name: string, extra: Record<string, unknown> = {}) {
  return call<Plan>(admin.client, 'createPlan', { name, price: 19.99, price3m: 49, price12m: 159, ...extra });
}

const auditCount = async () =>
  (await sqlRows<{ n: number }>(server, sql`select count(*)::int as n from admin_audit_log`))[0]?.n;
const planRows = async () => sqlRows(server, sql`select * from plans order by id`);

const chatLimit = async (client: SessionClient) =>
  dataOf<{ getSubscriptionUsage: { name: string; usage: { action: string; limit: number | null }[] } }>(
    await client.gql(USAGE),
  ).getSubscriptionUsage;

describe('who may', () => {
  // Inputs that would work for an admin: the refusal must come before any look at them.
  const ZERO = '00000000-0000-4000-8000-000000000000';
  const cases: [keyof typeof OPS, Record<string, unknown> | undefined][] = [
    ['getAllPlans', undefined],
    ['getAllLimits', undefined],
    ['getPlanAudience', undefined],
    ['getAllSubscriptions', {}],
    ['getSubscriptionById', { id: ZERO }],
    ['getAdminAuditLog', {}],
    ['createPlan', { name: 'Nie wolno', price: 1, price3m: 1, price12m: 1 }],
    ['updatePlan', { id: ZERO, name: 'X' }],
    ['createLimit', { planId: ZERO, action: 'CHAT_MESSAGE', limitType: 'UNLIMITED' }],
    ['updateLimit', { id: ZERO, visible: false }],
    ['addLimitToPlan', { limitId: ZERO, planId: ZERO }],
    ['assignUserSub', { userId: ZERO, planId: ZERO }],
    ['deleteUserSub', { id: ZERO }],
    ['createAdditionalLimit', { userId: ZERO, action: 'CHAT_MESSAGE', additionalLimit: 5, name: 'Prezent' }],
  ];

  it.each(cases)(
    '%s: FORBIDDEN to a pupil, UNAUTHENTICATED signed out, an answer to the admin',
    async (op, input) => {
      const variables = input ? { input } : {};
      const before = await auditCount();
      expect(firstError((await pupil.client.gql(OPS[op], variables)).body).code).toBe('FORBIDDEN');
      expect(firstError((await server.gql(OPS[op], variables)).body).code).toBe('UNAUTHENTICATED');
      const asAdmin = (await admin.client.gql(OPS[op], variables)).body;
      // The admin passes the door: the zero id is simply not found, anything else works.
      if (asAdmin.errors) expect(firstError(asAdmin).code).toBe('NOT_FOUND');
      else expect(asAdmin.data?.[op]).toBeDefined();
      if (op !== 'createPlan') expect(await auditCount()).toBe(before);
    },
  );
});

describe('plans and limits', () => {
  it('creates a hidden plan, lists it with hidden ones, updates it, all in the audit log', async () => {
    const plan = await newPlan('Próbny admina');
    expect(plan).toMatchObject({ name: 'Próbny admina', price: 19.99, visible: false, limits: [] });
    const all = await call<Plan[]>(admin.client, 'getAllPlans');
    expect(all.map((p) => p.id)).toContain(plan.id);
    expect(all[0]?.name).toBe('Darmowy');

    const updated = await call<Plan>(admin.client, 'updatePlan', { id: plan.id, price: 24.5, visible: true });
    expect(updated).toMatchObject({ price: 24.5, visible: true, name: 'Próbny admina' });

    const log = await call<{
      data: { operation: string; before: Plan | null; after: Plan; adminId: string }[];
    }>(admin.client, 'getAdminAuditLog', { targetId: plan.id });
    expect(log.data.map((e) => e.operation)).toEqual(['updatePlan', 'createPlan']);
    expect(log.data[0]).toMatchObject({
      adminId: admin.id,
      before: { price: 19.99 },
      after: { price: 24.5 },
    });
    expect(log.data[1]?.before).toBeNull();
  });

  it('refuses bad plans in Polish, changing nothing', async () => {
    const free = await findDefaultPlan(server.database.db);
    const plan = await newPlan('Do odmów');
    const rows = await planRows();
    const entries = await auditCount();
    for (const [op, input, field] of [
      ['createPlan', { name: ' ', price: 1, price3m: 1, price12m: 1 }, 'name'],
      ['createPlan', { name: 'Ujemny', price: -1, price3m: 1, price12m: 1 }, 'price'],
      ['createPlan', { name: 'Grosze', price: 1.234, price3m: 1, price12m: 1 }, 'price'],
      ['updatePlan', { id: plan.id, price12m: -5 }, 'price12m'],
      ['updatePlan', { id: free?.id, price: 9.99 }, 'price'],
      ['updatePlan', { id: free?.id, visible: false }, 'visible'],
    ] as const) {
      const error = firstError((await admin.client.gql(OPS[op], { input })).body);
      expect(error.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect(Object.values(error.fields ?? {})[0]).toMatch(/[ąęółśżźćń]|[A-Z]/);
    }
    expect(await planRows()).toEqual(rows);
    expect(await auditCount()).toBe(entries);
  });

  it('creates, updates and copies limits; a duplicate action is refused', async () => {
    const [a, b] = [await newPlan('Limity A'), await newPlan('Limity B')];
    const limit = await call<{ id: string; limitDisplay: string; usedIn: string[] }>(
      admin.client,
      'createLimit',
      {
        planId: a.id,
        action: 'CHAT_MESSAGE',
        limitType: 'NUMBER',
        limit: 100,
        limitInterval: 'DAY',
      },
    );
    expect(limit).toMatchObject({ limitDisplay: '100 dziennie', usedIn: [a.id] });
    const dup = firstError(
      (
        await admin.client.gql(OPS.createLimit, {
          input: { planId: a.id, action: 'CHAT_MESSAGE', limitType: 'UNLIMITED' },
        })
      ).body,
    );
    expect(dup).toMatchObject({ code: 'BAD_USER_INPUT', fields: { action: expect.any(String) } });
    const noNumber = firstError(
      (
        await admin.client.gql(OPS.createLimit, {
          input: { planId: a.id, action: 'WORDBASE', limitType: 'NUMBER' },
        })
      ).body,
    );
    expect(noNumber.fields).toHaveProperty('limit');

    const changed = await call<{ limitDisplay: string; limit: { value: number } }>(
      admin.client,
      'updateLimit',
      {
        id: limit.id,
        limit: 200,
        limitInterval: 'MONTH',
      },
    );
    expect(changed).toMatchObject({ limitDisplay: '200 miesięcznie', limit: { value: 200 } });

    const copied = await call<{ id: string; usedIn: string[]; limitDisplay: string }>(
      admin.client,
      'addLimitToPlan',
      {
        limitId: limit.id,
        planId: b.id,
      },
    );
    expect(copied).toMatchObject({ usedIn: [b.id], limitDisplay: '200 miesięcznie' });
    expect(copied.id).not.toBe(limit.id);
    const same = firstError(
      (await admin.client.gql(OPS.addLimitToPlan, { input: { limitId: limit.id, planId: a.id } })).body,
    );
    expect(same.code).toBe('BAD_USER_INPUT');

    const limits = await call<{ id: string }[]>(admin.client, 'getAllLimits');
    expect(limits.map((l) => l.id)).toEqual(expect.arrayContaining([limit.id, copied.id]));
    const log = await call<{ data: { operation: string; before: { limit: number } | null }[] }>(
      admin.client,
      'getAdminAuditLog',
      { targetId: limit.id },
    );
    expect(log.data.map((e) => e.operation)).toEqual(['updateLimit', 'createLimit']);
    expect(log.data[0]?.before?.limit).toBe(100);
  });
});

describe('subscriptions and additional limits', () => {
  it('assigns a plan at once, keeps one admin grant, and ends it back to Darmowy', async () => {
    const plan = await newPlan('Przyznany');
    await call(admin.client, 'createLimit', {
      planId: plan.id,
      action: 'CHAT_MESSAGE',
      limitType: 'NUMBER',
      limit: 500,
    });
    const first = await call<Sub>(admin.client, 'assignUserSub', { userId: pupil.id, planId: plan.id });
    expect(first).toMatchObject({
      status: 'Active',
      adminGrant: true,
      expiresAt: null,
      plan: { name: 'Przyznany' },
    });
    const usage = await chatLimit(pupil.client);
    expect(usage.name).toBe('Przyznany');
    expect(usage.usage.find((u) => u.action === 'CHAT_MESSAGE')?.limit).toBe(500);

    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const second = await call<Sub>(admin.client, 'assignUserSub', {
      userId: pupil.id,
      planId: plan.id,
      expiresAt: until,
      billingInterval: 'month_3',
    });
    expect(second.expiresAt).toBe(until);
    const firstNow = await call<Sub>(admin.client, 'getSubscriptionById', { id: first.id });
    expect(firstNow.status).toBe('Canceled');
    const inForce = await call<{ data: Sub[]; total: number }>(admin.client, 'getAllSubscriptions', {
      userId: pupil.id,
      status: 'Active',
    });
    expect(inForce.data.map((s) => s.id)).toEqual([second.id]);

    const ended = await call<Sub>(admin.client, 'deleteUserSub', { id: second.id });
    expect(ended.status).toBe('Canceled');
    // Ending it again is refused: its end date stays.
    const again = firstError((await admin.client.gql(OPS.deleteUserSub, { input: { id: second.id } })).body);
    expect(again).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Ta subskrypcja już się zakończyła.' });
    expect((await chatLimit(pupil.client)).name).toBe('Darmowy');
    const [user] = await sqlRows<{ sub_status: string; is_free_sub: boolean }>(
      server,
      sql`select sub_status, is_free_sub from users where id = ${pupil.id}`,
    );
    expect(user).toEqual({ sub_status: 'Canceled', is_free_sub: true });

    const log = await call<{
      data: { operation: string; before: { status: string } | null; after: { status: string } }[];
    }>(admin.client, 'getAdminAuditLog', { targetId: second.id });
    expect(log.data.map((e) => [e.operation, e.before?.status ?? null, e.after.status])).toEqual([
      ['deleteUserSub', 'Active', 'Canceled'],
      ['assignUserSub', null, 'Active'],
    ]);
  });

  it('refuses unknown users and plans, past dates, and a Stripe subscription, changing nothing', async () => {
    const plan = await newPlan('Odmowy');
    const ZERO = '00000000-0000-4000-8000-000000000000';
    const stripe = await upsertProviderSubscription(server.database.db, {
      userId: other.id,
      planId: plan.id,
      stripeSubscriptionId: `sub_admin_${Date.now()}`,
      status: 'Active',
      billingInterval: 'month',
      expiresAt: new Date(Date.now() + 86_400_000),
      cancelAtPeriodEnd: false,
    });
    const rows = async () => sqlRows(server, sql`select * from subscriptions where user_id = ${other.id}`);
    const before = await rows();
    const entries = await auditCount();
    const refusal = async (op: keyof typeof OPS, input: Record<string, unknown>) =>
      firstError((await admin.client.gql(OPS[op], { input })).body);
    expect((await refusal('assignUserSub', { userId: ZERO, planId: plan.id })).code).toBe('NOT_FOUND');
    expect((await refusal('assignUserSub', { userId: other.id, planId: ZERO })).code).toBe('NOT_FOUND');
    expect(
      (
        await refusal('assignUserSub', {
          userId: other.id,
          planId: plan.id,
          expiresAt: '2020-01-01T00:00:00Z',
        })
      ).fields,
    ).toHaveProperty('expiresAt');
    expect(
      (await refusal('assignUserSub', { userId: other.id, planId: plan.id, billingInterval: 'week' })).fields,
    ).toHaveProperty('billingInterval');
    const stripeRefusal = await refusal('deleteUserSub', { id: stripe.id });
    expect(stripeRefusal).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Subskrypcję opłacaną w Stripe anuluje użytkownik albo panel Stripe.',
    });
    expect(
      (
        await refusal('createAdditionalLimit', {
          userId: other.id,
          action: 'CHAT_MESSAGE',
          additionalLimit: 0,
          name: 'x',
        })
      ).fields,
    ).toHaveProperty('additionalLimit');
    expect(await rows()).toEqual(before);
    expect(await auditCount()).toBe(entries);
    const page = await call<{ data: Sub[] }>(admin.client, 'getAllSubscriptions', { userId: other.id });
    expect(page.data).toMatchObject([
      { id: stripe.id, adminGrant: false, stripeSubscriptionId: expect.any(String) },
    ]);
  });

  it('ending a grant leaves the record at Stripe’s last word (past due), not at the free plan', async () => {
    const late = await createUser(server);
    const plan = await newPlan('Zaległy');
    await upsertProviderSubscription(server.database.db, {
      userId: late.id,
      planId: plan.id,
      stripeSubscriptionId: `sub_late_${Date.now()}`,
      status: 'PastDue',
      billingInterval: 'month',
      expiresAt: new Date(Date.now() + 86_400_000),
      cancelAtPeriodEnd: false,
    });
    const grant = await call<Sub>(admin.client, 'assignUserSub', { userId: late.id, planId: plan.id });
    await call(admin.client, 'deleteUserSub', { id: grant.id });
    const [user] = await sqlRows<{ sub_status: string }>(
      server,
      sql`select sub_status from users where id = ${late.id}`,
    );
    expect(user?.sub_status).toBe('PastDue');
  });

  it('a gift of additional uses raises the limit at once', async () => {
    // A pupil on the free plan (the others hold plans without a chat limit by now).
    const gifted = await createUser(server);
    const limitOf = async () =>
      (await chatLimit(gifted.client)).usage.find((u) => u.action === 'CHAT_MESSAGE')?.limit ?? 0;
    const before = await limitOf();
    const gift = await call<{ id: string; price: number }>(admin.client, 'createAdditionalLimit', {
      userId: gifted.id,
      action: 'CHAT_MESSAGE',
      additionalLimit: 25,
      name: 'Prezent: 25 wiadomości',
    });
    expect(gift.price).toBe(0);
    expect(await limitOf()).toBe(before + 25);
    const log = await call<{ data: { operation: string; after: { additionalLimit: number } }[] }>(
      admin.client,
      'getAdminAuditLog',
      { targetId: gift.id },
    );
    expect(log.data).toMatchObject([{ operation: 'createAdditionalLimit', after: { additionalLimit: 25 } }]);
  });
});
