// Over 400 lines: the queue is one closure over pg-boss, its workers, heartbeats and failure handling.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { afterCommit } from '../db/after-commit.ts';
import type { Database, DB } from '../db/database.ts';
import { type ErrorReporter, NO_ERROR_REPORTING, statusOfCodeIn } from '../error-reporting.ts';
import type { Logger } from '../logger.ts';
import { stoppableExecutor, transactionExecutor } from './executors.ts';
import {
  type HeartbeatTimings,
  openWorkerHeartbeat,
  type ReturnedJob,
  type WorkerHeartbeat,
} from './heartbeat.ts';
import { inJobSpan } from './job-spans.ts';

/**
 * Durable jobs on pg-boss in the same database (PGlite embedded, PostgreSQL scaled). Delivery is
 * at least once: handlers must be idempotent, keyed by the business id they work on.
 */

export interface JobContext {
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  isLastAttempt: boolean;
  /** Aborted when the process shuts down: stop work; the job resumes after a restart. */
  signal: AbortSignal;
}

export interface JobDefinition<T extends object> {
  /** Queue name, e.g. `materials-extract`. */
  name: string;
  handler(data: T, context: JobContext): Promise<void>;
  /** Retries after the first failure (default 3), with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * A run still active after this long is considered lost and retried (default 15 minutes). pg-boss
   * 10 has no heartbeat, and its worker itself abandons a handler after this long, so it must cover
   * the slowest honest run (see `docs/decisions/004-durable-jobs-pg-boss.md`). A run lost with a
   * killed process comes back much sooner through our own heartbeats (`heartbeat.ts`, ADR 016).
   */
  expireInSeconds?: number;
  /** Called once when the last attempt failed, to leave the entity in its failed state. */
  onFinalFailure?(data: T, error: unknown): Promise<void>;
  /** Runs of this queue at once in one process (default 1). */
  concurrency?: number;
}

/** Where a job is in pg-boss's life cycle. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** States in which the job will still run (or is running). */
export const PENDING_JOB_STATES: ReadonlySet<JobState> = new Set(['created', 'retry', 'active']);

export interface SendOptions {
  /**
   * The transaction of the business write (`deps.db.transaction(async (tx) => …)`): the job row is
   * inserted on its connection, so the write and its job commit together or not at all.
   */
  db?: DB;
  /** Runs no sooner than this many seconds from now (a follow-up that waits for work in flight). */
  startAfterSeconds?: number;
}

/** One job of `sendMany`: its queue, its data and its business key (as `send` takes them). */
export interface JobToSend<T extends object = object> {
  name: string;
  data: T;
  key: string;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): Promise<void>;
  /**
   * Enqueues a job once per key: sending the same key again while the job exists does nothing
   * and returns false. Use a new key (e.g. with an attempt number) to run the work again.
   */
  send<T extends object>(name: string, data: T, key: string, options?: SendOptions): Promise<boolean>;
  /**
   * Enqueues several jobs in one statement, each once per key as `send` does (a key already sent
   * is skipped): a test's ten tasks cost one round trip inside their transaction, not ten. Says
   * nothing about which were new.
   */
  sendMany(jobs: readonly JobToSend[], options?: Pick<SendOptions, 'db'>): Promise<void>;
  /**
   * The states of the jobs sent with these keys (finished ones included until pg-boss deletes
   * them, `deleteAfterDays`); keys never sent are absent. Lets a sweeper tell a lost job from a
   * queued one.
   */
  states(name: string, keys: readonly string[]): Promise<Map<string, JobState>>;
  /**
   * Turns runs active past their expiry into retries (or failures) now, instead of at pg-boss's
   * next maintenance (every two minutes, the first one two minutes after start).
   */
  expireOverdue(): Promise<void>;
  /**
   * Wakes this process's workers of a queue now (one idle worker; each that finds a job wakes the
   * next). `send` does it itself (a job sent inside a transaction right after that transaction
   * commits, `afterCommit`); this is for work that became due without a send, e.g. a job row
   * changed by a module's own statement.
   */
  wake(name: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  logger: Logger;
  /** Where a job's last failed attempt is reported (default: nowhere). */
  errors?: ErrorReporter;
  /** Run handlers in this process (embedded server, `npm run worker`); else only enqueue. */
  runWorkers: boolean;
  /**
   * The only process on this database (embedded PGlite): jobs left active by a previous run were
   * cut off by its exit and are retried at once instead of after `expireInSeconds`.
   */
  singleProcess: boolean;
  pollingIntervalSeconds?: number;
  /**
   * Worker heartbeats (`heartbeat.ts`, ADR 016): the runs of a process killed without a clean stop
   * go back to their queue in about 30–40 s instead of at their expiry. On by default on a shared
   * database, off for the single process (its start-up resumption covers that, and it saves the
   * idle server a statement every few seconds); tests shorten the timings.
   */
  heartbeat?: boolean | Partial<HeartbeatTimings>;
  /**
   * How long a stop waits for running handlers, which it has aborted, to settle (default 5 s,
   * inside the process's 10 s shutdown limit). Later than that, what a handler records is dropped.
   */
  stopGraceMs?: number;
}

