import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { getPublicPlans, getSubscriptionUsage } from './commands.ts';

export const usageResolvers: Resolvers = {
  Query: {
    getSubscriptionUsage: async (_, __, ctx) => getSubscriptionUsage(ctx, await requireViewer(ctx)),
    getAvaliblePlansPublic: (_, __, ctx) => getPublicPlans(ctx),
  },
};
