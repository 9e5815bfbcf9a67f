import type { EventProcessor } from '../../core/deps.ts';
import { recordSession } from './service.ts';
import { STUDY_EVENT_TYPES, type StudyEventType, sessionKind } from './study-events.ts';

/**
 * Counts a finished session on the Warsaw day its event was recorded (the moment the session
 * ended, not the moment this job runs, which a queue may delay past midnight).
 */
export const studySessionProcessor: EventProcessor<StudyEventType> = {
  name: 'progress',
  events: STUDY_EVENT_TYPES,
  async handle(deps, event) {
    if (!event.userId) return;
    await recordSession(deps.db, {
      eventId: event.id,
      userId: event.userId,
      kind: sessionKind(event),
      finishedAt: event.createdAt,
      eventType: event.type,
      entityId: event.entity?.id ?? null,
      details: { ...event.payload },
    });
  },
};
