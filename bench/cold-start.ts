import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, ServerStartError, startServerProcess } from './server-process.ts';

/**
 * Cold start of the built server (`node apps/server/dist/main.js`, NODE_ENV=production, embedded
 * PGlite): spawn to the first 200 of `GET /api/health`, `runs` times on a fresh data folder and `runs`
 * times on one existing folder (made by a first, uncounted start), interleaved so that the machine's
 * load falls on both alike. Each start runs at LOG_LEVEL=info, and its "Kreda is ready" line gives
 * the time of each phase (imports, database open, migrations, seeding, adapters, jobs, app, listen).
 * A bare `node:http` process started the same way is the baseline: the ratio says what the server
 * adds to starting Node itself. With `profile`, one more fresh and existing start each run under
 * `--cpu-prof`, and the self time per package is reported. Reported, never asserted.
 */

export interface StartStats {
  samplesMs: number[];
  medianMs: number;
  maxMs: number;
  /** Median of each phase over the runs (ms), in start-up order. */
  phasesMs: Record<string, number>;
  /**
   * Spawn to the answer of a first GraphQL read of the database (the demo books), sent as soon as
   * health answered: what the first pupil waits for, work started after listening included.
   */
  firstAnswerMedianMs: number;
}

export interface ColdStartBenchResult {
  /** The measured build's main file, relative to the repository. */
  build: string;
  runs: number;
  fresh: StartStats;
  existing: StartStats;
  /** A bare `node:http` server: spawn to its first 200. */
  bareNode: { samplesMs: number[]; medianMs: number };
  targetsMs: { fresh: number; existing: number };
  /** Self time per package in a `--cpu-prof` start (top entries, ms), when profiled. */
  profile: { fresh: [string, number][]; existing: [string, number][]; folder: string } | null;
  /** Starts retried because a signal from another process ended them (shared machine). */
  killedFromOutside: number;
  /** Another build measured in the same run, interleaved (`BENCH_COLDSTART_COMPARE`). */
  compared?: ColdStartBenchResult;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_COLDSTART_RUNS ?? 5);
const TARGETS_MS = { fresh: 3_000, existing: 1_000 };
const PROFILE_DIR = path.join(ROOT, 'bench/.results/cold-start');
/** A first read that reaches the database (the catalogue's books), sent right after health answers. */
const FIRST_QUERY = JSON.stringify({
  query: 'query Books { getBooks(getBooksInput: { limit: 20 }) { total } }',
});
const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** One start: spawn to healthy, spawn to the first read's answer, and the phases it logged. */
type Sample = { ms: number; firstAnswerMs: number; phases: Record<string, number> };

/** Starts ended by a signal from outside before they were healthy (retried; another process's pkill). */
let killedFromOutside = 0;

/** One start of the built server: its time to healthy and the phases its ready line reports. */
async function startOnce(
  mainFile: string,
  options: { dataDir?: string; keepData?: boolean },
  nodeArgs: string[] = [],
): Promise<Sample & { dataDir: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const server = await startServerProcess(mainFile, ROOT, { LOG_LEVEL: 'info' }, nodeArgs, options);
      const ms = server.coldStartMs;
      const firstAnswerMs = ms + (await firstAnswer(server.url));
      // Let the ready line and the first request's log reach the pipe before reading it.
      await sleep(100);
      const phases = readPhases(server.output(), ms);
      await server.stop();
      return { ms, firstAnswerMs, phases, dataDir: server.dataDir };
    } catch (error) {
      const killed = error instanceof ServerStartError && /exited \(signal SIG\w+\)/.test(error.message);
      if (!killed || attempt >= 5) throw error;
      killedFromOutside += 1;
    }
  }
}

