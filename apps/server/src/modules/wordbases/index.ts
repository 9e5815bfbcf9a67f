import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { dictionariesTask, stopDictionaryBuilds } from './dictionaries.ts';
import { extractJob, fitJob } from './jobs.ts';
import { wordBaseExtraction } from './pending-work.ts';
import { wordBasesResolvers } from './resolvers.ts';
import { wordBaseShareable } from './shareable.ts';
import './events.ts';
import './topics.ts';
import { exportWordBases, removeUserWordBases, removeWorkspaceWordBases } from './user-data.ts';

/** Vocabulary sets: typed, translated or extracted words, flashcards scheduled by FSRS, AI exercises. */
export const wordBasesModule: ModuleManifest = {
  name: 'wordbases',
  resolvers: wordBasesResolvers,
  jobs: (deps) => [extractJob(deps) as JobDefinition<never>, fitJob(deps) as JobDefinition<never>],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceWordBases(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserWordBases(deps, userId),
  },
  exportUserData: (deps, userId) => exportWordBases(deps, userId),
  pendingWork: [wordBaseExtraction],
  shareables: [wordBaseShareable],
  tasks: [dictionariesTask],
  stop: stopDictionaryBuilds,
};

export { countDueWords, countWords } from './due-count.ts';
export { wordbaseEval } from './eval.ts';
