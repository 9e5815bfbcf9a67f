import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { openJobQueue } from '../apps/server/src/platform/jobs/jobs.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { createFreshPostgresDatabase } from '../apps/server/src/testing/fresh-postgres.ts';

/**
 * A job of a process killed with `kill -9`, back to running in another (ADR 016), on PostgreSQL.
 * A child process opens the job queue as a worker does, takes a slow job and is killed; a second
 * child starts at once; reported: the seconds from the kill to the job running in the second.
 * Production timings (heartbeat 5 s, dead after 30 s, recovery every 10 s ± 20 %). Loopback only,
 * on a fresh database dropped afterwards; each run gives up after 120 s.
 *
 *   node --conditions=source --import tsx bench/job-recovery.ts
 *   BENCH_RECOVERY_RUNS=5 BENCH_RECOVERY_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres …
 *
 * With `--child <url> hang|finish` it is one of the worker processes.
 */

const QUEUE = 'bench-job-recovery';
const RUN_TIMEOUT_MS = 120_000;
const SELF = fileURLToPath(import.meta.url);

/** A worker process: prints `BENCH {"event":"run",…}` when its handler starts a job. */
async function child(url: string, mode: 'hang' | 'finish') {
  const database = await openDatabase({ kind: 'postgres', url });
  const jobs = openJobQueue(database, {
    logger: createLogger('warn'),
    runWorkers: true,
    singleProcess: false,
  });
  const say = (event: Record<string, unknown>) => process.stdout.write(`BENCH ${JSON.stringify(event)}\n`);
  await jobs.define<{ run: number }>({
    name: QUEUE,
    // Long enough that pg-boss's own expiry plays no part.
    expireInSeconds: 30 * 60,
    handler: async (data, context) => {
      say({ event: 'run', run: data.run, attempt: context.attempt, at: Date.now() });
      if (mode === 'hang') await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
    },
  });
  await jobs.start();
  say({ event: 'ready' });
  process.once('SIGTERM', () => {
    void jobs
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

interface Worker {
  process: ChildProcess;
  /** Resolves with the first `BENCH` event of this kind. */
  next(event: string): Promise<Record<string, unknown>>;
  output: string[];
}

function startWorker(url: string, mode: 'hang' | 'finish'): Worker {
  const proc = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', SELF, '--child', url, mode],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const waiting = new Map<string, (event: Record<string, unknown>) => void>();
  const seen: Record<string, unknown>[] = [];
  const lines = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on('line', (line) => {
      if (!line.startsWith('BENCH ')) return void output.push(line);
      const event = JSON.parse(line.slice(6)) as Record<string, unknown>;
      seen.push(event);
      waiting.get(String(event.event))?.(event);
    });
  if (proc.stdout) lines(proc.stdout);
  if (proc.stderr) lines(proc.stderr);
  return {
    process: proc,
    output,
    next: (event) =>
      new Promise((resolve, reject) => {
        const already = seen.find((e) => e.event === event);
        if (already) return resolve(already);
        const timer = setTimeout(
          () => reject(new Error(`no "${event}" in ${RUN_TIMEOUT_MS} ms`)),
          RUN_TIMEOUT_MS,
        );
        waiting.set(event, (found) => {
          clearTimeout(timer);
          resolve(found);
        });
        proc.once('exit', (code) => reject(new Error(`the worker exited (${code}) before "${event}"`)));
      }),
  };
}

async function stopWorker(worker: Worker) {
  if (worker.process.exitCode !== null || worker.process.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.process.once('exit', resolve));
  worker.process.kill('SIGTERM');
  const timer = setTimeout(() => worker.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  const runs = Number(process.env.BENCH_RECOVERY_RUNS || 3);
  const adminUrl = process.env.BENCH_RECOVERY_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const fresh = await createFreshPostgresDatabase(adminUrl, 'kreda_bench_recovery');
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  const workers: Worker[] = [];
  const seconds: number[] = [];
  try {
    await database.migrate();
    // Only sends (no workers, no heartbeat); the queue is created by the first worker.
    const sender = openJobQueue(database, {
      logger: createLogger('warn'),
      runWorkers: false,
      singleProcess: false,
      heartbeat: false,
    });
    for (let run = 1; run <= runs; run++) {
      const first = startWorker(fresh.url, 'hang');
      workers.push(first);
      await first.next('ready');
      if (run === 1) await sender.start();
      await sender.send(QUEUE, { run }, `run-${run}`);
      await first.next('run');
      // The kill lands anywhere between two heartbeats, as it would.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5_000));
      first.process.kill('SIGKILL');
      const killedAt = Date.now();
      const second = startWorker(fresh.url, 'finish');
      workers.push(second);
      const resumed = await second.next('run');
      const took = (Number(resumed.at) - killedAt) / 1000;
      seconds.push(took);
      console.log(
        `run ${run}: kill -9 → running again in the other process after ${took.toFixed(1)} s (attempt ${resumed.attempt})`,
      );
      await stopWorker(second);
    }
    await sender.stop();
    const sorted = [...seconds].sort((a, b) => a - b);
    console.log(
      `job recovery on PostgreSQL, ${runs} runs: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} s, min ${sorted[0]?.toFixed(1)} s, max ${sorted.at(-1)?.toFixed(1)} s (goal ≤ 60 s)`,
    );
  } catch (error) {
    for (const worker of workers)
      if (worker.output.length) console.error(worker.output.slice(-20).join('\n'));
    throw error;
  } finally {
    for (const worker of workers) await stopWorker(worker);
    await database.close();
    await fresh.drop();
  }
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) {
  const url = process.argv[childAt + 1] ?? '';
  await child(url, process.argv[childAt + 2] === 'hang' ? 'hang' : 'finish');
} else {
  await main().catch((error: unknown) => {
    console.error('✖ job recovery bench failed:', error);
    process.exit(1);
  });
}
