import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { startHttpFake } from '../../../testing/fakes/http-fake.ts';
import {
  FakeState,
  type FakeStripeEvent,
  type Obj,
  SECRET_KEY,
  WEBHOOK_SECRET,
} from './fake-stripe-state.ts';

export type { FakeStripeEvent };

/*
 * A local stand-in for the Stripe REST endpoints Kreda uses, reached by the real `stripe` client
 * (host/port/protocol 'http' through STRIPE_API_URL): customers, Checkout sessions, subscriptions,
 * products, payment methods, invoices and their preview (fake-stripe-state.ts). A test plays the
 * buyer (`completeCheckout`) and Stripe's later changes (`updateSubscription`, `invoiceEvent`),
 * each of which returns the events Stripe would send; `deliver` posts an event to the server
 * signed as Stripe signs it (`generateTestHeaderString`), so a test decides the order, the replays
 * and the forgeries. A browser can also go through it: `/pay/{session}` is a hosted checkout page
 * and `/invoice/{id}` a hosted invoice page, which deliver their events themselves.
 */

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  /** Every API request as received: method, path and the decoded form fields. */
  requests: { method: string; path: string; body: Obj }[];
  /** Events Stripe would send after an API change (a subscription updated), not yet delivered. */
  emitted: FakeStripeEvent[];
  /** Where `deliver` posts (the server's webhook URL), set once the server runs. */
  webhookUrl: string;
  /** The next card charge is declined (402 card_error). */
  declineNextCharge(): void;
  /** The buyer pays: the session completes (and a monthly plan's subscription starts). */
  completeCheckout(sessionId: string): FakeStripeEvent[];
  /** The buyer leaves, and Stripe ends the session unpaid. */
  expireCheckout(sessionId: string): FakeStripeEvent;
  /** Stripe changes a subscription (a renewal, a failed payment, a cancellation). */
  updateSubscription(id: string, changes: Obj, options?: { deleted?: boolean; at?: number }): FakeStripeEvent;
  /** A renewal's invoice: `invoice.paid` (a paid invoice) or `invoice.payment_failed` (left open). */
  invoiceEvent(type: string, subscriptionId: string): FakeStripeEvent;
  /** The open invoice is paid on its hosted page: the subscription is active again. */
  payInvoice(invoiceId: string): FakeStripeEvent[];
  /** Three days before a trial ends. */
  trialWillEnd(subscriptionId: string): FakeStripeEvent;
  /** Posts an event signed with `secret` (default: the right one); the server's answer. */
  deliver(event: FakeStripeEvent, options?: { secret?: string }): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

function controls(state: FakeState, fake: { webhookUrl: string }) {
  const completeCheckout = (sessionId: string): FakeStripeEvent[] => {
    const session = state.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    const line = {
      description: String(session.product_name),
      amount: Number(session.amount_total),
      proration: false,
    };
    if (session.mode !== 'subscription') {
      session.payment_intent = state.nextId('pi');
      const events = [state.event('checkout.session.completed', session)];
      if (session.invoice_creation)
        state.invoice(session.customer, null, [line], true, session.metadata as Obj);
      return events;
    }
    const subscription = state.startSubscription(session);
    session.subscription = subscription.id;
    const trial = subscription.status === 'trialing';
    const invoice = state.invoice(
      session.customer,
      subscription.id as string,
      [{ ...line, amount: trial ? 0 : line.amount }],
      true,
    );
    return [
      state.event('customer.subscription.created', subscription),
      state.event('checkout.session.completed', session),
      state.event('invoice.paid', invoice),
    ];
  };
  const invoiceEvent = (type: string, subscriptionId: string): FakeStripeEvent => {
    const subscription = state.subscriptions.get(subscriptionId) ?? {};
    const item = ((subscription.items as Obj | undefined)?.data as Obj[] | undefined)?.[0] as
      | { price: { unit_amount: number; product_name: string } }
      | undefined;
    const line = {
      description: item?.price.product_name ?? 'Kreda',
      amount: item?.price.unit_amount ?? 0,
      proration: false,
    };
    const invoice = state.invoice(subscription.customer, subscriptionId, [line], type === 'invoice.paid');
    return state.event(type, invoice);
  };
  const payInvoice = (invoiceId: string): FakeStripeEvent[] => {
    const invoice = state.invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    invoice.status = 'paid';
    const subscriptionId = (invoice.parent as { subscription_details?: { subscription?: string } } | null)
      ?.subscription_details?.subscription;
    const subscription = subscriptionId ? state.subscriptions.get(subscriptionId) : undefined;
    if (!subscription) return [state.event('invoice.paid', invoice)];
    subscription.status = 'active';
    return [state.event('invoice.paid', invoice), state.event('customer.subscription.updated', subscription)];
  };
  const deliver = async (stripeEvent: FakeStripeEvent, options: { secret?: string } = {}) => {
    const payload = JSON.stringify(stripeEvent);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
    });
    const answer = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      body: payload,
    });
    return { status: answer.status, body: await answer.text() };
  };
  return { completeCheckout, invoiceEvent, payInvoice, deliver };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem"><main><h1>${title}</h1>${body}</main></body></html>`;
