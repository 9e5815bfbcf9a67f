import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBare, responseText, vsBare } from './bare-server.ts';
import { measureRouteJs } from './bundle-size.ts';
import { runEnumerationBench } from './enumeration.ts';
import { runExtractionBench } from './extraction.ts';
import { runFirstResultEntries, warnIfOver } from './first-result-entries.ts';
import { runLoad } from './load.ts';
import { measureMathAnswers } from './math-answers.ts';
import { runQuizBench } from './quiz.ts';
import {
  type BareResult,
  type BenchResults,
  ENTRIES,
  type Entry,
  formatReport,
  type ScenarioResult,
} from './report.ts';
import { runRetrievalBench } from './retrieval-process.ts';
import { measureColdStart, measureInp, measureLighthouse, measurePeers } from './run-measures.ts';
import { runScaledBench, scaledOptionsFromEnv, scaledSkipReason } from './scaled.ts';
import { BASELINE, checkScenario, SanityError, SCENARIOS, type Scenario } from './scenarios.ts';
import { type ServerProcess, ServerStartError, startServerProcess } from './server-process.ts';
import { sessionScenarios } from './session-scenarios.ts';
import { entriesFromEnv, secondsFromEnv } from './settings.ts';
import { runStreamingBench } from './streaming.ts';
import { runTestSolverBench } from './testsolver.ts';
import { measureTracing } from './tracing.ts';
import { runWordBasesBench } from './wordbases.ts';

/**
 * Measures the built server as production runs it: cold start, then each scenario under load, each
 * compared with a static-file baseline measured in the same run. Prints a table and writes
 * bench/.results/latest.json. Fails only when the server does not start or a scenario's sanity
 * check fails; slow numbers are reported, never asserted. `BENCH_ONLY=quiz,streaming` runs only
 * the named entries (see ENTRIES).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `BENCH_SERVER_MAIN` measures another build of the server (e.g. `apps/server/dist-<name>/main.js`). */
