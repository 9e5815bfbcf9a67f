import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isTaskWorking } from '../test-state.ts';
import { WORKING_POLL_MS } from './get-test-solver.ts';
import { tasksKey } from './testsolver-cache.ts';
import type { Zadanie } from './testsolver-fragments.ts';

/** The server's largest page of tasks: a test rarely has more, and then the next pages follow. */
const PAGE_LIMIT = 100;

/** The tasks of one test, in the test's order, a page at a time. */
export const GET_ZADANIA = graphql(`
  query getPaginatedZadanieByRelationId(
    $getPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput!
  ) {
    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $getPaginatedZadanieByRelationIdInput) {
      data {
        ...ZadanieFields
      }
      total
      page
      limit
    }
  }
`);

async function readAllTasks(testId: string, signal: AbortSignal): Promise<Zadanie[]> {
  const tasks: Zadanie[] = [];
  for (let page = 1; ; page++) {
    const { getPaginatedZadanieByRelationId: found } = await apiRequest(
      GET_ZADANIA,
      { getPaginatedZadanieByRelationIdInput: { relationId: testId, page, limit: PAGE_LIMIT } },
      { signal },
    );
    tasks.push(...found.data);
    if (found.data.length === 0 || tasks.length >= found.total) break;
  }
  return tasks.sort((a, b) => a.order - b.order);
}

/**
 * Every task of the test. While the test is still worked on, or a task is being solved again,
 * they are read again every few seconds in case a live event was missed.
 */
export const zadaniaQueryOptions = (testId: string) =>
  queryOptions({
    queryKey: tasksKey(testId),
    queryFn: ({ signal }) => readAllTasks(testId, signal),
  });

export function useZadania(testId: string, testWorking: boolean) {
  return useQuery({
    ...zadaniaQueryOptions(testId),
    enabled: testId !== '',
    refetchInterval: (query) =>
      testWorking || query.state.data?.some((task) => isTaskWorking(task.state)) ? WORKING_POLL_MS : false,
  });
}
