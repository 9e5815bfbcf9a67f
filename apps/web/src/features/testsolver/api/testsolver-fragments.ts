import { graphql } from '../../../gql/gql.ts';
import type {
  TestSolverDetailFieldsFragment,
  TestSolverSummaryFieldsFragment,
  ZadanieFieldsFragment,
} from '../../../gql/graphql.ts';

// The server refuses documents nested more than 8 levels deep and counts a fragment spread as two,
// so the detail spells the summary's fields out instead of spreading it (documents.test.ts keeps
// the copies equal).

/** A test in the list and its live events: what it is and how far it got, no task texts. */
export const TEST_SOLVER_SUMMARY_FRAGMENT = graphql(`
  fragment TestSolverSummaryFields on TestSolver {
    id
    workspaceId
    title
    state
    przedmiot
    pageCount
    taskCount
    solvedCount
    failedCount
    error
    createdAt
    updatedAt
  }
`);

/** The test's page without its tasks (they are read and followed on their own): pages, notice, topic. */
export const TEST_SOLVER_DETAIL_FRAGMENT = graphql(`
  fragment TestSolverDetailFields on TestSolver {
    id
    workspaceId
    title
    state
    przedmiot
    pageCount
    taskCount
    solvedCount
    failedCount
    error
    createdAt
    updatedAt
    polecenie
    notice
    tematyId
    solvedDocId
    userDocs {
      id
      name
      state
      file {
        id
        contentType
        originalFileName
        fileUrl
      }
    }
  }
`);

/**
 * One task as its card shows it: the text cut from the test and, once solved, its solution.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const ZADANIE_FRAGMENT = graphql(`
  fragment ZadanieFields on Zadanie {
    id
    testSolverId
    workspaceId
    numberExercise
    order
    question
    type
    zadanieOdpowiedzi {
      key
      value
    }
    points
    pages
    state
    answer
    explanation
    dlaczego
    check
    checkMessage
    error
    updatedAt
  }
`);

export type TestSolverSummary = TestSolverSummaryFieldsFragment;
export type TestSolver = TestSolverDetailFieldsFragment;
export type TestPage = TestSolver['userDocs'][number];
export type Zadanie = ZadanieFieldsFragment;