const SERVER_MAIN = path.resolve(ROOT, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const RESULTS_FILE = path.join(ROOT, 'bench/.results/latest.json');
const CONNECTIONS = 10;

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** Cold start, then every scenario under load against one built server, with its baseline ratios. */
async function runServerScenarios(
  settings: { warmupSeconds: number; durationSeconds: number },
  warnings: string[],
): Promise<{
  server: NonNullable<BenchResults['server']>;
  scenarios: ScenarioResult[];
  bare: BareResult | null;
}> {
  const { warmupSeconds, durationSeconds } = settings;
  console.log('▸ Starting the built server (embedded PGlite, fresh data folder)…');
  let server: ServerProcess;
  try {
    server = await startServerProcess(SERVER_MAIN, ROOT);
  } catch (error) {
    if (error instanceof ServerStartError) fail(`The server did not start: ${error.message}`);
    throw error;
  }
  const stopOnSignal = () => {
    server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  console.log(`  healthy after ${server.coldStartMs.toFixed(0)} ms at ${server.url}`);
  const rssAfterStartMb = server.rssMb();

  const measured: Omit<ScenarioResult, 'vsBaseline' | 'vsBare'>[] = [];
  let getMe: Scenario | undefined;
  try {
    const scenarios = [...SCENARIOS, ...(await sessionScenarios(server.url))];
    getMe = scenarios.find((s) => s.name === 'getMe');
    for (const scenario of scenarios) {
      const sanity = await checkScenario(server.url, scenario);
      process.stdout.write(
        `▸ ${scenario.name}: warm-up ${warmupSeconds} s, measuring ${durationSeconds} s… `,
      );
      if (warmupSeconds > 0)
        await runLoad(server.url, scenario, {
          seconds: warmupSeconds,
          connections: scenario.connections ?? CONNECTIONS,
        });
      const load = await runLoad(server.url, scenario, {
        seconds: durationSeconds,
        connections: scenario.connections ?? CONNECTIONS,
      });
      const errors = load.non2xx + load.connectionErrors;
      console.log(`${load.requestsPerSecond.toFixed(0)} req/s`);
      if (errors > 0) warnings.push(`${scenario.name}: ${errors} errors during the measured run`);
      measured.push({
        name: scenario.name,
        description: scenario.description,
        method: scenario.method,
        path: scenario.path,
        sanity,
        measured: load,
        errors,
      });
    }
  } catch (error) {
    await server.stop();
    if (error instanceof SanityError) fail(`Sanity check failed for ${error.message}`);
    throw error;
  }
  const rssAfterRunMb = server.rssMb();
  const getMeBody = getMe ? await responseText(server.url, getMe) : null;
  const serverOutput = server.output().trim();
  const stopMs = await server.stop();
  const bare = getMeBody ? await measureBare(getMeBody, settings, CONNECTIONS) : null;
  process.removeListener('SIGINT', stopOnSignal);
  process.removeListener('SIGTERM', stopOnSignal);
  if (serverOutput) {
    warnings.push(
      `the server logged ${serverOutput.split('\n').length} line(s) at warn or above; first: ${serverOutput.split('\n')[0]?.slice(0, 200)}`,
    );
  }

  const baseline = measured.find((s) => s.name === BASELINE);
  if (!baseline) throw new Error('the baseline scenario did not run');
  const scenarios: ScenarioResult[] = measured.map((s) => ({
    ...s,
    vsBare: bare ? vsBare(s, bare) : null,
    vsBaseline: {
      requestsPerSecond: s.measured.requestsPerSecond / baseline.measured.requestsPerSecond,
      p99:
        baseline.measured.latencyMs.p99 > 0
          ? s.measured.latencyMs.p99 / baseline.measured.latencyMs.p99
          : null,
    },
  }));
  return {
    server: {
      command: 'node apps/server/dist/main.js',
      database: 'pglite',
      coldStartMs: Math.round(server.coldStartMs),
      healthPolls: server.healthPolls,
      rssAfterStartMb,
      rssAfterRunMb,
      stopMs: Math.round(stopMs),
    },
    scenarios,
    bare,
  };
}

function requireBuild(entries: Set<Entry>) {
  const needsServer = [
    'server',
    'peers',
    'cold-start',
    'enumeration',
    'streaming',
    'quiz',
    'essay',
    'grading',
    'wordbase-extraction',
    'testsolver',
    'wordbases',
    'tracing',
    'scaled',
    'lighthouse',
    'inp',
  ].some((name) => entries.has(name as Entry));
  if (needsServer && !existsSync(SERVER_MAIN)) {
    fail(
      `${path.relative(ROOT, SERVER_MAIN)} is missing: run \`npm run setup\` (or \`npm run build\`) first.`,
    );
  }
  if ((needsServer || entries.has('route-js')) && !existsSync(path.join(WEB_DIST, 'index.html'))) {
    fail(
      `${path.relative(ROOT, WEB_DIST)}/index.html is missing: run \`npm run setup\` (or \`npm run build\`) first.`,
    );
  }
}

/** The entries that run a built server of their own (most against the local fake AI). */
async function runToolEntries(entries: Set<Entry>, warnings: string[]) {
  let streaming: BenchResults['streaming'] = null;
  if (entries.has('streaming')) {
    console.log('▸ Streamed chat answers (a second built server against a local fake AI)…');
    streaming = await runStreamingBench(ROOT, SERVER_MAIN);
  }

  let quiz: BenchResults['quiz'] = null;
  if (entries.has('quiz')) {
    console.log('▸ Quiz generation to the first question (a built server against a local fake AI)…');
    quiz = await runQuizBench(ROOT, SERVER_MAIN);
    if (quiz.overBudget) {
      warnings.push(
        `quiz: the server's own overhead to the first question is ${quiz.overhead.p95.toFixed(0)} ms (p95), over the ${quiz.budgetMs} ms target`,
      );
    }
  }

  const firstResults = await runFirstResultEntries(entries, ROOT, SERVER_MAIN, warnings);

  let testSolver: BenchResults['testSolver'] = null;
  if (entries.has('testsolver')) {
    console.log(
      '▸ Test solver, a whole test (a built server against a local fake AI taking 1–5 s per task)…',
    );
    testSolver = await runTestSolverBench(ROOT, SERVER_MAIN);
    if (testSolver.overTarget) {
      warnings.push(
        `test solver: the wall time is ${testSolver.ratio.toFixed(2)} × (extraction + the slowest task), over the ${testSolver.target} target`,
      );
    }
    warnIfOver(testSolver.firstTask, warnings);
  }

  let wordBases: BenchResults['wordBases'] = null;
  if (entries.has('wordbases')) {
    console.log('▸ Word bases, the next flashcard of a 5,000-word set with 50,000 reviews (a built server)…');
    wordBases = await runWordBasesBench(ROOT, SERVER_MAIN);
    if (wordBases.overTarget) {
      warnings.push(
        `word bases: getnextword p99 is ${Math.max(wordBases.big.p99, wordBases.bigInSession.p99).toFixed(1)} ms, over the ${wordBases.targetMs} ms target`,
      );
    }
  }

  let enumeration: BenchResults['enumeration'] = null;
  if (entries.has('enumeration')) {
    console.log('▸ Account enumeration by timing, taken vs. fresh addresses (a built server)…');
    enumeration = await runEnumerationBench(ROOT, SERVER_MAIN);
  }

  let scaled: BenchResults['scaled'] = null;
  if (entries.has('scaled')) {
    const options = scaledOptionsFromEnv();
    const skipped = await scaledSkipReason(options);
    if (skipped) warnings.push(`scaled: skipped, ${skipped}`);
    else {
      console.log(
        `▸ Scaled mode, ${options.pupils} pupils chatting for ${options.seconds} s (2 API processes + a worker on PostgreSQL and Redis, behind a round-robin proxy)…`,
      );
      scaled = await runScaledBench(ROOT, path.dirname(SERVER_MAIN), options);
      if (!scaled.clean)
        warnings.push(
          'scaled: not clean (errors, lost or stuck answers, or a process exited): see its section',
        );
    }
  }

  return { streaming, quiz, firstResults, testSolver, wordBases, enumeration, scaled };
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one line per entry, in the order they run, then the results of all
async function main() {
  const durationSeconds = secondsFromEnv('BENCH_DURATION', 10);
  const warmupSeconds = secondsFromEnv('BENCH_WARMUP', 5);
  const entries = entriesFromEnv();
  requireBuild(entries);

  const startedAt = new Date();
  const cpus = os.cpus();
  const warnings: string[] = [];
  const settings = { warmupSeconds, durationSeconds };

  const served = entries.has('server') ? await runServerScenarios(settings, warnings) : null;
  const peers = entries.has('peers') ? await measurePeers(ROOT, SERVER_MAIN, settings, warnings) : null;

  let routeJs: BenchResults['routeJs'] = null;
  if (entries.has('route-js')) {
    routeJs = measureRouteJs(WEB_DIST);
    if (!routeJs.withinBudget) {
      warnings.push(
        `initial JS over the ${routeJs.budgetKb} KB budget on ${routeJs.overBudget.length} route(s), the largest ${routeJs.largest.path} with ${routeJs.largest.gzipKb} KB gzip`,
      );
    }
  }

  // In this process after the server has stopped, so the load runs and OCR do not share the CPU.
  let extraction: BenchResults['extraction'] = null;
  if (entries.has('extraction')) {
    console.log('▸ Document extraction (in-process, generated documents)…');
    extraction = await runExtractionBench((line) => console.log(line));
  }

  const mathAnswers = entries.has('math-answers') ? measureMathAnswers(warnings) : null;

  let retrieval: BenchResults['retrieval'] = null;
  if (entries.has('retrieval')) {
    console.log('▸ Retrieval (searchPassages over 100,000 chunks, PGlite and PostgreSQL; child process)…');
    retrieval = await runRetrievalBench(ROOT);
  }

  const coldStart = entries.has('cold-start') ? await measureColdStart(SERVER_MAIN, warnings) : null;
  const tools = await runToolEntries(entries, warnings);
  const tracing = entries.has('tracing') ? await measureTracing(ROOT, SERVER_MAIN, settings) : null;

  const lighthouse = entries.has('lighthouse') ? await measureLighthouse(ROOT, SERVER_MAIN, warnings) : null;
  const inp = entries.has('inp') ? await measureInp(ROOT, SERVER_MAIN, warnings) : null;

  const commit = git(['rev-parse', 'HEAD']);
  const status = git(['status', '--porcelain']);
  const results: BenchResults = {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.versions.node,
      platform: process.platform,
      arch: process.arch,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
      gitCommit: commit,
      gitDirty: status === null ? null : status.length > 0,
    },
    settings: {
      warmupSeconds,
      durationSeconds,
      connections: CONNECTIONS,
      baseline: BASELINE,
      entries: ENTRIES.filter((name) => entries.has(name)),
    },
    server: served?.server ?? null,
    scenarios: served?.scenarios ?? [],
    bare: served?.bare ?? null,
    peers,
    routeJs,
    extraction,
    mathAnswers,
    retrieval,
    coldStart,
    // streaming, quiz, firstResults, testSolver, wordBases, enumeration, scaled
    ...tools,
    tracing,
    lighthouse,
    inp,
    warnings,
  };

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${formatReport(results)}\n\nResults written to ${path.relative(ROOT, RESULTS_FILE)}`);
}

main().catch((error: unknown) => {
  console.error('\n✖ The bench crashed:', error);
  process.exit(1);
});
