import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { accountSweepJob } from './account-deletion.ts';
import { authResolvers } from './resolvers.ts';
import { pruneAuthRecords } from './sessions.ts';
import './events.ts';
import './topics.ts';
import { exportSessions, removeAuthRecords } from './user-data.ts';

/** Accounts: sessions, passwords, one-time codes, SMS sign-in and their rate limits. */
export const authModule: ModuleManifest = {
  name: 'auth',
  resolvers: authResolvers,
  tasks: [
    {
      // Dead sessions and codes; several instances doing it at once is harmless.
      name: 'prune sessions and codes',
      everyMs: 6 * 60 * 60 * 1000,
      atStartup: 'background',
      run: ({ db }) => pruneAuthRecords(db),
    },
  ],
  jobs: (deps) => [accountSweepJob(deps) as JobDefinition<never>],
  hooks: {
    userDeleted: (deps, { userId }) => removeAuthRecords(deps, userId),
  },
  exportUserData: (deps, userId) => exportSessions(deps, userId),
};

export { ACCOUNT_SWEEP_JOB } from './account-deletion.ts';
export { createOrPromoteAdmin, endBlockedSessions } from './admin-accounts.ts';
export { ACCESS_COOKIE } from './cookies.ts';
export { connectViewerCache, loadViewer, type Viewer } from './viewer.ts';
