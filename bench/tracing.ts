import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startCollectorProcess } from './collector-process.ts';
import { type LoadResult, runLoad } from './load.ts';
import { BASELINE, checkScenario, SCENARIOS, type Scenario } from './scenarios.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { cpuSeconds, offWrapperNs } from './tracing-costs.ts';

/*
 * Issue 31: tracing "off otherwise, and no cost when off (measure it)" (ADR 036). The built server
 * runs twice side by side, tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT) and on (exporting every
 * span to the local OTLP collector, `testing/fakes/fake-otlp-collector.ts`, run in a process of its
 * own: `collector-process.ts`), and `BENCH_TRACING_COMPARE=<main.js>` adds a third: another build,
 * e.g. the commit before tracing, for the strict "off costs nothing" reading. Each scenario runs on
 * every server in turn, after one discarded warm-up each, in rounds whose order rotates (each server
 * takes each place and follows each other server once: the machine's drifting load falls on all
 * alike), with a pause after every run (the traced server is still sending its last spans: without
 * it, whichever server ran next paid for them — an A/A run of one build against itself showed 23 %
 * fewer req/s for the server that followed the traced one). Scenarios: the static `robots.txt` (the
 * baseline, as in the server entry: each server's GraphQL rates are read against its own; one
 * HTTP span), `cke` (a GraphQL read answered from memory: the HTTP and GraphQL spans) and
 * `textbooks` (a GraphQL read with one SELECT: a statement span too). Reported: req/s and p99 per
 * server, the server process's CPU time per request (read from /proc around each run: steadier
 * than req/s when other work shares the machine), on ÷ off and off ÷ the compared build of both,
 * each server's req/s ÷ its baseline, and what the collector received. Never asserted.
 *
 *   BENCH_ONLY=tracing node --import tsx bench/run.ts
 *   node --import tsx bench/tracing.ts                 # alone, on the current build
 */

type Mode = 'compare' | 'off' | 'on';

export interface TracingMeasure {
  requestsPerSecond: number;
  /** Mean of the rounds' p99 (ms). */
  p99: number;
  /** The server process's CPU time (user + system, all threads) per answered request, in µs; null off Linux. */
  cpuUsPerRequest: number | null;
  errors: number;
}