/** Milliseconds of the first GraphQL read, sent when health has answered; throws unless it succeeds. */
async function firstAnswer(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
    body: FIRST_QUERY,
  });
  const body = (await response.json()) as { data?: { getBooks?: { total?: number } } };
  if (response.status !== 200 || typeof body.data?.getBooks?.total !== 'number')
    throw new Error(
      `the first GraphQL read failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  return performance.now() - started;
}

/** The phases of the "Kreda is ready" line; `restMs` is spawn, Node's bootstrap gap and polling. */
export function readPhases(output: string, coldStartMs: number): Record<string, number> {
  for (const line of output.split('\n').reverse()) {
    if (!line.includes('"Kreda is ready"')) continue;
    try {
      const parsed = JSON.parse(line) as { phases?: Record<string, number> };
      if (!parsed.phases) return {};
      const sum = Object.values(parsed.phases).reduce((a, b) => a + b, 0);
      return { ...parsed.phases, restMs: Math.max(0, Math.round(coldStartMs - sum)) };
    } catch {
      return {};
    }
  }
  return {};
}

/** Spawn to the first 200 of a bare `node:http` server (what starting Node itself costs now). */
async function bareNodeStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - started < 30_000) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) })
        .then(async (r) => {
          await r.arrayBuffer();
          return r.status === 200;
        })
        .catch(() => false);
      if (ok) return performance.now() - started;
      await sleep(50);
    }
    throw new Error('the bare node:http server did not answer within 30 s');
  } finally {
    child.kill('SIGKILL');
  }
}

function summarise(samples: Sample[]): StartStats {
  const ms = samples.map((s) => Math.round(s.ms));
  const names = [...new Set(samples.flatMap((s) => Object.keys(s.phases)))];
  const phasesMs = Object.fromEntries(
    names.map((name) => [name, Math.round(median(samples.map((s) => s.phases[name] ?? 0)))]),
  );
  return {
    samplesMs: ms,
    medianMs: Math.round(median(ms)),
    maxMs: Math.max(...ms),
    phasesMs,
    firstAnswerMedianMs: Math.round(median(samples.map((s) => s.firstAnswerMs))),
  };
}

export async function runColdStartBench(
  mainFile = path.join(ROOT, 'apps/server/dist/main.js'),
  options: { runs?: number; profile?: boolean; compareWith?: string } = {},
): Promise<ColdStartBenchResult> {
  const mains = options.compareWith ? [mainFile, options.compareWith] : [mainFile];
  const [result, compared] = await measureInterleaved(mains, options.runs ?? RUNS, options.profile ?? false);
  if (!result) throw new Error('no result');
  return compared ? { ...result, compared } : result;
}

/** Each build's starts, interleaved run by run so that the machine's load falls on all alike. */
async function measureInterleaved(
  mains: string[],
  runs: number,
  profile: boolean,
): Promise<ColdStartBenchResult[]> {
  const builds = mains.map((main) => ({ main, fresh: [] as Sample[], existing: [] as Sample[], dir: '' }));
  const bare: number[] = [];
  try {
    // Each build's existing folder: a first start creates, migrates and seeds it (not counted).
    for (const build of builds) build.dir = (await startOnce(build.main, { keepData: true })).dataDir;
    for (let i = 0; i < runs; i++) {
      bare.push(await bareNodeStart());
      for (const build of builds) {
        build.fresh.push(await startOnce(build.main, {}));
        build.existing.push(await startOnce(build.main, { dataDir: build.dir }));
      }
    }
    const results: ColdStartBenchResult[] = [];
    for (const [index, build] of builds.entries()) {
      results.push({
        build: path.relative(ROOT, build.main),
        runs,
        fresh: summarise(build.fresh),
        existing: summarise(build.existing),
        bareNode: { samplesMs: bare.map(Math.round), medianMs: Math.round(median(bare)) },
        targetsMs: TARGETS_MS,
        profile: profile && index === 0 ? await profileStarts(build.main, build.dir) : null,
        killedFromOutside,
      });
    }
    return results;
  } finally {
    for (const build of builds) if (build.dir) await rm(build.dir, { recursive: true, force: true });
  }
}

/** One fresh and one existing start under `--cpu-prof`; self time per package up to healthy. */
async function profileStarts(
  mainFile: string,
  existingDir: string,
): Promise<ColdStartBenchResult['profile']> {
  await rm(PROFILE_DIR, { recursive: true, force: true });
  const summary = async (kind: 'fresh' | 'existing', dataDir?: string) => {
    const folder = path.join(PROFILE_DIR, kind);
    const { ms } = await startOnce(mainFile, dataDir ? { dataDir } : {}, [
      '--cpu-prof',
      `--cpu-prof-dir=${folder}`,
    ]);
    const file = (await readdir(folder)).find((name) => name.endsWith('.cpuprofile'));
    return file ? selfTimeByPackage(JSON.parse(await readFile(path.join(folder, file), 'utf8')), ms) : [];
  };
  return {
    fresh: await summary('fresh'),
    existing: await summary('existing', existingDir),
    folder: PROFILE_DIR,
  };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The file a frame of a bundled build came from, by the bundle's source map (`dist/server.cjs.map`,
 * ADRs 039 and 043): the package's path under node_modules, or ours under `src/`. Undefined for other frames.
 */
function bundledSource(): (frame: CallFrame) => string | undefined {
  const maps = new Map<string, SourceMap | null>();
  return ({ url, lineNumber, columnNumber }) => {
    // Packages' own maps point into their sources: only the bundle's frames are mapped.
    // The bundle runs as a `vm.Script` named by its path (ADR 043); builds before it, by URL.
    if (!/^(?:file:\/\/)?\/.*\/apps\/server\/dist[^/]*\/[^/]+\.c?js$/.test(url) || lineNumber === undefined)
      return undefined;
    let map = maps.get(url);
    if (map === undefined) {
      const file = `${url.startsWith('file:') ? fileURLToPath(url) : url}.map`;
      map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null;
      maps.set(url, map);
    }
    const entry = map?.findEntry(lineNumber, columnNumber ?? 0);
    return entry && 'originalSource' in entry ? entry.originalSource : undefined;
  };
}

/**
 * Self time per owner over the first `untilMs` of a profile (the start, not the idle wait for
 * SIGTERM): a frame counts to the nearest package (`node_modules/<name>`), server file or WebAssembly
 * up its stack, so Node's module loader under an import counts to the package imported.
 */
export function selfTimeByPackage(profile: CpuProfile, untilMs: number, top = 15): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const original = bundledSource();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ownerOf = (id: number): string => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)?.callFrame;
      const url = (frame && original(frame)) ?? frame?.url ?? '';
      if (url.startsWith('wasm')) return 'WebAssembly (PGlite)';
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
      if (pkg) return pkg;
      const own = /(?:\/apps\/server\/(?:dist[^/]*|src)|^(?:\.\.\/)*src)\/(.+)$/.exec(url)?.[1];
      if (own) return `server: ${own}`;
    }
    const name = byId.get(id)?.callFrame.functionName || '(anonymous)';
    return name.startsWith('(') ? name : 'node';
  };
  const totals = new Map<string, number>();
  let elapsedUs = 0;
  for (let i = 0; i < profile.samples.length && elapsedUs < untilMs * 1000; i++) {
    elapsedUs += profile.timeDeltas[i] ?? 0;
    const key = ownerOf(profile.samples[i] ?? 0);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => [name, Math.round(ms)]);
}

const PHASE_LABELS: Record<string, string> = {
  importsMs: 'Node boot + imports',
  schemaMs: 'GraphQL schema (PGlite opening meanwhile)',
  databaseMs: 'open PGlite (what is left of it)',
  migrateMs: 'migrations',
  seedMs: 'module seeds',
  depsMs: 'adapters + job definitions',
  jobsMs: 'pg-boss start',
  tasksMs: 'module housekeeping',
  appMs: 'Fastify + Yoga',
  listenMs: 'listen',
  restMs: 'spawn, exit from listen to health, polling',
};

export function formatColdStart(result: ColdStartBenchResult): string[] {
  const { fresh, existing, bareNode, targetsMs } = result;
  const verdict = (stats: StartStats, target: number) =>
    `median ${stats.medianMs} ms, max ${stats.maxMs} ms (target ≤ ${target} ms: ${stats.medianMs <= target ? 'met' : `${(stats.medianMs / target).toFixed(1)}×`}; ${(stats.medianMs / bareNode.medianMs).toFixed(1)}× bare Node)`;
  const out = [
    `Cold start of ${result.build} (${result.runs} runs each, spawn → first 200 of /api/health; bare node:http ${bareNode.medianMs} ms median):`,
    `  fresh data folder:    ${verdict(fresh, targetsMs.fresh)} — ${fresh.samplesMs.join(', ')}`,
    `  existing data folder: ${verdict(existing, targetsMs.existing)} — ${existing.samplesMs.join(', ')}`,
    `  first GraphQL read of the database answered (median, from spawn): fresh ${fresh.firstAnswerMedianMs} ms, existing ${existing.firstAnswerMedianMs} ms`,
    '  phases (median ms)              fresh  existing',
  ];
  if (result.killedFromOutside > 0)
    out.splice(
      3,
      0,
      `  (${result.killedFromOutside} starts killed by another process's signal were retried)`,
    );
  for (const name of Object.keys({ ...fresh.phasesMs, ...existing.phasesMs })) {
    const label = (PHASE_LABELS[name] ?? name).padEnd(30);
    out.push(
      `    ${label} ${String(fresh.phasesMs[name] ?? '-').padStart(6)}  ${String(existing.phasesMs[name] ?? '-').padStart(8)}`,
    );
  }
  if (result.profile) {
    out.push(`  --cpu-prof self time by package until healthy (ms), profiles in ${result.profile.folder}:`);
    for (const kind of ['fresh', 'existing'] as const)
      out.push(`    ${kind}: ${result.profile[kind].map(([name, ms]) => `${name} ${ms}`).join(', ')}`);
  }
  if (result.compared) {
    const other = result.compared;
    out.push(...formatColdStart(other));
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '?');
    out.push(
      `  ${result.build} ÷ ${other.build} (medians, same run): fresh ${ratio(fresh.medianMs, other.fresh.medianMs)}, existing ${ratio(existing.medianMs, other.existing.medianMs)}`,
    );
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const main = path.resolve(ROOT, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');
  const profile = process.argv.includes('--profile');
  const json = process.argv.indexOf('--json');
  const compare = process.env.BENCH_COLDSTART_COMPARE;
  const compareWith = compare ? path.resolve(ROOT, compare) : undefined;
  console.log(
    `▸ Cold start of ${path.relative(ROOT, main)}${compare ? ` and ${compare}` : ''} (${RUNS} runs each)…`,
  );
  runColdStartBench(main, { profile, ...(compareWith ? { compareWith } : {}) }).then(
    async (result) => {
      console.log(formatColdStart(result).join('\n'));
      const target = json >= 0 ? process.argv[json + 1] : undefined;
      if (target) await writeFile(target, JSON.stringify(result, null, 2));
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
