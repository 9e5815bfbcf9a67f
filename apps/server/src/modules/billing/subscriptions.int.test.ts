import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { createUser } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { BILLING } from './testing/documents.ts';
import type { FakeStripe } from './testing/fake-stripe.ts';
import { type BillingTestServer, startBillingServer } from './testing/helpers.ts';

/*
 * A Stripe subscription's life after the purchase: its events applied by their time whatever their
 * order of arrival, a failed renewal and its payment, and cancelling at period end and undoing it,
 * only ever on the pupil's own subscription.
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

describe('a subscription’s events', () => {
  it('applies a subscription’s events by their time, not by their order of arrival', async () => {
    const pupil = await createUser(server);
    const subscriptionId = await billing.buyAndPay(pupil, billing.plans.pro.id, 'month');
    const at = Math.floor(Date.now() / 1000);
    // Stripe cancels at period end (later), but the older "renewed" event arrives after it.
    const older = stripe.updateSubscription(subscriptionId, { cancel_at_period_end: false }, { at: at + 10 });
    const newer = stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true }, { at: at + 20 });
    await stripe.deliver(newer);
    await billing.settled();
    await stripe.deliver(older);
    await billing.settled();
    expect((await billing.subscriptionRows(pupil.id))[0]?.cancelAtPeriodEnd).toBe(true);

    // The end, then a stale "active" update: the plan stays ended.
    const ended = stripe.updateSubscription(
      subscriptionId,
      { status: 'canceled', ended_at: at + 30 },
      { deleted: true, at: at + 30 },
    );
    const stale = structuredClone(older);
    stale.id = `${older.id}_late`;
    await stripe.deliver(ended);
    await billing.settled();
    await stripe.deliver(stale);
    await billing.settled();
    expect((await billing.subscriptionRows(pupil.id))[0]?.status).toBe('Canceled');
    expect(await billing.planName(pupil)).toBe('Darmowy');
  });

  it('falls back to the free plan when a renewal fails, and back to the plan when it is paid', async () => {
    const pupil = await createUser(server);
    const subscriptionId = await billing.buyAndPay(pupil, billing.plans.pro.id, 'month');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    billing.setStatus(subscriptionId, 'past_due');
    await stripe.deliver(stripe.invoiceEvent('invoice.payment_failed', subscriptionId));
    await billing.settled();
    expect((await billing.subscriptionRows(pupil.id))[0]?.status).toBe('PastDue');
    expect(await billing.planName(pupil)).toBe('Darmowy');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    billing.setStatus(subscriptionId, 'active');
    await stripe.deliver(stripe.invoiceEvent('invoice.paid', subscriptionId));
    await billing.settled();
    expect(await billing.planName(pupil)).toBe('Pro');
  });
});

describe('cancelSubscription', () => {
  it('cancels the own subscription at period end and undoes it; nobody else’s is reached', async () => {
    const [pupil, other] = [await createUser(server), await createUser(server)];
    const subscriptionId = await billing.buyAndPay(pupil, billing.plans.pro.id, 'month');

    // Someone without a monthly subscription reaches nothing, whoever else has one.
    const refused = firstError(
      (await other.client.gql(BILLING.cancel, { input: { cancelAtPeriodEnd: true } })).body,
    );
    expect(refused.message).toMatch(/^Nie masz subskrypcji odnawianej co miesiąc/);
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);

    const cancelled = dataOf(await pupil.client.gql(BILLING.cancel, { input: { cancelAtPeriodEnd: true } }));
    expect(cancelled.cancelSubscription).toMatchObject({
      name: 'Pro',
      status: 'Active',
      cancelAtPeriodEnd: true,
    });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    // Stripe's own event about the change arrives later and changes nothing further.
    for (const event of stripe.emitted.splice(0)) await stripe.deliver(event);
    await billing.settled();
    expect((await billing.subscriptionRows(pupil.id))[0]?.cancelAtPeriodEnd).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const undone = dataOf(await pupil.client.gql(BILLING.cancel, { input: { cancelAtPeriodEnd: false } }));
    expect(undone.cancelSubscription.cancelAtPeriodEnd).toBe(false);
    for (const event of stripe.emitted.splice(0)) await stripe.deliver(event);
    await billing.settled();
    expect((await billing.subscriptionRows(pupil.id))[0]?.cancelAtPeriodEnd).toBe(false);
  });
});

describe('endTrial', () => {
  it('ends the own trial now, the plan going on paid; nobody else’s trial is reached', async () => {
    const [pupil, other] = [await createUser(server), await createUser(server)];
    const subscriptionId = await billing.buyAndPay(pupil, billing.plans.trial.id, 'month');
    expect((await billing.subscriptionRows(pupil.id))[0]?.status).toBe('Trialing');

    const refused = firstError((await other.client.gql(BILLING.endTrial)).body);
    expect(refused.message).toBe('Nie masz okresu próbnego, który można zakończyć.');
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('trialing');

    const ended = dataOf(await pupil.client.gql(BILLING.endTrial)).endTrial;
    expect(ended).toMatchObject({ name: 'Na próbę', status: 'Active' });
    expect(Date.parse(ended.expiresAt ?? '')).toBeGreaterThan(Date.now() + 20 * 24 * 3600 * 1000);
    for (const event of stripe.emitted.splice(0)) await stripe.deliver(event);
    await billing.settled();
    expect((await billing.subscriptionRows(pupil.id))[0]?.status).toBe('Active');
    // A second time there is no trial left to end.
    const again = firstError((await pupil.client.gql(BILLING.endTrial)).body);
    expect(again.message).toBe('Nie masz okresu próbnego, który można zakończyć.');
  });
});
