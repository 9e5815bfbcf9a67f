import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { getPublicPlans, getSubscriptionUsage } from './commands.ts';

export const usageResolvers: Resolvers = {
  Query: {
    getSubscriptionUsage: (_, __, ctx) => getSubscriptionUsage(ctx),
    getAvaliblePlansPublic: (_, __, ctx) => getPublicPlans(ctx),
  },
};
