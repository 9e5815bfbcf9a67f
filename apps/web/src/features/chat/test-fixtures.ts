import type { GetActionSourcesQuery } from '../../gql/graphql.ts';
import type { BotAnswer, ChatMessage, Conversation, ConversationSummary } from './api/chat-fragments.ts';

/** Conversations, messages and answers as the server sends them, for this feature's tests. */

export function fakeSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c-1',
    workspaceId: 'ws-1',
    name: 'Nowy Chat',
    isFetching: false,
    createdAt: '2024-03-05T10:15:00Z',
    updatedAt: '2024-03-05T10:15:00Z',
    ...overrides,
  };
}

export function fakeAnswer(overrides: Partial<BotAnswer> = {}): BotAnswer {
  return {
    id: 'b-1',
    content: 'Ułamek $\\frac{1}{2}$ to połowa [1].',
    isFetching: false,
    isError: false,
    error: null,
    stopped: false,
    aiNoteId: null,
    citations: [],
    createdAt: '2024-03-05T10:15:02Z',
    ...overrides,
  };
}

export function fakeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm-1',
    message: 'Co to jest ułamek?',
    messageContent: null,
    type: 'USER_MESSAGE',
    rozprawkaCall: null,
    rozprawkaReviewCall: null,
    zadanieCall: null,
    messageFiles: [],
    botResponses: [fakeAnswer()],
    createdAt: '2024-03-05T10:15:01Z',
    ...overrides,
  };
}

export function fakeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    ...fakeSummary(),
    sources: null,
    userMessages: [],
    ...overrides,
  };
}

export type ActionSources = GetActionSourcesQuery['getActionSources'];

/** Materials to pick from: a read note, a PDF still being read, an AI note and a quiz result. */
export function fakeActionSources(overrides: Partial<ActionSources> = {}): ActionSources {
  return {
    workspaceId: 'ws-1',
    selected: { id: 'set-1', items: [{ type: 'USER_DOC', id: 'doc-1' }] },
    groups: [
      {
        type: 'NOTATKA',
        label: 'Notatka',
        sources: [
          {
            __typename: 'UserDoc',
            id: 'doc-1',
            name: 'Ułamki – lekcja',
            state: 'SOLVED',
            sourceType: 'NOTATKA',
          },
          { __typename: 'AiNote', id: 'note-1', name: 'Notatka o ułamkach' },
        ],
      },
      {
        type: 'SPRAWDZIAN',
        label: 'Sprawdzian',
        sources: [
          {
            __typename: 'UserDoc',
            id: 'doc-2',
            name: 'Kartkówka.pdf',
            state: 'SOLVING',
            sourceType: 'SPRAWDZIAN',
          },
        ],
      },
      { type: 'ROZWIAZANE_ZADANIA', label: 'Rozwiązane zadania', sources: [] },
      { type: 'ROZPRAWKA', label: 'Rozprawka', sources: [] },
      { type: 'YOUTUBE', label: 'YouTube', sources: [] },
    ],
    fromTools: [
      {
        itemType: 'QUIZ_RESULT',
        label: 'Wyniki quizów',
        sources: [{ __typename: 'QuizResult', id: 'result-1', name: 'Ułamki – wynik 60% (25.11)' }],
      },
      {
        itemType: 'LIBRARY_CHAPTER',
        label: 'Podręczniki',
        sources: [{ __typename: 'LibrarySource', id: 'chapter-1', name: '3. Ułamki – Matematyka 7' }],
      },
    ],
    ...overrides,
  };
}
