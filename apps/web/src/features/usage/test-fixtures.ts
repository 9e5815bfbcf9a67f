import type { SubscriptionUsage, UsageItem } from './api/get-subscription-usage.ts';

/** One action's usage as getSubscriptionUsage returns it: 3 of 30 chat messages today. */
export function fakeUsageItem(overrides: Partial<UsageItem> = {}): UsageItem {
  return {
    action: 'CHAT_MESSAGE',
    label: 'Wiadomości w czacie',
    limit: 30,
    limitType: 'NUMBER',
    limitInterval: 'DAY',
    usage: 3,
    remaining: 27,
    renewsAt: '2026-11-15T23:00:00.000Z',
    ...overrides,
  };
}

/** The free plan as the server reports it for a pupil without a subscription. */
export function fakeSubscriptionUsage(overrides: Partial<SubscriptionUsage> = {}): SubscriptionUsage {
  return {
    name: 'Darmowy',
    grantedAt: '2026-09-01T08:00:00.000Z',
    status: 'Active',
    cancelAtPeriodEnd: false,
    expiresAt: null,
    planPrice: 0,
    billingInterval: 'month',
    recurring: false,
    paymentMethod: null,
    usage: [fakeUsageItem()],
    ...overrides,
  };
}
