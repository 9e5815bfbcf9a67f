import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { extractJob, solveJob } from './jobs.ts';
import { testPageReader } from './page-reader.ts';
import { pagesSettled } from './pages-settled.ts';
import { testSolving } from './pending-work.ts';
import { testSolverResolvers } from './resolvers.ts';
import { testTaskOwner } from './task-owner.ts';
import './topics.ts';
import { exportTests, removeUserTests, removeWorkspaceTests } from './user-data.ts';

/**
 * The test solver: photographed or uploaded tests, their tasks cut verbatim (stored as the
 * exercises module's tasks, owner kind `test`) and each solved and checked.
 */
export const testSolverModule: ModuleManifest = {
  name: 'testsolver',
  resolvers: testSolverResolvers,
  jobs: (deps) => [extractJob(deps) as JobDefinition<never>, solveJob(deps) as JobDefinition<never>],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceTests(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserTests(deps, userId),
  },
  exportUserData: (deps, userId) => exportTests(deps, userId),
  pendingWork: [testSolving],
  eventProcessors: [pagesSettled],
  exerciseOwners: [testTaskOwner],
  visionReaders: [testPageReader],
};
