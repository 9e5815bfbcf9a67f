import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { progressCounts } from '../test-progress.tsx';
import { fakeTask, fakeTest } from '../testsolver-fixtures.ts';
import { applyTask, applyTest, tasksKey } from './testsolver-cache.ts';
import type { Zadanie } from './testsolver-fragments.ts';

/*
 * The test's page converges with the server (issue 27: "Rozwiązano 8 z 8" above task 1 still
 * "Rozwiązywanie" after a reload at ~4 s): the progress counts the tasks shown, an older event does
 * not undo a fresher read, and a test counting more settled tasks than shown reads them again.
 */

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 10, 0, seconds)).toISOString();

function cacheWith(tasks: Zadanie[]) {
  const client = new QueryClient();
  client.setQueryData(tasksKey('t-1'), tasks);
  return client;
}

describe('the test page converging with the server', () => {
  it('says the progress of the tasks it shows once they are read', () => {
    const test = fakeTest({ id: 't-1', taskCount: 3, solvedCount: 3, failedCount: 0 });
    const tasks = [
      fakeTask({ id: 'a', state: 'SOLVING' }),
      fakeTask({ id: 'b', state: 'SOLVED' }),
      fakeTask({ id: 'c', state: 'SKIPPED' }),
    ];
    expect(progressCounts(test, tasks)).toEqual({ solved: 1, failed: 0, skipped: 1, total: 3 });
    expect(progressCounts(test, undefined)).toEqual({ solved: 3, failed: 0, skipped: 0, total: 3 });
  });

  it('keeps a fresher state when an older event of the task arrives late', () => {
    const client = cacheWith([fakeTask({ id: 'a', testSolverId: 't-1', state: 'SOLVED', updatedAt: at(9) })]);
    applyTask(client, fakeTask({ id: 'a', testSolverId: 't-1', state: 'SOLVING', updatedAt: at(4) }));
    expect(client.getQueryData<Zadanie[]>(tasksKey('t-1'))?.[0]?.state).toBe('SOLVED');
    applyTask(client, fakeTask({ id: 'a', testSolverId: 't-1', state: 'FAILED', updatedAt: at(12) }));
    expect(client.getQueryData<Zadanie[]>(tasksKey('t-1'))?.[0]?.state).toBe('FAILED');
  });

  it('reads the tasks again when the test counts more of them settled than are shown', () => {
    const client = cacheWith([
      fakeTask({ id: 'a', testSolverId: 't-1', state: 'SOLVING' }),
      fakeTask({ id: 'b', testSolverId: 't-1', state: 'SOLVED' }),
    ]);
    applyTest(client, fakeTest({ id: 't-1', taskCount: 2, solvedCount: 1, failedCount: 0 }));
    expect(client.getQueryState(tasksKey('t-1'))?.isInvalidated).toBe(false);
    applyTest(client, fakeTest({ id: 't-1', state: 'SOLVED', taskCount: 2, solvedCount: 2, failedCount: 0 }));
    expect(client.getQueryState(tasksKey('t-1'))?.isInvalidated).toBe(true);
  });
});
