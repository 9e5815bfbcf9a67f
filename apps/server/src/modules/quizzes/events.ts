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
    };
  }
}

export {};
