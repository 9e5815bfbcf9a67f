import type { ModuleManifest } from '../../core/module.ts';
import { removeWorkspaceConversations } from './commands.ts';
import { stopAllGenerations } from './generation.ts';
import { conversationsResolvers } from './resolvers.ts';
import { failInterruptedGenerations } from './service.ts';
import './topics.ts';

/** An answer untouched this long belongs to a process that stopped (answers save every second). */
const STALE_GENERATION_MS = 3 * 60 * 1000;

/** The solver chat: conversations, messages and answers streamed from the model with citations. */
export const conversationsModule: ModuleManifest = {
  name: 'conversations',
  resolvers: conversationsResolvers,
  tasks: [
    {
      // Answers are written by the process that started them. The embedded server is the only
      // writer, so whatever it was writing when it stopped can never finish; scaled processes only
      // end answers nobody has touched for a while.
      name: 'end interrupted answers',
      everyMs: STALE_GENERATION_MS / 3,
      atStartup: 'await',
      run: ({ db, config }, { atStartup }) =>
        failInterruptedGenerations(
          db,
          new Date(Date.now() - (atStartup && !config.databaseUrl ? 0 : STALE_GENERATION_MS)),
        ),
    },
  ],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) =>
      removeWorkspaceConversations(deps, userId, workspaceId),
  },
  stop: stopAllGenerations,
};
