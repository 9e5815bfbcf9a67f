import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { sqlRows } from '../../../testing/accounts.ts';
import { USAGE } from '../../../testing/documents.ts';
import type { TestUser } from '../../../testing/factories.ts';
import { dataOf } from '../../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { BILLING } from './documents.ts';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from './fake-stripe.ts';

/** A test server with billing on through a fake Stripe, and the plans the tests sell. */
export async function startBillingServer() {
  const stripe = await startFakeStripe();
  const server = await startTestServer(fakeStripeEnv(stripe));
  stripe.webhookUrl = `${server.url}/api/webhooks/stripe`;
  const plan = (
    name: string,
    prices: [number, number, number],
    extra: { visible?: boolean; freeTier?: boolean } = {},
  ) => createPlan(server, name, prices, extra);
  const plans = {
    pro: await plan('Pro', [29.99, 79.99, 249]),
    hidden: await plan('Ukryty', [9.99, 25, 90], { visible: false }),
    noPasses: await plan('Tylko miesięczny', [39.99, 0, 0]),
    premium: await plan('Premium', [59.99, 159.99, 499]),
    trial: await plan('Na próbę', [19.99, 49.99, 179], { freeTier: true }),
  };
  await sqlRows(
    server,
    sql`insert into limits (plan_id, action, label, limit_display, limit_interval, limit_type, "limit")
        values (${plans.pro.id}, 'CHAT_MESSAGE', 'Wiadomości w czacie', '500 dziennie', 'DAY', 'NUMBER', 500)`,
  );
  return { server, stripe, plans, ...billingSteps(server, stripe) };
}

/**
 * A plan as an admin would make it (the usage module's catalogue is its own: support code reaches
 * it through the database, as a test file may not).
 */
async function createPlan(
  server: TestServer,
  name: string,
  [price, price3m, price12m]: [number, number, number],
  { visible = true, freeTier = false }: { visible?: boolean; freeTier?: boolean },
): Promise<{ id: string }> {
  const [row] = await sqlRows<{ id: string }>(
    server,
    sql`insert into plans (name, price, price_3m, price_12m, visible, free_tier)
        values (${name}, ${price}, ${price3m}, ${price12m}, ${visible}, ${freeTier}) returning id`,
  );
  if (!row) throw new Error('plan insert returned nothing');
  return row;
}

/** The pupil's subscriptions as the usage module stores them. */
async function subscriptionRows(server: TestServer, userId: string) {
  const rows = await sqlRows<{
    id: string;
    planId: string;
    status: string;
    billingInterval: string;
    stripeSubscriptionId: string | null;
    cancelAtPeriodEnd: boolean;
    expiresAt: Date | string | null;
  }>(
    server,
    sql`select id, plan_id as "planId", status, billing_interval as "billingInterval",
          stripe_subscription_id as "stripeSubscriptionId", cancel_at_period_end as "cancelAtPeriodEnd",
          expires_at as "expiresAt"
        from subscriptions where user_id = ${userId} order by granted_at`,
  );
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt ? new Date(row.expiresAt) : null }));
}

/** What the tests do and read: through the API as the pupil, and the rows the plan lives in. */
function billingSteps(server: TestServer, stripe: FakeStripe) {
  const plansOf = async (user: TestUser) => dataOf(await user.client.gql(BILLING.plans)).getAvaliblePlans;
  return {
    plansOf,
    actionOf: async (user: TestUser, planId: string) =>
      (await plansOf(user)).find((plan) => plan.id === planId)?.userPlanAction,
    planName: async (user: TestUser) =>
      dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.name,
    subscriptionRows: (userId: string) => subscriptionRows(server, userId),
    /** Stripe's own change of a subscription's status (a renewal charged or failed). */
    setStatus(subscriptionId: string, status: string) {
      const subscription = stripe.subscriptions.get(subscriptionId);
      if (subscription) subscription.status = status;
    },
    async buy(user: TestUser, planId: string, period: string) {
      const url = dataOf(
        await user.client.gql(BILLING.paymentLink, { input: { planId, period, startNowConsent: true } }),
      ).generatePaymentLink;
      const sessionId = url.split('/').pop() ?? '';
      return { url, sessionId, session: stripe.sessions.get(sessionId) ?? {} };
    },
    /** Buys and pays, every event delivered in Stripe's order; the Stripe subscription's id (if any). */
    async buyAndPay(user: TestUser, planId: string, period: string) {
      const { session } = await this.buy(user, planId, period);
      for (const event of stripe.completeCheckout(session.id as string)) await stripe.deliver(event);
      await this.settled();
      return String(stripe.sessions.get(session.id as string)?.subscription);
    },
    /** Waits until the server has handled every event it recorded (the jobs ran). */
    async settled() {
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
    },
  };
}

export type BillingTestServer = Awaited<ReturnType<typeof startBillingServer>>;
