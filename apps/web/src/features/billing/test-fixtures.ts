import type { Billing } from './api/get-billing.ts';
import type { Invoice } from './api/get-invoices.ts';
import type { Plan, PlanLimit } from './api/get-plans.ts';

// Answers of the billing operations as the server gives them, for the pages' tests.

export function fakeLimit(overrides: Partial<PlanLimit> = {}): PlanLimit {
  return {
    action: 'CHAT_MESSAGE',
    label: 'Wiadomości w czacie',
    limitDisplay: '30 dziennie',
    limitInterval: 'DAY',
    visible: true,
    limit: { type: 'NUMBER', value: 30 },
    ...overrides,
  };
}

/** The free plan, the pupil's current one. */
export function freePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'p-free',
    name: 'Darmowy',
    price: 0,
    price3m: 0,
    price12m: 0,
    freeTier: false,
    description: 'Na start: narzędzia AI z dziennymi limitami.',
    visible: true,
    userPlanAction: 'CURRENT',
    limits: [
      fakeLimit(),
      fakeLimit({ action: 'QUIZ_GENERATION', label: 'Quizy', limitDisplay: '2 dziennie' }),
    ],
    ...overrides,
  };
}

/** Premium: 29,99 zł a month, 74,97 zł for 3 months (~17% off), 299,90 zł for 12. */
export function premiumPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'p-premium',
    name: 'Premium',
    price: 29.99,
    price3m: 74.97,
    price12m: 299.9,
    freeTier: true,
    description: 'Więcej wiadomości, quizów i notatek.',
    visible: true,
    userPlanAction: 'BUY',
    limits: [
      fakeLimit({ limitDisplay: '300 dziennie', limit: { type: 'NUMBER', value: 300 } }),
      fakeLimit({
        action: 'QUIZ_GENERATION',
        label: 'Quizy',
        limitDisplay: 'bez limitu',
        limit: { type: 'UNLIMITED', value: 0 },
      }),
    ],
    ...overrides,
  };
}

export function fakeBilling(overrides: Partial<Billing> = {}): Billing {
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
    usage: [
      {
        action: 'CHAT_MESSAGE',
        label: 'Wiadomości w czacie',
        limit: 30,
        limitType: 'NUMBER',
        limitInterval: 'DAY',
        usage: 3,
        remaining: 27,
        renewsAt: '2026-11-15T23:00:00.000Z',
      },
    ],
    additionalLimits: [],
    addOnOffers: [],
    ...overrides,
  };
}

/** Premium paid monthly by card, renewing on 12 December 2026. */
export function paidBilling(overrides: Partial<Billing> = {}): Billing {
  return fakeBilling({
    name: 'Premium',
    status: 'Active',
    grantedAt: '2026-11-12T10:00:00.000Z',
    expiresAt: '2026-12-12T10:00:00.000Z',
    planPrice: 29.99,
    recurring: true,
    paymentMethod: { card_brand: 'visa', card_last4: '4242', exp_month: 12, exp_year: 2030 },
    ...overrides,
  });
}

export function fakeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1',
    status: 'paid',
    total: 29.99,
    created: '2026-11-12T10:00:00.000Z',
    url: 'https://pay.stripe.test/invoice/in_1.pdf',
    paymentUrl: null,
    planName: 'Premium',
    ...overrides,
  };
}