export interface TracingScenarioResult {
  name: string;
  byMode: Partial<Record<Mode, TracingMeasure>>;
  /** req/s ÷ the same server's robots.txt, per server. */
  vsBaseline: Partial<Record<Mode, number>>;
  /** With tracing on ÷ off: req/s (1 when tracing costs nothing) and CPU per request (1 likewise). */
  onVsOff: { requestsPerSecond: number; cpuPerRequest: number | null };
  /** Off ÷ the compared build (`BENCH_TRACING_COMPARE`): 1 when the code that is off costs nothing. */
  offVsCompare: { requestsPerSecond: number; cpuPerRequest: number | null } | null;
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
  /** The traced server's own warnings about tracing (spans dropped past its queue, exports failed). */
  tracingWarnings: string[];
  /**
   * What the off path adds to one statement, in this process (tracing off): the wrapper's call and
   * its check of `activeTracer()`, against the same client unwrapped (median of alternating rounds).
   */
  offWrapperNsPerStatement: number;
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
/**
 * Rounds per server and scenario: `BENCH_TRACING_ROUNDS`, default one per server (so the rotation
 * is complete); more of them average a busy machine's noise.
 */
const roundsFor = (servers: number) => Math.max(1, Number(process.env.BENCH_TRACING_ROUNDS) || servers);
/** After each run: longer than the batch delay, so the traced server's last export is done. */
const SETTLE_MS = 2_500;
const CONNECTIONS = 10;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

interface Run {
  load: LoadResult;
  cpuSeconds: number | null;
}

function summarize(runs: Run[]): TracingMeasure {
  const responses = runs.reduce((sum, run) => sum + run.load.responses, 0);
  const seconds = runs.reduce((sum, run) => sum + run.load.seconds, 0);
  const cpu = runs.every((run) => run.cpuSeconds !== null)
    ? runs.reduce((sum, run) => sum + (run.cpuSeconds ?? 0), 0)
    : null;
  return {
    requestsPerSecond: responses / seconds,
    p99: mean(runs.map((run) => run.load.latencyMs.p99)),
    cpuUsPerRequest: cpu === null ? null : (cpu * 1e6) / Math.max(1, responses),
    errors: runs.reduce((sum, run) => sum + run.load.non2xx + run.load.connectionErrors, 0),
  };
}

type Servers = Partial<Record<Mode, ServerProcess>>;

async function startServers(root: string, mainFile: string, collectorUrl: string, compare: string | null) {
  const servers: Servers = {};
  try {
    if (compare) servers.compare = await startServerProcess(path.resolve(root, compare), root);
    servers.off = await startServerProcess(mainFile, root);
    servers.on = await startServerProcess(mainFile, root, { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl });
    return servers;
  } catch (error) {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    throw error;
  }
}

/** One scenario on every server: a warm-up each, then rotating rounds; the traced server's request count. */
async function measureScenario(
  servers: Servers,
  scenario: Scenario,
  settings: { warmupSeconds: number; durationSeconds: number },
  runs: Map<string, Run[]>,
): Promise<number> {
  const modes = MODES.filter((mode) => servers[mode]);
  for (const mode of modes) await checkScenario(servers[mode]?.url ?? '', scenario);
  let tracedRequests = 1;
  const load = async (mode: Mode, seconds: number): Promise<Run> => {
    const server = servers[mode] as ServerProcess;
    const cpuBefore = cpuSeconds(server.pid);
    const result = await runLoad(server.url, scenario, { seconds, connections: CONNECTIONS });
    // Read after the pause, so the traced server's last export counts as its own.
    await sleep(SETTLE_MS);
    const cpuAfter = cpuSeconds(server.pid);
    if (mode === 'on') tracedRequests += result.responses;
    return {
      load: result,
      cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    };
  };
  if (settings.warmupSeconds > 0) for (const mode of modes) await load(mode, settings.warmupSeconds);
  for (let round = 0; round < roundsFor(modes.length); round++) {
    const shift = round % modes.length;
    for (const mode of [...modes.slice(shift), ...modes.slice(0, shift)]) {
      const key = `${scenario.name}/${mode}`;
      runs.set(key, [...(runs.get(key) ?? []), await load(mode, settings.durationSeconds)]);
    }
  }
  return tracedRequests;
}

const MODES = ['compare', 'off', 'on'] as const;

/** A pino line's message (the tail of the output may begin mid-line). */
function messageOf(line: string): string {
  try {
    return (JSON.parse(line) as { msg?: string }).msg ?? line;
  } catch {
    return line;
  }
}

function ratio(a: TracingMeasure | undefined, b: TracingMeasure | undefined) {
  return {
    requestsPerSecond: (a?.requestsPerSecond ?? Number.NaN) / (b?.requestsPerSecond ?? Number.NaN),
    cpuPerRequest:
      a?.cpuUsPerRequest != null && b?.cpuUsPerRequest != null ? a.cpuUsPerRequest / b.cpuUsPerRequest : null,
  };
}

export async function runTracingBench(
  root: string,
  mainFile: string,
  settings: { warmupSeconds: number; durationSeconds: number },
  compare: string | null = process.env.BENCH_TRACING_COMPARE || null,
): Promise<TracingBenchResult> {
  const collector = await startCollectorProcess();
  const runs = new Map<string, Run[]>();
  const spansPerRequest = new Map<string, number>();
  let tracedRequests = 0;
  const servers = await startServers(root, mainFile, collector.url, compare).catch(async (error) => {
    await collector.stop();
    throw error;
  });
  try {
    for (const scenario of SCENARIO_LIST) {
      const spansBefore = (await collector.counts()).spans;
      const requests = await measureScenario(servers, scenario, settings, runs);
      tracedRequests += requests;
      spansPerRequest.set(scenario.name, ((await collector.counts()).spans - spansBefore) / requests);
      process.stdout.write(`  ${scenario.name} measured\n`);
    }
  } finally {
    // The server's stop sends its last batch, so every span is counted below.
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  const tracingWarnings = (servers.on?.output() ?? '')
    .split('\n')
    .filter((line) => line.includes('tracing:'))
    .map(messageOf);
  const counts = await collector.counts();
  await collector.stop();
  const offWrapperNsPerStatement = await offWrapperNs();
  const modes = MODES.filter((mode) => servers[mode]);
  const measure = (name: string, mode: Mode) => summarize(runs.get(`${name}/${mode}`) ?? []);
  const scenarios = SCENARIO_LIST.map(({ name }): TracingScenarioResult => {
    const byMode: Partial<Record<Mode, TracingMeasure>> = Object.fromEntries(
      modes.map((mode) => [mode, measure(name, mode)]),
    );
    return {
      name,
      byMode,
      vsBaseline: Object.fromEntries(
        modes.map((mode) => [
          mode,
          (byMode[mode]?.requestsPerSecond ?? Number.NaN) / measure(BASELINE, mode).requestsPerSecond,
        ]),
      ),
      onVsOff: ratio(byMode.on, byMode.off),
      offVsCompare: servers.compare ? ratio(byMode.off, byMode.compare) : null,
      spansPerRequest: spansPerRequest.get(name) ?? 0,
    };
  });
  return {
    rounds: roundsFor(MODES.filter((mode) => servers[mode]).length),
    seconds: settings.durationSeconds,
    connections: CONNECTIONS,
    compare: compare ? path.relative(root, path.resolve(root, compare)) : null,
    scenarios,
    exported: { ...counts, spansPerRequest: counts.spans / Math.max(1, tracedRequests) },
    tracingWarnings,
    offWrapperNsPerStatement,
  };
}

/** The entry as `bench/run.ts` runs it: announced, then measured with the run's durations. */
export function measureTracing(
  root: string,
  mainFile: string,
  settings: { warmupSeconds: number; durationSeconds: number },
): Promise<TracingBenchResult> {
  console.log(
    `▸ Tracing off vs. on, exporting to a local OTLP collector (the built server twice${process.env.BENCH_TRACING_COMPARE ? ', and the compared build' : ''})…`,
  );
  return runTracingBench(root, mainFile, settings);
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((cells) => (cells[i] ?? '').length))) ?? [];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)];
}

