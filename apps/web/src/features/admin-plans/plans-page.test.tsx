import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as PlansPage } from './plans-page.tsx';

// /admin/plans against a fake API: every plan with prices, visibility and limits; a new plan
// (a bad price caught before sending, the server's Polish message under its field); a plan's
// fields and a limit's value changed and read again.

const limit = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Limit',
  id,
  action: 'CHAT_MESSAGE',
  label: 'Wiadomości w czacie',
  visible: true,
  limitDisplay: '30 dziennie',
  limitInterval: 'DAY',
  limit: { __typename: 'LimitValue', type: 'NUMBER', value: 30 },
  ...extra,
});
const plan = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Plan',
  id,
  name,
  price: 0,
  price3m: 0,
  price12m: 0,
  freeTier: false,
  description: '',
  visible: true,
  limits: [limit(`${id}-l1`)],
  ...extra,
});

const PLANS = [
  plan('p1', 'Darmowy'),
  plan('p2', 'Plus', { price: 19.99, price3m: 49, price12m: 159, visible: false, limits: [] }),
];

function render(handlers: Record<string, FakeHandler> = {}) {
  const api = installFakeApi({
    adminPlans: () => ({ data: { getAllPlans: PLANS } }),
    adminPlanAudience: () => ({
      data: {
        getPlanAudience: [
          { __typename: 'PlanAudience', planId: 'p1', users: 12 },
          { __typename: 'PlanAudience', planId: 'p2', users: 1 },
        ],
      },
    }),
    ...handlers,
  });
  renderRoutes([{ path: '/admin/plans', Component: PlansPage }], '/admin/plans', testQueryClient());
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/plans', () => {
  it('lists every plan with its prices, visibility and limits', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plany i limity' })).toBeTruthy();
    const plus = (await screen.findByRole('heading', { name: 'Plus' })).closest('li') as HTMLElement;
    expect(plus.textContent).toContain('19,99 zł / mies. · 49 zł / 3 mies. · 159 zł / 12 mies. · ukryty');
    expect(await within(plus).findByText(/dotyczy 1 użytkownika$/)).toBeTruthy();
    const limits = screen.getByRole('list', { name: 'Limity planu Darmowy' });
    expect(within(limits).getByRole('listitem').textContent).toContain('Wiadomości w czacie: 30 dziennie');
  });

  it('creates a plan, refusing a bad price before sending and showing the server’s message', async () => {
    let refuse = true;
    const api = render({
      adminCreatePlan: () =>
        refuse
          ? {
              errors: [
                {
                  message: 'Nieprawidłowe dane.',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fields: { price12m: 'Cena za 12 miesięcy nie może być ujemna.' },
                  },
                },
              ],
            }
          : { data: { createPlan: { __typename: 'Plan', id: 'p3' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj plan' }));
    fireEvent.change(screen.getByLabelText('Nazwa planu'), { target: { value: 'Pro' } });
    fireEvent.change(screen.getByLabelText('Cena za miesiąc (zł)'), { target: { value: '29,99' } });
    fireEvent.change(screen.getByLabelText('Cena za 3 miesiące (zł)'), { target: { value: 'dużo' } });
    fireEvent.change(screen.getByLabelText('Cena za 12 miesięcy (zł)'), { target: { value: '299' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz plan' }));
    expect(await screen.findByText('Podaj cenę w złotych, np. 19,99.')).toBeTruthy();
    expect(api.count('adminCreatePlan')).toBe(0);

    fireEvent.change(screen.getByLabelText('Cena za 3 miesiące (zł)'), { target: { value: '79.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz plan' }));
    expect(await screen.findByText('Cena za 12 miesięcy nie może być ujemna.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz plan' }));
    expect(await screen.findByText('Utworzono plan „Pro”.')).toBeTruthy();
    expect(api.calls.filter((c) => c.operationName === 'adminCreatePlan').at(-1)?.variables).toEqual({
      input: {
        name: 'Pro',
        price: 29.99,
        price3m: 79.5,
        price12m: 299,
        description: '',
        visible: false,
        freeTier: false,
      },
    });
    await waitFor(() => expect(api.count('adminPlans')).toBe(2));
  });

  it('edits a plan and a limit', async () => {
    const api = render({
      adminUpdatePlan: () => ({ data: { updatePlan: { __typename: 'Plan', id: 'p2' } } }),
      adminUpdateLimit: () => ({ data: { updateLimit: { __typename: 'Limit', id: 'p1-l1' } } }),
    });
    // Before anything is saved, the admin sees whom the change reaches.
    await screen.findByText(/dotyczy 12 użytkowników/);
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj plan Plus' }));
    expect(screen.getByText('Zmiana obejmie od razu 1 użytkownika tego planu.')).toBeTruthy();
    expect((screen.getByLabelText('Cena za miesiąc (zł)') as HTMLInputElement).value).toBe('19,99');
    fireEvent.click(screen.getByLabelText('Widoczny dla uczniów'));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz plan' }));
    await waitFor(() => expect(api.count('adminUpdatePlan')).toBe(1));
    expect(api.calls.find((c) => c.operationName === 'adminUpdatePlan')?.variables).toMatchObject({
      input: { id: 'p2', visible: true, price: 19.99 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Zmień limit: Wiadomości w czacie' }));
    expect(screen.getByText('Zmiana obejmie od razu 12 użytkowników tego planu.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Liczba użyć w okresie'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Okres'), { target: { value: 'MONTH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz limit' }));
    await waitFor(() => expect(api.count('adminUpdateLimit')).toBe(1));
    expect(api.calls.find((c) => c.operationName === 'adminUpdateLimit')?.variables).toEqual({
      input: { id: 'p1-l1', limitType: 'NUMBER', limitInterval: 'MONTH', visible: true, limit: 50 },
    });
  });

  it('adds a limit of an action the plan lacks, and copies a limit to another plan', async () => {
    const api = render({
      adminCreateLimit: () => ({ data: { createLimit: { __typename: 'Limit', id: 'p2-l1' } } }),
      adminCopyLimit: () => ({ data: { addLimitToPlan: { __typename: 'Limit', id: 'p2-l2' } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj limit do planu Plus' }));
    const action = screen.getByLabelText('Czynność') as HTMLSelectElement;
    // Every action is offered on a plan without limits; the free plan's chat limit is not offered there.
    expect(action.options.length).toBeGreaterThan(5);
    fireEvent.change(action, { target: { value: 'QUIZ_GENERATION' } });
    fireEvent.change(screen.getByLabelText('Liczba użyć w okresie'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj limit' }));
    await waitFor(() => expect(api.count('adminCreateLimit')).toBe(1));
    expect(api.calls.find((c) => c.operationName === 'adminCreateLimit')?.variables).toEqual({
      input: {
        planId: 'p2',
        action: 'QUIZ_GENERATION',
        limitType: 'NUMBER',
        limitInterval: 'DAY',
        visible: true,
        limit: 5,
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj limit do planu Darmowy' }));
    const freeActions = [...(screen.getByLabelText('Czynność') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(freeActions).not.toContain('CHAT_MESSAGE');
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));

    fireEvent.click(
      screen.getByRole('button', { name: 'Kopiuj limit do innego planu: Wiadomości w czacie' }),
    );
    expect((screen.getByLabelText('Plan, który dostanie taki sam limit') as HTMLSelectElement).value).toBe(
      'p2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kopiuj limit' }));
    await waitFor(() => expect(api.count('adminCopyLimit')).toBe(1));
    expect(api.calls.find((c) => c.operationName === 'adminCopyLimit')?.variables).toEqual({
      input: { limitId: 'p1-l1', planId: 'p2' },
    });
  });
});
