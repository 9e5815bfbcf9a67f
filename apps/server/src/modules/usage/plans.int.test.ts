import { USAGE_ACTIONS } from '@kreda/shared/enums';
import { ENABLED_TOOLS, usageActionsOf } from '@kreda/shared/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, verifiedUser } from '../../testing/accounts.ts';
import { USAGE } from '../../testing/documents.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createPlan, findDefaultPlan, grantSubscription, planLimits, setPlanLimit } from './catalog.ts';
import { nextPeriodStart } from './periods.ts';
import { DEFAULT_PLAN_LIMITS, seedDefaultPlan } from './seed.ts';
import { reserveUsage } from './service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;

const OPS = { usage: USAGE.subscription, plans: USAGE.plans };

/** The actions of the enabled tools, in the order of USAGE_ACTIONS (the order the API lists them in). */
const ENABLED_ACTIONS = USAGE_ACTIONS.filter((action) => usageActionsOf(ENABLED_TOOLS).has(action));

describe('getSubscriptionUsage', () => {
  it('needs a signed-in user', async () => {
    const { body } = await server.gql(OPS.usage);
    expect(firstError(body).code).toBe('UNAUTHENTICATED');
  });

  it('shows the free plan with what is used and left until the next Warsaw midnight', async () => {
    const { client, id: userId } = await verifiedUser(server);
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', amount: 3 });
    const before = new Date();
    const usage = dataOf(await client.gql(OPS.usage)).getSubscriptionUsage;
    expect(usage).toMatchObject({
      name: 'Darmowy',
      status: 'Active',
      cancelAtPeriodEnd: false,
      expiresAt: null,
      planPrice: 0,
      paymentMethod: null,
    });
    expect(Date.parse(usage.grantedAt)).toBeLessThanOrEqual(before.getTime());
    expect(usage.usage.map((item: { action: string }) => item.action)).toEqual(ENABLED_ACTIONS);
    expect(usage.usage[0]).toEqual({
      action: 'CHAT_MESSAGE',
      label: 'Wiadomości w czacie',
      limit: 30,
      limitType: 'NUMBER',
      limitInterval: 'DAY',
      usage: 3,
      remaining: 27,
      renewsAt: nextPeriodStart('DAY', before).toISOString(),
    });
    expect(usage.usage.find((item: { action: string }) => item.action === 'TRANSCRIPTION')).toMatchObject({
      limit: 10,
      usage: 0,
      remaining: 10,
    });
  });

  it('shows a subscription\u2019s plan, price for its billing period and visible limits only', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const plan = await createPlan(db(), {
      name: 'Premium',
      price: 29.99,
      price3m: 79.99,
      price12m: 249,
      visible: false,
    });
    await setPlanLimit(db(), plan.id, { action: 'CHAT_MESSAGE', limitType: 'UNLIMITED' });
    await setPlanLimit(db(), plan.id, {
      action: 'AI_NOTE_GENERATION',
      limitType: 'NUMBER',
      limit: 50,
      limitInterval: 'MONTH',
    });
    await setPlanLimit(db(), plan.id, {
      action: 'TRANSCRIPTION',
      limitType: 'NUMBER',
      limit: 9,
      visible: false,
    });
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    await grantSubscription(db(), {
      userId,
      planId: plan.id,
      billingInterval: 'month_3',
      paymentMethod: { card_brand: 'visa', card_last4: '4242', exp_month: 12, exp_year: 2030 },
      cancelAtPeriodEnd: true,
      expiresAt,
    });
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', amount: 40 });
    await reserveUsage(db(), { userId, action: 'AI_NOTE_GENERATION', amount: 4 });

    const usage = dataOf(await client.gql(OPS.usage)).getSubscriptionUsage;
    expect(usage).toMatchObject({
      name: 'Premium',
      status: 'Active',
      cancelAtPeriodEnd: true,
      expiresAt: expiresAt.toISOString(),
      planPrice: 79.99,
      paymentMethod: { card_brand: 'visa', card_last4: '4242', exp_month: 12, exp_year: 2030 },
      billingInterval: 'month_3',
      recurring: false,
    });
    expect(usage.usage).toEqual([
      expect.objectContaining({
        action: 'CHAT_MESSAGE',
        limitType: 'UNLIMITED',
        limit: null,
        usage: 40,
        remaining: null,
      }),
      expect.objectContaining({
        action: 'AI_NOTE_GENERATION',
        limitType: 'NUMBER',
        limitInterval: 'MONTH',
        limit: 50,
        usage: 4,
        remaining: 46,
        renewsAt: nextPeriodStart('MONTH', new Date()).toISOString(),
      }),
    ]);
  });
});

