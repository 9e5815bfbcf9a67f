import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { essayCallSubject, essayReviewCallSubject } from './chat-subjects.ts';
import { essayReviews, essayWriting } from './pending-work.ts';
import { photoSettled } from './photo-settled.ts';
import './events.ts';
import { essaysResolvers } from './resolvers.ts';
import { reviewJob } from './review-job.ts';
import './topics.ts';
import { exportEssays, removeUserEssays, removeWorkspaceEssays } from './user-data.ts';
import { handwritingReader } from './vision-reader.ts';
import { writeJob } from './write-job.ts';

/** Essays (rozprawki): written with the AI part by part, and graded by the exams' criteria. */
export const essaysModule: ModuleManifest = {
  name: 'essays',
  resolvers: essaysResolvers,
  jobs: (deps) => [writeJob(deps) as JobDefinition<never>, reviewJob(deps) as JobDefinition<never>],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceEssays(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserEssays(deps, userId),
  },
  exportUserData: (deps, userId) => exportEssays(deps, userId),
  visionReaders: [handwritingReader],
  pendingWork: [essayWriting, essayReviews],
  eventProcessors: [photoSettled],
  chatSubjects: [essayCallSubject, essayReviewCallSubject],
};

export { essayEval } from './eval.ts';
