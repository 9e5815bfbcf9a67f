import { type ActorSource, requireAdmin, requireViewer } from '../../core/actor.ts';
import { notFound } from '../../core/domain-error.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { activityStatistics } from '../events/index.ts';
import { userLimitUsage } from '../usage/index.ts';
import { findUserById } from '../users/index.ts';
import { updateUserBlocked, updateUserRole } from './accounts.ts';
import { usageCsv } from './csv.ts';
import { getActionCost, getAdminStats, getAggregatedUsage, getUsage } from './stats.ts';

const admin = async (ctx: ActorSource) => requireAdmin(await requireViewer(ctx));

export const adminResolvers: Resolvers = {
  Query: {
    getUsage: async (_, { getUsageInput }, ctx) => {
      await admin(ctx);
      return getUsage(ctx, getUsageInput ?? {});
    },
    getActionCost: async (_, { getActionCostInput }, ctx) => {
      await admin(ctx);
      return getActionCost(ctx, getActionCostInput ?? {});
    },
    getAggregatedUsage: async (_, { getAggregatedUsageInput }, ctx) => {
      await admin(ctx);
      return getAggregatedUsage(ctx, getAggregatedUsageInput ?? {});
    },
    getAdminStats: async (_, __, ctx) => {
      await admin(ctx);
      return getAdminStats(ctx);
    },
    getUsageCsv: async (_, { getAggregatedUsageInput }, ctx) => {
      await admin(ctx);
      return usageCsv(ctx, getAggregatedUsageInput ?? {});
    },
    getActivityStats: async (_, { getActivityStatsInput }, ctx) => {
      await admin(ctx);
      return activityStatistics(ctx, getActivityStatsInput);
    },
    getUserLimits: async (_, { getUserByIdInput }, ctx) => {
      await admin(ctx);
      if (!(await findUserById(ctx.db, getUserByIdInput.id))) throw notFound('Nie ma takiego użytkownika.');
      return userLimitUsage(ctx, getUserByIdInput.id);
    },
  },
  Mutation: {
    updateUserRole: async (_, { updateUserRoleInput }, ctx) =>
      updateUserRole(ctx, await admin(ctx), updateUserRoleInput),
    setUserBlocked: async (_, { setUserBlockedInput }, ctx) =>
      updateUserBlocked(ctx, await admin(ctx), setUserBlockedInput),
  },
};
