import type { Deps } from './core/deps.ts';
import type { ModuleManifest, ModuleTask, PendingWork } from './core/module.ts';
import { PENDING_JOB_STATES } from './platform/jobs/jobs.ts';

/*
 * The one sweeper of long work (issue 24): every module declares its pending work and deadline in
 * its manifest (`pendingWork`); this ends what is stuck — unchanged past its deadline with no job
 * left to carry it — through the module's own failure, which gives the use back. Lost jobs of a
 * killed process come back through the worker heartbeats within a minute (ADR 016); this catches
 * the rest: a final-failure hook that could not run, a job deleted, a bug that left a row behind.
 * Safe on several instances at once: each module's `fail` is a conditional update (failAndRelease).
 */

/** Items looked at per declaration and run: a backlog is worked off over several runs. */
const BATCH = 100;
/** How often the sweeper runs. */
export const SWEEP_EVERY_MS = 60_000;

/** Whether any of the jobs is still queued, retrying or running. */
async function carried(deps: Pick<Deps, 'services'>, jobs: { queue: string; key: string }[]) {
  const byQueue = new Map<string, string[]>();
  for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job.key]);
  for (const [queue, keys] of byQueue) {
    const states = await deps.services.jobs.states(queue, keys);
    if ([...states.values()].some((state) => PENDING_JOB_STATES.has(state))) return true;
  }
  return false;
}

export interface SweepResult {
  requeued: string[];
  failed: string[];
}

/**
 * One pass over one declaration: what is stuck is requeued while its module allows, else failed.
 * `atStartup` on the embedded database ignores the deadline of declarations that ask for it.
 */
export async function sweepPendingWork(
  deps: Deps,
  work: PendingWork,
  options: { now?: Date; atStartup?: boolean } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const embeddedStart = !!options.atStartup && !deps.config.databaseUrl && !!work.atEmbeddedStart;
  const before = embeddedStart
    ? new Date(now.getTime() + 1000)
    : new Date(now.getTime() - work.deadlineSeconds * 1000);
  const result: SweepResult = { requeued: [], failed: [] };
  for (const item of await work.stuck(deps, before, BATCH)) {
    if (item.jobs.length > 0 && (await carried(deps, item.jobs))) continue;
    if (work.requeue && (await work.requeue(deps, item))) {
      result.requeued.push(item.id);
      continue;
    }
    await work.fail(deps, item.id);
    result.failed.push(item.id);
  }
  return result;
}

/** The sweeper as a housekeeping task over every module's declarations. */
export function sweeperTask(modules: readonly ModuleManifest[]): ModuleTask {
  const declarations = modules.flatMap((m) => m.pendingWork ?? []);
  return {
    name: 'sweep stuck work',
    everyMs: SWEEP_EVERY_MS,
    atStartup: 'background',
    async run(deps, { atStartup }) {
      // Runs past their expiry become retries now rather than at pg-boss's next maintenance.
      await deps.services.jobs.expireOverdue();
      for (const work of declarations) {
        const { requeued, failed } = await sweepPendingWork(deps, work, { atStartup });
        if (requeued.length || failed.length)
          deps.logger.warn({ work: work.name, requeued, failed, atStartup }, 'stuck work swept');
      }
    },
  };
}
