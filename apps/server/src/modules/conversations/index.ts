import type { ModuleManifest } from '../../core/module.ts';
import { removeWorkspaceConversations } from './commands.ts';
import { STALE_ANSWER_MS, stopAllGenerations } from './generation.ts';
import { endInterruptedAnswers } from './interrupted.ts';
import { conversationsResolvers } from './resolvers.ts';
import './topics.ts';
import { exportConversations, removeUserConversations } from './user-data.ts';

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
      everyMs: STALE_ANSWER_MS / 3,
      atStartup: 'await',
      run: (deps, { atStartup }) =>
        endInterruptedAnswers(
          deps,
          new Date(Date.now() - (atStartup && !deps.config.databaseUrl ? 0 : STALE_ANSWER_MS)),
        ),
    },
  ],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) =>
      removeWorkspaceConversations(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserConversations(deps, userId),
  },
  exportUserData: (deps, userId) => exportConversations(deps, userId),
  stop: stopAllGenerations,
};

export { generateNoteFromConversation } from './chat-notes.ts';
export { ledSystemPrompt } from './led-prompt.ts';
export { startLedConversation } from './start.ts';
export { chatSubjectResolvers } from './subjects.ts';
