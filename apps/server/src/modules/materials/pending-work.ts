import type { PendingWork } from '../../core/module.ts';
import {
  EXTRACT_EXPIRE_SECONDS,
  EXTRACT_JOB,
  EXTRACT_RETRY_DELAY_SECONDS,
  EXTRACT_RETRY_LIMIT,
  enqueueExtraction,
  failMaterial,
  materialJobs,
} from './extraction-job.ts';
import { listUnfinishedDocs } from './service.ts';

/**
 * When a material still unfinished (UPLOADING or SOLVING) has lost its job: all its runs may each
 * take the job's expiry, pg-boss notices an expired run only at its next maintenance (every two
 * minutes), and retries wait with backoff. Past the sum of those, plus a quarter of an hour of
 * slack, an unfinished material is not slow but orphaned (a crash, a deploy, a killed worker).
 */
export const STUCK_AFTER_SECONDS =
  (EXTRACT_RETRY_LIMIT + 1) * (EXTRACT_EXPIRE_SECONDS + 120) +
  EXTRACT_RETRY_DELAY_SECONDS * (2 ** (EXTRACT_RETRY_LIMIT + 1) - 1) +
  15 * 60;

/**
 * Requeues before a material fails for good. A material whose own runs fail ends SOLVING_FAILED
 * through the job's final-failure hook; a requeue is for a job lost with its process. Losing it
 * again and again means the material itself kills the worker (memory, a hung decoder): stop.
 */
export const MAX_REQUEUES = 2;

export const STUCK_MESSAGE =
  'Nie udało się odczytać materiału: odczyt kilka razy został przerwany. Usuń materiał i dodaj go ponownie.';

/**
 * Materials being read, for the one sweeper: one whose extraction was lost is requeued under the
 * next key (`id#2`, `id#3`), then failed with a Polish reason (and its `material.failed` event, so
 * a tool waiting for it hears). On the embedded database at start-up every unfinished material is
 * looked at at once. A material whose job is still queued or running is left alone, whatever its age.
 */
export const materialReading: PendingWork = {
  name: 'materials',
  deadlineSeconds: STUCK_AFTER_SECONDS,
  atEmbeddedStart: true,
  async stuck(deps, before, limit) {
    const docs = await listUnfinishedDocs(deps.db, { before, limit });
    return docs.map((doc) => ({ id: doc.id, jobs: materialJobs([doc.id], MAX_REQUEUES + 1) }));
  },
  async requeue(deps, item) {
    const states = await deps.services.jobs.states(
      EXTRACT_JOB,
      item.jobs.map((job) => job.key),
    );
    const next = item.jobs.findIndex((job) => !states.has(job.key));
    if (next === -1) return false;
    return enqueueExtraction(deps, deps.db, item.id, next + 1);
  },
  async fail(deps, id) {
    await failMaterial(deps, id, STUCK_MESSAGE);
  },
};
