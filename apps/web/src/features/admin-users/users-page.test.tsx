import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Component as UsersPage } from './users-page.tsx';

// /admin/users against a fake API: the found accounts with their role, plan, step, dates and block;
// the search (after typing settles), the plan, role and step filters and the page go to the request
// and to the address, and an address with filters opens with them.

const user = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'User',
  id,
  email: `${id}@example.pl`,
  phone: null,
  name: null,
  surname: null,
  role: 'USER_FREE',
  isFreeSub: true,
  onboardingStatus: 'COMPLETED',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastLogin: null,
  blockedAt: null,
  ...extra,
});

const USERS = [
  user('ala', { name: 'Ala', surname: 'Nowak', isFreeSub: false, lastLogin: '2026-11-20T08:30:00.000Z' }),
  user('sms', {
    email: null,
    phone: '+48601234567',
    onboardingStatus: 'PENDING_QUESTIONS',
    blockedAt: '2026-11-21T09:00:00.000Z',
  }),
];

function render(path = '/admin/users', total = USERS.length) {
  const api = installFakeApi({
    adminUsers: ({ variables }) => ({
      data: {
        getUsers: {
          __typename: 'UserPage',
          total,
          page: (variables.input as { page: number }).page,
          limit: 20,
          data: USERS,
        },
      },
    }),
  });
  const { router } = renderRoutes([{ path: '/admin/users', Component: UsersPage }], path);
  return { api, router };
}

const lastInput = (calls: FakeRequest[]) =>
  calls.filter((c) => c.operationName === 'adminUsers').at(-1)?.variables.input as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/users', () => {
  it('lists the accounts with their role, onboarding step, dates and block', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeTruthy();
    expect(await screen.findByText('Znaleziono 2 użytkowników.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Użytkownicy' });
    const [, ala, sms] = within(table).getAllByRole('row');
    expect(
      within(ala as HTMLElement)
        .getByRole('link', { name: 'ala@example.pl' })
        .getAttribute('href'),
    ).toBe('/admin/users/ala');
    expect(ala?.textContent).toContain('Ala Nowak');
    expect(ala?.textContent).toContain('Użytkownik bezpłatnyz subskrypcją');
    expect(ala?.textContent).toContain('Gotowe');
    expect(ala?.textContent).toContain('02.11.2026');
    expect(ala?.textContent).toContain('20.11.2026, 09:30');
    expect(sms?.textContent).toContain('+48601234567');
    expect(sms?.textContent).toContain('plan darmowy');
    expect(sms?.textContent).toContain('Czeka na ankietę');
    expect(sms?.textContent).toContain('Zablokowane');
    expect(sms?.textContent).toContain('nigdy');
    // The phone's cards say the same.
    const cards = screen.getByRole('list', { name: 'Użytkownicy' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends the search once typing settles, and the filters, to the server and the address', async () => {
    const { api, router } = render();
    await screen.findByText('Znaleziono 2 użytkowników.');
    expect(lastInput(api.calls)).toEqual({
      search: null,
      role: null,
      onboardingStatus: null,
      isFreeSub: null,
      page: 1,
      limit: 20,
    });

    fireEvent.change(screen.getByLabelText('Szukaj'), { target: { value: ' nowak ' } });
    await waitFor(() => expect(lastInput(api.calls)).toMatchObject({ search: 'nowak' }));
    expect(router.state.location.search).toBe('?szukaj=nowak');

    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'subskrypcja' } });
    await waitFor(() => expect(lastInput(api.calls)).toMatchObject({ search: 'nowak', isFreeSub: false }));
    fireEvent.change(screen.getByLabelText('Rola'), { target: { value: 'USER_PAID' } });
    await waitFor(() => expect(lastInput(api.calls)).toMatchObject({ isFreeSub: false, role: 'USER_PAID' }));
    fireEvent.change(screen.getByLabelText('Etap wdrożenia'), { target: { value: 'PENDING_QUESTIONS' } });
    await waitFor(() =>
      expect(lastInput(api.calls)).toMatchObject({
        role: 'USER_PAID',
        onboardingStatus: 'PENDING_QUESTIONS',
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      szukaj: 'nowak',
      plan: 'subskrypcja',
      rola: 'USER_PAID',
      etap: 'PENDING_QUESTIONS',
    });
  });

  it('opens with the filters of its address and pages through the list', async () => {
    const { api, router } = render('/admin/users?szukaj=ala&plan=darmowy&rola=ADMIN&etap=NIEZNANY', 45);
    expect(await screen.findByText('Strona 1 z 3')).toBeTruthy();
    expect(lastInput(api.calls)).toEqual({
      search: 'ala',
      role: 'ADMIN',
      onboardingStatus: null,
      isFreeSub: true,
      page: 1,
      limit: 20,
    });
    expect((screen.getByLabelText('Szukaj') as HTMLInputElement).value).toBe('ala');
    expect((screen.getByLabelText('Rola') as HTMLSelectElement).value).toBe('ADMIN');
    expect((screen.getByLabelText('Plan') as HTMLSelectElement).value).toBe('darmowy');

    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('Strona 2 z 3')).toBeTruthy();
    expect(lastInput(api.calls)).toMatchObject({ search: 'ala', page: 2 });
    expect(new URLSearchParams(router.state.location.search).get('strona')).toBe('2');
  });

  it('shows the server’s reason and tries again', async () => {
    let fail = true;
    installFakeApi({
      adminUsers: () =>
        fail
          ? {
              errors: [
                { message: 'Serwer chwilowo nie odpowiada.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
              ],
            }
          : { data: { getUsers: { __typename: 'UserPage', total: 0, page: 1, limit: 20, data: [] } } },
    });
    renderRoutes([{ path: '/admin/users', Component: UsersPage }], '/admin/users');
    expect(await screen.findByText('Serwer chwilowo nie odpowiada.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Nie znaleziono użytkowników.')).toBeTruthy();
  });
});
