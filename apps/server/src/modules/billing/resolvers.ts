import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { cancelSubscription } from './cancel.ts';
import { generatePaymentLink } from './checkout.ts';
import { getAvaliblePlans } from './plans.ts';

export const billingResolvers: Resolvers = {
  Query: {
    getAvaliblePlans: async (_, __, ctx) => getAvaliblePlans(ctx, await requireViewer(ctx)),
  },
  Mutation: {
    generatePaymentLink: async (_, { generatePaymentLinkInput }, ctx) =>
      generatePaymentLink(ctx, await requireViewer(ctx), generatePaymentLinkInput),
    cancelSubscription: async (_, { cancelSubscriptionInput }, ctx) =>
      cancelSubscription(ctx, await requireViewer(ctx), cancelSubscriptionInput),
  },
};
