import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { USAGE } from '../../testing/documents.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createPlan, grantSubscription, setPlanLimit } from '../usage/catalog.ts';
import { subscriptions } from '../usage/tables.ts';
import { stripeEvents } from './tables.ts';
import { BILLING } from './testing/documents.ts';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from './testing/fake-stripe.ts';
import { pruneStripeEventsTask } from './user-data.ts';

/*
 * Buying a plan with Stripe, end to end through the real `stripe` client and a local fake Stripe:
 * the link is priced on the server, the plan follows only the signed webhook (handled once
 * however often it comes, in any order), and every bad request is a Polish error that changes
 * nothing.
 */

let server: TestServer;
let stripe: FakeStripe;
let pro: { id: string };
let hidden: { id: string };
let noPasses: { id: string };
let premium: { id: string };
let trial: { id: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer(fakeStripeEnv(stripe));
  stripe.webhookUrl = `${server.url}/api/webhooks/stripe`;
  const db = server.database.db;
  pro = await createPlan(db, { name: 'Pro', price: 29.99, price3m: 79.99, price12m: 249, freeTier: false });
  await setPlanLimit(db, pro.id, { action: 'CHAT_MESSAGE', limitType: 'NUMBER', limit: 500 });
  hidden = await createPlan(db, { name: 'Ukryty', price: 9.99, price3m: 25, price12m: 90, visible: false });
  noPasses = await createPlan(db, { name: 'Tylko miesięczny', price: 39.99, price3m: 0, price12m: 0 });
  premium = await createPlan(db, { name: 'Premium', price: 59.99, price3m: 159.99, price12m: 499 });
  trial = await createPlan(db, {
    name: 'Na próbę',
    price: 19.99,
    price3m: 49.99,
    price12m: 179,
    freeTier: true,
  });
});
afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
});

const plansOf = async (user: TestUser) => dataOf(await user.client.gql(BILLING.plans)).getAvaliblePlans;
const actionOf = async (user: TestUser, planId: string) =>
  (await plansOf(user)).find((plan) => plan.id === planId)?.userPlanAction;
const planName = async (user: TestUser) =>
  dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.name;
const subscriptionRows = (userId: string) =>
  server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

/** Stripe's own change of a subscription's status (a renewal charged or failed). */
function setStatus(subscriptionId: string, status: string) {
  const subscription = stripe.subscriptions.get(subscriptionId);
  if (subscription) subscription.status = status;
}

async function buy(user: TestUser, planId: string, period: string) {
  const url = dataOf(
    await user.client.gql(BILLING.paymentLink, { input: { planId, period } }),
  ).generatePaymentLink;
  const sessionId = url.split('/').pop() ?? '';
  return { url, sessionId, session: stripe.sessions.get(sessionId) ?? {} };
}

