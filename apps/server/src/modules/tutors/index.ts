import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { planJob, topicJob } from './jobs.ts';
import { tutorPlanning, tutorTopicWriting } from './pending-work.ts';
import { tutorsResolvers } from './resolvers.ts';
import { sessionQuizProcessor } from './session-quiz.ts';
import { tutorSessionSubject } from './sessions.ts';
import { tutorTopicSource } from './topic-source.ts';
import './events.ts';
import './topics.ts';
import { exportTutors, removeUserTutors, removeWorkspaceTutors } from './user-data.ts';

/** AI tutors: a plan of topics for a curriculum topic, a library chapter or own materials (ADR 031). */
export const tutorsModule: ModuleManifest = {
  name: 'tutors',
  resolvers: tutorsResolvers,
  jobs: (deps) => [planJob(deps) as JobDefinition<never>, topicJob(deps) as JobDefinition<never>],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceTutors(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserTutors(deps, userId),
  },
  exportUserData: (deps, userId) => exportTutors(deps, userId),
  pendingWork: [tutorPlanning, tutorTopicWriting],
  chatSubjects: [tutorSessionSubject],
  sourceProviders: [tutorTopicSource],
  eventProcessors: [sessionQuizProcessor],
};

export { tutorEval } from './eval.ts';
