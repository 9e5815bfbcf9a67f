import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { addOnOffers } from './add-ons.ts';
import { generatePaymentLink } from './checkout.ts';
import { checkoutView } from './checkout-view.ts';
import { getInvoices } from './invoices.ts';
import { getAvaliblePlans } from './plans.ts';
import { cancelSubscription, endTrial } from './subscription-changes.ts';
import { calculatePreview, upgradeSubscription } from './upgrade.ts';

export const billingResolvers: Resolvers = {
  Query: {
    getAvaliblePlans: async (_, __, ctx) => getAvaliblePlans(ctx, await requireViewer(ctx)),
    getInvoices: async (_, __, ctx) => getInvoices(ctx, await requireViewer(ctx)),
    calculatePreview: async (_, { calculatePreviewInput }, ctx) =>
      calculatePreview(ctx, await requireViewer(ctx), calculatePreviewInput),
  },
  Mutation: {
    generatePaymentLink: async (_, { generatePaymentLinkInput }, ctx) =>
      generatePaymentLink(ctx, await requireViewer(ctx), generatePaymentLinkInput),
    cancelSubscription: async (_, { cancelSubscriptionInput }, ctx) =>
      cancelSubscription(ctx, await requireViewer(ctx), cancelSubscriptionInput),
    endTrial: async (_, __, ctx) => endTrial(ctx, await requireViewer(ctx)),
    upgradeSubscription: async (_, { upgradeSubscriptionInput }, ctx) =>
      upgradeSubscription(ctx, await requireViewer(ctx), upgradeSubscriptionInput),
  },
  SubscriptionUsage: {
    addOnOffers: (usage, _, ctx) => addOnOffers(ctx, usage),
    checkout: async (_, { id }, ctx) => checkoutView(ctx, await requireViewer(ctx), id),
  },
};
