import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { getPublicPlans, getSubscriptionUsage } from './commands.ts';
import { subscriptionEntity } from './subscription-entity.ts';

export const usageResolvers: Resolvers = {
  Query: {
    getSubscriptionUsage: async (_, __, ctx) => getSubscriptionUsage(ctx, await requireViewer(ctx)),
    getAvaliblePlansPublic: (_, __, ctx) => getPublicPlans(ctx),
  },
  User: {
    subscriptionEntity: (user, _, ctx) => subscriptionEntity(ctx, user),
  },
};
