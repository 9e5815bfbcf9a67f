import type { ModuleManifest } from '../../core/module.ts';
import { usageResolvers } from './resolvers.ts';
import { seedDefaultPlan } from './seed.ts';
import { exportUsage, removeUsage } from './user-data.ts';
import './events.ts';

/**
 * Plans, limits, usage counters, the usage ledger and AI-call records; every AI action is counted
 * here, and long AI work ends through its lifecycle (`failAndRelease`, `workFailure`).
 */
export const usageModule: ModuleManifest = {
  name: 'usage',
  resolvers: usageResolvers,
  async seed({ db, logger }) {
    const plan = await seedDefaultPlan(db);
    if (plan.planCreated || plan.limitsAdded.length) logger.info(plan, 'default plan seeded');
  },
  hooks: {
    userDeleted: (deps, { userId }) => removeUsage(deps, userId),
  },
  exportUserData: (deps, userId) => exportUsage(deps, userId),
};

export {
  adminGrantsInForce,
  endAdminGrant,
  findLimit,
  findPlanLimit,
  findSubscription,
  latestProviderSubscription,
  listAllLimits,
  listAllPlans,
  listSubscriptions,
  planWithLimits,
  subscribersByPlan,
  updateLimitRow,
  updatePlanRow,
} from './admin-catalog.ts';
export { aiFailure, runAiAction } from './ai-action.ts';
export { recordAiCall } from './ai-calls.ts';
export {
  addAdditionalLimit,
  createPlan,
  findActiveSubscription,
  findDefaultPlan,
  findPlan,
  findUnpaidProviderSubscription,
  grantSubscription,
  hasHadSubscription,
  type LimitRow,
  listVisiblePlans,
  type PlanRow,
  type SubscriptionRow,
  setPlanLimit,
  upsertProviderSubscription,
} from './catalog.ts';
export {
  getSubscriptionUsage,
  presentFullPlan,
  presentLimit,
  presentPlan,
  priceFor,
  userLimitUsage,
} from './commands.ts';
export {
  AI_JOB_RETRY,
  failAndRelease,
  workFailure,
} from './lifecycle.ts';
export { nextPeriodStart, periodStart } from './periods.ts';
export { seedStarterPlan } from './seed.ts';
export {
  commitUsageFor,
  type Reservation,
  releaseUsageFor,
  reserveUsage,
} from './service.ts';
export {
  type AiCallFilter,
  type AiTotals,
  aiCallBreakdown,
  aiCallsBy,
  aiCallTotals,
  BREAKDOWN_MAX_ROWS,
  committedUses,
  dailyUsage,
  type StatsRange,
  unpricedModels,
} from './statistics.ts';
export type { PaymentCard } from './tables.ts';
