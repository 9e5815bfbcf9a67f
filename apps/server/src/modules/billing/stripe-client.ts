import Stripe from 'stripe';
import type { StripeConfig } from '../../config/config.ts';

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The Stripe client of a configuration (one per config, so a test server's fake is not shared).
 * `STRIPE_API_URL` points it at another host (a local fake speaking the same REST endpoints).
 */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const url = config.apiUrl;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}
