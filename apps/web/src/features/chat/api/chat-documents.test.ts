import { describe, expect, it } from 'vitest';
import { compact, fragmentsOf, MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { CHAT_MESSAGE_FRAGMENT, CONVERSATION_DETAIL_FRAGMENT } from './chat-fragments.ts';
import { GET_CONVERSATION } from './get-conversation.ts';
import { SEND_MESSAGE } from './send-message.ts';
import { START_CONVERSATION } from './start-conversation.ts';
import { START_SOLVER_CONVERSATION } from './start-solver-conversation.ts';
import { UPDATED_CONVERSATION } from './updated-conversation-event.ts';

const DOCUMENTS = {
  GET_CONVERSATION,
  SEND_MESSAGE,
  START_CONVERSATION,
  START_SOLVER_CONVERSATION,
  UPDATED_CONVERSATION,
};

describe('chat documents', () => {
  it('stay within the depth the server accepts, with the task a message asks about', () => {
    for (const [name, document] of Object.entries(DOCUMENTS))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('spell out a message’s fields the same way inside an open conversation', () => {
    const fragments = fragmentsOf([CHAT_MESSAGE_FRAGMENT, CONVERSATION_DETAIL_FRAGMENT].join('\n'));
    const message = compact(fragments.get('ChatMessageFields') ?? '');
    expect(message).toContain('zadanieCall { id numberExercise question }');
    expect(compact(fragments.get('ConversationDetailFields') ?? '')).toContain(`userMessages { ${message} }`);
  });
});
