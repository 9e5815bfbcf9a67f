import type { TelemetryBatch } from '@kreda/shared/telemetry';
import type { Deps } from '../../core/deps.ts';
import type { DomainEventType, NewDomainEvent } from '../../core/events.ts';
import { recordEvents, VISIT_ENTITY } from '../events/index.ts';

/** A browser's clock may be off, and a batch may wait for a while; older events are dated this far back. */
const OLDEST_MS = 60 * 60 * 1000;

/**
 * When an event happened by the server's clock: the browser's time of it moved by the offset
 * between the browser's and the server's clocks at sending, kept within the last hour.
 */
export function occurredAt(at: string, sentAt: string, receivedAt: Date): Date {
  const received = receivedAt.getTime();
  const corrected = Date.parse(at) + (received - Date.parse(sentAt));
  if (!Number.isFinite(corrected)) return receivedAt;
  return new Date(Math.min(received, Math.max(received - OLDEST_MS, corrected)));
}

/**
 * Stores a checked batch as domain events, all or none, for the signed-in user (null without a
 * session) and the browser's visit; nothing else of the request (no address, no browser) is kept.
 */
export async function recordTelemetry(
  deps: Pick<Deps, 'db' | 'eventProcessors' | 'services'>,
  input: { userId: string | null; batch: TelemetryBatch; receivedAt: Date },
): Promise<void> {
  const { userId, batch, receivedAt } = input;
  const events: NewDomainEvent<DomainEventType>[] = batch.events.map((event) => ({
    type: event.name,
    userId,
    entity: { kind: VISIT_ENTITY, id: batch.sessionId },
    payload: event.props,
    occurredAt: occurredAt(event.at, batch.sentAt, receivedAt),
  }));
  await deps.db.transaction((tx) => recordEvents(deps, tx, events));
}
