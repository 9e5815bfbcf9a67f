import { graphql } from '../../../gql/gql.ts';
import type {
  WordBaseSessionFieldsFragment,
  WordBaseSessionSummaryFieldsFragment,
  WordBaseSummaryFieldsFragment,
} from '../../../gql/graphql.ts';

// The server refuses documents nested more than 8 levels deep and counts a fragment spread as two,
// so the session spells its summary's fields out instead of spreading it
// (wordbase-documents.test.ts keeps the copies equal).

/**
 * A set in the list, on its page and in its live events: what it is and how far the pupil got, no
 * words (the page reads them a page at a time: get-word-page.ts).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const WORD_BASE_SUMMARY_FRAGMENT = graphql(`
  fragment WordBaseSummaryFields on WordBase {
    id
    workspaceId
    name
    description
    type
    languageCode
    language {
      code
      name
    }
    progress
    sourcesId
    wordCount
    dueCount
    newCount
    lastStudiedAt
    isDeleted
    state
    error
    notice
    createdAt
    updatedAt
  }
`);

/** A session as the set's page and the history list it: its result and answers, no exercises. */
export const WORD_BASE_SESSION_SUMMARY_FRAGMENT = graphql(`
  fragment WordBaseSessionSummaryFields on WordBaseSession {
    id
    wordBaseId
    wordBaseSessionType
    isFinished
    score
    time
    wordCount
    createdAt
    finishedAt
    answers {
      id
      wordId
      word
      rating
      isCorrect
      createdAt
    }
  }
`);

/** A session being studied: the summary, its exercises and the next flashcard. */
export const WORD_BASE_SESSION_FRAGMENT = graphql(`
  fragment WordBaseSessionFields on WordBaseSession {
    id
    wordBaseId
    wordBaseSessionType
    isFinished
    score
    time
    wordCount
    createdAt
    finishedAt
    answers {
      id
      wordId
      word
      rating
      isCorrect
      createdAt
    }
    exercises {
      id
      kind
      polecenie
      example
      wordId
      word
      options
      answered
      isCorrect
      answer
      review
      expected
    }
    nextWord {
      id
      wordBaseId
      word
      translation
      usageExample
    }
  }
`);

export type WordBaseSummary = WordBaseSummaryFieldsFragment;
/** A set as its page shows it: the summary (its words come a page at a time). */
export type WordBase = WordBaseSummary;
export type WordBaseSessionSummary = WordBaseSessionSummaryFieldsFragment;
export type WordBaseSession = WordBaseSessionFieldsFragment;
export type WordExercise = WordBaseSession['exercises'][number];
export type Flashcard = NonNullable<WordBaseSession['nextWord']>;
