// Domain events of the test solver (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /**
     * A test ended SOLVED (entity: the test): again each time a task solved anew reopens and
     * finishes it.
     */
    'test.solved': { workspaceId: string; taskCount: number; solvedCount: number };
  }
}

export {};
