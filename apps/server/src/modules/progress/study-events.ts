import type { DomainEventType, StoredDomainEvent } from '../../core/events.ts';

/**
 * The domain events that mean "the pupil finished a study session", and what kind of session each
 * is (ADR 025). A tool that adds a session (the tutors) declares its event in its own `events.ts`
 * and gets one line here; the processor needs nothing else.
 */
export const STUDY_EVENTS = {
  'quiz.finished': () => 'QUIZ',
  'wordSession.finished': (event) => (event.payload.sessionType === 'EXERCISE' ? 'EXERCISES' : 'FLASHCARDS'),
  'essay.written': () => 'ESSAY',
  'essay.graded': () => 'ESSAY',
  'test.solved': () => 'TEST',
  'tutorSession.finished': () => 'TUTOR',
} satisfies { [T in DomainEventType]?: (event: StoredDomainEvent<T>) => string };

export type StudyEventType = keyof typeof STUDY_EVENTS;

export const STUDY_EVENT_TYPES = Object.keys(STUDY_EVENTS) as StudyEventType[];

/** The kind of session an event reports, e.g. QUIZ. */
export function sessionKind(event: StoredDomainEvent<StudyEventType>): string {
  const kindOf = STUDY_EVENTS[event.type] as (event: StoredDomainEvent<StudyEventType>) => string;
  return kindOf(event);
}
