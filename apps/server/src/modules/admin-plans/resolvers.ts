import { type ActorSource, requireAdmin, requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import {
  addLimitToPlan,
  createLimit,
  createPlan,
  getAllLimits,
  getAllPlans,
  getPlanAudience,
  updateLimit,
  updatePlan,
} from './plans.ts';
import {
  assignUserSub,
  createAdditionalLimit,
  deleteUserSub,
  getAdminAuditLog,
  getAllSubscriptions,
  getSubscriptionById,
} from './subscriptions.ts';

const admin = async (ctx: ActorSource) => requireAdmin(await requireViewer(ctx));

export const adminPlansResolvers: Resolvers = {
  Query: {
    getAllPlans: async (_, __, ctx) => {
      await admin(ctx);
      return getAllPlans(ctx);
    },
    getPlanAudience: async (_, __, ctx) => {
      await admin(ctx);
      return getPlanAudience(ctx);
    },
    getAllLimits: async (_, __, ctx) => {
      await admin(ctx);
      return getAllLimits(ctx);
    },
    getAllSubscriptions: async (_, { getAllSubscriptionsInput }, ctx) => {
      await admin(ctx);
      return getAllSubscriptions(ctx, getAllSubscriptionsInput);
    },
    getSubscriptionById: async (_, { getSubscriptionByIdInput }, ctx) => {
      await admin(ctx);
      return getSubscriptionById(ctx, getSubscriptionByIdInput.id);
    },
    getAdminAuditLog: async (_, { getAdminAuditLogInput }, ctx) => {
      await admin(ctx);
      return getAdminAuditLog(ctx, getAdminAuditLogInput);
    },
  },
  Mutation: {
    createPlan: async (_, { createPlanInput }, ctx) => createPlan(ctx, await admin(ctx), createPlanInput),
    updatePlan: async (_, { updatePlanInput }, ctx) => updatePlan(ctx, await admin(ctx), updatePlanInput),
    createLimit: async (_, { createLimitInput }, ctx) => createLimit(ctx, await admin(ctx), createLimitInput),
    updateLimit: async (_, { updateLimitInput }, ctx) => updateLimit(ctx, await admin(ctx), updateLimitInput),
    addLimitToPlan: async (_, { addLimitToPlanInput }, ctx) =>
      addLimitToPlan(ctx, await admin(ctx), addLimitToPlanInput),
    assignUserSub: async (_, { assignUserSubInput }, ctx) =>
      assignUserSub(ctx, await admin(ctx), assignUserSubInput),
    deleteUserSub: async (_, { deleteUserSubInput }, ctx) =>
      deleteUserSub(ctx, await admin(ctx), deleteUserSubInput.id),
    createAdditionalLimit: async (_, { createAdditionalLimitInput }, ctx) =>
      createAdditionalLimit(ctx, await admin(ctx), createAdditionalLimitInput),
  },
};