/** Waits until the server has handled every event it recorded (the jobs ran). */
async function settled() {
  await vi.waitFor(
    async () => {
      const [row] = await sqlRows<{ n: number }>(
        server,
        sql`select count(*)::int as n from stripe_events where handled_at is null`,
      );
      expect(row?.n).toBe(0);
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe('getAvaliblePlans', () => {
  it('shows the visible plans with prices, limits and the viewer’s button', async () => {
    const pupil = await createUser(server);
    const plans = await plansOf(pupil);
    expect(plans.map((plan) => plan.name)).not.toContain('Ukryty');
    expect(plans.find((plan) => plan.name === 'Darmowy')?.userPlanAction).toBe('CURRENT');
    expect(plans.find((plan) => plan.id === pro.id)).toMatchObject({
      price: 29.99,
      price3m: 79.99,
      price12m: 249,
      userPlanAction: 'BUY',
    });
  });

  it('needs a signed-in user', async () => {
    expect(firstError((await server.gql(BILLING.plans)).body).code).toBe('UNAUTHENTICATED');
  });
});

describe('buying a monthly plan', () => {
  it('opens a Polish PLN subscription checkout priced on the server, and grants the plan on the webhook only', async () => {
    const pupil = await createUser(server);
    const { url, session } = await buy(pupil, pro.id, 'month');
    expect(url).toContain(stripe.url);
    expect(session).toMatchObject({ mode: 'subscription', locale: 'pl', client_reference_id: pupil.id });
    expect(session.line_items).toMatchObject({
      '0': { price_data: { currency: 'pln', unit_amount: '2999', recurring: { interval: 'month' } } },
    });
    // The redirect back proves nothing: until Stripe's webhook the pupil is on the free plan.
    expect(await planName(pupil)).toBe('Darmowy');

    for (const event of stripe.completeCheckout(session.id as string)) {
      expect((await stripe.deliver(event)).status).toBe(200);
    }
    await settled();
    expect(await planName(pupil)).toBe('Pro');
    expect(await actionOf(pupil, pro.id)).toBe('CURRENT');
    const [row] = await subscriptionRows(pupil.id);
    expect(row).toMatchObject({ planId: pro.id, status: 'Active', billingInterval: 'month' });
    expect(row?.stripeSubscriptionId).toMatch(/^sub_/);
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 20 * 24 * 3600 * 1000);
    const me = dataOf(await pupil.client.gql(BILLING.me)).getMe;
    expect(me.subscriptionEntity).toMatchObject({
      id: row?.id,
      userId: pupil.id,
      stripeSubscriptionId: row?.stripeSubscriptionId,
      expiresAt: row?.expiresAt?.toISOString(),
      plan: { id: pro.id, name: 'Pro', price: 29.99 },
      additionalLimits: [],
    });
    expect(me.subscriptionEntity?.plan.limits).toContainEqual({
      action: 'CHAT_MESSAGE',
      limit: { type: 'NUMBER', value: 500 },
    });
  });

  it('applies a subscription’s events by their time, not by their order of arrival', async () => {
    const pupil = await createUser(server);
    const { session } = await buy(pupil, pro.id, 'month');
    for (const event of stripe.completeCheckout(session.id as string)) await stripe.deliver(event);
    await settled();
    const subscriptionId = String(stripe.sessions.get(session.id as string)?.subscription);
    const at = Math.floor(Date.now() / 1000);
    // Stripe cancels at period end (later), but the older "renewed" event arrives after it.
    const older = stripe.updateSubscription(subscriptionId, { cancel_at_period_end: false }, { at: at + 10 });
    const newer = stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true }, { at: at + 20 });
    await stripe.deliver(newer);
    await settled();
    await stripe.deliver(older);
    await settled();
    expect((await subscriptionRows(pupil.id))[0]?.cancelAtPeriodEnd).toBe(true);

    // The end, then a stale "active" update: the plan stays ended.
    const ended = stripe.updateSubscription(
      subscriptionId,
      { status: 'canceled', ended_at: at + 30 },
      { deleted: true, at: at + 30 },
    );
    const stale = structuredClone(older);
    stale.id = `${older.id}_late`;
    await stripe.deliver(ended);
    await settled();
    await stripe.deliver(stale);
    await settled();
    expect((await subscriptionRows(pupil.id))[0]?.status).toBe('Canceled');
    expect(await planName(pupil)).toBe('Darmowy');
  });

  it('falls back to the free plan when a renewal fails, and back to the plan when it is paid', async () => {
    const pupil = await createUser(server);
    const { session } = await buy(pupil, pro.id, 'month');
    for (const event of stripe.completeCheckout(session.id as string)) await stripe.deliver(event);
    await settled();
    const subscriptionId = String(stripe.sessions.get(session.id as string)?.subscription);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    setStatus(subscriptionId, 'past_due');
    await stripe.deliver(stripe.invoiceEvent('invoice.payment_failed', subscriptionId));
    await settled();
    expect((await subscriptionRows(pupil.id))[0]?.status).toBe('PastDue');
    expect(await planName(pupil)).toBe('Darmowy');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    setStatus(subscriptionId, 'active');
    await stripe.deliver(stripe.invoiceEvent('invoice.paid', subscriptionId));
    await settled();
    expect(await planName(pupil)).toBe('Pro');
  });
});

