import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBilling } from '../features/billing/test-fixtures.ts';
import { stopSessionRefresh } from '../lib/session-refresh.ts';
import type { FakeHandler } from '../testing/fake-api.ts';
import { renderAppSignedIn } from './testing/render-app.tsx';

vi.mock('../lib/ws-client.ts', async () => (await import('../testing/ws-fake.ts')).quietWsClient());

const plans: FakeHandler = () => ({ data: { getAvaliblePlans: [] } });

function renderSignedIn(path: string, user: Record<string, unknown> = {}) {
  return renderAppSignedIn(
    path,
    {
      choosePlan: plans,
      invoices: () => ({ data: { getInvoices: [] } }),
      billingPage: () => ({
        data: { getSubscriptionUsage: fakeBilling({ usage: [], additionalLimits: [], addOnOffers: [] }) },
      }),
    },
    user,
  ).router;
}

describe('billing routes', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('/app/chooseplan is a page of its own, without the app shell, with a way back', async () => {
    renderSignedIn('/app/chooseplan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wybierz plan' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Narzędzia' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wróć do Kredy' }).getAttribute('href')).toBe('/app');
  });

  it('a pupil who must choose a plan first lands on it', async () => {
    const router = renderSignedIn('/app', { onboardingStatus: 'PENDING_SUBSCRIPTION' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wybierz plan' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/chooseplan');
    expect(screen.getByText('Aby zacząć korzystać z Kredy, wybierz plan.')).toBeTruthy();
    // The app would only send them back here.
    expect(screen.queryByRole('link', { name: 'Wróć do Kredy' })).toBeNull();
  });

  it('/app/settings/billing opens in the app frame, reached from the account menu', async () => {
    renderSignedIn('/app/settings/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan i płatności' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Narzędzia' }).length).toBeGreaterThan(0);
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Plan i płatności' }).getAttribute('href')).toBe(
      '/app/settings/billing',
    );
  });

  it('/app/fullaccess opens in the app frame', async () => {
    renderSignedIn('/app/fullaccess');
    expect(await screen.findByRole('heading', { level: 1, name: 'Co daje pełny dostęp' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Narzędzia' }).length).toBeGreaterThan(0);
  });
});
