import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { sendJson, startHttpFake } from '../../../testing/fakes/http-fake.ts';

/*
 * A local stand-in for the Stripe REST endpoints Kreda uses, reached by the real `stripe` client
 * (host/port/protocol 'http' through STRIPE_API_URL): customers, Checkout sessions and
 * subscriptions. A test then plays the buyer (`completeCheckout`) and Stripe's later changes
 * (`updateSubscription`), each of which returns the events Stripe would send; `deliver` posts an
 * event to the server signed as Stripe signs it (`generateTestHeaderString`), so a test decides
 * the order, the replays and the forgeries.
 */

type Obj = Record<string, unknown>;

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Obj };
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Every API request as received: method, path and the decoded form fields. */
  requests: { method: string; path: string; body: Obj }[];
  /** Events Stripe would send after an API change (a subscription updated), not yet delivered. */
  emitted: FakeStripeEvent[];
  /** Where `deliver` posts (the server's webhook URL), set once the server runs. */
  webhookUrl: string;
  /** The buyer pays: the session completes (and a monthly plan's subscription starts). */
  completeCheckout(sessionId: string): FakeStripeEvent[];
  /** Stripe changes a subscription (a renewal, a failed payment, a cancellation). */
  updateSubscription(id: string, changes: Obj, options?: { deleted?: boolean; at?: number }): FakeStripeEvent;
  /** An invoice event of a subscription (`invoice.paid`, `invoice.payment_failed`). */
  invoiceEvent(type: string, subscriptionId: string): FakeStripeEvent;
  /** Posts an event signed with `secret` (default: the right one); the server's answer. */
  deliver(event: FakeStripeEvent, options?: { secret?: string }): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects; lists stay objects keyed "0", "1"… */
function decodeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Obj;
      }
    }
  }
  return root;
}

const MONTH_SECONDS = 30 * 24 * 3600;
const SECRET_KEY = 'sk_test_fake_kreda';
const WEBHOOK_SECRET = 'whsec_fake_kreda';

/** What the fake holds, and the object makers its endpoints and controls share. */
class FakeState {
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly requests: FakeStripe['requests'] = [];
  readonly emitted: FakeStripeEvent[] = [];
  url = '';
  private serial = 0;

  nextId(prefix: string) {
    this.serial += 1;
    return `${prefix}_fake${String(this.serial).padStart(6, '0')}`;
  }

  event(type: string, object: Obj, created = now()): FakeStripeEvent {
    return {
      id: this.nextId('evt'),
      object: 'event',
      type,
      created,
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  createSession(body: Obj): Obj {
    const id = this.nextId('cs_test');
    const lineItems = (body.line_items ?? {}) as Record<string, { price_data: { unit_amount: string } }>;
    const session: Obj = {
      id,
      object: 'checkout.session',
      url: `${this.url}/pay/${id}`,
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: body.customer,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      locale: body.locale ?? null,
      currency: 'pln',
      amount_total: Object.values(lineItems).reduce(
        (sum, item) => sum + Number(item.price_data.unit_amount),
        0,
      ),
      subscription: null,
      payment_intent: null,
      subscription_data: body.subscription_data ?? null,
      line_items: lineItems,
    };
    this.sessions.set(id, session);
    return session;
  }

  startSubscription(session: Obj): Obj {
    const data = (session.subscription_data ?? {}) as Obj;
    const trialDays = Number(data.trial_period_days ?? 0);
    const start = now();
    const end = start + (trialDays ? trialDays * 24 * 3600 : MONTH_SECONDS);
    const subscription: Obj = {
      id: this.nextId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialDays ? 'trialing' : 'active',
      metadata: data.metadata ?? {},
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      items: {
        object: 'list',
        data: [{ id: this.nextId('si'), current_period_start: start, current_period_end: end }],
      },
    };
    this.subscriptions.set(subscription.id as string, subscription);
    return subscription;
  }

  /** `POST /v1/subscriptions/:id` (cancel at period end, its undo, ending a trial): Stripe also sends an event. */
  update(id: string, body: Obj): Obj {
    const subscription = this.subscriptions.get(id) ?? {};
    if (body.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
    if (body.trial_end === 'now') {
      const start = now();
      subscription.status = 'active';
      subscription.trial_end = start;
      subscription.items = {
        object: 'list',
        data: [
          { id: this.nextId('si'), current_period_start: start, current_period_end: start + MONTH_SECONDS },
        ],
      };
    }
    this.emitted.push(this.event('customer.subscription.updated', subscription));
    return subscription;
  }

  invoiceEvent(type: string, subscriptionId: string): FakeStripeEvent {
    const subscription = this.subscriptions.get(subscriptionId);
    return this.event(type, {
      id: this.nextId('in'),
      object: 'invoice',
      customer: subscription?.customer ?? null,
      status: type === 'invoice.paid' ? 'paid' : 'open',
      currency: 'pln',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: {} },
      },
    });
  }

  /** The REST endpoints, answering as Stripe does (JSON objects, `{ error }` with 4xx). */
  async answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      sendJson(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = decodeForm(Buffer.concat(chunks).toString('utf8'));
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /v1/customers') {
      const customer = {
        id: this.nextId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return sendJson(response, 200, customer);
    }
    if (route === 'POST /v1/checkout/sessions') return sendJson(response, 200, this.createSession(body));
    const updated = /^POST \/v1\/subscriptions\/([^/]+)$/.exec(route)?.[1];
    if (updated && this.subscriptions.has(updated))
      return sendJson(response, 200, this.update(updated, body));
    const subscription = /^GET \/v1\/subscriptions\/([^/]+)$/.exec(route)?.[1];
    if (subscription && this.subscriptions.has(subscription))
      return sendJson(response, 200, this.subscriptions.get(subscription));
    sendJson(response, 404, { error: { type: 'invalid_request_error', message: `No such route: ${route}` } });
  }
}

const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(): Promise<FakeStripe> {
  const state = new FakeState();
  const http = await startHttpFake((request, response) => state.answer(request, response));
  state.url = http.url;
  const fake: FakeStripe = {
    url: http.url,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    customers: state.customers,
    sessions: state.sessions,
    subscriptions: state.subscriptions,
    requests: state.requests,
    emitted: state.emitted,
    webhookUrl: '',
    completeCheckout(sessionId) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
      if (session.mode !== 'subscription') {
        session.payment_intent = state.nextId('pi');
        return [state.event('checkout.session.completed', session)];
      }
      const subscription = state.startSubscription(session);
      session.subscription = subscription.id;
      return [
        state.event('customer.subscription.created', subscription),
        state.event('checkout.session.completed', session),
        state.invoiceEvent('invoice.paid', subscription.id as string),
      ];
    },
    updateSubscription(id, changes, options = {}) {
      const subscription = state.subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      Object.assign(subscription, changes);
      const type = options.deleted ? 'customer.subscription.deleted' : 'customer.subscription.updated';
      return state.event(type, subscription, options.at);
    },
    invoiceEvent: (type, subscriptionId) => state.invoiceEvent(type, subscriptionId),
    async deliver(stripeEvent, options = {}) {
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
    },
    stop: () => http.stop(),
  };
  return fake;
}

/** The server's environment for billing through the fake. */
export function fakeStripeEnv(stripe: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
}
