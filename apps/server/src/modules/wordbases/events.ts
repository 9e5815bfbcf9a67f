// Domain events of the word bases (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** A study session ended (entity: the session): its last card or exercise, or "finish". */
    'wordSession.finished': {
      wordBaseId: string;
      /** WORD (flashcards) or EXERCISE. */
      sessionType: string;
      wordCount: number;
      answered: number;
      /** Percent of right answers. */
      score: number;
      timeSeconds: number;
    };
  }
}

export {};
