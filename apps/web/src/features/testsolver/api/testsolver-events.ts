import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applyTask, applyTest, applyTestSummary } from './testsolver-cache.ts';

/** Any of the pupil's tests ordered or moved on, as a summary (the list). */
export const TEST_LIST_EVENTS = graphql(`
  subscription newTestSolverList($newTestSolverInput: NewTestSolverInput) {
    newTestSolver(newTestSolverInput: $newTestSolverInput) {
      ...TestSolverSummaryFields
    }
  }
`);

/** One test as it is read and solved: its state, counts, pages and notice (the test's page). */
export const TEST_EVENTS = graphql(`
  subscription newTestSolver($newTestSolverInput: NewTestSolverInput) {
    newTestSolver(newTestSolverInput: $newTestSolverInput) {
      ...TestSolverDetailFields
    }
  }
`);

/** The tasks of one test: cut, being solved, solved, failed, corrected. */
export const ZADANIE_EVENTS = graphql(`
  subscription zadanieEvents($updateZadanieInput: UpdateZadanieInput!) {
    updateZadanie(updateZadanieInput: $updateZadanieInput) {
      ...ZadanieFields
    }
  }
`);

// No input: every test of the signed-in pupil, whatever its workspace.
export const testListEvent = () =>
  liveEvent(TEST_LIST_EVENTS, {}, (data, queryClient) => applyTestSummary(queryClient, data.newTestSolver));

export const testEvent = (id: string) =>
  liveEvent(TEST_EVENTS, { newTestSolverInput: { id } }, (data, queryClient) =>
    applyTest(queryClient, data.newTestSolver),
  );

export const zadanieEvent = (testId: string) =>
  liveEvent(ZADANIE_EVENTS, { updateZadanieInput: { relationId: testId } }, (data, queryClient) =>
    applyTask(queryClient, data.updateZadanie),
  );
