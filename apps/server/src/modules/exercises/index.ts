import type { ModuleManifest } from '../../core/module.ts';
import { taskChatSubject } from './chat-subject.ts';
import { exercisesResolvers } from './resolvers.ts';
import './topics.ts';
import { removeUserTasks } from './user-data.ts';

/**
 * School tasks (`Zadanie`): one table and one API for every module that has tasks — the test
 * solver's tests today, the textbook library and tutors later. An owner module registers its kind
 * (`exerciseOwners` in its manifest), stores and moves its tasks through this API, and is told when
 * a pupil corrects a task or asks for it to be solved again.
 */
export const exercisesModule: ModuleManifest = {
  name: 'exercises',
  resolvers: exercisesResolvers,
  chatSubjects: [taskChatSubject],
  hooks: {
    userDeleted: (deps, { userId }) => removeUserTasks(deps, userId),
  },
};

export {
  type CutTask,
  type Extraction,
  extractTasks,
  type PageBatch,
  pageBatches,
  type TaskPage,
  tidyTasks,
} from './extraction.ts';
export { answerOf, taskText } from './rendering.ts';
export {
  claimAttempt,
  deleteTasksOf,
  failAttempt,
  findZadanie,
  insertTasks,
  PUBLIC_TASKS_USER,
  publishTask,
  renewOpenAttempts,
  saveSolution,
  solvedCounts,
  taskCounts,
  tasksOf,
  type ZadanieRow,
} from './service.ts';
export { type Solution, solveWithModel } from './solving.ts';
