import { useLiveSync } from '../../../lib/use-live-sync.ts';
import { tasksKey, testKey, testsKey } from './testsolver-cache.ts';
import { testEvent, testListEvent, zadanieEvent } from './testsolver-events.ts';

/** Keeps the list of tests live; after a reconnect it is read again. */
export function useLiveTestList(): void {
  useLiveSync({ events: [testListEvent()], refetchOnReconnect: [testsKey] });
}

/** Keeps one test and its tasks live while they are cut and solved. */
export function useLiveTest(id: string): void {
  useLiveSync({
    enabled: id !== '',
    events: [testEvent(id), zadanieEvent(id)],
    refetchOnReconnect: [testKey(id), tasksKey(id)],
  });
}