type QueueOptions = Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>;

/** Whether the stored queue has the options a definition asks for (else it is created or updated). */
function sameQueue(stored: QueueOptions | undefined, wanted: Required<QueueOptions>): boolean {
  return (
    stored !== undefined &&
    stored.retryLimit === wanted.retryLimit &&
    stored.retryDelay === wanted.retryDelay &&
    stored.retryBackoff === wanted.retryBackoff &&
    stored.expireInSeconds === wanted.expireInSeconds
  );
}

/** A stable UUID for a queue and business key, so a duplicate send hits the primary key. */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  // Shaped as a version-4 UUID (pg-boss stores ids as uuid).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the queue is one closure over pg-boss and its running handlers; each method is short
export function openJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { logger, errors = NO_ERROR_REPORTING } = options;
  const executor = stoppableExecutor(database, logger);
  const boss = new PgBoss({
    db: executor,
    schema: 'pgboss',
    // Keep finished jobs a week for support questions, then let maintenance delete them.
    deleteAfterDays: 7,
    // The embedded database is small and local: poll often so a pupil's upload starts at once.
    ...(options.singleProcess ? { maintenanceIntervalSeconds: 120 } : {}),
    // No cron schedules are used: without the timekeeper, start skips its queue, worker and clock
    // check, and no cron poll runs every minute.
    schedule: false,
  });
  /** A failure of the queue itself or of a final-failure hook: logged and reported. */
  const failed = (error: unknown, job: string, message: string) => {
    logger.error({ err: error, job }, message);
    errors.report(error, { tags: { job } });
  };
  boss.on('error', (error: unknown) => failed(error, 'pg-boss', 'job queue error'));

  const controllers = new Set<AbortController>();
  /** The handlers running now, settled or not, so a stop can wait for them. */
  const running = new Set<Promise<unknown>>();
  /** pg-boss worker ids per queue in this process, to wake them. */
  const workers = new Map<string, string[]>();
  /** Workers in the middle of a job (the others wait for their poll, or are fetching). */
  const busy = new Set<string>();
  /**
   * Wakes one idle worker of the queue (none when all are busy: each fetches again when its job
   * ends). A worker that finds a job wakes the next (`startWorker`), so ten jobs sent at once are
   * fetched one after another while the first already runs. Woken all at once, ten fetches queued
   * ahead of the first job's own statements on the embedded database's one connection, and the
   * first task of a test waited ~30 ms for the other nine to be fetched (ADR 046).
   */
  const wake = (name: string, except?: string) => {
    const idle = workers.get(name)?.find((id) => id !== except && !busy.has(id));
    if (idle) boss.notifyWorker(idle);
  };
  /**
   * Wakes the queue's workers here when a job of it becomes due, instead of waiting for the next
   * poll. In the single process (embedded PGlite) every job is sent by this process, so a send
   * wakes its workers, and these timers cover the jobs due later; the poll is only a backstop and
   * runs every 10 s, not every 0.5 s (17 workers polling twice a second were ~6 % of an idle
   * server's CPU, in bursts that delayed requests on the database's only thread).
   */
  const wakeAt = (name: string, seconds: readonly number[]) => {
    for (const delay of seconds) setTimeout(() => !stopping && wake(name), delay * 1000 + 100).unref();
  };
  /** pg-boss retries a failed job at now + d·2ⁿ·(1 + random) (n: retries so far): wake every quarter of that window. */
  const wakeForRetry = (definition: JobDefinition<object>, retryCount: number) => {
    const earliest = (definition.retryDelaySeconds ?? 5) * 2 ** Math.min(16, retryCount);
    wakeAt(
      definition.name,
      [1, 1.25, 1.5, 1.75, 2].map((share) => earliest * share),
    );
  };
  const definitions: JobDefinition<object>[] = [];
  let started = false;
  let stopping = false;

  /**
   * Runs taken back from a process that is gone (a dead worker's, or on the embedded database the
   * last run's): those due again wake this process's workers of their queue; those that had used
   * their retries are failed for good, so their definition's final-failure hook leaves the entity
   * failed now rather than when a sweeper finds it.
   */
  async function settleReturned(jobs: readonly ReturnedJob[]) {
    for (const name of new Set(jobs.filter((job) => !job.failed).map((job) => job.name)))
      if (!stopping) wake(name);
    for (const job of jobs.filter((returned) => returned.failed)) {
      const definition = definitions.find((defined) => defined.name === job.name);
      if (!definition?.onFinalFailure) continue;
      await definition
        .onFinalFailure(job.data, new Error('the process running the job stopped on its last attempt'))
        .catch((hookError: unknown) => failed(hookError, job.name, 'final-failure hook failed'));
    }
  }

  const heartbeatWanted = options.heartbeat ?? !options.singleProcess;
  const heartbeat: WorkerHeartbeat | undefined = heartbeatWanted
    ? openWorkerHeartbeat(database, {
        logger,
        runsWorkers: options.runWorkers,
        ...(typeof heartbeatWanted === 'object' ? { timings: heartbeatWanted } : {}),
        onReturned: settleReturned,
      })
    : undefined;

  /** `existing`: the queues in the database (read once at start), to skip those already up to date. */
  async function register(definition: JobDefinition<object>, existing?: Map<string, QueueOptions>) {
    const queue = {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    };
    if (!sameQueue(existing?.get(definition.name), queue)) {
      // createQueue keeps an existing queue as it is; updateQueue brings its options up to date.
      await boss.createQueue(definition.name, queue);
      await boss.updateQueue(definition.name, queue);
    }
    if (options.runWorkers) await work(definition);
  }

  /**
   * `concurrency` pg-boss workers for the queue. A pg-boss 10 worker waits its polling interval
   * after every fetch, even one that found a job, so one worker ran one job per interval (a job
   * every 2 s on PostgreSQL however long the queue). A worker that finished a job is woken at once
   * instead, so a queue drains as fast as its handlers run; only an empty fetch waits.
   */
  async function work<T extends object>(definition: JobDefinition<T>): Promise<void> {
    const ids: string[] = [];
    workers.set(definition.name, ids);
    for (let i = 0; i < Math.max(1, definition.concurrency ?? 1); i++)
      ids.push(await startWorker(definition));
  }

  async function startWorker<T extends object>(definition: JobDefinition<T>): Promise<string> {
    let workerId = '';
    const runJob = async (job: PgBoss.JobWithMetadata<T>) => {
      const controller = new AbortController();
      controllers.add(controller);
      const attempt = job.retryCount + 1;
      const isLastAttempt = job.retryCount >= job.retryLimit;
      // Which process runs this run, so it comes back to the queue if this process is killed.
      await heartbeat?.lease(job.id, definition.name);
      // A shutdown is not a failure of the work: the job is picked up again after the restart.
      const interrupted = () => stopping && controller.signal.aborted;
      try {
        await inJobSpan({ queue: definition.name, jobId: job.id, attempt, interrupted }, () =>
          definition.handler(job.data, { jobId: job.id, attempt, isLastAttempt, signal: controller.signal }),
        );
      } catch (error) {
        if (interrupted()) throw error;
        logger.warn({ err: error, job: definition.name, jobId: job.id, attempt }, 'job attempt failed');
        if (!isLastAttempt) wakeForRetry(definition, job.retryCount);
        // A job failed for good is worth a look, unless it failed for the pupil's own way (4xx).
        if (isLastAttempt)
          errors.report(error, { status: statusOfCodeIn(error), tags: { job: definition.name } });
        if (isLastAttempt && definition.onFinalFailure) {
          await definition
            .onFinalFailure(job.data, error)
            .catch((hookError: unknown) => failed(hookError, definition.name, 'final-failure hook failed'));
        }
        throw error;
      } finally {
        controllers.delete(controller);
        await heartbeat?.release(job.id);
        // Fetch the next job as soon as this one is done (see `work`).
        if (!stopping) boss.notifyWorker(workerId);
      }
    };
    workerId = await boss.work<T>(
      definition.name,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? (options.singleProcess ? 10 : 2),
      },
      async ([job]) => {
        if (!job) return;
        busy.add(workerId);
        // There may be more: the next idle worker fetches while this one runs.
        if (!stopping) wake(definition.name, workerId);
        const run = runJob(job);
        running.add(run);
        try {
          await run;
        } finally {
          running.delete(run);
          busy.delete(workerId);
        }
      },
    );
    return workerId;
  }

  return {
    async define<T extends object>(definition: JobDefinition<T>) {
      const erased = definition as unknown as JobDefinition<object>;
      definitions.push(erased);
      if (started) await register(erased);
    },
    async send(name, data, key, sendOptions = {}) {
      const id = await boss.send(name, data, {
        id: jobIdFor(name, key),
        ...(sendOptions.db ? { db: transactionExecutor(sendOptions.db) } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      // A worker in this process starts it now rather than at its next poll. Sent in a transaction,
      // the job is visible only after its commit, so the wake-up comes right after that commit.
      if (id !== null && !sendOptions.startAfterSeconds)
        afterCommit(sendOptions.db ?? database.db, () => !stopping && wake(name));
      if (id !== null && sendOptions.startAfterSeconds) wakeAt(name, [sendOptions.startAfterSeconds]);
      return id !== null;
    },
    async sendMany(jobs, sendOptions = {}) {
      if (jobs.length === 0) return;
      // pg-boss's `insert` is one INSERT … SELECT FROM json_to_recordset … ON CONFLICT DO NOTHING,
      // joined to each queue's row for its retry and expiry settings, as `send`'s own insert is.
      await boss.insert(
        jobs.map((job) => ({ id: jobIdFor(job.name, job.key), name: job.name, data: job.data })),
        sendOptions.db ? { db: transactionExecutor(sendOptions.db) } : {},
      );
      const names = new Set(jobs.map((job) => job.name));
      afterCommit(sendOptions.db ?? database.db, () => {
        if (!stopping) for (const name of names) wake(name);
      });
    },
    async states(name, keys) {
      const ids = new Map(keys.map((key) => [jobIdFor(name, key), key]));
      const found = new Map<string, JobState>();
      if (ids.size === 0) return found;
      // pg-boss 10 moves finished jobs from `job` to `archive` (after 12 hours) before deleting them.
      const { rows } = await database.executeSql(
        `SELECT id::text AS id, state::text AS state FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[])
         UNION ALL
         SELECT id::text AS id, state::text AS state FROM pgboss.archive WHERE name = $1 AND id = ANY($2::uuid[])`,
        [name, [...ids.keys()]],
      );
      for (const row of rows as { id: string; state: JobState }[]) {
        const key = ids.get(row.id);
        if (key !== undefined) found.set(key, row.state);
      }
      return found;
    },
    wake(name) {
      if (!stopping) wake(name);
    },
    async expireOverdue() {
      // pg-boss's own maintenance (expire, archive, delete), under its advisory lock.
      await boss.maintain();
    },
    async start() {
      await boss.start();
      if (options.singleProcess) {
        // Nothing else can be running these: the process that ran them is gone.
        // A job that has already used its retries is failed instead: one that kills the process
        // every time (memory, a hung decoder) must not be run at every start for ever.
        const { rows } = await database.executeSql(
          `UPDATE pgboss.job
              SET state = CASE WHEN retry_count < retry_limit THEN 'retry'::pgboss.job_state ELSE 'failed'::pgboss.job_state END,
                  start_after = now(),
                  completed_on = CASE WHEN retry_count < retry_limit THEN NULL ELSE now() END
            WHERE state = 'active' RETURNING id::text AS id, name, state::text AS state, data`,
        );
        const resumed = (rows as { id: string; name: string; state: string; data: object }[]).map((row) => ({
          ...row,
          failed: row.state === 'failed',
        }));
        if (resumed.length) {
          logger.info({ resumed: resumed.length }, 'resuming jobs cut off by the last shutdown');
          await settleReturned(resumed);
        }
      }
      // Registers this process and takes back the runs of processes that died.
      await heartbeat?.start();
      started = true;
      // One read of every queue instead of two writes per queue at each start.
      const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue as QueueOptions]));
      for (const definition of definitions) await register(definition, existing);
    },
    async stop() {
      if (!started || stopping) return;
      stopping = true;
      for (const controller of controllers) controller.abort(new Error('shutting down'));
      const grace = options.stopGraceMs ?? 5_000;
      const deadline = Date.now() + grace;
      await boss
        .stop({ graceful: true, timeout: grace, wait: true, close: false })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'job queue did not stop cleanly');
        });
      // pg-boss stops waiting once its workers hold no job, but a handler may still be finishing
      // (or ignoring the abort): give it what is left of the grace, so what it records lands.
      const timer = new AbortController();
      await Promise.race([
        Promise.allSettled([...running]),
        sleep(Math.max(0, deadline - Date.now()), undefined, { signal: timer.signal }).catch(() => {}),
      ]);
      timer.abort();
      // pg-boss records a settled handler's outcome a few promise turns later: let it start.
      await new Promise((resolve) => setImmediate(resolve));
      await executor.shut();
      await heartbeat?.stop();
    },
  };
}
