import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badUserInput, type FakeHandler, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { checkoutRedirect } from './checkout-redirect.ts';
import { Component as ChoosePlanPage } from './choose-plan-page.tsx';
import { CONSENT_MISSING, CONSENT_TEXT } from './consent-checkbox.tsx';
import { freePlan, premiumPlan } from './test-fixtures.ts';

const plans =
  (list = [freePlan(), premiumPlan()]): FakeHandler =>
  () => ({ data: { getAvaliblePlans: list } });

function renderChoosePlan(handlers: Record<string, FakeHandler>, path = '/app/chooseplan') {
  const api = installFakeApi({
    choosePlan: plans(),
    getMe: () => ({ data: { getMe: fakeUser() } }),
    ...handlers,
  });
  renderRoutes([{ path: '/app/chooseplan', Component: ChoosePlanPage }], path);
  return api;
}

async function planCard(name: string) {
  return within(await screen.findByRole('article', { name }));
}

const consent = () => screen.getByRole('checkbox', { name: new RegExp(CONSENT_TEXT.slice(0, 40)) });

describe('choose plan page', () => {
  let leaving: string[];
  beforeEach(() => {
    leaving = [];
    vi.spyOn(checkoutRedirect, 'go').mockImplementation((url) => {
      leaving.push(url);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows each plan with its price, limits in words and the button of its action', async () => {
    renderChoosePlan({
      choosePlan: plans([
        freePlan(),
        premiumPlan(),
        premiumPlan({ id: 'p-pro', name: 'Pro', userPlanAction: 'UPGRADE', freeTier: false }),
        premiumPlan({ id: 'p-max', name: 'Max', userPlanAction: 'DISABLED', freeTier: false }),
        premiumPlan({ id: 'p-trial', name: 'Próba', userPlanAction: 'FREE_TIER' }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wybierz plan' })).toBeTruthy();
    expect(document.title).toBe('Wybierz plan – Kreda');
    const free = await planCard('Darmowy');
    expect(free.getByText('Twój obecny plan')).toBeTruthy();
    expect((free.getByRole('button', { name: 'Obecny plan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(free.getByText('Wiadomości w czacie: 30 dziennie')).toBeTruthy();

    const premium = await planCard('Premium');
    expect(premium.getByText(/^29,99\szł$/)).toBeTruthy();
    expect(premium.getByText('za miesiąc')).toBeTruthy();
    expect(premium.getByText('Wiadomości w czacie: 300 dziennie')).toBeTruthy();
    expect(premium.getByText('Quizy: bez limitu')).toBeTruthy();
    expect((premium.getByRole('button', { name: 'Kup teraz' }) as HTMLButtonElement).disabled).toBe(false);

    expect((await planCard('Pro')).getByRole('button', { name: 'Rozszerz plan' })).toBeTruthy();
    const max = await planCard('Max');
    expect((max.getByRole('button', { name: 'Niedostępny' }) as HTMLButtonElement).disabled).toBe(true);
    const trial = await planCard('Próba');
    expect(trial.getByRole('button', { name: 'Darmowy okres próbny' })).toBeTruthy();
    expect(trial.getByText(/^7 dni za darmo, potem 29,99\szł miesięcznie/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do Kredy' }).getAttribute('href')).toBe('/app');
  });

  it('shows the price of 3 and 12 months with the saving against paying monthly', async () => {
    renderChoosePlan({});
    const premium = await planCard('Premium');
    fireEvent.click(screen.getByRole('radio', { name: '3 miesiące' }));
    expect(premium.getByText(/^74,97\szł$/)).toBeTruthy();
    expect(premium.getByText('za 3 miesiące')).toBeTruthy();
    expect(premium.getByText(/^24,99\szł miesięcznie$/)).toBeTruthy();
    expect(premium.getByText('oszczędzasz 17%')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '12 miesięcy' }));
    expect(premium.getByText(/^299,90\szł$/)).toBeTruthy();
    expect(premium.getByText('oszczędzasz 17%')).toBeTruthy();
    expect(premium.getByText(/^24,99\szł miesięcznie$/)).toBeTruthy();
  });

  it('asks nothing of the server without the consent, then buys the chosen period and leaves for Stripe', async () => {
    const api = renderChoosePlan({
      generatePaymentLink: () => ({ data: { generatePaymentLink: 'https://checkout.stripe.test/c/1' } }),
    });
    const premium = await planCard('Premium');
    fireEvent.click(screen.getByRole('radio', { name: '12 miesięcy' }));
    fireEvent.click(premium.getByRole('button', { name: 'Kup teraz' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_MISSING);
    expect(document.activeElement).toBe(consent());
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(api.count('generatePaymentLink')).toBe(0);
    expect(leaving).toEqual([]);

    fireEvent.click(consent());
    expect(screen.queryByText(CONSENT_MISSING)).toBeNull();
    fireEvent.click(premium.getByRole('button', { name: 'Kup teraz' }));
    expect(await premium.findByRole('button', { name: 'Przechodzimy do płatności…' })).toBeTruthy();
    await waitFor(() => expect(leaving).toEqual(['https://checkout.stripe.test/c/1']));
    expect(api.calls.find((call) => call.operationName === 'generatePaymentLink')?.variables).toEqual({
      generatePaymentLinkInput: { planId: 'p-premium', period: 'month_12', startNowConsent: true },
    });
  });

  it('shows the server\u2019s Polish refusal and stays on the page', async () => {
    renderChoosePlan({
      choosePlan: plans([freePlan(), premiumPlan({ userPlanAction: 'FREE_TIER' })]),
      generatePaymentLink: () => badUserInput('Płatności są teraz wyłączone. Spróbuj później.'),
    });
    const premium = await planCard('Premium');
    fireEvent.click(consent());
    fireEvent.click(premium.getByRole('button', { name: 'Darmowy okres próbny' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Płatności są teraz wyłączone. Spróbuj później.',
    );
    expect(leaving).toEqual([]);
    expect(
      (premium.getByRole('button', { name: 'Darmowy okres próbny' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('upgrades for the previewed amount, sending the preview\u2019s own prorationDate', async () => {
    const api = renderChoosePlan({
      choosePlan: plans([
        premiumPlan({ userPlanAction: 'CURRENT' }),
        premiumPlan({ id: 'p-pro', name: 'Pro', price: 49.99, userPlanAction: 'UPGRADE' }),
      ]),
      upgradePreview: () => ({
        data: {
          calculatePreview: {
            total_amount: 23.45,
            original_price: 49.99,
            adjustment: -26.54,
            planId: 'p-pro',
            prorationDate: '2026-11-20T10:00:00.000Z',
            payment_method: { card_brand: 'visa', card_last4: '4242', exp_month: 12, exp_year: 2030 },
          },
        },
      }),
      upgradeSubscription: () => ({ data: { upgradeSubscription: { name: 'Pro', status: 'Active' } } }),
    });
    fireEvent.click((await planCard('Pro')).getByRole('button', { name: 'Rozszerz plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rozszerz plan: Pro' }));
    expect(await dialog.findByText(/^Do zapłaty teraz: 23,45\szł$/)).toBeTruthy();
    expect(dialog.getByText(/^49,99\szł$/)).toBeTruthy();
    expect(dialog.getByText(/^-26,54\szł$/)).toBeTruthy();
    expect(dialog.getByText('Visa •••• 4242, ważna do 12/2030')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Potwierdź i zapłać' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.operationName === 'upgradeSubscription')?.variables).toEqual({
      upgradeSubscriptionInput: { planId: 'p-pro', prorationDate: '2026-11-20T10:00:00.000Z' },
    });
    expect(api.count('generatePaymentLink')).toBe(0);
    // The plans are read again: the buttons follow the new plan.
    await waitFor(() => expect(api.count('choosePlan')).toBe(2));
  });

  it('says calmly that a cancelled payment took nothing', async () => {
    renderChoosePlan({}, '/app/chooseplan?checkout=cancelled');
    const notice = await screen.findByText('Płatność została przerwana — nic nie pobraliśmy.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(await screen.findByRole('article', { name: 'Premium' })).toBeTruthy();
  });
});
