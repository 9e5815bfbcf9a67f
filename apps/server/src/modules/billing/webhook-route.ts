import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Deps } from '../../core/deps.ts';
import { stripeClient } from './stripe-client.ts';
import { HANDLED_EVENTS, STRIPE_EVENT_QUEUE, type StripeEventJob } from './stripe-events.ts';
import { stripeEvents } from './tables.ts';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * Records a verified event once, and queues its handling in the same transaction: a replayed
 * delivery finds the event's row and queues nothing. Returns whether it was new.
 */
export async function recordStripeEvent(deps: Pick<Deps, 'db' | 'services'>, event: Stripe.Event) {
  return deps.db.transaction(async (tx) => {
    const handled = HANDLED_EVENTS.has(event.type);
    const [row] = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        createdAt: new Date(event.created * 1000),
        payload: event,
        // Events Kreda does not act on are recorded as handled at once.
        handledAt: handled ? null : new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!row) return false;
    if (handled)
      await deps.services.jobs.send<StripeEventJob>(STRIPE_EVENT_QUEUE, { eventId: event.id }, event.id, {
        db: tx,
      });
    return true;
  });
}

/**
 * `POST /api/webhooks/stripe`: the signature is verified on the raw body (a bad one is a 400 and
 * nothing is recorded), the event is recorded, and the answer is a fast 200; the work is a job.
 * Without billing configured the path does not exist (404).
 */
export function registerStripeWebhookRoute(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: read the body raw, never as parsed JSON.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const config = deps.config.stripe;
      if (!config) return reply.status(404).send({ error: 'billing is not configured' });
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body))
        return reply.status(400).send({ error: 'missing signature or body' });
      let event: Stripe.Event;
      try {
        event = stripeClient(config).webhooks.constructEvent(body, signature, config.webhookSecret);
      } catch {
        request.log.warn('stripe webhook with a bad signature refused');
        return reply.status(400).send({ error: 'bad signature' });
      }
      const isNew = await recordStripeEvent(deps, event);
      return reply.status(200).send({ received: true, duplicate: !isNew });
    });
  });
}