describe('getAvaliblePlansPublic', () => {
  it('lists visible plans with their visible limits to anyone, cheapest first', async () => {
    const pro = await createPlan(db(), {
      name: 'Pro',
      price: 39.99,
      price3m: 99.99,
      price12m: 349.99,
      freeTier: true,
      description: 'Bez ograniczeń',
    });
    await setPlanLimit(db(), pro.id, { action: 'CHAT_MESSAGE', limitType: 'UNLIMITED' });
    await setPlanLimit(db(), pro.id, {
      action: 'NOTE_ACTION',
      limitType: 'NUMBER',
      limit: 20,
      limitInterval: 'MONTH',
    });
    await setPlanLimit(db(), pro.id, { action: 'WORDBASE', limitType: 'NUMBER', limit: 7, visible: false });
    const hidden = await createPlan(db(), { name: 'Ukryty', price: 1, visible: false });

    const { status, body } = await server.gql(OPS.plans);
    expect(status).toBe(200);
    const plans = body.data?.getAvaliblePlansPublic as { id: string; name: string; limits: unknown[] }[];
    expect(plans.map((p) => p.name)).toEqual(['Darmowy', 'Pro']);
    expect(plans.some((p) => p.id === hidden.id)).toBe(false);
    expect(plans[0]?.limits).toHaveLength(ENABLED_ACTIONS.length);
    expect(plans[0]?.limits[0]).toMatchObject({
      action: 'CHAT_MESSAGE',
      label: 'Wiadomości w czacie',
      limitDisplay: '30 dziennie',
      limitInterval: 'DAY',
      limit: { type: 'NUMBER', value: 30 },
      usedIn: [plans[0]?.id],
    });
    expect(plans[1]).toMatchObject({
      id: pro.id,
      price: 39.99,
      price3m: 99.99,
      price12m: 349.99,
      freeTier: true,
      description: 'Bez ograniczeń',
      visible: true,
    });
    expect(plans[1]?.limits).toEqual([
      expect.objectContaining({
        action: 'CHAT_MESSAGE',
        limitDisplay: 'Bez limitu',
        limit: { type: 'UNLIMITED', value: 0 },
      }),
      expect.objectContaining({
        action: 'NOTE_ACTION',
        limitDisplay: '20 miesięcznie',
        limit: { type: 'NUMBER', value: 20 },
      }),
    ]);
  });
});

describe('limits of the enabled tools', () => {
  it('are every limit a plan holds today, listed and counted (a tool left out of the list: shared/tools.test.ts)', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const plan = await createPlan(db(), { name: 'Wszystko', price: 9.99 });
    for (const action of USAGE_ACTIONS) {
      await setPlanLimit(db(), plan.id, { action, limitType: 'NUMBER', limit: 40 });
    }
    await grantSubscription(db(), { userId, planId: plan.id });
    await reserveUsage(db(), { userId, action: 'AI_TUTORING', amount: 2 });

    const usage = dataOf(await client.gql(OPS.usage)).getSubscriptionUsage;
    // With the AI tutors built, every usage action has its tool.
    expect(ENABLED_ACTIONS).toEqual([...USAGE_ACTIONS]);
    expect(usage.usage.map((item: { action: string }) => item.action)).toEqual(ENABLED_ACTIONS);
    expect(usage.usage.find((item: { action: string }) => item.action === 'AI_TUTORING')).toMatchObject({
      limit: 40,
      usage: 2,
      remaining: 38,
    });

    const plans = dataOf(await server.gql(OPS.plans)).getAvaliblePlansPublic;
    const listed = plans.find((p) => p.id === plan.id);
    expect(listed?.limits.map((limit) => limit.action)).toEqual(ENABLED_ACTIONS);
    expect((await planLimits(db(), plan.id)).map((limit) => limit.action)).toEqual([...USAGE_ACTIONS]);
  });
});

describe('default plan seed', () => {
  it('is idempotent and keeps limits an administrator changed', async () => {
    const plan = await findDefaultPlan(db());
    if (!plan) throw new Error('no default plan');
    await setPlanLimit(db(), plan.id, { action: 'TRANSCRIPTION', limitType: 'NUMBER', limit: 12 });
    expect(await seedDefaultPlan(db())).toEqual({ planCreated: false, limitsAdded: [] });
    const limits = await planLimits(db(), plan.id);
    expect(limits).toHaveLength(Object.keys(DEFAULT_PLAN_LIMITS).length);
    expect(limits.find((l) => l.action === 'TRANSCRIPTION')?.limit).toBe(12);
  });
});
