import { useLiveSync } from '../../../lib/use-live-sync.ts';
import { isTutorWorking } from '../tutor-state.ts';
import { tutorKey, tutorsKey } from './tutor-cache.ts';
import { newTutorEvent, topicEvent, tutorEvent, tutorSummaryEvent } from './tutor-events.ts';
import type { TutorSummary } from './tutor-fragments.ts';

/**
 * Keeps the list live: new tutors, and each tutor still being written as it moves on (a settled
 * tutor changes no more until sessions exist). After a reconnect the list is read again.
 */
export function useLiveTutorList(tutors: readonly TutorSummary[] | undefined): void {
  const working = (tutors ?? []).filter((tutor) => isTutorWorking(tutor.state)).map((tutor) => tutor.id);
  useLiveSync({
    events: [newTutorEvent(), ...working.map(tutorSummaryEvent)],
    refetchOnReconnect: [tutorsKey],
  });
}

/** Keeps one tutor's page live: its state and plan, and each topic as it is written. */
export function useLiveTutor(id: string): void {
  useLiveSync({
    enabled: id !== '',
    events: [tutorEvent(id), topicEvent(id)],
    refetchOnReconnect: [tutorKey(id)],
  });
}
