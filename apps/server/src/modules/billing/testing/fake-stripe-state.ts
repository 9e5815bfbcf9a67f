import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { sendJson } from '../../../testing/fakes/http-fake.ts';

/*
 * What the fake Stripe holds and how its REST endpoints answer (fake-stripe.ts starts it and adds
 * the controls and the hosted pages): customers, Checkout sessions, subscriptions with a card,
 * products, invoices (list, preview with proration) — in Stripe's shapes, for the real client.
 */

export type Obj = Record<string, unknown>;

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

export const SECRET_KEY = 'sk_test_fake_kreda';
export const WEBHOOK_SECRET = 'whsec_fake_kreda';
export const MONTH_SECONDS = 30 * 24 * 3600;
export const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects; lists stay objects keyed "0", "1"… */
export function decodeForm(body: string): Obj {
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

interface Line {
  description: string;
  amount: number;
  proration: boolean;
}

const listOf = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '/v1/list' });

export class FakeState {
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, Obj>();
  readonly products = new Map<string, Obj>();
  readonly requests: { method: string; path: string; body: Obj }[] = [];
  readonly emitted: FakeStripeEvent[] = [];
  /** The next charge of a card fails (a declined card on an upgrade). */
  declineNextCharge = false;
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
    const lineItems = (body.line_items ?? {}) as Record<
      string,
      { price_data: { unit_amount: string; product_data?: { name?: string } } }
    >;
    const first = Object.values(lineItems)[0];
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
      invoice_creation: body.invoice_creation ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      line_items: lineItems,
      product_name: first?.price_data.product_data?.name ?? 'Kreda',
    };
    this.sessions.set(id, session);
    return session;
  }

  /** A test card (Visa 4242) of a customer, as Checkout saves it. */
  card(customer: unknown): Obj {
    const method: Obj = {
      id: this.nextId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    };
    this.paymentMethods.set(method.id as string, method);
    return method;
  }

  invoice(
    customer: unknown,
    subscriptionId: string | null,
    lines: Line[],
    paid: boolean,
    metadata: Obj = {},
  ): Obj {
    const id = this.nextId('in');
    const invoice: Obj = {
      id,
      object: 'invoice',
      customer,
      status: paid ? 'paid' : 'open',
      currency: 'pln',
      created: now(),
      total: lines.reduce((sum, line) => sum + line.amount, 0),
      invoice_pdf: `${this.url}/invoice/${id}.pdf`,
      hosted_invoice_url: `${this.url}/invoice/${id}`,
      default_payment_method: null,
      metadata,
      lines: listOf(lines.map((line) => this.line(line, subscriptionId))),
      parent: subscriptionId
        ? {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId, metadata: {} },
          }
        : null,
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  private line(line: Line, subscriptionId: string | null): Obj {
    return {
      id: this.nextId('il'),
      object: 'line_item',
      amount: line.amount,
      currency: 'pln',
      description: line.description,
      parent: subscriptionId
        ? {
            type: 'subscription_item_details',
            subscription_item_details: { proration: line.proration, subscription: subscriptionId },
          }
        : null,
    };
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
      trial_end: trialDays ? end : null,
      created: start,
      default_payment_method: this.card(session.customer).id,
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            current_period_start: start,
            current_period_end: end,
            price: { unit_amount: session.amount_total, product_name: session.product_name },
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id as string, subscription);
    return subscription;
  }

  private itemOf(subscription: Obj) {
    return ((subscription.items as Obj).data as Obj[])[0] as Obj & {
      current_period_start: number;
      current_period_end: number;
      price: { unit_amount: number; product_name: string };
    };
  }

  /** The lines of moving a subscription to a new monthly amount at `at`: credit, then the new month. */
  prorate(subscription: Obj, body: Obj, at: number): { lines: Line[]; amount: number; productName: string } {
    const item = this.itemOf(subscription);
    const priceData = ((body.items as Obj)['0'] as Obj).price_data as Obj;
    const amount = Number(priceData.unit_amount);
    const product = this.products.get(String(priceData.product));
    const period = item.current_period_end - item.current_period_start;
    const unused = Math.max(0, item.current_period_end - at) / period;
    const credit = Math.round(item.price.unit_amount * unused);
    const productName = String(product?.name ?? 'Kreda');
    return {
      amount,
      productName,
      lines: [
        { description: `Niewykorzystany czas: ${item.price.product_name}`, amount: -credit, proration: true },
        { description: productName, amount, proration: false },
      ],
    };
  }

  /** `POST /v1/subscriptions/:id`: cancel at period end (and undo), end a trial, re-price now. */
  update(id: string, body: Obj): { status: number; body: Obj } {
    const subscription = this.subscriptions.get(id) ?? {};
    if (body.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
    const item = this.itemOf(subscription);
    if (body.trial_end === 'now') {
      const start = now();
      Object.assign(subscription, { status: 'active', trial_end: start });
      Object.assign(item, { current_period_start: start, current_period_end: start + MONTH_SECONDS });
      this.invoice(
        subscription.customer,
        id,
        [{ description: item.price.product_name, amount: item.price.unit_amount, proration: false }],
        true,
      );
    }
    if (body.items) {
      if (this.declineNextCharge) {
        this.declineNextCharge = false;
        const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
        return { status: 402, body: { error } };
      }
      const at = Number(body.proration_date ?? now());
      const change = this.prorate(subscription, body, at);
      const start = now();
      Object.assign(item, {
        current_period_start: start,
        current_period_end: start + MONTH_SECONDS,
        price: { unit_amount: change.amount, product_name: change.productName },
      });
      subscription.metadata = { ...(subscription.metadata as Obj), ...((body.metadata ?? {}) as Obj) };
      const invoice = this.invoice(subscription.customer, id, change.lines, true);
      this.emitted.push(this.event('invoice.paid', invoice));
    }
    this.emitted.push(this.event('customer.subscription.updated', subscription));
    return { status: 200, body: this.expanded(subscription, body.expand) };
  }

  /** `DELETE /v1/subscriptions/:id`: ended now; Stripe sends `customer.subscription.deleted`. */
  cancel(id: string): Obj {
    const subscription = this.subscriptions.get(id) ?? {};
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
    this.emitted.push(this.event('customer.subscription.deleted', subscription));
    return subscription;
  }

  /** A subscription with its card object in place of the id, when asked to expand it. */
  expanded(subscription: Obj, expand: unknown): Obj {
    const wanted = Object.values((expand ?? {}) as Obj).includes('default_payment_method');
    if (!wanted) return subscription;
    const method = this.paymentMethods.get(String(subscription.default_payment_method));
    return { ...subscription, default_payment_method: method ?? null };
  }

  preview(body: Obj): { status: number; body: Obj } {
    const subscription = this.subscriptions.get(String(body.subscription));
    const details = (body.subscription_details ?? {}) as Obj;
    if (!subscription || !details.items)
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'Missing subscription' } },
      };
    const change = this.prorate(subscription, details, Number(details.proration_date ?? now()));
    const lines = change.lines.map((line) => this.line(line, subscription.id as string));
    const total = change.lines.reduce((sum, line) => sum + line.amount, 0);
    return {
      status: 200,
      body: { object: 'invoice', id: null, status: 'draft', total, currency: 'pln', lines: listOf(lines) },
    };
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
    const body = {
      ...decodeForm(url.search.slice(1)),
      ...decodeForm(Buffer.concat(chunks).toString('utf8')),
    };
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
    const answer = this.route(`${request.method} ${url.pathname}`, body);
    sendJson(response, answer.status, answer.body);
  }

  private route(route: string, body: Obj): { status: number; body: Obj } {
    const ok = (object: Obj | undefined) =>
      object
        ? { status: 200, body: object }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: `No such object: ${route}` } },
          };
    if (route === 'POST /v1/customers') {
      const customer = {
        id: this.nextId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return ok(customer);
    }
    if (route === 'POST /v1/products') {
      const product = {
        id: this.nextId('prod'),
        object: 'product',
        name: body.name,
        metadata: body.metadata ?? {},
      };
      this.products.set(product.id, product);
      return ok(product);
    }
    if (route === 'POST /v1/checkout/sessions') return ok(this.createSession(body));
    if (route === 'POST /v1/invoices/create_preview') return this.preview(body);
    if (route === 'GET /v1/invoices') {
      const own = [...this.invoices.values()].filter((invoice) => invoice.customer === body.customer);
      return ok(listOf(own.reverse()));
    }
    const [, verb, kind, id] =
      /^(GET|POST|DELETE) \/v1\/(subscriptions|payment_methods)\/([^/]+)$/.exec(route) ?? [];
    if (kind === 'payment_methods') return ok(this.paymentMethods.get(id ?? ''));
    if (kind === 'subscriptions' && id && this.subscriptions.has(id)) {
      if (verb === 'POST') return this.update(id, body);
      if (verb === 'DELETE') return ok(this.cancel(id));
      return ok(this.expanded(this.subscriptions.get(id) ?? {}, body.expand));
    }
    return ok(undefined);
  }
}
