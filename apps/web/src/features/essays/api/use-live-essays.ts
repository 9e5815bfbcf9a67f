import { useLiveSync } from '../../../lib/use-live-sync.ts';
import { essayKey, essayReviewsKey, essaysKey } from './essay-cache.ts';
import { essayEvent, essayListEvent, essayReviewListEvent } from './essay-events.ts';

/** Keeps both lists of the essay page live; after a reconnect they are read again. */
export function useLiveEssayLists(): void {
  useLiveSync({
    events: [essayListEvent(), essayReviewListEvent()],
    refetchOnReconnect: [essaysKey, essayReviewsKey],
  });
}

/** Keeps one essay live while it is written (its segments arrive one by one). */
export function useLiveEssay(id: string): void {
  useLiveSync({
    enabled: id !== '',
    events: [essayEvent(id)],
    refetchOnReconnect: [essayKey(id)],
  });
}
