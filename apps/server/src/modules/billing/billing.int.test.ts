import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createPlan, grantSubscription } from '../usage/catalog.ts';
import { subscriptions } from '../usage/tables.ts';
import { LINKS_PER_10_MINUTES } from './checkout.ts';
import { stripeEvents } from './tables.ts';
import { BILLING } from './testing/documents.ts';
import type { FakeStripe } from './testing/fake-stripe.ts';
import { type BillingTestServer, startBillingServer } from './testing/helpers.ts';
import { pruneStripeEventsTask } from './user-data.ts';

/*
 * Buying a plan with Stripe, end to end through the real `stripe` client and a local fake Stripe:
 * the link is priced on the server, the plan follows only the signed webhook (handled once
 * however often it comes), and every bad request is a Polish error that changes nothing. The
 * subscription's later life (order of events, renewals, cancelling) is subscriptions.int.test.ts.
 */

let billing: BillingTestServer;
let server: TestServer;
let stripe: FakeStripe;

beforeAll(async () => {
  billing = await startBillingServer();
  ({ server, stripe } = billing);
});
afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
});

describe('getAvaliblePlans', () => {
  it('shows the visible plans with prices, limits and the viewer’s button', async () => {
    const pupil = await createUser(server);
    const plans = await billing.plansOf(pupil);
    expect(plans.map((plan) => plan.name)).not.toContain('Ukryty');
    expect(plans.find((plan) => plan.name === 'Darmowy')?.userPlanAction).toBe('CURRENT');
    expect(plans.find((plan) => plan.id === billing.plans.pro.id)).toMatchObject({
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
    const { url, session } = await billing.buy(pupil, billing.plans.pro.id, 'month');
    expect(url).toContain(stripe.url);
    expect(session).toMatchObject({ mode: 'subscription', locale: 'pl', client_reference_id: pupil.id });
    expect(session.line_items).toMatchObject({
      '0': { price_data: { currency: 'pln', unit_amount: '2999', recurring: { interval: 'month' } } },
    });
    // The redirect back proves nothing: until Stripe's webhook the pupil is on the free plan.
    expect(await billing.planName(pupil)).toBe('Darmowy');

    for (const event of stripe.completeCheckout(session.id as string)) {
      expect((await stripe.deliver(event)).status).toBe(200);
    }
    await billing.settled();
    expect(await billing.planName(pupil)).toBe('Pro');
    expect(await billing.actionOf(pupil, billing.plans.pro.id)).toBe('CURRENT');
    const [row] = await billing.subscriptionRows(pupil.id);
    expect(row).toMatchObject({ planId: billing.plans.pro.id, status: 'Active', billingInterval: 'month' });
    expect(row?.stripeSubscriptionId).toMatch(/^sub_/);
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 20 * 24 * 3600 * 1000);
    const me = dataOf(await pupil.client.gql(BILLING.me)).getMe;
    expect(me.subscriptionEntity).toMatchObject({
      id: row?.id,
      userId: pupil.id,
      stripeSubscriptionId: row?.stripeSubscriptionId,
      expiresAt: row?.expiresAt?.toISOString(),
      plan: { id: billing.plans.pro.id, name: 'Pro', price: 29.99 },
      additionalLimits: [],
    });
    expect(me.subscriptionEntity?.plan.limits).toContainEqual({
      action: 'CHAT_MESSAGE',
      limit: { type: 'NUMBER', value: 500 },
    });
  });
});

describe('plan actions', () => {
  it('offers a first-timer the free trial, then an upgrade only to dearer plans', async () => {
    const pupil = await createUser(server);
    expect(await billing.actionOf(pupil, billing.plans.trial.id)).toBe('FREE_TIER');
    const { session } = await billing.buy(pupil, billing.plans.trial.id, 'month');
    expect(session.subscription_data).toMatchObject({ trial_period_days: '7' });
    for (const event of stripe.completeCheckout(session.id as string)) await stripe.deliver(event);
    await billing.settled();
    expect((await billing.subscriptionRows(pupil.id))[0]?.status).toBe('Trialing');
    expect(await billing.planName(pupil)).toBe('Na próbę');
    const plans = await billing.plansOf(pupil);
    const actions = Object.fromEntries(plans.map((plan) => [plan.name, plan.userPlanAction]));
    expect(actions).toMatchObject({
      Darmowy: 'DISABLED',
      'Na próbę': 'CURRENT',
      // A trial is upgraded once it is paid (ending it early is one tap): no proration of nothing.
      Pro: 'DISABLED',
      Premium: 'DISABLED',
    });
    // Changing a paid plan is an upgrade of the subscription, never a second purchase.
    const again = firstError(
      (
        await pupil.client.gql(BILLING.paymentLink, {
          input: { planId: billing.plans.premium.id, period: 'month', startNowConsent: true },
        })
      ).body,
    );
    expect(again.message).toMatch(
      /^Masz już płatny plan\. Na droższy przejdziesz przyciskiem „Rozszerz plan”/,
    );
  });

  it('shows a plan an admin assigned as current, and cheaper paid plans as unavailable', async () => {
    const pupil = await createUser(server);
    await grantSubscription(server.database.db, { userId: pupil.id, planId: billing.plans.premium.id });
    const actions = Object.fromEntries(
      (await billing.plansOf(pupil)).map((plan) => [plan.name, plan.userPlanAction]),
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
    const { session } = await billing.buy(pupil, billing.plans.pro.id, 'month_3');
    expect(session).toMatchObject({ mode: 'payment', locale: 'pl' });
    expect(session.line_items).toMatchObject({
      '0': { price_data: { currency: 'pln', unit_amount: '7999' } },
    });
    const [completed] = stripe.completeCheckout(session.id as string);
    if (!completed) throw new Error('no event');
    for (let i = 0; i < 4; i++) expect((await stripe.deliver(completed)).status).toBe(200);
    // The same payment sent again as a new event (Stripe's retry after a lost answer is the same id).
    await stripe.deliver({ ...completed, id: `${completed.id}_again` });
    await billing.settled();
    const rows = await billing.subscriptionRows(pupil.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      planId: billing.plans.pro.id,
      billingInterval: 'month_3',
      status: 'Active',
    });
    const months = ((rows[0]?.expiresAt?.getTime() ?? 0) - Date.now()) / (30 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(2.9);
    expect(months).toBeLessThan(3.2);
    const recorded = await server.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, completed.id));
    expect(recorded).toHaveLength(1);
    expect(await billing.planName(pupil)).toBe('Pro');
  });
});

