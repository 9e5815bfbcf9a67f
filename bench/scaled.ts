import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startFakeOpenAi } from '../apps/server/src/testing/fakes/fake-openai.ts';
import { createFreshPostgresDatabase } from '../apps/server/src/testing/fresh-postgres.ts';
import {
  type Child,
  cpuSeconds,
  directRead,
  machineJiffies,
  rssMb,
  startRedis,
  startWorker,
} from './scaled-infra.ts';
import { startRoundRobinProxy } from './scaled-proxy.ts';
import {
  type ChatPupil,
  newChatPupil,
  newCounters,
  type ScaledCounters,
  type TurnSample,
} from './scaled-pupil.ts';
import { formatScaled, type ProcessLoad, type ScaledBenchResult, summarise } from './scaled-report.ts';
import { freePort, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Scaled mode under load: two API processes and one `npm run worker` process on a fresh PostgreSQL
 * database and a private Redis, behind a round-robin proxy (bench/scaled-proxy.ts). Simulated
 * pupils each keep a chat's `llmStream` open over graphql-ws and send messages (think time between
 * them) for a fixed time; the local OpenAI-compatible fake streams a scripted answer at a set
 * pace. Every answer's deltas are checked; errors, lost and stuck answers are counted; time to
 * first token and per-token time are compared with the fake read directly under the same load.
 */

export { formatScaled, type ScaledBenchResult } from './scaled-report.ts';

const CHUNK_DELAY_MS = 5;
const WORDS = [
  'Delta',
  'trójmianu',
  'to',
  '$b^2-4ac$,',
  'a',
  'gdy',
  'jest',
  'ujemna,',
  'brak',
  'pierwiastków.',
];
const ANSWER = Array.from({ length: 150 }, (_, i) => WORDS[i % WORDS.length]).join(' ');
const API_KEY = 'bench';
/** The free plan's 30 chat messages a day would stop a pupil mid-run: raised in the bench's own database. */
const CHAT_LIMIT = 100_000;
const DIRECT_RUNS = 8;
const SETUP_CONCURRENCY = 8;
const REDIS_SERVER = process.env.BENCH_SCALED_REDIS_SERVER || '/usr/bin/redis-server';

export interface ScaledOptions {
  pupils: number;
  seconds: number;
  /** Mean pause between a pupil's answer and their next message (uniform in 0.5–1.5×). */
  thinkMs: number;
  /** Admin connection to PostgreSQL; the bench creates and drops its own database there. */
  adminUrl: string;
  /** A folder for V8 CPU profiles of the API processes and the worker, or undefined. */
  cpuProfileDir?: string;
  /** A folder for the last output of the processes, or undefined. */
  logDir?: string;
}

