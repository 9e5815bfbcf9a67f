// Over 400 lines: the one report of every bench entry, its types and its table, in the order they print.
import type { RouteJsReport } from './bundle-size.ts';
import { type ColdStartBenchResult, formatColdStart } from './cold-start.ts';
import { type EnumerationBenchResult, formatEnumeration } from './enumeration.ts';
import type { ExtractionBenchResult } from './extraction.ts';
import type { FirstResultBenchResult } from './first-result.ts';
import { formatFirstResult, formatQuiz, formatTestSolver } from './first-result-report.ts';
import { formatInp, type InpBenchResult } from './inp.ts';
import { formatLighthouse, type LighthouseBenchResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import { formatMathAnswers, type MathAnswersBenchResult } from './math-answers.ts';
import type { PeersBenchResult } from './peer-servers.ts';
import type { QuizBenchResult } from './quiz.ts';
import { formatHybrid, type RetrievalHybridResult } from './report-hybrid.ts';
import { formatPeers } from './report-peers.ts';
import { fixed, table } from './report-table.ts';
import { formatScaled, type ScaledBenchResult } from './scaled.ts';
import type { SanityResult } from './scenarios.ts';
import type { StreamingBenchResult } from './streaming.ts';
import type { TestSolverBenchResult } from './testsolver.ts';
import { formatTracing, type TracingBenchResult } from './tracing.ts';
import type { WordBasesBenchResult } from './wordbases.ts';

export interface ScenarioResult {
  name: string;
  description: string;
  method: string;
  path: string;
  sanity: SanityResult;
  measured: LoadResult;
  /** Non-2xx responses plus connection errors and timeouts during the measured run. */
  errors: number;
  /** This scenario against the baseline of the same run: <1 req/s and >1 p99 mean slower. */
  vsBaseline: { requestsPerSecond: number; p99: number | null };
  /** Against the bare node:http server at the same number of connections (bench/bare-server.ts). */
  vsBare: { requestsPerSecond: number; p99: number | null } | null;
}

/** The bare node:http server answering getMe's JSON (bench/bare-server.ts), at 10 and 100 connections. */
export interface BareResult {
  bytes: number;
  at10: LoadResult;
  at100: LoadResult;
}

export interface RetrievalScenarioResult {
  name: string;
  /** Sources in the search's filter. */
  sources: number;
  queries: number;
  latencyMs: { p50: number; p95: number; max: number; mean: number };
  meanPassages: number;
  /** Questions that found nothing (the corpus makes this rare; many would mean a broken search). */
  emptyResults: number;
}

export interface RetrievalTargetResult {
  database: 'pglite' | 'postgres';
  chunks: number;
  sources: number;
  /** Indexing every source through indexSource, without the GIN index (built after). */
  loadSeconds: number;
  chunksPerSecond: number;
  indexSeconds: number;
  analyzeMs: number;
  /** Of `chunks`, those of the public library's chapters (under the public owner). */
  publicChunks: number;
  scenarios: RetrievalScenarioResult[];
  /** Why the target was skipped, else null. */
  note: string | null;
  /** Lexical + vector search (bench/retrieval-hybrid.ts); null when not run. */
  hybrid: RetrievalHybridResult | null;
}

/** `searchPassages` latency over a large corpus (bench/retrieval.ts). */
export interface RetrievalBenchResults {
  chunkTarget: number;
  queriesPerScenario: number;
  seed: number;
  totalSeconds: number;
  targets: RetrievalTargetResult[];
}

/** The bench's entries, in the order they run; BENCH_ONLY picks some of them (bench/run.ts). */
export const ENTRIES = [
  'server',
  'peers',
  'route-js',
  'extraction',
  'math-answers',
  'retrieval',
  'streaming',
  'quiz',
  'essay',
  'grading',
  'wordbase-extraction',
  'testsolver',
  'wordbases',
  'enumeration',
  'cold-start',
  'scaled',
  'tracing',
  'lighthouse',
  'inp',
] as const;
export type Entry = (typeof ENTRIES)[number];

export interface BenchResults {
  version: 1;
  startedAt: string;
  finishedAt: string;
  environment: {
    node: string;
    platform: string;
    arch: string;
    cpus: number;
    cpuModel: string;
    totalMemoryMb: number;
    gitCommit: string | null;
    gitDirty: boolean | null;
  };
  settings: {
    warmupSeconds: number;
    durationSeconds: number;
    connections: number;
    baseline: string;
    /** The entries that ran (BENCH_ONLY, else all). */
    entries: Entry[];
  };
  /** The load scenarios' server; null when the `server` entry did not run. */
  server: {
    command: string;
    database: 'pglite';
    coldStartMs: number;
    healthPolls: number;
    rssAfterStartMb: number | null;
    rssAfterRunMb: number | null;
    stopMs: number | null;
  } | null;
  scenarios: ScenarioResult[];
  bare: BareResult | null;
  /** Kreda against mercurius + jit, yoga and node:http on the same requests (bench/peer-servers.ts). */
  peers: PeersBenchResult | null;
  routeJs: RouteJsReport | null;
  extraction: ExtractionBenchResult | null;
  mathAnswers: MathAnswersBenchResult | null;
  retrieval: RetrievalBenchResults | null;
  streaming: StreamingBenchResult | null;
  quiz: QuizBenchResult | null;
  testSolver: TestSolverBenchResult | null;
  /** The essay's first part, the grading and the word-base extraction (bench/first-result.ts), those that ran. */
  firstResults: FirstResultBenchResult[];
  wordBases: WordBasesBenchResult | null;
  coldStart: ColdStartBenchResult | null;
  enumeration: EnumerationBenchResult | null;
  scaled: ScaledBenchResult | null;
  tracing: TracingBenchResult | null;
  lighthouse: LighthouseBenchResult | null;
  inp: InpBenchResult | null;
  warnings: string[];
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the report is one table of many rows, written in the order it prints
export function formatReport(results: BenchResults): string {
  const out: string[] = [];
  const { server, settings } = results;
  out.push(
    `Kreda bench — node ${results.environment.node}, ${results.environment.cpus} × ${results.environment.cpuModel}`,
  );
  if (settings.entries.length < ENTRIES.length)
    out.push(`Entries: ${settings.entries.join(', ')} (BENCH_ONLY)`);
  if (server) {
    out.push(
      `Cold start to healthy: ${fixed(server.coldStartMs, 0)} ms (embedded PGlite, fresh data folder, ${server.healthPolls} polls)`,
      `Server RSS: ${server.rssAfterStartMb ?? '?'} MB after start, ${server.rssAfterRunMb ?? '?'} MB after the run`,
      `Load: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up (discarded) + ${settings.durationSeconds} s measured per scenario`,
      '',
    );
  }
  if (results.scenarios.length > 0) {
    out.push(
      table(
        ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'req/s ÷ base', 'p99 ÷ base', 'bytes', 'rows'],
        results.scenarios.map((s) => [
          s.name,
          fixed(s.measured.requestsPerSecond, 0),
          fixed(s.measured.latencyMs.p50, 2),
          fixed(s.measured.latencyMs.p99, 2),
          String(s.errors),
          fixed(s.vsBaseline.requestsPerSecond, 2),
          s.vsBaseline.p99 === null ? '–' : fixed(s.vsBaseline.p99, 2),
          String(s.sanity.bytes),
          s.sanity.rows === null ? '–' : String(s.sanity.rows),
        ]),
      ),
    );
  }
  if (results.bare) out.push('', ...formatBare(results.bare, results.scenarios));
  if (results.peers) out.push('', ...formatPeers(results.peers));
  if (results.routeJs) out.push('', ...formatRouteJs(results.routeJs));
  if (results.extraction) {
    out.push(
      '',
      `Document extraction (in-process; OCR worker ready after ${results.extraction.ocrWorkerStartMs} ms):`,
      table(
        ['document', 'pages', 'pages/s', 'ms/page', 'median ms', 'OCR pages', 'chars'],
        results.extraction.scenarios.map((s) => [
          s.name,
          String(s.pages),
          fixed(s.pagesPerSecond, 1),
          fixed(s.msPerPage, 1),
          String(s.medianMs),
          String(s.ocrPages),
          String(s.chars),
        ]),
      ),
    );
  }
  if (results.retrieval) out.push('', ...formatRetrieval(results.retrieval));
  const st = results.streaming;
  if (st) {
    out.push(
      '',
      `Streamed chat answer (${st.runs} runs, median; fake model pauses ${st.chunkDelayMs} ms between chunks):`,
      table(
        ['path', 'first token ms', 'ms per token', 'total ms', 'pieces'],
        [
          [
            'fake AI directly',
            fixed(st.direct.firstTokenMs, 1),
            fixed(st.direct.perTokenMs, 2),
            fixed(st.direct.totalMs, 0),
            String(st.direct.pieces),
          ],
          [
            'through Kreda (graphql-ws)',
            fixed(st.server.firstTokenMs, 1),
            fixed(st.server.perTokenMs, 2),
            fixed(st.server.totalMs, 0),
            String(st.server.pieces),
          ],
          [
            'ratio',
            fixed(st.ratios.firstToken, 2),
            fixed(st.ratios.perToken, 2),
            fixed(st.ratios.total, 2),
            '',
          ],
        ],
      ),
    );
  }
  if (results.mathAnswers) out.push('', ...formatMathAnswers(results.mathAnswers));
  if (results.quiz) out.push('', ...formatQuiz(results.quiz));
  for (const first of results.firstResults) out.push('', ...formatFirstResult(first));
  if (results.testSolver) out.push('', ...formatTestSolver(results.testSolver));
  if (results.wordBases) out.push('', ...formatWordBases(results.wordBases));
  if (results.coldStart) out.push('', ...formatColdStart(results.coldStart));
  if (results.enumeration) out.push('', ...formatEnumeration(results.enumeration));
  if (results.scaled) out.push('', ...formatScaled(results.scaled));
  if (results.tracing) out.push('', ...formatTracing(results.tracing));
  if (results.lighthouse) out.push('', ...formatLighthouse(results.lighthouse));
  if (results.inp) out.push('', ...formatInp(results.inp));
  for (const warning of results.warnings) out.push(`⚠ ${warning}`);
  return out.join('\n');
}

function formatRouteJs(js: RouteJsReport): string[] {
  const { largest } = js;
  return [
    `Initial JS per route (entry + modulepreloads + the route's lazy layout and page chunks with their static imports, gzip -9), ` +
      `${js.routes.length} routes: the largest is ${largest.path} with ${largest.gzipKb} KB of the ${js.budgetKb} KB budget` +
      `${js.withinBudget ? '' : `  ⚠ ${js.overBudget.length} route(s) OVER BUDGET`}`,
    `  entry ${js.entry.gzipKb} KB (${js.entry.files.length} file${js.entry.files.length === 1 ? '' : 's'}); next: ` +
      js.routes
        .slice(1, 5)
        .map((r) => `${r.path} ${r.gzipKb} KB`)
        .join(', '),
  ];
}

/** The issue's targets: getMe ≥ 0.5× node:http at 10 connections, p99 ≤ 20 ms at 100; reads ≥ 0.5×. */
export const BARE_TARGETS = { ratio: 0.5, p99At100Ms: 20 };

function formatBare(bare: BareResult, scenarios: ScenarioResult[]): string[] {
  const rows = scenarios
    .filter((s) => s.vsBare && s.name !== 'robots.txt' && s.name !== 'login')
    .map((s) => [
      s.name,
      fixed(s.measured.requestsPerSecond, 0),
      fixed(s.vsBare?.requestsPerSecond ?? 0, 3),
      fixed(s.measured.latencyMs.p99, 2),
    ]);
  return [
    `Second baseline, a bare node:http server answering getMe's ${bare.bytes}-byte JSON: ` +
      `${fixed(bare.at10.requestsPerSecond, 0)} req/s (p99 ${fixed(bare.at10.latencyMs.p99, 2)} ms) at 10 connections, ` +
      `${fixed(bare.at100.requestsPerSecond, 0)} req/s (p99 ${fixed(bare.at100.latencyMs.p99, 2)} ms) at 100.`,
    table(['scenario', 'req/s', 'req/s ÷ node:http', 'p99 ms'], rows),
    `  targets: getMe and the reference reads ≥ ${BARE_TARGETS.ratio}× node:http; getMe@100 p99 ≤ ${BARE_TARGETS.p99At100Ms} ms`,
  ];
}

function formatWordBases(w: WordBasesBenchResult): string[] {
  const row = (name: string, s: WordBasesBenchResult['small']) => [
    name,
    fixed(s.p50, 2),
    fixed(s.p95, 2),
    fixed(s.p99, 2),
  ];
  return [
    `Word bases, getnextword over the API (${w.requests} requests one at a time; a set of ${w.words} words with ${w.reviews} reviews):`,
    table(
      ['measure', 'p50 ms', 'p95 ms', 'p99 ms'],
      [
        row('getnextword, 5-word set (baseline)', w.small),
        row(`getnextword, ${w.words}-word set`, w.big),
        row(`getnextword, ${w.words}-word set in a session`, w.bigInSession),
        row('wordpracticesession (a rating)', w.rating),
        row('the nextWord query alone (PGlite, in process)', w.query),
      ],
    ),
    `  ratio big ÷ baseline (p99): ${fixed(w.ratio, 2)}; target p99 ≤ ${w.targetMs} ms${w.overTarget ? ' ⚠ over' : ''}`,
  ];
}

function formatRetrieval(r: RetrievalBenchResults): string[] {
  const out = [
    `Retrieval: searchPassages, ${r.queriesPerScenario} questions per scenario after 10 warm-up ones; ` +
      `one user owns every chunk but the public library's chapters ("+ public library" searches both; ` +
      `load = indexSource per source, GIN index built after):`,
  ];
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const t of r.targets) {
    if (t.note) {
      notes.push(`  ${t.database}: ${t.note}`);
      continue;
    }
    for (const s of t.scenarios) {
      rows.push([
        `${t.database}, ${s.name}`,
        String(t.chunks),
        String(s.sources),
        fixed(s.latencyMs.p50, 1),
        fixed(s.latencyMs.p95, 1),
        fixed(s.latencyMs.max, 1),
        fixed(s.meanPassages, 1),
        String(s.emptyResults),
        `${fixed(t.loadSeconds, 0)} s, ${t.chunksPerSecond}/s, GIN ${fixed(t.indexSeconds, 0)} s`,
      ]);
    }
  }
  if (rows.length > 0) {
    out.push(
      table(
        ['database, scope', 'chunks', 'sources', 'p50 ms', 'p95 ms', 'max ms', 'passages', 'empty', 'load'],
        rows,
      ),
    );
  }
  return [...out, ...notes, ...formatHybrid(r)];
}
