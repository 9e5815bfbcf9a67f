import type { AppServices, Deps } from '../../core/deps.ts';
import type { DomainEventType, NewDomainEvent, StoredDomainEvent } from '../../core/events.ts';
import type { DB } from '../../platform/db/database.ts';
import { type EventRow, events } from './tables.ts';

/** What recording an event needs besides the transaction: the processors and the queue. */
export type EventDeps = Pick<Deps, 'eventProcessors'> & { services: Pick<AppServices, 'jobs'> };

/** The queue of one processor's jobs. */
export const processorQueue = (processorName: string) => `events-${processorName}`;

/** The job of one processor for one event. */
export interface DeliveryJobData {
  eventId: string;
}

/**
 * Records a domain event on `tx`, the transaction of the write that caused it, and enqueues on
 * the same transaction one job per processor of its type, keyed by the event's id: the fact, its
 * deliveries and the write commit together or not at all, and a transaction run again makes a new
 * event whose rolled-back twin left nothing behind. Returns the event's id.
 */
export async function recordEvent<T extends DomainEventType>(
  deps: EventDeps,
  tx: DB,
  event: NewDomainEvent<T>,
): Promise<string> {
  const [id] = await recordEvents(deps, tx, [event]);
  if (!id) throw new Error('event insert returned nothing');
  return id;
}

/**
 * Records several events in one insert on `tx` (a browser's telemetry batch), with their
 * processors' jobs, as `recordEvent` does for one. Returns their ids in order.
 */
export async function recordEvents(
  deps: EventDeps,
  tx: DB,
  batch: readonly NewDomainEvent<DomainEventType>[],
): Promise<string[]> {
  if (batch.length === 0) return [];
  const rows = await tx
    .insert(events)
    .values(
      batch.map((event) => ({
        type: event.type,
        userId: event.userId,
        entityKind: event.entity?.kind ?? null,
        entityId: event.entity?.id ?? null,
        payload: event.payload as object,
        ...(event.occurredAt ? { createdAt: event.occurredAt } : {}),
      })),
    )
    .returning({ id: events.id, type: events.type });
  if (rows.length !== batch.length) throw new Error('event insert returned too few rows');
  await deps.services.jobs.sendMany(
    rows.flatMap((row) =>
      deps.eventProcessors
        .filter((processor) => (processor.events as readonly string[]).includes(row.type))
        .map((processor) => ({
          name: processorQueue(processor.name),
          data: { eventId: row.id } satisfies DeliveryJobData,
          key: row.id,
        })),
    ),
    { db: tx },
  );
  return rows.map((row) => row.id);
}

/** A stored row as processors receive it. */
export function storedEvent(row: EventRow): StoredDomainEvent {
  return {
    id: row.id,
    type: row.type,
    userId: row.userId,
    entity: row.entityKind && row.entityId ? { kind: row.entityKind, id: row.entityId } : null,
    payload: row.payload,
    createdAt: row.createdAt,
  } as StoredDomainEvent;
}
