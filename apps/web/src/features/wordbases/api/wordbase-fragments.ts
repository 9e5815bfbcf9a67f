import { graphql } from '../../../gql/gql.ts';
import type {
  WordBaseDetailFieldsFragment,
  WordBaseSessionFieldsFragment,
  WordBaseSessionSummaryFieldsFragment,
  WordBaseSummaryFieldsFragment,
} from '../../../gql/graphql.ts';

// The server refuses documents nested more than 8 levels deep and counts a fragment spread as two,
// so the detail spells the summary's fields out instead of spreading it
// (wordbase-documents.test.ts keeps the copies equal).

/** A set in the list and its live events: what it is and how far the pupil got, no words. */
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

/** The set's page: the summary and its words with their review state (no review history). */
export const WORD_BASE_DETAIL_FRAGMENT = graphql(`
  fragment WordBaseDetailFields on WordBase {
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
    words {
      id
      wordBaseId
      word
      translation
      usageExample
      order
      due
      state
      reps
      lapses
      lastReview
      scheduledDays
    }
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
export type WordBase = WordBaseDetailFieldsFragment;
export type Word = WordBase['words'][number];
export type WordBaseSessionSummary = WordBaseSessionSummaryFieldsFragment;
export type WordBaseSession = WordBaseSessionFieldsFragment;
export type WordExercise = WordBaseSession['exercises'][number];
export type Flashcard = NonNullable<WordBaseSession['nextWord']>;
