// Domain events of the essays module (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** The AI finished writing an essay (entity: the essay). */
    'essay.written': {
      workspaceId: string;
      /** The writing mode (FULL, PLAN, FROM_REVEW…). */
      mode: string;
      przedmiot: string;
      poziom: string;
      wordCount: number;
    };
    /** An essay was graded (entity: the review). */
    'essay.graded': {
      workspaceId: string;
      przedmiot: string;
      poziom: string;
      /** What was graded: an essay written in Kreda, a photo or PDF, or pasted text. */
      origin: 'essay' | 'file' | 'text';
      points: number;
      maxPoints: number;
      /** Points per criterion of the exam (its id and name, not the pupil's text); absent before 2026-11-29. */
      criteria?: { id: string; name: string; points: number; maxPoints: number }[];
    };
  }
}

export {};