async function raiseChatLimit(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update limits set "limit" = $1 where action = 'CHAT_MESSAGE'`, [CHAT_LIMIT]);
  } finally {
    await client.end();
  }
}

/** Transactions committed in the bench's database so far (each statement outside one counts as one). */
async function commits(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const row = (
      await client.query(
        'select xact_commit::bigint as n from pg_stat_database where datname = current_database()',
      )
    ).rows[0];
    return Number(row?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Conversations and answers still marked as being written, straight from the database. */
async function stillFetching(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number(
        (await client.query(`select count(*)::int as n from ${table} where is_fetching`)).rows[0]?.n ?? 0,
      );
    return { conversations: await count('conversations'), botMessages: await count('bot_messages') };
  } finally {
    await client.end();
  }
}

/**
 * Why the bench cannot run here (no PostgreSQL at the admin URL, no redis-server), or null. The
 * caller reports the entry as skipped instead of failing the whole run.
 */
export async function scaledSkipReason(options: ScaledOptions): Promise<string | null> {
  if (!existsSync(REDIS_SERVER)) return `no ${REDIS_SERVER} (set BENCH_SCALED_REDIS_SERVER)`;
  const client = new pg.Client({ connectionString: options.adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `no PostgreSQL at ${options.adminUrl} (${String(error)}; set BENCH_SCALED_ADMIN_URL)`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at] as T);
      }
    }),
  );
  return results;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the bench starts its infrastructure, runs and tears down in one sequence
export async function runScaledBench(
  root: string,
  distDir: string,
  options: ScaledOptions,
): Promise<ScaledBenchResult> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error(error));
  };
  try {
    const database = await createFreshPostgresDatabase(options.adminUrl, 'bench_scaled');
    cleanups.push(() => database.drop());
    const redis = await startRedis(REDIS_SERVER);
    cleanups.push(() => redis.stop());
    const arrivals = new Map<string, number>();
    const fake = await startFakeOpenAi({
      apiKey: API_KEY,
      defaultReply: (request) => {
        if (request.body.model !== 'bench-main') return { text: 'Delta trójmianu' };
        const last = JSON.stringify(request.body.messages?.at(-1)?.content ?? '');
        const tag = /Pytanie (\d+-\d+)/.exec(last)?.[1];
        if (tag && !arrivals.has(tag)) arrivals.set(tag, performance.now());
        return { text: ANSWER, chunkDelayMs: CHUNK_DELAY_MS };
      },
    });
    cleanups.push(() => fake.stop());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-bench-scaled-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const proxyPort = await freePort();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SESSION_SECRET: `bench-scaled-${Math.random().toString(36).slice(2)}-shared-secret-0123456789`,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_API_KEY: API_KEY,
      AI_MODEL: 'bench-main',
      AI_MODEL_FAST: 'bench-fast',
      CHAT_MESSAGES_PER_MINUTE: '10000',
      SIGNUPS_PER_IP_PER_HOUR: '100000',
    };
    const profile = (name: string) =>
      options.cpuProfileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`, `--cpu-prof-name=${name}.cpuprofile`]
        : [];
    const main = path.join(distDir, 'main.js');
    // The first API process migrates and seeds the new database; the others start on it.
    const api1 = await startServerProcess(main, root, env, profile('api1'), { dataDir });
    cleanups.push(() => api1.stop());
    await raiseChatLimit(database.url);
    const [api2, worker] = await Promise.all([
      startServerProcess(main, root, env, profile('api2'), { dataDir }),
      startWorker(path.join(distDir, 'cli/worker.js'), root, env, profile('worker')),
    ]);
    cleanups.push(
      () => api2.stop(),
      () => worker.stop(),
    );
    const proxy = await startRoundRobinProxy([api1.url, api2.url], proxyPort);
    cleanups.push(() => proxy.stop());

    // The fake's own timing with nothing else running (one warm-up read).
    await directRead(fake.url, API_KEY);
    const idle = [];
    for (let i = 0; i < DIRECT_RUNS; i++) idle.push(await directRead(fake.url, API_KEY));

    const setupCounters = newCounters();
    const setupStarted = performance.now();
    const pupils: ChatPupil[] = await pool(
      Array.from({ length: options.pupils }, (_, i) => i),
      SETUP_CONCURRENCY,
      (i) => newChatPupil(proxy.url, dataDir, i, setupCounters),
    );
    cleanups.push(() => Promise.all(pupils.map((p) => p.close())));
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    // Warm-up: a few pupils answer once (JIT, pools, both processes), not measured.
    const warm = pupils.slice(0, Math.min(20, pupils.length));
    await Promise.all(warm.map(async (p) => (await p.turn(ANSWER)) && (await p.settle())));

    // The measured run: counters, CPU, and the fake read directly now and then under the same load.
    const counters: ScaledCounters = newCounters();
    for (const p of pupils) p.countInto(counters);
    const children: { name: string; pid: number }[] = [
      { name: 'api1', pid: api1.pid },
      { name: 'api2', pid: api2.pid },
      { name: 'worker', pid: worker.pid },
      { name: 'redis', pid: redis.pid },
      { name: 'bench (pupils, proxy, fake)', pid: process.pid },
    ];
    const cpuBefore = children.map((c) => cpuSeconds(c.pid) ?? 0);
    const machineBefore = machineJiffies();
    const commitsBefore = await commits(database.url);
    const started = performance.now();
    const end = started + options.seconds * 1000;
    const samples: TurnSample[] = [];
    const underLoad: Awaited<ReturnType<typeof directRead>>[] = [];
    const probing = (async () => {
      while (performance.now() < end) {
        underLoad.push(await directRead(fake.url, API_KEY));
        await sleep(1000);
      }
    })();
    const think = () => options.thinkMs * (0.5 + Math.random());
    const peakRss: Record<string, number> = {};
    const rssTimer = setInterval(() => {
      for (const c of children) peakRss[c.name] = Math.max(peakRss[c.name] ?? 0, rssMb(c.pid) ?? 0);
    }, 1000);
    await Promise.all(
      pupils.map(async (pupil) => {
        // Pupils start spread over one think time, as a class would.
        await sleep(Math.random() * options.thinkMs);
        while (performance.now() < end) {
          const sample = await pupil.turn(ANSWER);
          if (sample) samples.push(sample);
          await sleep(think());
          if (!(await pupil.settle())) break;
        }
      }),
    );
    await probing;
    clearInterval(rssTimer);
    const elapsedSeconds = (performance.now() - started) / 1000;
    const machineAfter = machineJiffies();
    const load: ProcessLoad[] = children.map((c, i) => {
      const after = cpuSeconds(c.pid);
      return {
        name: c.name,
        // A process that is gone (crashed) has no reading: reported as exited.
        cpuPercent:
          after === null ? null : Math.round(((after - (cpuBefore[i] ?? 0)) / elapsedSeconds) * 100),
        peakRssMb: peakRss[c.name] ?? null,
      };
    });
    const machineBusyPercent = Math.round(
      ((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)) *
        100,
    );
    const fetching = await stillFetching(database.url);
    // The statistics collector reports with a delay of up to a second.
    await sleep(1500);
    const transactions = (await commits(database.url)) - commitsBefore;
    const serverOutput = [api1, api2]
      .map((s: ServerProcess) => s.output())
      .concat((worker as Child).output())
      .join('\n');
    if (options.logDir) {
      await mkdir(options.logDir, { recursive: true });
      await writeFile(path.join(options.logDir, 'api1.log'), api1.output());
      await writeFile(path.join(options.logDir, 'api2.log'), api2.output());
      await writeFile(path.join(options.logDir, 'worker.log'), worker.output());
    }
    const warnings = serverOutput
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line))
      .slice(-10);

    return summarise({
      options,
      chunkDelayMs: CHUNK_DELAY_MS,
      answerPieces: WORDS.length * 15,
      setupSeconds,
      elapsedSeconds,
      setupCounters,
      counters,
      samples,
      arrivals,
      idle,
      underLoad,
      fetching,
      transactions,
      load,
      machineBusyPercent,
      proxy: { forwarded: proxy.forwarded, failures: proxy.failures },
      warnings,
    });
  } finally {
    await cleanup();
  }
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function scaledOptionsFromEnv(): ScaledOptions {
  return {
    pupils: intFromEnv('BENCH_SCALED_PUPILS', 200),
    seconds: intFromEnv('BENCH_SCALED_SECONDS', 60),
    thinkMs: intFromEnv('BENCH_SCALED_THINK_MS', 20_000),
    adminUrl: process.env.BENCH_SCALED_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    cpuProfileDir: process.env.BENCH_SCALED_CPU_PROF || undefined,
    logDir: process.env.BENCH_SCALED_LOGS || undefined,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const distDir = path.dirname(
    path.resolve(root, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js'),
  );
  const jsonIndex = process.argv.indexOf('--json');
  const options = scaledOptionsFromEnv();
  scaledSkipReason(options)
    .then((reason) => {
      if (reason) throw new Error(`the scaled bench cannot run: ${reason}`);
      return runScaledBench(root, distDir, options);
    })
    .then(
      async (result) => {
        console.log(formatScaled(result).join('\n'));
        const file = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;
        if (file)
          await import('node:fs/promises').then((fs) => fs.writeFile(file, JSON.stringify(result, null, 2)));
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
