import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { studySessionProcessor } from './processor.ts';
import { reminderJob, reminderTask } from './reminders.ts';
import { progressResolvers } from './resolvers.ts';
import { exportProgress, removeUserProgress } from './user-data.ts';

/**
 * Study days (ADR 025): finished sessions of every tool, learnt from their domain events, make the
 * pupil's streak and daily goal; a gentle opt-in e-mail reminds of words due. Imports no tool
 * module's internals: the events' payloads come from `DomainEvents`, the due count from wordbases.
 */
export const progressModule: ModuleManifest = {
  name: 'progress',
  resolvers: progressResolvers,
  eventProcessors: [studySessionProcessor],
  jobs: (deps) => [reminderJob(deps) as JobDefinition<never>],
  tasks: [reminderTask],
  hooks: {
    userDeleted: (deps, { userId }) => removeUserProgress(deps, userId),
  },
  exportUserData: (deps, userId) => exportProgress(deps, userId),
};

export { registerUnsubscribeRoute } from './unsubscribe-route.ts';
