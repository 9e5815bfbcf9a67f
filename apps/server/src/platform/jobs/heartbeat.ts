import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';

/**
 * Worker heartbeats for pg-boss 10, which has none (ADR 016). Each process that runs handlers
 * registers a random id in `job_worker_processes` and marks it alive every few seconds; each run
 * it starts is leased to that id (`job_leases`, with the run's `started_on`). Every process with
 * the queue started looks for processes silent past `deadAfterMs` and, in one statement, returns
 * their leased runs that are still active to their queue — or fails a run that has used its
 * retries, as the embedded start-up does — and deletes their rows. This is graphile-worker's
 * `forceUnlockWorkers` (a job locked by a worker id, unlocked when that worker is known gone) with
 * the "known gone" decided by a heartbeat instead of by hand or a 4-hour lock timeout.
 *
 * A process presumed dead only because it stalled past `deadAfterMs` (the event loop blocked, the
 * machine paused) may see its runs started again elsewhere: delivery is at least once and handlers
 * are idempotent (ADR 004). It logs a warning when its next heartbeat finds its row gone.
 */

export interface HeartbeatTimings {
  /** How often a process marks itself alive (default 5 s). */
  beatEveryMs: number;
  /** Silent this long, a process is presumed dead and its runs are returned (default 30 s). */
  deadAfterMs: number;
  /** How often a process looks for dead ones, ±20 % so processes spread out (default 10 s). */
  recoverEveryMs: number;
}

export const DEFAULT_HEARTBEAT_TIMINGS: HeartbeatTimings = {
  beatEveryMs: 5_000,
  deadAfterMs: 30_000,
  recoverEveryMs: 10_000,
};

/** A run taken back from a dead process: `failed` when it had used its retries, else it is due again now. */
export interface ReturnedJob {
  id: string;
  name: string;
  data: object;
  failed: boolean;
}

export interface WorkerHeartbeat {
  readonly processId: string;
  /** Registers this process (when it runs handlers), starts the timers and recovers once. */
  start(): Promise<void>;
  /** Records that this process runs the job's current run. Never throws (the expiry is the fallback). */
  lease(jobId: string, queue: string): Promise<void>;
  /** The run has ended (done or failed). Never throws. */
  release(jobId: string): Promise<void>;
  /** Returns the runs of processes presumed dead; what the timer runs. */
  recover(): Promise<ReturnedJob[]>;
  /** Stops the timers and removes this process's row and leases (a clean stop). */
  stop(): Promise<void>;
}

export interface HeartbeatOptions {
  logger: Logger;
  /** This process runs handlers: it registers, beats and leases. Else it only recovers others. */
  runsWorkers: boolean;
  timings?: Partial<HeartbeatTimings>;
  /** Told of the runs a recovery of this process returned (to wake workers, to fail entities). */
  onReturned(jobs: ReturnedJob[]): Promise<void>;
}

const BEAT = `INSERT INTO job_worker_processes (id, host, pid) VALUES ($1::uuid, $2, $3)
  ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()
  RETURNING (xmax = 0) AS inserted`;

// The run's started_on is copied from pg-boss's row, so the lease matches this run exactly.
const LEASE = `INSERT INTO job_leases (job_id, queue, worker_id, started_on)
  SELECT id, name, $3::uuid, started_on FROM pgboss.job
   WHERE name = $2 AND id = $1::uuid AND state = 'active'
  ON CONFLICT (job_id) DO UPDATE
    SET queue = excluded.queue, worker_id = excluded.worker_id,
        started_on = excluded.started_on, leased_at = now()`;

const RELEASE = 'DELETE FROM job_leases WHERE job_id = $1::uuid AND worker_id = $2::uuid';

/**
 * One statement, so it is all or nothing. Safe with several processes recovering at once: a dead
 * process's row is locked `FOR UPDATE SKIP LOCKED`, so one transaction takes it and the others pass
 * it by (as they pass by a live process inserting a lease, whose foreign-key check holds a share
 * lock on its row); the job is returned only while still `active` in the very run the lease names
 * (`started_on`), so a run started since by another process is never touched. `started_on` is
 * kept: pg-boss's fetch counts a retry only for a job that has started before, so a job that kills
 * its process every time reaches its retry limit and is failed here instead of looping.
 */
