import type { TestUser } from '../../../testing/factories.ts';
import { graphql } from '../../../testing/generated/gql.ts';
import { until } from '../../../testing/restartable.ts';
import { dataOf, unchecked } from '../../../testing/session-client.ts';

// The test solver's operations the integration tests send (see testing/documents.ts for the conventions).

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const TEST_FIELDS = graphql(`
  fragment TestTestSolverFields on TestSolver {
    id workspaceId title state polecenie przedmiot zadaniaId tematyId solvedDocId pageCount taskCount
    solvedCount failedCount notice error createdAt
    userDocs { id name sourceType state type }
    zadania {
      id testSolverId workspaceId numberExercise order question type points pages state answer explanation
      dlaczego check checkMessage error
      zadanieOdpowiedzi { key value }
    }
  }
`);

export const TESTS = {
  solve: graphql(`
    mutation sprawdziansolution($input: SprawdziansolutionInput!) {
      sprawdziansolution(sprawdziansolutionInput: $input) {
        __typename
        ... on TestSolver { ...TestTestSolverFields }
        ... on ExecutionError { errorCode message }
      }
    }
  `),
  test: graphql(`
    query getTestSolverById($input: GetTestSolverByIdInput!) {
      getTestSolverById(getTestSolverByIdInput: $input) { ...TestTestSolverFields }
    }
  `),
  tests: graphql(`
    query getTestSolverByWorkspaceId($input: GetTestSolverByWorkspaceIdInput) {
      getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $input) { id state title workspaceId taskCount }
    }
  `),
  tasks: graphql(`
    query getPaginatedZadanieByRelationId($input: GetPaginatedZadanieByRelationIdInput!) {
      getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {
        total page limit
        data { id numberExercise order state }
      }
    }
  `),
  update: graphql(`
    mutation updateZadanie($input: UpdateZadanieInput!) {
      updateZadanie(updateZadanieInput: $input) {
        id numberExercise question type state answer check error
        zadanieOdpowiedzi { key value }
      }
    }
  `),
  delete: graphql(`
    mutation deleteTestSolver($input: DeleteTestSolverInput!) {
      deleteTestSolver(deleteTestSolverInput: $input) { success message }
    }
  `),
  chat: graphql(`
    query taskConversation($input: GetConversationWorkspaceByIdInput!) {
      getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {
        id action
        userMessages {
          id message
          zadanieCall { id numberExercise question }
          botResponses { id content isFetching isError zadanie { id numberExercise } }
        }
      }
    }
  `),
  testEvents: `subscription newTestSolver($input: NewTestSolverInput) {
    newTestSolver(newTestSolverInput: $input) { id state taskCount solvedCount }
  }`,
  taskEvents: `subscription updateZadanie($input: UpdateZadanieInput!) {
    updateZadanie(updateZadanieInput: $input) { id numberExercise state }
  }`,
};

export type TestFile = { bytes: Uint8Array; name: string; type?: string };

/** Sends a test's pages (multipart, in order) and returns the server's answer. */
export async function sendTest(user: TestUser, files: TestFile[], input: Record<string, unknown> = {}) {
  const response = await user.client.upload(
    TESTS.solve,
    unchecked({ input: { files: files.map(() => null), ...input } }),
    Object.fromEntries(files.map((file, i) => [`variables.input.files.${i}`, file])),
  );
  return response.body;
}

/** Sends a test and expects it accepted. */
export async function orderTest(user: TestUser, files: TestFile[], input: Record<string, unknown> = {}) {
  const body = await sendTest(user, files, input);
  const answer = dataOf({ body }).sprawdziansolution;
  if (answer.__typename !== 'TestSolver') throw new Error(`expected a test, got ${JSON.stringify(answer)}`);
  return answer;
}

const DONE = ['SOLVED', 'SOLVING_FAILED', 'UPLOAD_FAILED'];

/** Polls a test until its reading and solving have ended. */
export function settledTest(user: TestUser, id: string, timeoutMs = 45_000) {
  return until(
    async () => dataOf(await user.client.gql(TESTS.test, { input: { id } })).getTestSolverById,
    (test) => DONE.includes(test.state),
    timeoutMs,
    50,
  );
}

/** Sends a test and waits until it has ended. */
export async function solvedTest(user: TestUser, files: TestFile[], input: Record<string, unknown> = {}) {
  const ordered = await orderTest(user, files, input);
  return settledTest(user, ordered.id);
}
