import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { seedStarterPlan } from '../usage/index.ts';
import { seedAddOns } from './add-ons.ts';
import { billingResolvers } from './resolvers.ts';
import { stripeEventJob } from './stripe-events.ts';
import { exportBilling, pruneStripeEventsTask, removeBilling } from './user-data.ts';

/**
 * Plans for sale and payments with Stripe (ADR 032): the plans with the viewer's button, Checkout
 * links priced on the server, and Stripe's signed webhooks, recorded once and handled in a job,
 * after which the usage module's subscription follows. Without Stripe keys billing is off.
 */
export const billingModule: ModuleManifest = {
  name: 'billing',
  resolvers: billingResolvers,
  jobs: (deps) => [stripeEventJob(deps) as JobDefinition<never>],
  tasks: [pruneStripeEventsTask],
  async seed({ db, logger, config }) {
    const added = await seedAddOns(db);
    if (added) logger.info({ added }, 'billing add-ons seeded');
    // Something to sell once payments are on (ADR 033); nothing paid is shown while they are off.
    if (config.stripe && (await seedStarterPlan(db))) logger.info('starter paid plan seeded');
  },
  hooks: {
    userDeleted: (deps, { userId }) => removeBilling(deps, userId),
  },
  exportUserData: (deps, userId) => exportBilling(deps, userId),
};

export { registerStripeWebhookRoute } from './webhook-route.ts';
