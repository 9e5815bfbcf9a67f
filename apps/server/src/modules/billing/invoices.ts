import type { InvoiceStatus } from '@kreda/shared/enums';
import type Stripe from 'stripe';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { findActiveSubscription, type PaymentCard } from '../usage/index.ts';
import { PAYMENT_FAILED_MESSAGE } from './checkout.ts';
import { storedCustomer } from './checkout-session.ts';
import { stripeClient } from './stripe-client.ts';
import { cardOf } from './subscription-sync.ts';

/** Invoice lists one user may read in 10 minutes: each is a call to Stripe. */
const READS_PER_10_MINUTES = 60;
const readLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('billing:invoices', {
    points: READS_PER_10_MINUTES,
    durationSeconds: 600,
  });

/** Invoices listed on the billing page: two years of monthly renewals. */
const INVOICES_SHOWN = 24;

/** The plan or add-on an invoice is for: its first line without the shop's prefix. */
function planNameOf(invoice: Stripe.Invoice): string {
  const line = invoice.lines?.data?.[0]?.description ?? '';
  return line.replace(/^\d+\s*×\s*/, '').replace(/^Kreda – /, '') || 'Kreda';
}

/**
 * `getInvoices`: the viewer's own invoices from Stripe, newest first: status, gross total in
 * złoty, the PDF, the page to pay an open one, and the card (the invoice's own, else the card of
 * the subscription in force). None without billing or before the first order. Stripe's own text
 * never reaches the client: a failure is a Polish error.
 */
export async function getInvoices(deps: Deps, actor: Actor) {
  const config = deps.config.stripe;
  if (!config) return [];
  const customer = await storedCustomer(deps, actor.user.id);
  if (!customer) return [];
  await ensureAllowed([readLimiter(deps).hit(actor.user.id)], 'Zbyt wiele odczytów faktur.');
  let invoices: Stripe.Invoice[];
  try {
    const page = await stripeClient(config).invoices.list({
      customer,
      limit: INVOICES_SHOWN,
      expand: ['data.default_payment_method'],
    });
    invoices = page.data;
  } catch (error) {
    deps.logger.error({ err: error, userId: actor.user.id }, 'stripe invoices unreadable');
    throw new DomainError('BAD_REQUEST', PAYMENT_FAILED_MESSAGE);
  }
  const subscriptionCard: PaymentCard | null =
    (await findActiveSubscription(deps.db, actor.user.id, new Date()))?.paymentMethod ?? null;
  return (
    invoices
      // A trial's opening invoice of 0 zł is no bill to the pupil.
      .filter((invoice) => invoice.total > 0)
      .map((invoice) => {
        const own =
          typeof invoice.default_payment_method === 'object' ? invoice.default_payment_method : null;
        const subscriptionInvoice = Boolean(invoice.parent?.subscription_details);
        return {
          id: invoice.id ?? '',
          status: (invoice.status ?? 'draft') as InvoiceStatus,
          total: invoice.total / 100,
          url: invoice.invoice_pdf ?? null,
          created: new Date(invoice.created * 1000),
          paymentUrl: invoice.status === 'open' ? (invoice.hosted_invoice_url ?? null) : null,
          planName: planNameOf(invoice),
          paymentMethod: cardOf(own) ?? (subscriptionInvoice ? subscriptionCard : null),
        };
      })
      .sort((a, b) => b.created.getTime() - a.created.getTime())
  );
}
