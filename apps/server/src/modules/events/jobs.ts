import { eq } from 'drizzle-orm';
import type { Deps, EventProcessor } from '../../core/deps.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { type DeliveryJobData, processorQueue, storedEvent } from './service.ts';
import { eventDeliveries, events } from './tables.ts';

/** Queue names allow letters, digits and `-_.`; a processor's name becomes part of one. */
const PROCESSOR_NAME = /^[a-z0-9][a-z0-9_.-]*$/;

/**
 * Hands one event to one processor, once: the delivery row and whatever the processor writes on
 * `deps.db` commit together, so a job that runs again (a retry after a commit whose completion was
 * lost, a run taken back from a dead worker) finds the row and does nothing. An event deleted
 * meanwhile (its user's account) is skipped.
 */
export async function deliver(deps: Deps, processor: EventProcessor, eventId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!row) return;
    const claimed = await tx
      .insert(eventDeliveries)
      .values({ processor: processor.name, eventId })
      .onConflictDoNothing()
      .returning({ eventId: eventDeliveries.eventId });
    if (claimed.length === 0) return;
    await processor.handle({ ...deps, db: tx }, storedEvent(row));
  });
}

/** One queue per processor (`events-<name>`), its job keyed by the event's id. */
export function deliveryJobs(deps: Deps): JobDefinition<DeliveryJobData>[] {
  const seen = new Set<string>();
  for (const { name } of deps.eventProcessors) {
    if (!PROCESSOR_NAME.test(name)) throw new Error(`event processor name "${name}" is not a queue name`);
    if (seen.has(name)) throw new Error(`two event processors are called "${name}"`);
    seen.add(name);
  }
  return deps.eventProcessors.map((processor) => ({
    name: processorQueue(processor.name),
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 5 * 60,
    handler: ({ eventId }) => deliver(deps, processor, eventId),
    onFinalFailure: async ({ eventId }, error) => {
      deps.logger.error(
        { err: error, eventId, processor: processor.name },
        'event processor failed for good',
      );
    },
  }));
}
