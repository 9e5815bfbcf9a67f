import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badUserInput, type FakeHandler, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as UserPage } from './user-page.tsx';

// /admin/users/:id against a fake API: every section with its numbers (dollars, "bez ceny", never
// free); a plan granted for 3 months and an admin grant ended (a Stripe one cannot be); a gift of
// extra uses; the block behind a dialog that says sessions end; the last admin's refusal at the
// role field; one's own account that cannot be blocked; an unknown id.

const PUPIL = {
  __typename: 'User',
  id: 'u2',
  email: 'ala@example.pl',
  phone: null,
  name: 'Ala',
  surname: 'Nowak',
  role: 'USER_PAID',
  onboardingStatus: 'COMPLETED',
  isVerified: true,
  isFreeSub: false,
  subStatus: 'Active',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastLogin: '2026-11-20T08:30:00.000Z',
  blockedAt: null,
};

const sub = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'AdminSubscription',
  id,
  plan: { __typename: 'Plan', id: 'p2', name: 'Plus' },
  status: 'Active',
  billingInterval: 'month',
  grantedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  cancelAtPeriodEnd: false,
  adminGrant: true,
  ...extra,
});

const totals = (extra: Record<string, unknown> = {}) => ({
  __typename: 'AiUsageTotals',
  key: null,
  calls: 12,
  tokensPrompt: 34_000,
  tokensOutput: 5_600,
  cost: 0.0123,
  unpricedCalls: 2,
  ...extra,
});

function handlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    adminUser: () => ({ data: { getUserById: PUPIL } }),
    adminUserSubscriptions: () => ({
      data: {
        getAllSubscriptions: {
          __typename: 'SubscriptionPage',
          total: 2,
          data: [
            sub('grant', { expiresAt: '2099-12-31T10:00:00.000Z' }),
            sub('stripe', { adminGrant: false, plan: { __typename: 'Plan', id: 'p3', name: 'Pro' } }),
          ],
        },
      },
    }),
    adminPlanChoices: () => ({
      data: {
        getAllPlans: [
          { __typename: 'Plan', id: 'p1', name: 'Darmowy', visible: true },
          { __typename: 'Plan', id: 'p4', name: 'Szkolny', visible: false },
        ],
      },
    }),
    adminUserLimits: () => ({
      data: {
        getUserLimits: [
          {
            __typename: 'UsageItem',
            action: 'CHAT_MESSAGE',
            label: 'Wiadomości w czacie',
            limit: 30,
            limitType: 'NUMBER',
            limitInterval: 'DAY',
            usage: 12,
            remaining: 18,
            renewsAt: '2026-11-21T23:00:00.000Z',
          },
        ],
      },
    }),
    adminUserAi: () => ({
      data: {
        getUsage: {
          __typename: 'UsagePage',
          data: [
            {
              __typename: 'UserUsage',
              ai: totals(),
              aiByAction: [
                totals({ key: 'QUIZ_GENERATION', calls: 10, unpricedCalls: 0 }),
                totals({ key: 'MATERIAL_HANDWRITING', calls: 2, cost: 0, unpricedCalls: 2 }),
              ],
            },
          ],
        },
      },
    }),
    adminUserWorkspaceCount: () => ({ data: { getUserWorkspaceCount: 4 } }),
    ...overrides,
  };
}

