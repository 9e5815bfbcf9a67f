import type { AppServices, Deps } from '../../core/deps.ts';
import type { ModuleTask } from '../../core/module.ts';
import { PENDING_JOB_STATES } from '../../platform/jobs/jobs.ts';
import {
  EXTRACT_EXPIRE_SECONDS,
  EXTRACT_JOB,
  EXTRACT_RETRY_DELAY_SECONDS,
  EXTRACT_RETRY_LIMIT,
  enqueueExtraction,
  extractionKey,
} from './extraction-job.ts';
import { listUnfinishedDocs, updateUnfinishedDoc } from './service.ts';

/**
 * When a material still unfinished (UPLOADING or SOLVING) has lost its job: all its runs may each
 * take the job's expiry, pg-boss notices an expired run only at its next maintenance (every two
 * minutes), and retries wait with backoff. Past the sum of those, plus a quarter of an hour of
 * slack, an unfinished material is not slow but orphaned (a crash, a deploy, a killed worker).
 */
export const STUCK_AFTER_MS =
  ((EXTRACT_RETRY_LIMIT + 1) * (EXTRACT_EXPIRE_SECONDS + 120) +
    EXTRACT_RETRY_DELAY_SECONDS * (2 ** (EXTRACT_RETRY_LIMIT + 1) - 1) +
    15 * 60) *
  1000;

/**
 * Requeues before a material fails for good. A material whose own runs fail ends SOLVING_FAILED
 * through the job's final-failure hook; a requeue is for a job lost with its process. Losing it
 * again and again means the material itself kills the worker (memory, a hung decoder): stop.
 */
export const MAX_REQUEUES = 2;

/** How often the sweeper looks (the deadline above is what matters; this only bounds the wait). */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

export const STUCK_MESSAGE =
  'Nie udało się odczytać materiału: odczyt kilka razy został przerwany. Usuń materiał i dodaj go ponownie.';

export interface SweepOptions {
  /** An unfinished material last changed longer ago than this is checked (default `STUCK_AFTER_MS`). */
  stuckAfterMs?: number;
  maxRequeues?: number;
  /** Materials looked at per run (the oldest first). */
  batchSize?: number;
}

export interface SweepResult {
  requeued: string[];
  failed: string[];
}

/**
 * Finds materials whose extraction was lost and requeues it under the next key (`id#2`, `id#3`…),
 * or, after `maxRequeues`, fails them with a Polish reason. A material whose job is still queued or
 * running is left alone, whatever its age. On the embedded database at start-up (one process,
 * whose predecessor is gone) every unfinished material is checked at once, not after the deadline.
 * Safe to run on several instances together: a key is enqueued once, and the failing update is
 * conditional on the material being unfinished.
 */
export async function sweepStuckMaterials(
  deps: Pick<Deps, 'config' | 'db' | 'logger' | 'pubsub'> & { services: Pick<AppServices, 'jobs'> },
  options: SweepOptions & { atStartup?: boolean } = {},
): Promise<SweepResult> {
  const { stuckAfterMs = STUCK_AFTER_MS, maxRequeues = MAX_REQUEUES, batchSize = 100 } = options;
  const embeddedStart = !!options.atStartup && !deps.config.databaseUrl;
  const { jobs } = deps.services;
  // Runs past their expiry become retries now rather than at pg-boss's next maintenance.
  await jobs.expireOverdue();
  const candidates = await listUnfinishedDocs(deps.db, {
    before: embeddedStart ? new Date(Date.now() + 1000) : new Date(Date.now() - stuckAfterMs),
    limit: batchSize,
  });
  const result: SweepResult = { requeued: [], failed: [] };
  for (const doc of candidates) {
    const keys = Array.from({ length: maxRequeues + 1 }, (_, i) => extractionKey(doc.id, i + 1));
    const states = await jobs.states(EXTRACT_JOB, keys);
    if ([...states.values()].some((state) => PENDING_JOB_STATES.has(state))) continue;
    const next = keys.findIndex((key) => !states.has(key));
    if (next === -1) {
      const failed = await updateUnfinishedDoc(deps.db, doc.id, {
        state: 'SOLVING_FAILED',
        error: STUCK_MESSAGE,
      });
      if (failed) {
        result.failed.push(doc.id);
        deps.pubsub.publish('userDoc', failed.workspaceId, { id: failed.id, kind: 'update' });
      }
      continue;
    }
    if (await enqueueExtraction(deps, deps.db, doc.id, next + 1)) result.requeued.push(doc.id);
  }
  if (result.requeued.length || result.failed.length)
    deps.logger.warn({ ...result, atStartup: !!options.atStartup }, 'materials with a lost extraction swept');
  return result;
}

/** The materials module's sweeper as a periodic task (tests pass short deadlines). */
export function materialsSweeper(options: SweepOptions & { everyMs?: number } = {}): ModuleTask {
  const { everyMs = SWEEP_EVERY_MS, ...sweep } = options;
  return {
    name: 'materials-sweep-lost-extractions',
    everyMs,
    atStartup: 'background',
    run: (deps, { atStartup }) => sweepStuckMaterials(deps, { ...sweep, atStartup }),
  };
}
