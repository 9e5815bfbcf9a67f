// Domain events of the materials module (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** A material was read and indexed (entity: the material): it ended SOLVED. */
    'material.read': {
      workspaceId: string;
      /** The kind the pupil gave it (NOTATKA, SPRAWDZIAN…). */
      sourceType: string;
      /** Where its text came from. */
      origin: 'file' | 'text' | 'youtube';
      /** Pages of a PDF; null for anything else. */
      pageCount: number | null;
    };
  }
}

export {};
