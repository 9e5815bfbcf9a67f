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
    /** A material could not be read (entity: the material): it ended SOLVING_FAILED. */
    'material.failed': {
      workspaceId: string;
      sourceType: string;
      origin: 'file' | 'text' | 'youtube';
    };
    /** A material was removed before it was read (entity: the material). */
    'material.removed': { workspaceId: string; sourceType: string };
  }
}

/**
 * The events after which a material will not change by itself: read, failed, or removed unread.
 * A tool waiting for its material subscribes to these (an `EventProcessor`) instead of polling.
 */
export const MATERIAL_SETTLED = ['material.read', 'material.failed', 'material.removed'] as const;
