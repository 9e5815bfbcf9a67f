// Domain events of the workspaces module (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** A pupil made a workspace (entity: the workspace), for a catalogue topic or their own. */
    'workspace.created': { tematId: string; ownTopic: boolean };
  }
}

export {};