const RECOVER = `WITH dead AS (
    SELECT id FROM job_worker_processes
     WHERE heartbeat_at < now() - $1::int * interval '1 millisecond' AND id <> $2::uuid
     FOR UPDATE SKIP LOCKED
  ), leases AS (
    DELETE FROM job_leases l USING dead WHERE l.worker_id = dead.id
    RETURNING l.job_id, l.queue, l.started_on
  ), returned AS (
    UPDATE pgboss.job j
       SET state = CASE WHEN j.retry_count < j.retry_limit THEN 'retry'::pgboss.job_state
                        ELSE 'failed'::pgboss.job_state END,
           start_after = now(),
           completed_on = CASE WHEN j.retry_count < j.retry_limit THEN NULL ELSE now() END,
           output = jsonb_build_object('message', 'the process running the job stopped (no heartbeat)')
      FROM leases
     WHERE j.name = leases.queue AND j.id = leases.job_id
       AND j.state = 'active' AND j.started_on = leases.started_on
    RETURNING j.id::text AS id, j.name, j.state::text AS state, j.data
  ), gone AS (
    DELETE FROM job_worker_processes w USING dead WHERE w.id = dead.id RETURNING w.id
  )
  SELECT id, name, state, data, NULL::text AS process FROM returned
  UNION ALL
  SELECT NULL, NULL, NULL, NULL, id::text FROM gone`;

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure over the timers and their state; each part is short
export function openWorkerHeartbeat(database: Database, options: HeartbeatOptions): WorkerHeartbeat {
  const { logger, runsWorkers } = options;
  const timings = { ...DEFAULT_HEARTBEAT_TIMINGS, ...options.timings };
  const processId = randomUUID();
  let registered = false;
  let stopped = false;
  let beatTimer: NodeJS.Timeout | undefined;
  let recoverTimer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;
  let recovering: Promise<unknown> | undefined;
  /**
   * When a statement of this process last failed. After a database outage every process's heartbeat
   * is old, and one that recovered at once would take the runs of live processes that have not beaten
   * again yet: so a process recovers only once it has reached the database for `deadAfterMs` itself.
   */
  let troubleAt = Number.NEGATIVE_INFINITY;
  const trouble = (error: unknown, message: string) => {
    troubleAt = performance.now();
    if (!stopped) logger.warn({ err: error, processId }, message);
  };

  async function beat(): Promise<void> {
    const { rows } = await database.executeSql(BEAT, [processId, hostname(), process.pid]);
    const inserted = (rows[0] as { inserted?: boolean } | undefined)?.inserted;
    if (registered && inserted)
      logger.warn(
        { processId },
        'this job process was presumed dead (no heartbeat) and registered again: runs it had may have been started elsewhere',
      );
    registered = true;
  }

  const beatSafely = () => {
    if (stopped || beating) return;
    beating = beat()
      .catch((error: unknown) => trouble(error, 'job heartbeat failed'))
      .finally(() => {
        beating = undefined;
      });
  };

  async function recover(): Promise<ReturnedJob[]> {
    const { rows } = await database.executeSql(RECOVER, [timings.deadAfterMs, processId]);
    const typed = rows as {
      id: string | null;
      name: string;
      state: string;
      data: object;
      process: string | null;
    }[];
    const returned: ReturnedJob[] = typed
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id as string,
        name: row.name,
        data: row.data,
        failed: row.state === 'failed',
      }));
    const dead = typed.filter((row) => row.process !== null).map((row) => row.process);
    if (dead.length)
      logger.warn(
        {
          deadProcesses: dead,
          retried: returned.filter((job) => !job.failed).map((job) => `${job.name}/${job.id}`),
          failed: returned.filter((job) => job.failed).map((job) => `${job.name}/${job.id}`),
        },
        'job processes stopped without a clean stop: their runs went back to their queues',
      );
    if (returned.length) await options.onReturned(returned);
    return returned;
  }

  async function tick(): Promise<void> {
    if (performance.now() - troubleAt < timings.deadAfterMs) {
      // Not long enough since this process last failed to reach the database: only see whether it
      // can now (a worker's heartbeat does that already).
      if (!runsWorkers) await database.executeSql('SELECT 1');
      return;
    }
    await recover();
  }

  const scheduleRecovery = () => {
    if (stopped) return;
    const delay = timings.recoverEveryMs * (0.8 + 0.4 * Math.random());
    recoverTimer = setTimeout(() => {
      recovering = tick()
        .catch((error: unknown) => trouble(error, 'returning the jobs of dead job processes failed'))
        .finally(() => {
          recovering = undefined;
          scheduleRecovery();
        });
    }, delay);
    recoverTimer.unref();
  };

  return {
    processId,
    async start() {
      if (runsWorkers) {
        await beat();
        beatTimer = setInterval(beatSafely, timings.beatEveryMs);
        beatTimer.unref();
      }
      await recover().catch((error: unknown) =>
        trouble(error, 'returning the jobs of dead job processes failed'),
      );
      scheduleRecovery();
    },
    async lease(jobId, queue) {
      if (!registered) return;
      await database.executeSql(LEASE, [jobId, queue, processId]).catch((error: unknown) => {
        // E.g. this process was presumed dead and its row deleted: the run is left to its expiry.
        logger.warn({ err: error, jobId, queue }, 'could not record the job lease');
      });
    },
    async release(jobId) {
      if (!registered) return;
      await database.executeSql(RELEASE, [jobId, processId]).catch((error: unknown) => {
        if (!stopped) logger.warn({ err: error, jobId }, 'could not remove the job lease');
      });
    },
    recover,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(beatTimer);
      clearTimeout(recoverTimer);
      // Lets a statement in flight finish first, but never waits long on a database that does not answer.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([beating, recovering]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 1_000);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
      if (!registered) return;
      // A clean stop: pg-boss has finished or failed this process's runs; the leases go with the row.
      await database
        .executeSql('DELETE FROM job_worker_processes WHERE id = $1::uuid', [processId])
        .catch((error: unknown) =>
          logger.warn({ err: error, processId }, 'could not unregister the job process'),
        );
    },
  };
}
