import type { ModuleManifest } from '../../core/module.ts';
import { usageResolvers } from './resolvers.ts';
import { seedDefaultPlan } from './seed.ts';
import { exportUsage, removeUsage } from './user-data.ts';

/** Plans, limits, usage counters and AI-call records; every AI action is counted here. */
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

export { type AiActionWork, aiFailure, runAiAction } from './ai-action.ts';
export { nextPeriodStart } from './periods.ts';
export { type Reservation, recordAiCall, releaseUsageAt, reserveUsage } from './service.ts';
