import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Component as FullAccessPage } from './full-access-page.tsx';
import { fakeLimit, freePlan, premiumPlan } from './test-fixtures.ts';

describe('full access page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('compares the free plan with the paid one, limit by limit, and leads to choosing a plan', async () => {
    installFakeApi({
      choosePlan: () => ({
        data: {
          getAvaliblePlans: [
            freePlan({
              limits: [
                ...freePlan().limits,
                fakeLimit({
                  action: 'TEST_SOLVER',
                  label: 'Sprawdziany',
                  limitDisplay: '',
                  limit: { type: 'NONE', value: 0 },
                }),
              ],
            }),
            premiumPlan({
              limits: [
                ...premiumPlan().limits,
                fakeLimit({ action: 'TEST_SOLVER', label: 'Sprawdziany', limitDisplay: '10 dziennie' }),
              ],
            }),
          ],
        },
      }),
    });
    renderRoutes([{ path: '/app/fullaccess', Component: FullAccessPage }], '/app/fullaccess');
    expect(await screen.findByRole('heading', { level: 1, name: 'Co daje pełny dostęp' })).toBeTruthy();
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('columnheader', { name: /^Darmowy/ })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: /^Premium\s*29,99\szł miesięcznie$/ })).toBeTruthy();
    const cells = (name: string) =>
      within(table.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Wiadomości w czacie')).toEqual(['30 dziennie', '300 dziennie']);
    expect(cells('Quizy')).toEqual(['2 dziennie', 'bez limitu']);
    expect(cells('Sprawdziany')).toEqual(['niedostępne', '10 dziennie']);
    expect(screen.getByText('Darmowy', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wybierz plan' }).getAttribute('href')).toBe('/app/chooseplan');
  });
});
