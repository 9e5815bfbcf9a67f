import { startFakeStripe } from '../../apps/server/src/modules/billing/testing/fake-stripe.ts';

// The local Stripe the browser journeys' server sells through (STRIPE_API_URL): the real `stripe`
// client's endpoints, plus the hosted pages a buyer pays on (`/pay/{session}`, `/invoice/{id}`),
// which send their signed webhooks to the server. Started by Playwright's webServer list.
const port = Number(process.env.E2E_STRIPE_PORT ?? 3126);
const webhookUrl = process.env.E2E_STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:3123/api/webhooks/stripe';

await startFakeStripe({ port, webhookUrl });
