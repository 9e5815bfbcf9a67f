import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { badUserInput, type FakeHandler, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { Billing } from './api/get-billing.ts';
import { checkoutTiming } from './api/get-checkout.ts';
import { Component as BillingPage } from './billing-page.tsx';
import { checkoutRedirect } from './checkout-redirect.ts';
import { CONSENT_MISSING } from './consent-checkbox.tsx';
import { fakeBilling, fakeInvoice, paidBilling } from './test-fixtures.ts';

const billingAnswer =
  (plan: Billing): FakeHandler =>
  () => ({ data: { getSubscriptionUsage: plan } });

function renderBilling(handlers: Record<string, FakeHandler>, path = '/app/settings/billing') {
  const api = installFakeApi({
    billingPage: billingAnswer(paidBilling()),
    invoices: () => ({ data: { getInvoices: [] } }),
    getMe: () => ({ data: { getMe: fakeUser({ isFreeSub: false }) } }),
    ...handlers,
  });
  renderRoutes([{ path: '/app/settings/billing', Component: BillingPage }], path);
  return api;
}

const planRegion = async (name: string) =>
  within(await screen.findByRole('region', { name: `Plan: ${name}` }));
const variablesOf = (api: ReturnType<typeof installFakeApi>, name: string) =>
  api.calls.filter((call) => call.operationName === name).map((call) => call.variables);

describe('billing page', () => {
  const timing = { ...checkoutTiming };
  beforeEach(() => {
    checkoutTiming.pollMs = 20;
    checkoutTiming.waitMs = 120_000;
  });
  afterEach(() => {
    Object.assign(checkoutTiming, timing);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the paid plan: status, renewal, card, price, limits and the way to change it', async () => {
    renderBilling({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan i płatności' })).toBeTruthy();
    expect(document.title).toBe('Plan i płatności – Kreda');
    const plan = await planRegion('Premium');
    expect(plan.getByText('Aktywna')).toBeTruthy();
    expect(plan.getByText('Odnawia się 12 grudnia 2026')).toBeTruthy();
    expect(plan.getByText('Visa •••• 4242, ważna do 12/2030')).toBeTruthy();
    expect(plan.getByText(/^29,99\szł co miesiąc$/)).toBeTruthy();
    expect(plan.getByRole('link', { name: 'Zmień plan' }).getAttribute('href')).toBe('/app/chooseplan');
    const usage = within(screen.getByRole('region', { name: 'Wykorzystanie limitów' }));
    expect(usage.getByText('3 z 30 dziś')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists invoices with their Polish status, the PDF and the payment of an open one', async () => {
    renderBilling({
      invoices: () => ({
        data: {
          getInvoices: [
            fakeInvoice({
              id: 'in_4',
              status: 'open',
              created: '2026-11-12T10:00:00Z',
              url: null,
              paymentUrl: 'https://pay.stripe.test/i/4',
            }),
            fakeInvoice({ id: 'in_3', status: 'paid', created: '2026-10-12T10:00:00Z' }),
            fakeInvoice({ id: 'in_2', status: 'void', created: '2026-09-12T10:00:00Z', url: null }),
            fakeInvoice({ id: 'in_1', status: 'uncollectible', created: '2026-08-12T10:00:00Z', url: null }),
            fakeInvoice({ id: 'in_0', status: 'draft', created: '2026-07-12T10:00:00Z', url: null }),
          ],
        },
      }),
    });
    const invoices = within(await screen.findByRole('region', { name: 'Faktury' }));
    const rows = await invoices.findAllByRole('listitem');
    expect(
      rows.map(
        (row) => within(row).getByText(/^(Szkic|Do zapłaty|Opłacona|Nieściągalna|Anulowana)$/).textContent,
      ),
    ).toEqual(['Do zapłaty', 'Opłacona', 'Anulowana', 'Nieściągalna', 'Szkic']);
    const open = within(rows[0] as HTMLElement);
    expect(open.getByText('12 listopada 2026 ·', { exact: false })).toBeTruthy();
    expect(open.getByText(/^29,99\szł$/)).toBeTruthy();
    expect(open.getByRole('link', { name: 'Zapłać fakturę z 12 listopada 2026' }).getAttribute('href')).toBe(
      'https://pay.stripe.test/i/4',
    );
    expect(open.queryByRole('link', { name: /Pobierz PDF/ })).toBeNull();
    const paid = within(rows[1] as HTMLElement);
    expect(
      paid.getByRole('link', { name: 'Pobierz PDF faktury z 12 października 2026' }).getAttribute('href'),
    ).toBe('https://pay.stripe.test/invoice/in_1.pdf');
    expect(paid.queryByRole('link', { name: /Zapłać/ })).toBeNull();
  });

  it('cancels at the period end after the pupil confirms, and says until when the plan stays', async () => {
    let plan = paidBilling();
    const api = renderBilling({
      billingPage: () => ({ data: { getSubscriptionUsage: plan } }),
      cancelSubscription: ({ variables }) => {
        const input = variables.cancelSubscriptionInput as { cancelAtPeriodEnd: boolean };
        plan = { ...plan, cancelAtPeriodEnd: input.cancelAtPeriodEnd };
        return {
          data: {
            cancelSubscription: {
              name: plan.name,
              cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
              expiresAt: plan.expiresAt,
            },
          },
        };
      },
    });
    fireEvent.click((await planRegion('Premium')).getByRole('button', { name: 'Anuluj subskrypcję' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anulować subskrypcję?' });
    expect(dialog.textContent).toContain('Plan Premium zostaje z Tobą do 12 grudnia 2026.');
    expect(api.count('cancelSubscription')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj subskrypcję' }));
    expect(await (await planRegion('Premium')).findByText('Kończy się 12 grudnia 2026')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(variablesOf(api, 'cancelSubscription')).toEqual([
      { cancelSubscriptionInput: { cancelAtPeriodEnd: true } },
    ]);

    fireEvent.click((await planRegion('Premium')).getByRole('button', { name: 'Wznów subskrypcję' }));
    expect(await (await planRegion('Premium')).findByText('Odnawia się 12 grudnia 2026')).toBeTruthy();
    expect(variablesOf(api, 'cancelSubscription')).toEqual([
      { cancelSubscriptionInput: { cancelAtPeriodEnd: true } },
      { cancelSubscriptionInput: { cancelAtPeriodEnd: false } },
    ]);
  });

  it('keeps the subscription when the pupil says no, and shows a refusal in the dialog', async () => {
    const api = renderBilling({
      cancelSubscription: () => badUserInput('Tej subskrypcji nie można anulować.'),
    });
    fireEvent.click((await planRegion('Premium')).getByRole('button', { name: 'Anuluj subskrypcję' }));
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nie, zostaw' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.count('cancelSubscription')).toBe(0);

    fireEvent.click((await planRegion('Premium')).getByRole('button', { name: 'Anuluj subskrypcję' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj subskrypcję' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Tej subskrypcji nie można anulować.',
    );
    expect((await planRegion('Premium')).getByText('Odnawia się 12 grudnia 2026')).toBeTruthy();
  });

  it('ends the trial after the pupil confirms the first payment', async () => {
    let plan = paidBilling({ status: 'Trialing', expiresAt: '2026-11-19T10:00:00.000Z' });
    const api = renderBilling({
      billingPage: () => ({ data: { getSubscriptionUsage: plan } }),
      endTrial: () => {
        plan = { ...plan, status: 'Active', expiresAt: '2026-12-19T10:00:00.000Z' };
        return { data: { endTrial: { name: plan.name, status: plan.status } } };
      },
    });
    const region = await planRegion('Premium');
    expect(region.getByText('Okres próbny do 19 listopada 2026')).toBeTruthy();
    expect(region.getByText('Okres próbny')).toBeTruthy();
    fireEvent.click(region.getByRole('button', { name: 'Zakończ okres próbny i zapłać teraz' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zakończyć okres próbny?' });
    expect(dialog.textContent).toMatch(/Pobierzemy teraz pierwszą opłatę: 29,99\szł z karty Visa •••• 4242/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapłać teraz' }));
    expect(await (await planRegion('Premium')).findByText('Odnawia się 19 grudnia 2026')).toBeTruthy();
    expect(api.count('endTrial')).toBe(1);
  });

  it('waits for the payment after Stripe\u2019s return and says so only when it is paid', async () => {
    const states = ['open', 'open', 'paid'];
    let plan = fakeBilling();
    const api = renderBilling(
      {
        billingPage: () => ({ data: { getSubscriptionUsage: plan } }),
        checkoutState: ({ variables }) => {
          const state = states.shift() ?? 'paid';
          if (state === 'paid') plan = paidBilling();
          return {
            data: {
              getSubscriptionUsage: { checkout: { id: variables.id, state, name: 'Premium (1 miesiąc)' } },
            },
          };
        },
      },
      '/app/settings/billing?checkout=co_1',
    );
    const waiting = await screen.findByText('Czekamy na potwierdzenie płatności…');
    expect(waiting.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText(/Gotowe!/)).toBeNull();
    expect(await screen.findByText('Gotowe! Płatność potwierdzona: Premium (1 miesiąc).')).toBeTruthy();
    expect(await planRegion('Premium')).toBeTruthy();
    expect(api.count('checkoutState')).toBe(3);
    expect(variablesOf(api, 'checkoutState')[0]).toEqual({ id: 'co_1' });
  });

  it('says a payment was not finished when the order expired', async () => {
    renderBilling(
      {
        billingPage: billingAnswer(fakeBilling()),
        checkoutState: () => ({
          data: { getSubscriptionUsage: { checkout: { id: 'co_1', state: 'expired', name: 'Premium' } } },
        }),
      },
      '/app/settings/billing?checkout=co_1',
    );
    expect((await screen.findByText(/Płatność nie została dokończona\./)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/Gotowe!/)).toBeNull();
  });

  it('stops waiting calmly when no confirmation arrives in time', async () => {
    checkoutTiming.waitMs = 150;
    const api = renderBilling(
      {
        checkoutState: () => ({
          data: { getSubscriptionUsage: { checkout: { id: 'co_1', state: 'open', name: 'Premium' } } },
        }),
      },
      '/app/settings/billing?checkout=co_1',
    );
    expect(
      await screen.findByText('Potwierdzenie jeszcze nie dotarło. Odśwież stronę za chwilę.'),
    ).toBeTruthy();
    const asked = api.count('checkoutState');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.count('checkoutState')).toBe(asked);
    expect(screen.queryByText('Czekamy na potwierdzenie płatności…')).toBeNull();
  });

  it('puts a failed payment first, with the open invoice\u2019s payment link', async () => {
    renderBilling({
      billingPage: billingAnswer(paidBilling({ status: 'PastDue' })),
      invoices: () => ({
        data: {
          getInvoices: [
            fakeInvoice({ status: 'open', url: null, paymentUrl: 'https://pay.stripe.test/i/9' }),
          ],
        },
      }),
    });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Nie udało się pobrać płatności za plan Premium.');
    expect((await within(banner).findByRole('link', { name: 'Zapłać' })).getAttribute('href')).toBe(
      'https://pay.stripe.test/i/9',
    );
    expect((await planRegion('Premium')).getByText('Zaległa płatność')).toBeTruthy();
  });

  it('lets a past-due pupil give the plan up after confirming, back on the free plan', async () => {
    let plan = paidBilling({ status: 'PastDue' });
    const api = renderBilling({
      billingPage: () => ({ data: { getSubscriptionUsage: plan } }),
      cancelSubscription: () => {
        plan = fakeBilling();
        return {
          data: { cancelSubscription: { name: 'Darmowy', cancelAtPeriodEnd: false, expiresAt: null } },
        };
      },
    });
    const banner = await screen.findByRole('alert');
    fireEvent.click(within(banner).getByRole('button', { name: 'Zrezygnuj z planu' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zrezygnować z planu?' });
    expect(dialog.textContent).toContain('nie będziemy już próbować pobrać zaległej opłaty');
    expect(api.count('cancelSubscription')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrezygnuj z planu' }));
    expect(await planRegion('Darmowy')).toBeTruthy();
    expect(variablesOf(api, 'cancelSubscription')).toEqual([
      { cancelSubscriptionInput: { cancelAtPeriodEnd: true } },
    ]);
    await waitFor(() => expect(screen.queryByText(/Nie udało się pobrać płatności/)).toBeNull());
  });

  it('a past-due account is read again with the plan, so the banner goes once the invoice is paid', async () => {
    installFakeApi({
      billingPage: billingAnswer(paidBilling()),
      invoices: () => ({ data: { getInvoices: [] } }),
      getMe: () => ({ data: { getMe: fakeUser({ onboardingStatus: 'COMPLETED' }) } }),
    });
    const queryClient = testQueryClient();
    const { integrations: _i, ...me } = fakeUser({ onboardingStatus: 'PASTDUE_INVOICE' });
    queryClient.setQueryData(ME_QUERY_KEY, me);
    renderRoutes(
      [{ path: '/app/settings/billing', Component: BillingPage }],
      '/app/settings/billing',
      queryClient,
    );
    await planRegion('Premium');
    await waitFor(() => expect(screen.queryByText(/Nie udało się pobrać płatności/)).toBeNull());
    expect((queryClient.getQueryData(ME_QUERY_KEY) as { onboardingStatus: string }).onboardingStatus).toBe(
      'COMPLETED',
    );
  });

  it('offers a paid plan on the free one', async () => {
    renderBilling({ billingPage: billingAnswer(fakeBilling()) });
    const plan = await planRegion('Darmowy');
    expect(plan.getByText(/^Masz plan darmowy\./)).toBeTruthy();
    expect(plan.getByRole('link', { name: 'Wybierz plan' }).getAttribute('href')).toBe('/app/chooseplan');
    expect(plan.getByRole('link', { name: 'Zobacz, co daje pełny dostęp' }).getAttribute('href')).toBe(
      '/app/fullaccess',
    );
    expect(plan.queryByRole('button', { name: 'Anuluj subskrypcję' })).toBeNull();
  });

  it('buys an add-on only with the consent, and lists the bought ones', async () => {
    const leaving: string[] = [];
    vi.spyOn(checkoutRedirect, 'go').mockImplementation((url) => {
      leaving.push(url);
    });
    const api = renderBilling({
      billingPage: billingAnswer(
        paidBilling({
          addOnOffers: [
            {
              id: 'ao_1',
              name: '100 wiadomości',
              action: 'CHAT_MESSAGE',
              additionalLimit: 100,
              price: 9.99,
              validDays: 30,
            },
          ],
          additionalLimits: [
            {
              id: 'al_1',
              name: '50 quizów',
              action: 'QUIZ_GENERATION',
              additionalLimit: 50,
              price: 9.99,
              purchasedAt: '2026-11-01T10:00:00Z',
              expiresAt: '2026-12-01T10:00:00Z',
            },
          ],
        }),
      ),
      generatePaymentLink: () => ({ data: { generatePaymentLink: 'https://checkout.stripe.test/c/ao' } }),
    });
    const addOns = within(await screen.findByRole('region', { name: 'Dodatkowe limity' }));
    expect(addOns.getByText(/^50 quizów: \+50 \(Quizy AI\), ważne do 1 grudnia 2026$/)).toBeTruthy();
    fireEvent.click(addOns.getByRole('button', { name: 'Dokup: 100 wiadomości' }));
    expect((await addOns.findByRole('alert')).textContent).toBe(CONSENT_MISSING);
    expect(api.count('generatePaymentLink')).toBe(0);
    fireEvent.click(addOns.getByRole('checkbox'));
    fireEvent.click(addOns.getByRole('button', { name: 'Dokup: 100 wiadomości' }));
    await waitFor(() => expect(leaving).toEqual(['https://checkout.stripe.test/c/ao']));
    expect(variablesOf(api, 'generatePaymentLink')).toEqual([
      { generatePaymentLinkInput: { addOnId: 'ao_1', startNowConsent: true } },
    ]);
  });
});
