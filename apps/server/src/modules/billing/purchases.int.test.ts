import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf, outboxFor } from '../../testing/session-client.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { BILLING } from './testing/documents.ts';
import type { FakeStripe } from './testing/fake-stripe.ts';
import { type BillingTestServer, startBillingServer } from './testing/helpers.ts';

/*
 * What a pupil does after the first purchase: reads invoices, upgrades with a preview that is the
 * charge, buys an add-on that raises a limit at once, waits on the order page for the webhook,
 * falls behind with a payment and catches up — each only on their own account.
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

const NO_ORDER = '00000000-0000-4000-8000-000000000000';
const account = async (user: TestUser, checkoutId = NO_ORDER) =>
  dataOf(await user.client.gql(BILLING.account, { checkoutId }));
const checkoutIdOf = (session: Record<string, unknown>) =>
  new URL(String(session.success_url)).searchParams.get('checkout') ?? '';
const card = { card_brand: 'visa', card_last4: '4242', exp_month: 12, exp_year: 2030 };

describe('the order page and invoices', () => {
  it('shows the own order open until the webhook, then paid; the plan, its card and its invoice', async () => {
    const [pupil, other] = [await createUser(server), await createUser(server)];
    const { session } = await billing.buy(pupil, billing.plans.pro.id, 'month');
    const checkoutId = checkoutIdOf(session);
    expect((await account(pupil, checkoutId)).getSubscriptionUsage.checkout).toEqual({
      id: checkoutId,
      state: 'open',
      name: 'Plan Pro (1 miesiąc)',
    });
    // Someone else's order id answers as no order at all.
    expect((await account(other, checkoutId)).getSubscriptionUsage.checkout).toBeNull();

    for (const event of stripe.completeCheckout(session.id as string)) await stripe.deliver(event);
    await billing.settled();
    const after = await account(pupil, checkoutId);
    expect(after.getSubscriptionUsage).toMatchObject({
      name: 'Pro',
      status: 'Active',
      billingInterval: 'month',
      recurring: true,
      paymentMethod: card,
      checkout: { state: 'paid' },
    });
    expect(after.getMe).toMatchObject({
      subStatus: 'Active',
      isFreeSub: false,
      onboardingStatus: 'COMPLETED',
    });

    const invoices = dataOf(await pupil.client.gql(BILLING.invoices)).getInvoices;
    expect(invoices).toEqual([
      expect.objectContaining({
        status: 'paid',
        total: 29.99,
        planName: 'Pro (1 miesiąc)',
        paymentMethod: card,
      }),
    ]);
    expect(invoices[0]?.url).toMatch(/\.pdf$/);
    expect(invoices[0]?.paymentUrl).toBeNull();
    expect(dataOf(await other.client.gql(BILLING.invoices)).getInvoices).toEqual([]);
  });

  it('marks an order left unpaid as expired', async () => {
    const pupil = await createUser(server);
    const { session } = await billing.buy(pupil, billing.plans.pro.id, 'month_3');
    await stripe.deliver(stripe.expireCheckout(session.id as string));
    await billing.settled();
    const { getSubscriptionUsage } = await account(pupil, checkoutIdOf(session));
    expect(getSubscriptionUsage.checkout?.state).toBe('expired');
    expect(getSubscriptionUsage.name).toBe('Darmowy');
  });

  it('records the consent to start at once with the order, and refuses an order without it', async () => {
    const pupil = await createUser(server);
    const input = { planId: billing.plans.pro.id, period: 'month', startNowConsent: false };
    const error = firstError((await pupil.client.gql(BILLING.paymentLink, { input })).body);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields?.startNowConsent).toMatch(/^Zaznacz zgodę na rozpoczęcie usługi od razu/);
    const sessions = stripe.sessions.size;
    const { session } = await billing.buy(pupil, billing.plans.pro.id, 'month');
    expect(stripe.sessions.size).toBe(sessions + 1);
    const [row] = await sqlRows<{ consent_at: Date | null; consent_text: string | null }>(
      server,
      sql`select consent_at, consent_text from billing_checkouts where id = ${checkoutIdOf(session)}`,
    );
    expect(row?.consent_at).toBeTruthy();
    expect(row?.consent_text).toMatch(/zapłacę za okres korzystania z usługi do chwili odstąpienia/);
  });
});

describe('upgradeSubscription', () => {
  it('charges exactly the preview, moves to the dearer plan at once, and refuses a downgrade or a stale preview', async () => {
    const [pupil, other] = [await createUser(server), await createUser(server)];
    const subscriptionId = await billing.buyAndPay(pupil, billing.plans.pro.id, 'month');
    const preview = dataOf(
      await pupil.client.gql(BILLING.preview, { input: { planId: billing.plans.premium.id } }),
    ).calculatePreview;
    expect(preview.original_price).toBe(59.99);
    expect(preview.adjustment).toBeLessThan(0);
    expect(preview.adjustment).toBeGreaterThanOrEqual(-29.99);
    expect(preview.total_amount).toBeCloseTo(preview.original_price + preview.adjustment, 2);
    expect(preview.payment_method).toMatchObject({ card_brand: 'visa', card_last4: '4242' });

    // Someone on the free plan has nothing to upgrade; nobody upgrades down.
    const notYours = firstError(
      (await other.client.gql(BILLING.preview, { input: { planId: billing.plans.premium.id } })).body,
    );
    expect(notYours.message).toMatch(/^Na ten plan nie można przejść przez rozszerzenie/);
    const down = firstError(
      (await pupil.client.gql(BILLING.preview, { input: { planId: billing.plans.trial.id } })).body,
    );
    expect(down.message).toMatch(/^Na ten plan nie można przejść przez rozszerzenie/);
    const stale = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const old = firstError(
      (
        await pupil.client.gql(BILLING.upgrade, {
          input: { planId: billing.plans.premium.id, prorationDate: stale },
        })
      ).body,
    );
    expect(old.message).toMatch(/^Podgląd ceny jest już nieaktualny/);

    const upgraded = dataOf(
      await pupil.client.gql(BILLING.upgrade, {
        input: { planId: billing.plans.premium.id, prorationDate: preview.prorationDate },
      }),
    ).upgradeSubscription;
    expect(upgraded).toMatchObject({ name: 'Premium', status: 'Active', planPrice: 59.99, recurring: true });
    const charged = [...stripe.invoices.values()].at(-1);
    expect(Number(charged?.total) / 100).toBe(preview.total_amount);
    // Stripe's own events about it, delivered late, keep the new plan.
    for (const event of stripe.emitted.splice(0)) await stripe.deliver(event);
    await billing.settled();
    expect(await billing.planName(pupil)).toBe('Premium');
    expect(stripe.subscriptions.get(subscriptionId)?.metadata).toMatchObject({
      planId: billing.plans.premium.id,
    });
    expect(await billing.planName(other)).toBe('Darmowy');
  });

  it('changes nothing when the card is declined', async () => {
    const pupil = await createUser(server);
    await billing.buyAndPay(pupil, billing.plans.pro.id, 'month');
    const preview = dataOf(
      await pupil.client.gql(BILLING.preview, { input: { planId: billing.plans.premium.id } }),
    ).calculatePreview;
    stripe.declineNextCharge();
    const error = firstError(
      (
        await pupil.client.gql(BILLING.upgrade, {
          input: { planId: billing.plans.premium.id, prorationDate: preview.prorationDate },
        })
      ).body,
    );
    expect(error.message).toMatch(/^Nie udało się pobrać płatności z karty/);
    expect(await billing.planName(pupil)).toBe('Pro');
  });
});

describe('add-ons', () => {
  it('raises the limit at once on the webhook, once however often it comes; refuses an unknown one', async () => {
    const [pupil, other] = [await createUser(server), await createUser(server)];
    const before = await account(pupil);
    const offer = before.getSubscriptionUsage.addOnOffers.find((o) => o.action === 'CHAT_MESSAGE');
    expect(offer).toMatchObject({ additionalLimit: 20, price: 9.99, validDays: 30 });
    const chatLimit = (data: Awaited<ReturnType<typeof account>>) =>
      data.getSubscriptionUsage.usage.find((item) => item.action === 'CHAT_MESSAGE')?.limit ?? 0;

    const unknown = firstError(
      (
        await pupil.client.gql(BILLING.paymentLink, {
          input: { addOnId: NO_ORDER, startNowConsent: true },
        })
      ).body,
    );
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono takiego dodatku.' });

    const url = dataOf(
      await pupil.client.gql(BILLING.paymentLink, { input: { addOnId: offer?.id, startNowConsent: true } }),
    ).generatePaymentLink;
    const session = stripe.sessions.get(url.split('/').pop() ?? '') ?? {};
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 999,
      invoice_creation: { enabled: 'true' },
    });
    const events = stripe.completeCheckout(session.id as string);
    for (let i = 0; i < 3; i++) for (const event of events) await stripe.deliver(event);
    await billing.settled();

    const after = await account(pupil, checkoutIdOf(session));
    expect(chatLimit(after)).toBe(chatLimit(before) + 20);
    expect(after.getSubscriptionUsage.additionalLimits).toEqual([
      expect.objectContaining({ action: 'CHAT_MESSAGE', additionalLimit: 20, price: 9.99 }),
    ]);
    expect(after.getSubscriptionUsage.checkout).toMatchObject({ state: 'paid', name: offer?.name });
    expect(chatLimit(await account(other))).toBe(chatLimit(before));
  });
});

describe('a payment that failed', () => {
  it('sends the pupil to the billing page until the invoice is paid, then back', async () => {
    const pupil = await createUser(server);
    const subscriptionId = await billing.buyAndPay(pupil, billing.plans.pro.id, 'month');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    billing.setStatus(subscriptionId, 'past_due');
    const failed = stripe.invoiceEvent('invoice.payment_failed', subscriptionId);
    await stripe.deliver(failed);
    await billing.settled();
    expect((await account(pupil)).getMe).toMatchObject({
      onboardingStatus: 'PASTDUE_INVOICE',
      subStatus: 'PastDue',
      isFreeSub: true,
    });
    const open = dataOf(await pupil.client.gql(BILLING.invoices)).getInvoices.find(
      (i) => i.status === 'open',
    );
    expect(open?.paymentUrl).toMatch(/\/invoice\/in_/);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const event of stripe.payInvoice(failed.data.object.id as string)) await stripe.deliver(event);
    await billing.settled();
    expect((await account(pupil)).getMe).toMatchObject({
      onboardingStatus: 'COMPLETED',
      subStatus: 'Active',
    });
    expect(await billing.planName(pupil)).toBe('Pro');
  });

  it('lets a pupil who will not pay end the unpaid subscription, back on the free plan and free to go', async () => {
    const pupil = await createUser(server);
    const subscriptionId = await billing.buyAndPay(pupil, billing.plans.pro.id, 'month');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    billing.setStatus(subscriptionId, 'past_due');
    await stripe.deliver(stripe.invoiceEvent('invoice.payment_failed', subscriptionId));
    await billing.settled();
    expect((await account(pupil)).getMe.onboardingStatus).toBe('PASTDUE_INVOICE');

    const ended = dataOf(await pupil.client.gql(BILLING.cancel, { input: { cancelAtPeriodEnd: true } }));
    expect(ended.cancelSubscription.name).toBe('Darmowy');
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect((await account(pupil)).getMe).toMatchObject({
      onboardingStatus: 'COMPLETED',
      subStatus: 'Canceled',
    });
    // Stripe's own event about it, arriving after, changes nothing.
    for (const event of stripe.emitted.splice(0)) await stripe.deliver(event);
    await billing.settled();
    expect((await account(pupil)).getMe.onboardingStatus).toBe('COMPLETED');
  });

  it('reminds by e-mail three days before a trial ends: when, how much, where to cancel', async () => {
    const pupil = await createUser(server);
    const subscriptionId = await billing.buyAndPay(pupil, billing.plans.trial.id, 'month');
    await stripe.deliver(stripe.trialWillEnd(subscriptionId));
    await billing.settled();
    const [mail] = (await outboxFor(server.config.dataDir, pupil.email)).filter((m) =>
      m.subject?.startsWith('Okres próbny'),
    );
    expect(mail?.subject).toMatch(/^Okres próbny planu Na próbę kończy się \d+ \p{L}+$/u);
    expect(mail?.text).toContain('19,99');
    expect(mail?.text).toContain('/app/settings/billing');
  });
});
