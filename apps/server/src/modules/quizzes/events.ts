// Domain events of the quizzes module (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** A quiz was written and is ready to take (entity: the quiz). */
    'quiz.generated': {
      workspaceId: string;
      quizFlowId: string;
      requestedCount: number;
      /** Questions kept after the checks (may be fewer than asked for). */
      questionCount: number;
    };
    /** A pupil finished an attempt (entity: the attempt, a `quiz_results` row). */
    'quiz.finished': {
      workspaceId: string;
      quizId: string;
      /** Questions answered before finishing. */
      answered: number;
      maxScore: number;
      /**
       * Points when the attempt was finished (open answers still being reviewed count 0). Absent
       * from events recorded before 2026-11-29.
       */
      score?: number;
      /** The workspace's subject (`Przedmiot`), null outside a curriculum topic; absent before 2026-11-29. */
      przedmiot?: string | null;
    };
  }
}

export {};