describe('plan actions', () => {
  it('offers a first-timer the free trial, then an upgrade only to dearer plans', async () => {
    const pupil = await createUser(server);
    expect(await actionOf(pupil, trial.id)).toBe('FREE_TIER');
    const { session } = await buy(pupil, trial.id, 'month');
    expect(session.subscription_data).toMatchObject({ trial_period_days: '7' });
    for (const event of stripe.completeCheckout(session.id as string)) await stripe.deliver(event);
    await settled();
    expect((await subscriptionRows(pupil.id))[0]?.status).toBe('Trialing');
    expect(await planName(pupil)).toBe('Na próbę');
    const plans = await plansOf(pupil);
    const actions = Object.fromEntries(plans.map((plan) => [plan.name, plan.userPlanAction]));
    expect(actions).toMatchObject({
      Darmowy: 'DISABLED',
      'Na próbę': 'CURRENT',
      Pro: 'UPGRADE',
      Premium: 'UPGRADE',
    });
    // Changing a paid plan is an upgrade of the subscription, never a second purchase.
    const again = firstError(
      (await pupil.client.gql(BILLING.paymentLink, { input: { planId: premium.id, period: 'month' } })).body,
    );
    expect(again.message).toBe('Masz już płatny plan. Wyższy plan wybierz przyciskiem „Rozszerz plan”.');
  });

  it('shows a plan an admin assigned as current, and cheaper paid plans as unavailable', async () => {
    const pupil = await createUser(server);
    await grantSubscription(server.database.db, { userId: pupil.id, planId: premium.id });
    const actions = Object.fromEntries(
      (await plansOf(pupil)).map((plan) => [plan.name, plan.userPlanAction]),
    );
    expect(actions).toMatchObject({
      Darmowy: 'DISABLED',
      Pro: 'DISABLED',
      Premium: 'CURRENT',
      'Na próbę': 'DISABLED',
    });
  });
});

describe('buying a 3-month pass', () => {
  it('grants the pass once however many times the webhook is replayed', async () => {
    const pupil = await createUser(server);
    const { session } = await buy(pupil, pro.id, 'month_3');
    expect(session).toMatchObject({ mode: 'payment', locale: 'pl' });
    expect(session.line_items).toMatchObject({
      '0': { price_data: { currency: 'pln', unit_amount: '7999' } },
    });
    const [completed] = stripe.completeCheckout(session.id as string);
    if (!completed) throw new Error('no event');
    for (let i = 0; i < 4; i++) expect((await stripe.deliver(completed)).status).toBe(200);
    // The same payment sent again as a new event (Stripe's retry after a lost answer is the same id).
    await stripe.deliver({ ...completed, id: `${completed.id}_again` });
    await settled();
    const rows = await subscriptionRows(pupil.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planId: pro.id, billingInterval: 'month_3', status: 'Active' });
    const months = ((rows[0]?.expiresAt?.getTime() ?? 0) - Date.now()) / (30 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(2.9);
    expect(months).toBeLessThan(3.2);
    const recorded = await server.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, completed.id));
    expect(recorded).toHaveLength(1);
    expect(await planName(pupil)).toBe('Pro');
  });
});

describe('webhooks', () => {
  it('refuses a bad signature and records nothing', async () => {
    const pupil = await createUser(server);
    const { session } = await buy(pupil, pro.id, 'month_12');
    const [completed] = stripe.completeCheckout(session.id as string);
    if (!completed) throw new Error('no event');
    const answer = await stripe.deliver(completed, { secret: 'whsec_someone_else' });
    expect(answer.status).toBe(400);
    const unsigned = await fetch(stripe.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(400);
    const recorded = await server.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, completed.id));
    expect(recorded).toHaveLength(0);
    expect(await subscriptionRows(pupil.id)).toHaveLength(0);
  });
});

describe('stripe events', () => {
  it('are pruned once handled and 30 days old, newer ones kept', async () => {
    const db = server.database.db;
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const event = { type: 'invoice.paid', payload: {}, createdAt: old, handledAt: old };
    await db.insert(stripeEvents).values([
      { ...event, id: 'evt_prune_old', receivedAt: old },
      { ...event, id: 'evt_prune_recent', receivedAt: new Date() },
    ]);
    await pruneStripeEventsTask.run({ db } as never, { atStartup: false });
    const left = await db
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(like(stripeEvents.id, 'evt_prune_%'));
    expect(left.map((row) => row.id)).toEqual(['evt_prune_recent']);
  });
});

