// Domain events of the tutors module (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** A tutor's plan of topics was written (entity: the tutor). */
    'tutor.planned': {
      workspaceId: string;
      /** Where the tutor teaches from: a curriculum topic, a library chapter or own materials. */
      origin: 'TOPIC' | 'CHAPTER' | 'MATERIALS';
      przedmiot: string;
      topicCount: number;
    };
    /**
     * A tutor session ended with its quiz finished (entity: the session). `mastered` says the quiz
     * showed the topic learnt, so the next session moves on rather than repeating weak points.
     */
    'tutorSession.finished': {
      workspaceId: string;
      tutorId: string;
      /** The tutor's topic (`ai_tutor_tematy` row) the session taught. */
      tutorTopicId: string;
      przedmiot: string;
      /** The session quiz's score, 0–100. */
      scorePercent: number;
      mastered: boolean;
    };
  }
}

export {};
