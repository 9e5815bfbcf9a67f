import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as AuditPage } from './audit-page.tsx';

// /admin/dziennik against a fake API: each change by its Polish name, who made it (the admin's
// address, read once per admin), its target (an account links to its admin page), the keys it
// changed behind "Przed / Po", and the pages of the log.

const ADMIN = 'a0a0a0a0-1111-4222-8333-444455556666';
const PUPIL = 'b1b1b1b1-1111-4222-8333-444455556666';

const entry = (id: string, operation: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AdminAuditEntry',
  id,
  adminId: ADMIN,
  operation,
  targetType: 'Plan',
  targetId: `plan-${id}`,
  before: null,
  after: { name: 'Rodzinny', price: 49.99 },
  createdAt: '2026-03-02T09:05:00.000Z',
  ...extra,
});

const FIRST_PAGE = [
  entry('e1', 'updatePlan', {
    before: { name: 'Plus', price: 19.99, visible: false, updatedAt: '2026-03-01T10:00:00.000Z' },
    after: { name: 'Plus', price: 29.99, visible: true, updatedAt: '2026-03-01T10:00:00.000Z' },
  }),
  entry('e2', 'setUserBlocked', {
    targetType: 'User',
    targetId: PUPIL,
    before: { role: 'USER_FREE', blockedAt: null },
    after: { role: 'USER_FREE', blockedAt: '2026-03-02T09:00:00.000Z' },
  }),
  entry('e3', 'createPlan'),
];

function render(handlers: Record<string, FakeHandler> = {}, path = '/admin/dziennik') {
  const api = installFakeApi({
    adminAuditLog: ({ variables }) => {
      const { page } = variables.input as { page: number };
      const data = page === 1 ? FIRST_PAGE : [entry('e21', 'assignUserSub', { targetType: 'Subscription' })];
      return {
        data: { getAdminAuditLog: { __typename: 'AdminAuditPage', page, limit: 20, total: 41, data } },
      };
    },
    adminAuditAccount: () => ({
      data: { getUserById: { __typename: 'User', id: ADMIN, email: 'szef@kreda.test', phone: null } },
    }),
    ...handlers,
  });
  const { router } = renderRoutes(
    [{ path: '/admin/dziennik', Component: AuditPage }],
    path,
    testQueryClient(),
  );
  return { api, router };
}

beforeEach(() => {
  // A week after the entries: their dates read in full, not "Dzisiaj".
  vi.useFakeTimers({ now: new Date('2026-03-09T12:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const itemOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;

describe('/admin/dziennik', () => {
  it('names each change in Polish, with who, when and its target', async () => {
    const { api } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziennik zmian' })).toBeTruthy();
    const changed = await itemOf('Zmiana planu');
    expect(await within(changed).findByText('szef@kreda.test')).toBeTruthy();
    expect(within(changed).getByText('02.03.2026, 10:05')).toBeTruthy();
    expect(within(changed).getByRole('link', { name: 'Plan plan-e1' }).getAttribute('href')).toBe(
      '/admin/dziennik?cel=plan-e1',
    );
    const blocked = await itemOf('Blokada konta');
    expect(within(blocked).getByRole('link', { name: 'Użytkownik b1b1b1b1…' }).getAttribute('href')).toBe(
      `/admin/users/${PUPIL}`,
    );
    expect(await itemOf('Nowy plan')).toBeTruthy();
    // One admin, asked once for the three entries.
    await waitFor(() => expect(screen.getAllByText('szef@kreda.test')).toHaveLength(3));
    expect(api.count('adminAuditAccount')).toBe(1);
    expect(api.calls.find((c) => c.operationName === 'adminAuditLog')?.variables).toEqual({
      input: { page: 1, limit: 20 },
    });
  });

  it('shows only the changed keys before and after', async () => {
    render();
    const changed = await itemOf('Zmiana planu');
    const details = changed.querySelector('details') as HTMLDetailsElement;
    const summary = within(changed).getByText(/^Przed \/ Po/);
    expect(summary.textContent).toBe('Przed / Po · 2 zmiany');
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    const keys = [...details.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(keys).toEqual(['price', 'visible']);
    const price = details.querySelector('dl > div') as HTMLElement;
    expect(price.textContent).toBe('pricePrzed: 19,99Po: 29,99');
    expect(details.textContent).toContain('Przed: niePo: tak');

    const created = await itemOf('Nowy plan');
    expect(within(created).getByText(/^Przed \/ Po/).textContent).toBe('Przed / Po · utworzono');
    // A new row had nothing before: only its values.
    expect(created.querySelector('details dl')?.textContent).toBe('namePo: RodzinnypricePo: 49,99');
  });

  it('pages through the log', async () => {
    const { api, router } = render();
    const pages = await screen.findByRole('navigation', { name: 'Strony dziennika zmian' });
    expect(within(pages).getByText('Strona 1 z 3')).toBeTruthy();
    expect(
      (within(pages).getByRole('button', { name: 'Poprzednia strona' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Następna strona' }));
    expect(await itemOf('Przyznanie planu')).toBeTruthy();
    expect(within(pages).getByText('Strona 2 z 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?strona=2');
    expect(api.calls.filter((c) => c.operationName === 'adminAuditLog').at(-1)?.variables).toEqual({
      input: { page: 2, limit: 20 },
    });
  });

  it('narrows the log to one target and says when it has no changes', async () => {
    const { api } = render(
      {
        adminAuditLog: () => ({
          data: {
            getAdminAuditLog: { __typename: 'AdminAuditPage', page: 1, limit: 20, total: 0, data: [] },
          },
        }),
      },
      '/admin/dziennik?cel=plan-9',
    );
    expect(await screen.findByText('Brak zmian tego obiektu.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pokaż wszystkie zmiany' }).getAttribute('href')).toBe(
      '/admin/dziennik',
    );
    expect(api.calls[0]?.variables).toEqual({ input: { page: 1, limit: 20, targetId: 'plan-9' } });
  });

  it('keeps the shortened id of an admin whose account cannot be read', async () => {
    render({
      adminAuditAccount: () => ({
        errors: [{ message: 'Nie ma takiego użytkownika.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    const changed = await itemOf('Zmiana planu');
    expect(await within(changed).findByText('a0a0a0a0…')).toBeTruthy();
    expect(within(changed).getByText('a0a0a0a0…').getAttribute('title')).toBe(ADMIN);
  });
});
