import { graphql } from '../../../gql/gql.ts';
import type {
  AiTutorDetailFieldsFragment,
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
 * One topic of a tutor's plan (without its content: that is read when the topic is opened).
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
  }
`);

/**
 * The tutor on its page: what it teaches from and what the pupil asked for (its topics beside it).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const TUTOR_DETAIL_FRAGMENT = graphql(`
  fragment AiTutorDetailFields on AiTutor {
    id
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
/** The tutor on its page with its plan's topics in order. */
export type TutorDetail = AiTutorDetailFieldsFragment & { aiTutorTemat: TutorTopic[] };
