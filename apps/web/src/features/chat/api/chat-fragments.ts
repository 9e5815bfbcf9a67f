import { graphql } from '../../../gql/gql.ts';
import type {
  ChatMessageFieldsFragment,
  ConversationDetailFieldsFragment,
  ConversationSummaryFieldsFragment,
} from '../../../gql/graphql.ts';

/**
 * What the conversation list shows of a conversation (and what its live events carry).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const CONVERSATION_SUMMARY_FRAGMENT = graphql(`
  fragment ConversationSummaryFields on ConversationWorkspace {
    id
    workspaceId
    name
    isFetching
    createdAt
    updatedAt
  }
`);

/**
 * A pupil's message with its files and the answers to it (with the passages they cite). Written
 * out without nested fragments: the server counts each fragment as a level of its depth limit.
 */
export const CHAT_MESSAGE_FRAGMENT = graphql(`
  fragment ChatMessageFields on UserMessage {
    id
    message
    messageContent
    type
    rozprawkaCall {
      temat
    }
    rozprawkaReviewCall {
      temat
      content
    }
    zadanieCall {
      id
      numberExercise
      question
    }
    messageFiles {
      fileId
      fileUrl
      originalFileName
      contentType
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      aiNoteId
      citations {
        number
        sourceType
        sourceId
        name
        page
        startSeconds
        excerpt
      }
      createdAt
    }
    createdAt
  }
`);

/** An open conversation: its materials and every message, oldest first. */
export const CONVERSATION_DETAIL_FRAGMENT = graphql(`
  fragment ConversationDetailFields on ConversationWorkspace {
    id
    workspaceId
    name
    isFetching
    createdAt
    updatedAt
    sources {
      id
      sources {
        __typename
        ... on UserDoc {
          id
          name
          sourceType
        }
        ... on AiNote {
          id
          name
        }
        ... on QuizResult {
          id
          name
          quizWorkspaceId
        }
        ... on LibrarySource {
          id
          name
          podrecznikId
        }
        ... on AiTutorTemat {
          id
          name
        }
      }
    }
    # The fields of ChatMessageFields, written out (see its comment).
    userMessages {
      id
      message
      messageContent
      type
      rozprawkaCall {
        temat
      }
      rozprawkaReviewCall {
        temat
        content
      }
      zadanieCall {
        id
        numberExercise
        question
      }
      messageFiles {
        fileId
        fileUrl
        originalFileName
        contentType
      }
      botResponses {
        id
        content
        isFetching
        isError
        error
        stopped
        aiNoteId
        citations {
          number
          sourceType
          sourceId
          name
          page
          startSeconds
          excerpt
        }
        createdAt
      }
      createdAt
    }
  }
`);

export type ConversationSummary = ConversationSummaryFieldsFragment;
export type Conversation = ConversationDetailFieldsFragment;
export type ChatMessage = ChatMessageFieldsFragment;
export type BotAnswer = ChatMessage['botResponses'][number];
