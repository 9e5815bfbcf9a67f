/**
 * Domain events: business facts (an account made, a quiz generated, an AI call with its tokens)
 * written as rows of the events module's `events` table in the transaction of the command or job
 * that causes them (ADR 018). Each module declares its events and their payloads in its own
 * `events.ts` by augmenting this interface, as `topics.ts` does for `PubSubTopics`, so a writer and
 * every processor agree on the shape and no central file changes when a module adds an event.
 * Names are `<thing>.<pastTense>`; payloads are small (ids, counts, states — never a pupil's text).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module's events.ts
export interface DomainEvents {}

export type DomainEventType = keyof DomainEvents;

/** What the event is about, e.g. `{ kind: 'quiz', id }` (the usage ledger's entity kinds). */
export interface EventEntity {
  kind: string;
  id: string;
}

/** An event as a command records it (`recordEvent` in `modules/events`). */
export type NewDomainEvent<T extends DomainEventType> = {
  type: T;
  /** Whose fact it is; null for the system's own (an AI call of nobody's). */
  userId: string | null;
  entity?: EventEntity | null;
  payload: DomainEvents[T];
  /** When it happened, if not at the write (a browser's batched report); defaults to the insert's time. */
  occurredAt?: Date;
};

/** A stored event as a processor receives it: one member per type, so `type` narrows `payload`. */
export type StoredDomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: {
    id: string;
    type: K;
    userId: string | null;
    entity: EventEntity | null;
    payload: DomainEvents[K];
    createdAt: Date;
  };
}[T];
