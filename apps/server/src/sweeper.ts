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

/** One pass over one declaration; the ids it failed. */
export async function sweepPendingWork(deps: Deps, work: PendingWork, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - work.deadlineSeconds * 1000);
  const failed: string[] = [];
  for (const item of await work.stuck(deps, before, BATCH)) {
    if (item.jobs.length > 0 && (await carried(deps, item.jobs))) continue;
    await work.fail(deps, item.id);
    failed.push(item.id);
  }
  return failed;
}

/** The sweeper as a housekeeping task over every module's declarations. */
export function sweeperTask(modules: readonly ModuleManifest[]): ModuleTask {
  const declarations = modules.flatMap((m) => m.pendingWork ?? []);
  return {
    name: 'sweep stuck work',
    everyMs: SWEEP_EVERY_MS,
    atStartup: 'background',
    async run(deps) {
      for (const work of declarations) {
        const failed = await sweepPendingWork(deps, work);
        if (failed.length) deps.logger.warn({ work: work.name, failed }, 'stuck work failed by the sweeper');
      }
    },
  };
}
