import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { deliveryJobs } from './jobs.ts';
import { exportUserEvents, removeUserEvents } from './user-data.ts';

/**
 * Domain events (ADR 018): business facts recorded in the transaction of the command that caused
 * them, and handed to the processors modules declare (manifest `eventProcessors`), one job per
 * processor and event. Imports no module; every module that records events comes after it. The
 * browsers' telemetry (ADR 037) is stored here too, and read back by `activityStatistics`.
 */
export const eventsModule: ModuleManifest = {
  name: 'events',
  jobs: (deps) => deliveryJobs(deps) as JobDefinition<never>[],
  hooks: {
    userDeleted: (deps, { userId }) => removeUserEvents(deps, userId),
  },
  exportUserData: (deps, userId) => exportUserEvents(deps, userId),
};

export { countActiveUsers } from './activity.ts';
export { type EventDeps, processorQueue, recordEvent, recordEvents } from './service.ts';
export {
  type ActivityStatistics,
  activityStatistics,
  deleteEventsBefore,
  type StatisticsRange,
  VISIT_ENTITY,
} from './statistics.ts';
