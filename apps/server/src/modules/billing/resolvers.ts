import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { generatePaymentLink } from './checkout.ts';
import { getAvaliblePlans } from './plans.ts';
import { cancelSubscription, endTrial } from './subscription-changes.ts';

export const billingResolvers: Resolvers = {
  Query: {
    getAvaliblePlans: async (_, __, ctx) => getAvaliblePlans(ctx, await requireViewer(ctx)),
  },
  Mutation: {
    generatePaymentLink: async (_, { generatePaymentLinkInput }, ctx) =>
      generatePaymentLink(ctx, await requireViewer(ctx), generatePaymentLinkInput),
    cancelSubscription: async (_, { cancelSubscriptionInput }, ctx) =>
      cancelSubscription(ctx, await requireViewer(ctx), cancelSubscriptionInput),
    endTrial: async (_, __, ctx) => endTrial(ctx, await requireViewer(ctx)),
  },
};