const fixed = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);

export function formatTracing(r: TracingBenchResult): string[] {
  const compared = r.compare !== null;
  const rate = r.scenarios.map((s) => [
    s.name,
    ...(compared ? [fixed(s.byMode.compare?.requestsPerSecond, 0)] : []),
    fixed(s.byMode.off?.requestsPerSecond, 0),
    fixed(s.byMode.on?.requestsPerSecond, 0),
    fixed(s.onVsOff.requestsPerSecond, 3),
    ...(compared ? [fixed(s.offVsCompare?.requestsPerSecond, 3)] : []),
    fixed(s.vsBaseline.off, 3),
    fixed(s.vsBaseline.on, 3),
    fixed(s.byMode.off?.p99, 1),
    fixed(s.byMode.on?.p99, 1),
  ]);
  const cpu = r.scenarios.map((s) => [
    s.name,
    ...(compared ? [fixed(s.byMode.compare?.cpuUsPerRequest, 0)] : []),
    fixed(s.byMode.off?.cpuUsPerRequest, 0),
    fixed(s.byMode.on?.cpuUsPerRequest, 0),
    fixed(s.onVsOff.cpuPerRequest, 3),
    ...(compared ? [fixed(s.offVsCompare?.cpuPerRequest, 3)] : []),
    fixed(s.spansPerRequest, 2),
  ]);
  const { exported: e } = r;
  return [
    `Tracing, off vs. on (OTLP to a local collector in its own process)${compared ? ` vs. ${r.compare}` : ''}: ` +
      `${r.rounds} rotating rounds of ${r.seconds} s per server and scenario, ${r.connections} connections; ` +
      `base = each server's ${BASELINE}:`,
    ...table([
      [
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
      ],
      ...rate,
    ]),
    '  server CPU per request (user + system, µs):',
    ...table([
      [
        'scenario',
        ...(compared ? ['compare'] : []),
        'off',
        'on',
        'on ÷ off',
        ...(compared ? ['off ÷ compare'] : []),
        'spans/req',
      ],
      ...cpu,
    ]),
    `  exported: ${e.spans} spans in ${e.batches} batches (largest ${e.largestBatch}), ` +
      `${e.spansPerRequest.toFixed(2)} spans per request of the traced server`,
    `  off: ${r.offWrapperNsPerStatement.toFixed(0)} ns per statement for the wrapper's check (in this process)`,
    ...r.tracingWarnings.map((line) => `  ⚠ the traced server logged: ${line}`),
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
