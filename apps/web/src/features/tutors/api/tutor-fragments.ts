import { graphql } from '../../../gql/gql.ts';
import type {
  AiTutorDetailFieldsFragment,
  AiTutorSessionFieldsFragment,
  AiTutorSummaryFieldsFragment,
  AiTutorTopicFieldsFragment,
} from '../../../gql/graphql.ts';

// Lists ask for summaries (house rule 17): a card shows the tutor's state and its plan's size,
// never its chapter or the pupil's comment; the tutor's page asks for the detail and the topics.

/**
 * A tutor in the list: its state, progress and its topics' states (counted on the card).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const TUTOR_SUMMARY_FRAGMENT = graphql(`
  fragment AiTutorSummaryFields on AiTutor {
    id
    name
    przedmiot
    poziom
    origin
    state
    error
    progress
    createdAt
    aiTutorTemat {
      id
      state
    }
  }
`);

/**
 * One session of a topic: its state, its conversation and the quiz that ends it (its state, for
 * "the quiz is being written", and the score once solved).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const TUTOR_SESSION_FRAGMENT = graphql(`
  fragment AiTutorSessionFields on AiTutorTematSession {
    id
    aiTutorTematId
    state
    detailLevel
    sessionConversationStarted
    sessionConversationId
    previousSessionId
    testSessionQuizId
    testSessionQuiz {
      id
      state
      error
    }
    sessionQuizId
    scorePercent
    createdAt
  }
`);

/**
 * One topic of a tutor's plan with its sessions (without its content: read when it is opened).
 * The sessions' fields are AiTutorSessionFields written out: a nested fragment would count as one
 * more level of the server's depth limit (tutor → topics → sessions → quiz).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const TUTOR_TOPIC_FRAGMENT = graphql(`
  fragment AiTutorTopicFields on AiTutorTemat {
    id
    aiTutorId
    order
    name
    description
    state
    full_generated
    mastered
    error
    podrSubchapter {
      id
      number
      name
    }
    sessions {
      id
      aiTutorTematId
      state
      detailLevel
      sessionConversationStarted
      sessionConversationId
      previousSessionId
      testSessionQuizId
      testSessionQuiz {
        id
        state
        error
      }
      sessionQuizId
      scorePercent
      createdAt
    }
  }
`);

/**
 * The tutor on its page: what it teaches from and what the pupil asked for (its topics beside it).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const TUTOR_DETAIL_FRAGMENT = graphql(`
  fragment AiTutorDetailFields on AiTutor {
    id
    workspaceId
    name
    description
    przedmiot
    poziom
    origin
    tematId
    state
    error
    progress
    createdAt
    rozdzial {
      id
      number
      name
      bookId
      bookTitle
    }
    aiTutorInitialData {
      detailLevel
      userComment
    }
  }
`);

export type TutorSummary = AiTutorSummaryFieldsFragment;
export type TutorTopic = AiTutorTopicFieldsFragment;
export type TutorSession = AiTutorSessionFieldsFragment;
/** The tutor on its page with its plan's topics in order. */
export type TutorDetail = AiTutorDetailFieldsFragment & { aiTutorTemat: TutorTopic[] };
