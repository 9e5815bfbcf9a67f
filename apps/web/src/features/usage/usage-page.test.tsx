import { USAGE_ACTIONS } from '@kreda/shared/enums';
import { USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import { ENABLED_TOOLS, usageActionsOf } from '@kreda/shared/tools';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { fakeSubscriptionUsage, fakeUsageItem } from './test-fixtures.ts';
import { Component as UsagePage } from './usage-page.tsx';

function renderUsage(handler: FakeHandler) {
  const api = installFakeApi({ usagePage: handler });
  renderRoutes([{ path: '/workspace/usage', Component: UsagePage }], '/workspace/usage');
  return api;
}

const answer =
  (overrides: Parameters<typeof fakeSubscriptionUsage>[0] = {}): FakeHandler =>
  () => ({ data: { getSubscriptionUsage: fakeSubscriptionUsage(overrides) } });

/** The card of one action, found by its heading. */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

describe('usage page', () => {
  beforeEach(() => {
    // Sunday 15 November 2026, 11:00 in Warsaw: the day renews at 23:00 UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the plan and, per action, what is used, what is left and when it renews', async () => {
    renderUsage(
      answer({
        usage: [
          fakeUsageItem(),
          fakeUsageItem({
            action: 'AI_NOTE_GENERATION',
            label: 'Notatki AI',
            limit: 100,
            limitInterval: 'MONTH',
            usage: 40,
            remaining: 60,
            renewsAt: '2026-11-30T23:00:00.000Z',
          }),
          fakeUsageItem({
            action: 'NOTE_ACTION',
            label: 'Poprawki tekstu przez AI',
            limit: 12,
            limitInterval: 'YEAR',
            usage: 1,
            remaining: 11,
            renewsAt: '2026-12-31T23:00:00.000Z',
          }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Limity i wykorzystanie' })).toBeTruthy();
    expect(document.title).toBe('Limity i wykorzystanie – Kreda');
    const plan = within(await screen.findByRole('region', { name: 'Plan: Darmowy' }));
    expect(plan.getByText('Aktywna')).toBeTruthy();
    expect(plan.getByText('01.09.2026')).toBeTruthy();

    const chat = await card('Wiadomości w czacie');
    expect(chat.getByText('Wykorzystano 3 z 30 dziś')).toBeTruthy();
    expect(chat.getByText('Zostało 27 użyć')).toBeTruthy();
    expect(chat.getByText('Odnowi się jutro o 00:00')).toBeTruthy();
    const bar = chat.getByRole('progressbar', { name: 'Wiadomości w czacie' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('30');
    expect(bar.getAttribute('aria-valuetext')).toBe('Wykorzystano 3 z 30 dziś, zostało 27 użyć');

    const notes = await card('Notatki AI');
    expect(notes.getByText('Wykorzystano 40 z 100 w tym miesiącu')).toBeTruthy();
    expect(notes.getByText('Odnowi się 1.12.2026')).toBeTruthy();

    const words = await card('Poprawki tekstu przez AI');
    expect(words.getByText('Wykorzystano 1 z 12 w tym roku')).toBeTruthy();
    expect(words.getByText('Zostało 11 użyć')).toBeTruthy();
    expect(words.getByText('Odnowi się 1.01.2027')).toBeTruthy();

    // Nothing is close to its limit: no warning anywhere.
    expect(screen.queryByText(/Blisko limitu|Limit wyczerpany/)).toBeNull();
  });

  it('says "Bez limitu" and "Niedostępne w Twoim planie" instead of figures that do not apply', async () => {
    renderUsage(
      answer({
        usage: [
          fakeUsageItem({ limitType: 'UNLIMITED', limit: null, remaining: null, usage: 12 }),
          fakeUsageItem({
            action: 'TRANSCRIPTION',
            label: 'Transkrypcje nagrań',
            limitType: 'NONE',
            limit: null,
            remaining: null,
            usage: 0,
          }),
        ],
      }),
    );
    const chat = await card('Wiadomości w czacie');
    expect(chat.getByText('Bez limitu')).toBeTruthy();
    expect(chat.getByText('Wykorzystano 12 dziś')).toBeTruthy();
    expect(chat.queryByRole('progressbar')).toBeNull();
    expect(chat.queryByText(/Odnowi się/)).toBeNull();

    const transcription = await card('Transkrypcje nagrań');
    expect(transcription.getByText('Niedostępne w Twoim planie')).toBeTruthy();
    expect(transcription.queryByRole('progressbar')).toBeNull();
    expect(transcription.queryByText(/Wykorzystano/)).toBeNull();
  });

  it('marks actions near and at the limit in words, with a summary on top', async () => {
    renderUsage(
      answer({
        usage: [
          fakeUsageItem({ usage: 30, remaining: 0 }),
          fakeUsageItem({
            action: 'NOTE_ACTION',
            label: 'Poprawki tekstu przez AI',
            limit: 3,
            usage: 2,
            remaining: 1,
          }),
          fakeUsageItem({
            action: 'AI_NOTE_GENERATION',
            label: 'Notatki AI',
            limit: 10,
            usage: 1,
            remaining: 9,
          }),
        ],
      }),
    );
    const chat = await card('Wiadomości w czacie');
    expect(chat.getByText('Limit wyczerpany')).toBeTruthy();
    expect(chat.getByText('Zostało 0 użyć')).toBeTruthy();
    expect(chat.getByText('Odnowi się jutro o 00:00')).toBeTruthy();
    expect(chat.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');

    const tutor = await card('Poprawki tekstu przez AI');
    expect(tutor.getByText('Blisko limitu')).toBeTruthy();
    expect(tutor.getByText('Zostało 1 użycie')).toBeTruthy();

    const notes = await card('Notatki AI');
    expect(notes.queryByText(/Blisko limitu|Limit wyczerpany/)).toBeNull();

    const usage = within(screen.getByRole('region', { name: 'Wykorzystanie' }));
    expect(usage.getByText('Limit wyczerpany:').parentElement?.textContent).toBe(
      'Limit wyczerpany: Wiadomości w czacie.',
    );
    expect(usage.getByText('Blisko limitu:').parentElement?.textContent).toBe(
      'Blisko limitu: Poprawki tekstu przez AI.',
    );
  });

  it('shows the limits of the enabled tools, in the plan\u2019s order (a tool not listed: shared/tools.test.ts)', async () => {
    // Every action a plan can limit, as an older server (or a richer plan) might list them.
    renderUsage(
      answer({
        usage: USAGE_ACTIONS.map((action) => fakeUsageItem({ action, label: USAGE_ACTION_LABELS[action] })),
      }),
    );
    const usage = within(await screen.findByRole('region', { name: 'Wykorzystanie' }));
    await usage.findAllByRole('listitem');
    const enabled = usageActionsOf(ENABLED_TOOLS);
    expect(usage.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      USAGE_ACTIONS.filter((action) => enabled.has(action)).map((action) => USAGE_ACTION_LABELS[action]),
    );
    expect(usage.getByRole('heading', { level: 3, name: 'Rozwiązywanie sprawdzianów' })).toBeTruthy();
    expect(usage.getByRole('heading', { level: 3, name: 'Bazy słówek' })).toBeTruthy();
    expect(usage.getByRole('heading', { level: 3, name: 'Korepetycje AI' })).toBeTruthy();
  });

  it('shows a paid plan with its price, end date and payment method', async () => {
    renderUsage(
      answer({
        name: 'Premium',
        status: 'Active',
        cancelAtPeriodEnd: true,
        expiresAt: '2026-12-01T10:00:00.000Z',
        planPrice: 29.99,
        paymentMethod: { card_brand: 'visa', card_last4: '4242', exp_month: 12, exp_year: 2030 },
        usage: [],
      }),
    );
    const plan = within(await screen.findByRole('region', { name: 'Plan: Premium' }));
    expect(plan.getByText('Wygasa')).toBeTruthy();
    expect(plan.getByText('01.12.2026')).toBeTruthy();
    expect(plan.getByText(/29,99\szł/)).toBeTruthy();
    expect(plan.getByText('Visa •••• 4242, ważna do 12/2030')).toBeTruthy();
    expect(plan.getByText('Plan nie odnowi się po zakończeniu okresu rozliczeniowego.')).toBeTruthy();
    expect(screen.getByText('Twój plan nie ma limitów do pokazania.')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads the figures', async () => {
    let attempt = 0;
    const loaded = answer();
    const api = renderUsage((request) =>
      ++attempt === 1
        ? {
            status: 500,
            errors: [{ message: 'Wewnętrzny błąd serwera.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          }
        : loaded(request),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać limitów.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Wykorzystano 3 z 30 dziś')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.count('usagePage')).toBe(2);
  });
});
