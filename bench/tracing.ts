import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startFakeOtlpCollector } from '../apps/server/src/testing/fakes/fake-otlp-collector.ts';
import { type LoadResult, runLoad } from './load.ts';
import { BASELINE, checkScenario, SCENARIOS, type Scenario } from './scenarios.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/*
 * Issue 31: tracing "off otherwise, and no cost when off (measure it)" (ADR 036). The built server
 * runs twice side by side, tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT) and on (exporting every
 * span to the local OTLP collector, `testing/fakes/fake-otlp-collector.ts`, in this process), and
 * `BENCH_TRACING_COMPARE=<main.js>` adds a third: another build, e.g. the commit before tracing,
 * for the strict "off costs nothing" reading. Each scenario runs on every server in turn, in
 * `ROUNDS` rounds whose order alternates (so the machine's drifting load falls on all alike), after
 * one discarded warm-up each. Scenarios: the static `robots.txt` (the baseline, as in the server
 * entry: each server's GraphQL rates are read against its own; one HTTP span), `cke` (a GraphQL
 * read answered from memory: the HTTP and GraphQL spans) and `textbooks` (a GraphQL read with one
 * SELECT: a statement span too). Reported: req/s and p99 per server, on ÷ off, off ÷ the compared build,
 * each server's scenario ÷ its baseline, and what the collector received. Never asserted.
 *
 *   BENCH_ONLY=tracing node --import tsx bench/run.ts
 *   node --import tsx bench/tracing.ts                 # alone, on the current build
 */

type Mode = 'compare' | 'off' | 'on';

export interface TracingMeasure {
  requestsPerSecond: number;
  /** Mean of the rounds' p99 (ms). */
  p99: number;
  errors: number;
}

export interface TracingScenarioResult {
  name: string;
  byMode: Partial<Record<Mode, TracingMeasure>>;
  /** req/s ÷ the same server's robots.txt, per server. */
  vsBaseline: Partial<Record<Mode, number>>;
  /** req/s with tracing on ÷ off: 1 when tracing costs nothing. */
  onVsOff: number;
  /** req/s off ÷ the compared build (`BENCH_TRACING_COMPARE`): 1 when the code that is off costs nothing. */
  offVsCompare: number | null;
  /** Spans the collector received per request of the server with tracing on. */
  spansPerRequest: number;
}

export interface TracingBenchResult {
  rounds: number;
  seconds: number;
  connections: number;
  /** The compared build's main file, relative to the repository; null when not set. */
  compare: string | null;
  scenarios: TracingScenarioResult[];
  /** What the collector received from the server with tracing on, over the whole entry. */
  exported: { spans: number; batches: number; largestBatch: number; spansPerRequest: number };
}

/** A public GraphQL read that queries the database on every request (the library's are cached). */
const TEXTBOOKS: Scenario = {
  name: 'textbooks',
  description: 'GraphQL getpodrecznikbyprzedmiotandpoziom (biology, SREDNI_JEDEN): one SELECT per request',
  method: 'POST',
  path: '/api/graphql',
  headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
  body: JSON.stringify({
    query:
      'query Textbooks { getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: biology, poziom: SREDNI_JEDEN }) { id title isbn } }',
  }),
  graphqlField: 'getpodrecznikbyprzedmiotandpoziom',
};
const SCENARIO_LIST = [...SCENARIOS.filter((s) => s.name === BASELINE || s.name === 'cke'), TEXTBOOKS];
const SCENARIO_NAMES = SCENARIO_LIST.map((s) => s.name);
/** Rounds per server and scenario (`BENCH_TRACING_ROUNDS`, default 2): more of them average a busy machine's noise. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_TRACING_ROUNDS ?? 2) || 2);
const CONNECTIONS = 10;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function summarize(runs: LoadResult[]): TracingMeasure {
  const responses = runs.reduce((sum, run) => sum + run.responses, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    requestsPerSecond: responses / seconds,
    p99: mean(runs.map((run) => run.latencyMs.p99)),
    errors: runs.reduce((sum, run) => sum + run.non2xx + run.connectionErrors, 0),
  };
}

async function startServers(root: string, mainFile: string, collectorUrl: string, compare: string | null) {
  const servers: Partial<Record<Mode, ServerProcess>> = {};
  try {
    if (compare) servers.compare = await startServerProcess(path.resolve(root, compare), root);
    servers.off = await startServerProcess(mainFile, root);
    servers.on = await startServerProcess(mainFile, root, { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl });
    return servers as Record<'off' | 'on', ServerProcess> & { compare?: ServerProcess };
  } catch (error) {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    throw error;
  }
}

export async function runTracingBench(
  root: string,
  mainFile: string,
  settings: { warmupSeconds: number; durationSeconds: number },
  compare: string | null = process.env.BENCH_TRACING_COMPARE || null,
): Promise<TracingBenchResult> {
  const collector = await startFakeOtlpCollector({ keep: false });
  const servers = await startServers(root, mainFile, collector.url, compare);
  const modes = (['compare', 'off', 'on'] as const).filter((mode) => servers[mode]);
  const runs = new Map<string, LoadResult[]>();
  const spansPerRequest = new Map<string, number>();
  let tracedRequests = 0;
  try {
    for (const scenario of SCENARIO_LIST) {
      const spansBefore = collector.counts.spans;
      const requestsBefore = tracedRequests;
      for (const mode of modes) await checkScenario(servers[mode]?.url ?? '', scenario);
      tracedRequests += 1;
      const load = async (mode: Mode, seconds: number) => {
        const result = await runLoad(servers[mode]?.url ?? '', scenario, {
          seconds,
          connections: CONNECTIONS,
        });
        if (mode === 'on') tracedRequests += result.responses;
        return result;
      };
      if (settings.warmupSeconds > 0) for (const mode of modes) await load(mode, settings.warmupSeconds);
      for (let round = 0; round < ROUNDS; round++) {
        for (const mode of round % 2 === 0 ? modes : [...modes].reverse()) {
          const key = `${scenario.name}/${mode}`;
          runs.set(key, [...(runs.get(key) ?? []), await load(mode, settings.durationSeconds)]);
        }
      }
      // The last spans leave within the batch delay.
      await sleep(2_000);
      spansPerRequest.set(
        scenario.name,
        (collector.counts.spans - spansBefore) / Math.max(1, tracedRequests - requestsBefore),
      );
      process.stdout.write(`  ${scenario.name} measured\n`);
    }
  } finally {
    // The server's stop sends its last batch, so every span is counted below.
    await Promise.all(Object.values(servers).map((server) => server?.stop()));
    await collector.stop();
  }
  const measure = (name: string, mode: Mode) => summarize(runs.get(`${name}/${mode}`) ?? []);
  const scenarios = SCENARIO_NAMES.map((name): TracingScenarioResult => {
    const byMode = Object.fromEntries(modes.map((mode) => [mode, measure(name, mode)]));
    const rate = (mode: Mode) => byMode[mode]?.requestsPerSecond ?? Number.NaN;
    return {
      name,
      byMode,
      vsBaseline: Object.fromEntries(
        modes.map((mode) => [mode, rate(mode) / measure(BASELINE, mode).requestsPerSecond]),
      ),
      onVsOff: rate('on') / rate('off'),
      offVsCompare: servers.compare ? rate('off') / rate('compare') : null,
      spansPerRequest: spansPerRequest.get(name) ?? 0,
    };
  });
  return {
    rounds: ROUNDS,
    seconds: settings.durationSeconds,
    connections: CONNECTIONS,
    compare: compare ? path.relative(root, path.resolve(root, compare)) : null,
    scenarios,
    exported: { ...collector.counts, spansPerRequest: collector.counts.spans / Math.max(1, tracedRequests) },
  };
}

/** The entry as `bench/run.ts` runs it: announced, then measured with the run's durations. */
export function measureTracing(
  root: string,
  mainFile: string,
  settings: { warmupSeconds: number; durationSeconds: number },
): Promise<TracingBenchResult> {
  console.log('▸ Tracing off vs. on, exporting to a local OTLP collector (two built servers)…');
  return runTracingBench(root, mainFile, settings);
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((cells) => (cells[i] ?? '').length))) ?? [];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)];
}