describe('webhooks', () => {
  it('refuses a bad signature and records nothing', async () => {
    const pupil = await createUser(server);
    const { session } = await billing.buy(pupil, billing.plans.pro.id, 'month_12');
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
    expect(await billing.subscriptionRows(pupil.id)).toHaveLength(0);
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
    const free = (await billing.plansOf(pupil)).find((plan) => plan.name === 'Darmowy');
    const cases: [{ planId: string; period: string; startNowConsent?: boolean }, string, string][] = [
      [{ planId: billing.plans.hidden.id, period: 'month' }, 'NOT_FOUND', 'Nie znaleziono takiego planu.'],
      [{ planId: 'nie-ma-takiego', period: 'month' }, 'BAD_USER_INPUT', 'Nieprawidłowe dane.'],
      [{ planId: billing.plans.pro.id, period: 'month_6' }, 'BAD_USER_INPUT', 'Nieprawidłowe dane.'],
      [{ planId: free?.id ?? '', period: 'month' }, 'BAD_USER_INPUT', 'Masz już ten plan.'],
      [
        { planId: billing.plans.noPasses.id, period: 'month_12' },
        'BAD_USER_INPUT',
        'Tego planu nie można kupić na wybrany okres.',
      ],
    ];
    for (const [fields, code, message] of cases) {
      const input = { startNowConsent: true, ...fields };
      const error = firstError((await pupil.client.gql(BILLING.paymentLink, { input })).body);
      expect(error, JSON.stringify(input)).toMatchObject({ code, message });
    }
    const period = firstError(
      (
        await pupil.client.gql(BILLING.paymentLink, {
          input: { planId: billing.plans.pro.id, period: 'month_6', startNowConsent: true },
        })
      ).body,
    );
    expect(period.fields?.period).toBe('Wybierz okres: 1 miesiąc, 3 miesiące albo 12 miesięcy.');
    expect(stripe.sessions.size).toBe(checkoutsBefore);
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from billing_checkouts where user_id = ${pupil.id}`,
    );
    expect(row?.n).toBe(0);
  });

  it('refuses more than 10 payment links in 10 minutes, in Polish, making no checkout', async () => {
    const pupil = await createUser(server);
    for (let i = 0; i < LINKS_PER_10_MINUTES; i++) await billing.buy(pupil, billing.plans.pro.id, 'month');
    const sessions = stripe.sessions.size;
    const input = { planId: billing.plans.pro.id, period: 'month', startNowConsent: true };
    const error = firstError((await pupil.client.gql(BILLING.paymentLink, { input })).body);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^Zbyt wiele prób przejścia do płatności\. Spróbuj ponownie/);
    expect(stripe.sessions.size).toBe(sessions);
  });

  it('gives each pupil only their own plan: one pupil’s payment never reaches another', async () => {
    const [buyer, other] = [await createUser(server), await createUser(server)];
    const { session } = await billing.buy(buyer, billing.plans.pro.id, 'month_12');
    for (const event of stripe.completeCheckout(session.id as string)) await stripe.deliver(event);
    await billing.settled();
    expect(await billing.planName(buyer)).toBe('Pro');
    expect(await billing.planName(other)).toBe('Darmowy');
    expect(await billing.actionOf(other, billing.plans.pro.id)).toBe('BUY');
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
        (
          await pupil.client.gql(BILLING.paymentLink, {
            input: { planId: free?.id ?? '', period: 'month', startNowConsent: true },
          })
        ).body,
      );
      expect(error.message).toMatch(/^Płatności są w tej chwili wyłączone/);
      const cancel = firstError(
        (await pupil.client.gql(BILLING.cancel, { input: { cancelAtPeriodEnd: true } })).body,
      );
      expect(cancel.message).toMatch(/^Płatności są w tej chwili wyłączone/);
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