function render(overrides: Record<string, FakeHandler> = {}, { me = 'admin1', id = 'u2' } = {}) {
  const api = installFakeApi(handlers(overrides));
  const queryClient = testQueryClient();
  queryClient.setQueryData(['me'], fakeUser({ id: me, role: 'ADMIN' }));
  renderRoutes([{ path: '/admin/users/:id', Component: UserPage }], `/admin/users/${id}`, queryClient);
  return api;
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;

const variablesOf = (api: ReturnType<typeof render>, name: string) =>
  api.calls.filter((c) => c.operationName === name).at(-1)?.variables;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/users/:id', () => {
  it('shows every section with the account’s facts, usage and costs', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'ala@example.pl' })).toBeTruthy();
    const profile = await section('Profil');
    expect(profile.textContent).toContain('Użytkownik z subskrypcją');
    expect(profile.textContent).toContain('z subskrypcją (aktywna)');
    expect(profile.textContent).toContain('20.11.2026, 09:30');

    const plan = await section('Plan i subskrypcje');
    const [grant, stripe] = within(
      await within(plan).findByRole('list', { name: 'Subskrypcje' }),
    ).getAllByRole('listitem');
    expect(grant?.textContent).toContain('przyznana przez administratora');
    expect(grant?.textContent).toContain('do 31.12.2099');
    expect(stripe?.textContent).toContain('opłacana w Stripe');
    expect(within(stripe as HTMLElement).queryByRole('button')).toBeNull();

    expect((await section('Wykorzystanie limitów')).textContent).toContain(
      'Wiadomości w czacie: 12 / 30 dziennie',
    );
    const ai = await section('Wywołania AI');
    await within(ai).findByRole('table');
    expect(ai.textContent).toMatch(/Tokeny wejścia34\s000/);
    expect(ai.textContent).toMatch(/0,0123\s*USD \+ 2 bez ceny/);
    const handwriting = within(ai).getByRole('rowheader', { name: 'MATERIAL_HANDWRITING' }).closest('tr');
    expect(handwriting?.textContent).toContain('bez ceny');
    expect(handwriting?.textContent).not.toMatch(/0,00\s*USD/);
    expect(within(ai).getByRole('rowheader', { name: 'Quizy AI' })).toBeTruthy();
    expect((await section('Przestrzenie')).textContent).toContain('Przestrzenie na liście ucznia: 4');
    for (const name of ['Dodatkowe limity', 'Rola', 'Blokada']) expect(await section(name)).toBeTruthy();
  });

  it('grants a plan for 3 months and ends an admin grant after confirming', async () => {
    const api = render({
      adminAssignUserSub: () => ({ data: { assignUserSub: { __typename: 'AdminSubscription', id: 's9' } } }),
      adminDeleteUserSub: () => ({
        data: { deleteUserSub: { __typename: 'AdminSubscription', id: 'grant' } },
      }),
    });
    const plan = await section('Plan i subskrypcje');
    await within(plan).findByRole('option', { name: 'Szkolny (ukryty)' });
    fireEvent.click(within(plan).getByRole('button', { name: 'Przyznaj plan' }));
    expect(await within(plan).findByText('Wybierz plan.')).toBeTruthy();
    expect(api.count('adminAssignUserSub')).toBe(0);

    fireEvent.change(within(plan).getByLabelText('Plan'), { target: { value: 'p4' } });
    fireEvent.change(within(plan).getByLabelText('Na jak długo'), { target: { value: 'month_3' } });
    fireEvent.click(within(plan).getByRole('button', { name: 'Przyznaj plan' }));
    await waitFor(() => expect(api.count('adminAssignUserSub')).toBe(1));
    const input = variablesOf(api, 'adminAssignUserSub')?.input as Record<string, string>;
    expect(input).toMatchObject({ userId: 'u2', planId: 'p4', billingInterval: 'month_3' });
    const months = (new Date(input.expiresAt ?? '').getTime() - Date.now()) / (30 * 86_400_000);
    expect(months).toBeGreaterThan(2.9);
    expect(months).toBeLessThan(3.1);
    await waitFor(() => expect(api.count('adminUserSubscriptions')).toBe(2));

    fireEvent.click(within(plan).getByRole('button', { name: 'Zakończ plan Plus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zakończyć plan „Plus”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zakończ plan' }));
    await waitFor(() => expect(api.count('adminDeleteUserSub')).toBe(1));
    expect(variablesOf(api, 'adminDeleteUserSub')).toEqual({ input: { id: 'grant' } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(api.count('adminUserSubscriptions')).toBe(3));
  });

  it('gifts extra uses of an action', async () => {
    const api = render({
      adminCreateAdditionalLimit: () => ({
        data: { createAdditionalLimit: { __typename: 'AdditionalLimit', id: 'a1' } },
      }),
    });
    const gifts = await section('Dodatkowe limity');
    fireEvent.change(within(gifts).getByLabelText('Czynność'), { target: { value: 'QUIZ_GENERATION' } });
    fireEvent.change(within(gifts).getByLabelText('Liczba dodatkowych użyć'), { target: { value: '0' } });
    fireEvent.click(within(gifts).getByRole('button', { name: 'Podaruj limit' }));
    expect(await within(gifts).findByText('Podaj liczbę użyć od 1 do 1 000 000.')).toBeTruthy();
    fireEvent.change(within(gifts).getByLabelText('Liczba dodatkowych użyć'), { target: { value: '50' } });
    fireEvent.change(within(gifts).getByLabelText('Nazwa widoczna dla ucznia'), {
      target: { value: 'Prezent: 50 quizów' },
    });
    fireEvent.click(within(gifts).getByRole('button', { name: 'Podaruj limit' }));
    await waitFor(() => expect(api.count('adminCreateAdditionalLimit')).toBe(1));
    expect(variablesOf(api, 'adminCreateAdditionalLimit')).toEqual({
      input: { userId: 'u2', action: 'QUIZ_GENERATION', additionalLimit: 50, name: 'Prezent: 50 quizów' },
    });
    await waitFor(() => expect(api.count('adminUserLimits')).toBe(2));
  });

  it('blocks sign-in after a dialog that says the sessions end at once', async () => {
    let blockedAt: string | null = null;
    const api = render({
      adminUser: () => ({ data: { getUserById: { ...PUPIL, blockedAt } } }),
      adminSetUserBlocked: () => {
        blockedAt = '2026-11-21T09:00:00.000Z';
        return { data: { setUserBlocked: { __typename: 'User', id: 'u2', blockedAt } } };
      },
    });
    const block = await section('Blokada');
    fireEvent.click(within(block).getByRole('button', { name: 'Zablokuj logowanie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zablokować logowanie?' });
    expect(dialog.textContent).toContain('od razu wylogowany na wszystkich urządzeniach');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zablokuj logowanie' }));
    await waitFor(() => expect(api.count('adminSetUserBlocked')).toBe(1));
    expect(variablesOf(api, 'adminSetUserBlocked')).toEqual({ input: { userId: 'u2', blocked: true } });
    expect(await within(block).findByRole('button', { name: 'Odblokuj' })).toBeTruthy();
    expect(block.textContent).toContain('Logowanie zablokowane od 21.11.2026, 10:00');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server’s refusal to demote the last admin at the role field', async () => {
    const message = 'To ostatni administrator: nadaj najpierw tę rolę komuś innemu.';
    const api = render(
      {
        adminUser: () => ({ data: { getUserById: { ...PUPIL, id: 'admin1', role: 'ADMIN' } } }),
        adminUpdateUserRole: () => badUserInput(message, { role: message }),
      },
      { id: 'admin1' },
    );
    const role = await section('Rola');
    const select = within(role).getByLabelText('Rola konta');
    fireEvent.change(select, { target: { value: 'USER_FREE' } });
    fireEvent.click(within(role).getByRole('button', { name: 'Zmień rolę' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zmienić rolę?' });
    expect(dialog.textContent).toContain('stracisz dostęp do tego panelu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmień rolę' }));
    await waitFor(() => expect(api.count('adminUpdateUserRole')).toBe(1));
    expect(variablesOf(api, 'adminUpdateUserRole')).toEqual({
      input: { userId: 'admin1', role: 'USER_FREE' },
    });
    const error = await within(role).findByText(message);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('does not offer to block one’s own account', async () => {
    render({}, { me: 'u2' });
    const block = await section('Blokada');
    expect(block.textContent).toContain('nie możesz zablokować samego siebie');
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it('says so for an unknown account', async () => {
    render({
      adminUser: () => ({
        errors: [{ message: 'Nie ma takiego użytkownika.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie ma takiego użytkownika' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wszyscy użytkownicy' }).getAttribute('href')).toBe(
      '/admin/users',
    );
  });
});
