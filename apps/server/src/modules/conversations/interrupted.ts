import type { Deps } from '../../core/deps.ts';
import { releaseUsageFor } from '../usage/index.ts';
import { endInterruptedGenerations, findConversation, INTERRUPTED_MESSAGE } from './service.ts';

/** The ledger's name for the use of "wiadomości w czacie" a pupil's message made. */
export const chatMessageUsage = (userMessageId: string) => ({ kind: 'chat-message', id: userMessageId });

/**
 * Ends the answers whose writer is gone (a crash, `kill -9`, a lost instance): what was written is
 * kept, the pupil's use of the chat is given back (the reservation died with its process), and
 * anyone watching the answer or the list is told it ended.
 */
export async function endInterruptedAnswers(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  staleBefore: Date,
): Promise<number> {
  const ended = await endInterruptedGenerations(deps.db, staleBefore);
  for (const answer of ended) {
    await releaseUsageFor(deps.db, chatMessageUsage(answer.userMessageId));
    deps.pubsub.publish(
      'llmStream',
      answer.conversationId,
      answer.content
        ? {
            type: 'DONE',
            botMessageId: answer.id,
            delta: '',
            offset: answer.content.length,
            content: answer.content,
            error: null,
          }
        : {
            type: 'ERROR',
            botMessageId: answer.id,
            delta: '',
            offset: 0,
            content: null,
            error: INTERRUPTED_MESSAGE,
          },
    );
  }
  for (const conversationId of new Set(ended.map((answer) => answer.conversationId))) {
    const conversation = await findConversation(deps.db, conversationId);
    if (conversation)
      deps.pubsub.publish('conversation', conversation.workspaceId, { id: conversation.id, kind: 'update' });
  }
  return ended.length;
}
