import type { QueryClient } from '@tanstack/react-query';
import type { TestSolver, TestSolverSummary, Zadanie } from './testsolver-fragments.ts';

export const testsKey = ['testsolver', 'list'] as const;
export const testKey = (id: string) => ['testsolver', 'test', id] as const;
export const tasksKey = (testId: string) => ['testsolver', 'tasks', testId] as const;

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Only the summary's fields of a test (a detail must not carry its pages into the list). */
export function toSummary(test: TestSolverSummary | TestSolver): TestSolverSummary {
  const {
    polecenie: _p,
    notice: _n,
    tematyId: _t,
    solvedDocId: _s,
    userDocs: _u,
    ...summary
  } = test as TestSolver;
  return summary;
}

/** A test ordered or moved on (a list event, a mutation's answer): into the list, over its page. */
export function applyTestSummary(queryClient: QueryClient, test: TestSolverSummary): void {
  const summary = toSummary(test);
  queryClient.setQueryData<TestSolverSummary[]>(testsKey, (list) =>
    list ? [summary, ...list.filter((entry) => entry.id !== summary.id)].sort(newestFirst) : list,
  );
  queryClient.setQueryData<TestSolver>(testKey(test.id), (detail) =>
    detail ? { ...detail, ...summary } : detail,
  );
}

/**
 * The whole test as its page's live event or a new order brings it: its page and its list entry.
 * A test that counts more tasks settled than its tasks shown say means a task's own event was
 * missed (sent while the page reloaded): the tasks are read again, so the page converges.
 */
export function applyTest(queryClient: QueryClient, test: TestSolver): void {
  queryClient.setQueryData(testKey(test.id), test);
  applyTestSummary(queryClient, test);
  const tasks = queryClient.getQueryData<Zadanie[]>(tasksKey(test.id));
  const settled = tasks?.filter((task) => task.state === 'SOLVED' || task.state === 'FAILED').length ?? 0;
  if (tasks && test.solvedCount + test.failedCount > settled)
    void queryClient.invalidateQueries({ queryKey: tasksKey(test.id), exact: true });
}

/** Whether `next` is not older than `shown` (events may arrive out of order, after a fresher read). */
const notOlder = (next: Zadanie, shown: Zadanie | undefined) =>
  !shown || Date.parse(next.updatedAt) >= Date.parse(shown.updatedAt);

/**
 * A task cut, solving, solved or corrected: into its test's tasks, in the test's order. A read of
 * the tasks on its way (the page's first one, after a reload too, or a re-read) may have been
 * answered before this event and would drop it or write over it: that read is cancelled and the
 * tasks are read again.
 */
export function applyTask(queryClient: QueryClient, task: Zadanie): void {
  if (!task.testSolverId) return;
  const queryKey = tasksKey(task.testSolverId);
  queryClient.setQueryData<Zadanie[]>(queryKey, (tasks) =>
    tasks &&
    notOlder(
      task,
      tasks.find((entry) => entry.id === task.id),
    )
      ? [task, ...tasks.filter((entry) => entry.id !== task.id)].sort((a, b) => a.order - b.order)
      : tasks,
  );
  // A refetch alone would only join a first read still on its way, hence the cancel.
  if (queryClient.isFetching({ queryKey, exact: true }) > 0)
    void queryClient
      .cancelQueries({ queryKey, exact: true })
      .then(() => queryClient.invalidateQueries({ queryKey, exact: true }));
}

/** After a deletion, once its page is left: out of the list and the cache. */
export function forgetTest(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<TestSolverSummary[]>(testsKey, (list) => list?.filter((test) => test.id !== id));
  queryClient.removeQueries({ queryKey: testKey(id), exact: true });
  queryClient.removeQueries({ queryKey: tasksKey(id), exact: true });
}