describe('refusals', () => {
  it('refuses hidden plans, unknown periods, free plans and periods a plan has no price for, changing nothing', async () => {
    const pupil = await createUser(server);
    const checkoutsBefore = stripe.sessions.size;
    const free = (await plansOf(pupil)).find((plan) => plan.name === 'Darmowy');
    const cases: [{ planId: string; period: string }, string, string][] = [
      [{ planId: hidden.id, period: 'month' }, 'NOT_FOUND', 'Nie znaleziono takiego planu.'],
      [{ planId: 'nie-ma-takiego', period: 'month' }, 'BAD_USER_INPUT', 'Nieprawidłowe dane.'],
      [{ planId: pro.id, period: 'month_6' }, 'BAD_USER_INPUT', 'Nieprawidłowe dane.'],
      [{ planId: free?.id ?? '', period: 'month' }, 'BAD_USER_INPUT', 'Masz już ten plan.'],
      [
        { planId: noPasses.id, period: 'month_12' },
        'BAD_USER_INPUT',
        'Tego planu nie można kupić na wybrany okres.',
      ],
    ];
    for (const [input, code, message] of cases) {
      const error = firstError((await pupil.client.gql(BILLING.paymentLink, { input })).body);
      expect(error, JSON.stringify(input)).toMatchObject({ code, message });
    }
    const period = firstError(
      (await pupil.client.gql(BILLING.paymentLink, { input: { planId: pro.id, period: 'month_6' } })).body,
    );
    expect(period.fields?.period).toBe('Wybierz okres: 1 miesiąc, 3 miesiące albo 12 miesięcy.');
    expect(stripe.sessions.size).toBe(checkoutsBefore);
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from billing_checkouts where user_id = ${pupil.id}`,
    );
    expect(row?.n).toBe(0);
  });

  it('gives each pupil only their own plan: one pupil’s payment never reaches another', async () => {
    const [buyer, other] = [await createUser(server), await createUser(server)];
    const { session } = await buy(buyer, pro.id, 'month_12');
    for (const event of stripe.completeCheckout(session.id as string)) await stripe.deliver(event);
    await settled();
    expect(await planName(buyer)).toBe('Pro');
    expect(await planName(other)).toBe('Darmowy');
    expect(await actionOf(other, pro.id)).toBe('BUY');
    expect(dataOf(await other.client.gql(BILLING.me)).getMe.subscriptionEntity).toBeNull();
    expect(session.client_reference_id).toBe(buyer.id);
    expect(
      await server.database.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, other.id))),
    ).toHaveLength(0);
  });
});

describe('billing off', () => {
  it('shows buying as "Niedostępny", refuses a link in Polish, has no webhook, keeps admin-assigned plans', async () => {
    const off = await startTestServer();
    try {
      const paid = await createPlan(off.database.db, {
        name: 'Pro',
        price: 29.99,
        price3m: 79.99,
        price12m: 249,
      });
      const pupil = await createUser(off);
      const plans = dataOf(await pupil.client.gql(BILLING.plans)).getAvaliblePlans;
      expect(plans.find((plan) => plan.name === 'Darmowy')?.userPlanAction).toBe('CURRENT');
      expect(plans.find((plan) => plan.id === paid.id)?.userPlanAction).toBe('DISABLED');
      const free = plans.find((plan) => plan.name === 'Darmowy');
      const error = firstError(
        (await pupil.client.gql(BILLING.paymentLink, { input: { planId: free?.id ?? '', period: 'month' } }))
          .body,
      );
      expect(error.message).toMatch(/^Płatności są w tej chwili wyłączone/);
      const hook = await fetch(`${off.url}/api/webhooks/stripe`, { method: 'POST', body: '{}' });
      expect(hook.status).toBe(404);
      // An admin-assigned plan works without billing, and is the current one.
      await grantSubscription(off.database.db, { userId: pupil.id, planId: paid.id });
      const assigned = dataOf(await pupil.client.gql(BILLING.plans)).getAvaliblePlans;
      expect(assigned.find((plan) => plan.id === paid.id)?.userPlanAction).toBe('CURRENT');
      expect(assigned.find((plan) => plan.name === 'Darmowy')?.userPlanAction).toBe('DISABLED');
    } finally {
      await off.stop();
    }
  });
});
