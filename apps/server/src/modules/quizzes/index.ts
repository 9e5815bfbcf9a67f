import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { generationJob, reviewJob } from './jobs.ts';
import { quizNoteGenerator } from './note-generator.ts';
import { quizGeneration } from './pending-work.ts';
import { quizzesResolvers } from './resolvers.ts';
import { quizResultSource } from './result-source.ts';
import { quizShareable } from './shareable.ts';
import './events.ts';
import './topics.ts';
import { exportQuizzes, removeUserQuizzes, removeWorkspaceQuizzes } from './user-data.ts';

/** Quizzes from the pupil's materials or a set reading: generation, attempts, reviews of answers. */
export const quizzesModule: ModuleManifest = {
  name: 'quizzes',
  resolvers: quizzesResolvers,
  jobs: (deps) => [generationJob(deps) as JobDefinition<never>, reviewJob(deps) as JobDefinition<never>],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceQuizzes(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserQuizzes(deps, userId),
  },
  exportUserData: (deps, userId) => exportQuizzes(deps, userId),
  pendingWork: [quizGeneration],
  sourceProviders: [quizResultSource],
  noteGenerators: [quizNoteGenerator],
  shareables: [quizShareable],
};

export { generateQuiz } from './commands.ts';
export { quizEval } from './eval.ts';
export { attemptOutcome } from './outcome.ts';
export { findOwnQuiz } from './service.ts';