export function formatTracing(r: TracingBenchResult): string[] {
  const compared = r.compare !== null;
  const header = [
    'scenario',
    ...(compared ? ['compare req/s'] : []),
    'off req/s',
    'on req/s',
    'on ÷ off',
    ...(compared ? ['off ÷ compare'] : []),
    'off ÷ base',
    'on ÷ base',
    'p99 off ms',
    'p99 on ms',
    'spans/req',
  ];
  const rows = r.scenarios.map((s) => [
    s.name,
    ...(compared ? [(s.byMode.compare?.requestsPerSecond ?? 0).toFixed(0)] : []),
    (s.byMode.off?.requestsPerSecond ?? 0).toFixed(0),
    (s.byMode.on?.requestsPerSecond ?? 0).toFixed(0),
    s.onVsOff.toFixed(3),
    ...(compared ? [(s.offVsCompare ?? 0).toFixed(3)] : []),
    (s.vsBaseline.off ?? 0).toFixed(3),
    (s.vsBaseline.on ?? 0).toFixed(3),
    (s.byMode.off?.p99 ?? 0).toFixed(2),
    (s.byMode.on?.p99 ?? 0).toFixed(2),
    s.spansPerRequest.toFixed(2),
  ]);
  const { exported: e } = r;
  return [
    `Tracing, off vs. on (OTLP to a local collector)${compared ? ` vs. ${r.compare}` : ''}: ${r.rounds} alternating rounds ` +
      `of ${r.seconds} s per server and scenario, ${r.connections} connections; base = each server's ${BASELINE}:`,
    ...table([header, ...rows]),
    `  exported: ${e.spans} spans in ${e.batches} batches (largest ${e.largestBatch}), ${e.spansPerRequest.toFixed(2)} spans per request of the traced server`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const main = path.resolve(root, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');
  const seconds = Number(process.env.BENCH_DURATION ?? 10);
  const warmup = Number(process.env.BENCH_WARMUP ?? 5);
  console.log(`▸ Tracing off vs. on (${path.relative(root, main)})…`);
  runTracingBench(root, main, { warmupSeconds: warmup, durationSeconds: seconds }).then(
    (result) => console.log(formatTracing(result).join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