const zl = (grosze: number) => `${(grosze / 100).toFixed(2).replace('.', ',')} zł`;

/** The hosted pages a browser journey goes through: pay a Checkout session, pay an open invoice. */
async function hostedPage(
  state: FakeState,
  c: ReturnType<typeof controls>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const [, kind, id] = /^\/(pay|invoice)\/([^/.]+)(?:\.pdf)?$/.exec(url.pathname) ?? [];
  if (!kind || !id) return false;
  const send = (status: number, html: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(html);
  };
  if (url.pathname.endsWith('.pdf')) {
    response.writeHead(200, { 'content-type': 'application/pdf' });
    response.end('%PDF-1.4\n% Faktura testowa Kredy\n%%EOF\n');
    return true;
  }
  const object = kind === 'pay' ? state.sessions.get(id) : state.invoices.get(id);
  if (!object) {
    send(404, page('Nie znaleziono', '<p>Nie ma takiej płatności.</p>'));
    return true;
  }
  if (request.method === 'POST') {
    const events = kind === 'pay' ? c.completeCheckout(id) : c.payInvoice(id);
    for (const event of events) await c.deliver(event);
    if (kind === 'pay') send(303, '', { location: String(object.success_url) });
    else send(200, page('Zapłacono', '<p>Faktura jest opłacona. Możesz zamknąć tę kartę.</p>'));
    return true;
  }
  const amount = kind === 'pay' ? Number(object.amount_total) : Number(object.total);
  const name = kind === 'pay' ? String(object.product_name) : 'Faktura';
  const cancel = kind === 'pay' ? `<p><a href="${String(object.cancel_url)}">Wróć bez płacenia</a></p>` : '';
  send(
    200,
    page(
      'Płatność testowa (Stripe)',
      `<p>${name}</p><p>Do zapłaty: <strong>${zl(amount)}</strong></p><p>Karta testowa Visa •••• 4242</p>` +
        `<form method="post"><button type="submit">Zapłać ${zl(amount)}</button></form>${cancel}`,
    ),
  );
  return true;
}

export async function startFakeStripe(
  options: { port?: number; webhookUrl?: string } = {},
): Promise<FakeStripe> {
  const state = new FakeState();
  const target = { webhookUrl: options.webhookUrl ?? '' };
  const c = controls(state, target);
  const http = await startHttpFake(
    async (request, response) => {
      if (await hostedPage(state, c, request, response)) return;
      await state.answer(request, response);
    },
    options.port ? { port: options.port } : {},
  );
  state.url = http.url;
  return {
    url: http.url,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    customers: state.customers,
    sessions: state.sessions,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    requests: state.requests,
    emitted: state.emitted,
    get webhookUrl() {
      return target.webhookUrl;
    },
    set webhookUrl(value: string) {
      target.webhookUrl = value;
    },
    declineNextCharge: () => {
      state.declineNextCharge = true;
    },
    completeCheckout: c.completeCheckout,
    expireCheckout(sessionId) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'expired';
      return state.event('checkout.session.expired', session);
    },
    updateSubscription(id, changes, opts = {}) {
      const subscription = state.subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      Object.assign(subscription, changes);
      const type = opts.deleted ? 'customer.subscription.deleted' : 'customer.subscription.updated';
      return state.event(type, subscription, opts.at);
    },
    invoiceEvent: c.invoiceEvent,
    payInvoice: c.payInvoice,
    trialWillEnd(subscriptionId) {
      const subscription = state.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      return state.event('customer.subscription.trial_will_end', subscription);
    },
    deliver: c.deliver,
    stop: () => http.stop(),
  };
}

/** The server's environment for billing through the fake. */
export function fakeStripeEnv(stripe: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
}
