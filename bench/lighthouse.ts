import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import WebSocket from 'ws';
import { startFakeOpenAi } from '../apps/server/src/testing/fakes/fake-openai.ts';
import { type LighthouseFixture, lighthouseModel, preparePupil } from './lighthouse-fixtures.ts';
import { startServerProcess } from './server-process.ts';

/*
 * Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and 4× CPU slowdown) on the
 * pages a pupil meets first and on every tool page a pupil works in (issue 32), served by the
 * built server from the built web app, offline (the browser reaches only 127.0.0.1). Reported,
 * never asserted: issues 17 and 32 ask for ≥ 95 performance and 100 accessibility on each.
 */

export const LIGHTHOUSE_TARGET = 95;
/** Issue 32: accessibility 100 on every page a pupil works in. */
const ACCESSIBILITY_TARGET = 100;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRouteResult {
  name: string;
  /** The path measured (ids filled in). */
  path: string;
  signedIn: boolean;
  runs: number;
  /** The run with the median performance score. */
  performance: number;
  accessibility: number;
  /** Every run's performance score, in order. */
  performanceRuns: number[];
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Accessibility audits that failed (id: title). */
  accessibilityFailures: string[];
  /** Scripts by main-thread time (ms, on the simulated phone), the largest first. */
  bootup: { url: string; totalMs: number; scriptingMs: number }[];
  longTasks: { url: string; durationMs: number; startMs: number }[];
  /** The median run's report (without screenshots), relative to the repository. */
  report: string;
}

export interface LighthouseBenchResult {
  lighthouse: string;
  chromium: string;
  preset: 'mobile (Lighthouse default: simulated throttling, 4× CPU slowdown)';
  runsPerRoute: number;
  /** Performance target. */
  target: number;
  accessibilityTarget: number;
  routes: LighthouseRouteResult[];
  /** "route: performance 91" for every score under its target. */
  belowTarget: string[];
}

/** One DevTools protocol command on the browser target. */
async function browserCommand(
  port: number,
  method: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    return await new Promise((resolve, reject) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as {
          id?: number;
          result?: unknown;
          error?: { message: string };
        };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** Puts the pupil's cookies into the browser (the page reads `kreda_session`, so a header would not do). */
async function setBrowserCookies(port: number, url: string, cookies: Map<string, string>) {
  await browserCommand(port, 'Storage.setCookies', {
    cookies: [...cookies].map(([name, value]) => ({ name, value, url, path: '/' })),
  });
}

/**
 * Opens the landing page once, unmeasured: a browser's very first page pays one-off costs (font
 * configuration, process start-up) that a pupil's phone paid long ago, and that would otherwise all
 * land on whichever route is measured first.
 */
async function warmUp(port: number, url: string) {
  const { targetId } = (await browserCommand(port, 'Target.createTarget', { url })) as { targetId: string };
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await browserCommand(port, 'Target.closeTarget', { targetId });
}

type Audits = Result['audits'];

// biome-ignore lint/suspicious/noExplicitAny: Lighthouse's audit details are a wide union, read defensively.
const itemsOf = (audits: Audits, id: string): any[] => (audits[id]?.details as any)?.items ?? [];
const ms = (value: number | undefined) => Math.round(value ?? 0);
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function summarise(
  lhr: Result,
): Omit<LighthouseRouteResult, 'name' | 'path' | 'signedIn' | 'runs' | 'performanceRuns' | 'report'> {
  const { audits, categories } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failures = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    )
    .map((audit) => `${audit?.id}: ${audit?.title}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: {
      fcpMs: ms(audits['first-contentful-paint']?.numericValue),
      lcpMs: ms(audits['largest-contentful-paint']?.numericValue),
      tbtMs: ms(audits['total-blocking-time']?.numericValue),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      speedIndexMs: ms(audits['speed-index']?.numericValue),
    },
    accessibilityFailures: failures,
    bootup: itemsOf(audits, 'bootup-time')
      .slice(0, 5)
      .map((item) => ({
        url: shortUrl(String(item.url)),
        totalMs: ms(item.total),
        scriptingMs: ms(item.scripting),
      })),
    longTasks: itemsOf(audits, 'long-tasks')
      .slice(0, 5)
      .map((item) => ({
        url: shortUrl(String(item.url)),
        durationMs: ms(item.duration),
        startMs: ms(item.startTime),
      })),
  };
}

/** Runs Lighthouse `runs` times on one URL and keeps the run with the median performance score. */
async function measureRoute(
  port: number,
  route: { name: string; url: string; path: string; signedIn: boolean },
  runs: number,
  reportDir: string,
  root: string,
): Promise<LighthouseRouteResult> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const outcome = await lighthouse(route.url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${route.url}`);
    const lhr = outcome.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.url}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(route.url).pathname)
      throw new Error(`${route.url} ended on ${lhr.finalDisplayedUrl} (a redirect: is the pupil signed in?)`);
    results.push(lhr);
  }
  const performanceRuns = results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  const ranked = results
    .map((lhr, index) => ({ lhr, score: performanceRuns[index] ?? 0 }))
    .sort((a, b) => a.score - b.score);
  const median = ranked[Math.floor((ranked.length - 1) / 2)]?.lhr;
  if (!median) throw new Error('no Lighthouse run');
  for (const id of ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'])
    delete median.audits[id];
  const file = path.join(reportDir, `${route.name}.json`);
  writeFileSync(file, JSON.stringify(median));
  return {
    name: route.name,
    path: route.path,
    signedIn: route.signedIn,
    runs,
    performanceRuns,
    ...summarise(median),
    report: path.relative(root, file),
  };
}

interface Route {
  name: string;
  path: string;
  signedIn: boolean;
}

/**
 * The pupil's pages: the first two, then every tool page a pupil works in (issue 32). `held` pages
 * are measured while their job runs (the fake holds its replies), so they come first.
 */
function pupilRoutes(f: LighthouseFixture): { held: Route[]; settled: Route[] } {
  const ws = `/workspace/${f.workspaceId}`;
  const route = (name: string, path: string) => ({ name, path, signedIn: true });
  return {
    held: [
      route('essay-writing', `/app/solver/rozprawki/rozprawka/${f.essayId}`),
      route('test-solving', `/app/testsolver/${f.testId}`),
    ],
    settled: [
      route('app', '/app'),
      route('workspace-chat', `${ws}/playground?c=${f.conversationId}`),
      route('quiz-attempt', `${ws}/quiz/${f.quiz.quizId}/${f.quiz.resultId}`),
      route('essay-grading', `/app/solver/rozprawki/rozprawka-review/${f.reviewId}`),
      route('flashcards', `${ws}/wordbase/${f.flashcards.wordBaseId}/fiszki/${f.flashcards.sessionId}`),
      route('wordbase-5000', `${ws}/wordbase/${f.bigWordBaseId}`),
      route('note', `${ws}/ainote/${f.noteId}`),
      route('materials', `${ws}/materials`),
      route('settings', '/app/settings'),
    ],
  };
}

/**
 * Starts the built server (against the local fake AI of every tool), makes a pupil and the pages'
 * data through the public API, and runs Lighthouse on `/` and `/auth/sign-in` as a guest, then on
 * the pupil's pages: the essay being written and the test being solved while their jobs are held,
 * then (the jobs let go and finished) the app home, the chat and the other tool pages.
 */
export async function runLighthouseBench(
  root: string,
  serverMain: string,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseBenchResult> {
  const model = lighthouseModel();
  const fake = await startFakeOpenAi({ apiKey: 'bench', defaultReply: model.reply });
  const server = await startServerProcess(serverMain, root, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'bench',
    AI_MODEL: 'bench-main',
    AI_MODEL_FAST: 'bench-fast',
    // The held replies wait for the measurement, not for the default 2 minutes.
    AI_TIMEOUT_SECONDS: '1800',
  });
  const reportDir = path.join(root, 'bench/.results/lighthouse');
  mkdirSync(reportDir, { recursive: true });
  let chrome: Awaited<ReturnType<typeof launch>> | null = null;
  try {
    const fixture = await preparePupil(server);
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const port = chrome.port;
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      Browser: string;
    };
    await warmUp(port, `${server.url}/`);
    // BENCH_LIGHTHOUSE_ROUTES=landing,app measures only those (while working on one page).
    const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').map((name) => name.trim());
    const picked = (list: Route[]) => (only ? list.filter((route) => only.includes(route.name)) : list);
    const routes: LighthouseRouteResult[] = [];
    const measure = async (list: Route[]) => {
      for (const route of picked(list)) {
        const who = route.signedIn ? ' signed in' : '';
        console.log(`  Lighthouse ${route.path}${who} (${runs} run${runs === 1 ? '' : 's'})…`);
        routes.push(
          await measureRoute(port, { ...route, url: server.url + route.path }, runs, reportDir, root),
        );
      }
    };
    await measure([
      { name: 'landing', path: '/', signedIn: false },
      { name: 'sign-in', path: '/auth/sign-in', signedIn: false },
    ]);
    await setBrowserCookies(port, server.url, fixture.cookies);
    const pupil = pupilRoutes(fixture);
    await measure(pupil.held);
    await fixture.finishJobs(model.release);
    await measure(pupil.settled);
    const belowTarget = routes.flatMap((r) => [
      ...(r.performance < LIGHTHOUSE_TARGET ? [`${r.name}: performance ${r.performance}`] : []),
      ...(r.accessibility < ACCESSIBILITY_TARGET ? [`${r.name}: accessibility ${r.accessibility}`] : []),
    ]);
    const { default: lighthousePackage } = await import('lighthouse/package.json', {
      with: { type: 'json' },
    });
    return {
      lighthouse: lighthousePackage.version,
      chromium: version.Browser,
      preset: 'mobile (Lighthouse default: simulated throttling, 4× CPU slowdown)',
      runsPerRoute: runs,
      target: LIGHTHOUSE_TARGET,
      accessibilityTarget: ACCESSIBILITY_TARGET,
      routes,
      belowTarget,
    };
  } finally {
    model.release();
    chrome?.kill();
    await server.stop();
    await fake.stop();
  }
}

/** The report's lines for this entry (bench/report.ts). */
export function formatLighthouse(result: LighthouseBenchResult): string[] {
  const rows = result.routes.map((r) => [
    `${r.name}${r.signedIn ? ' (signed in)' : ''}`,
    `${r.performance}${r.performance < result.target ? ' ⚠' : ''}`,
    `${r.accessibility}${r.accessibility < result.accessibilityTarget ? ' ⚠' : ''}`,
    String(r.metrics.fcpMs),
    String(r.metrics.lcpMs),
    String(r.metrics.tbtMs),
    String(r.metrics.cls),
    r.performanceRuns.join(' '),
  ]);
  const header = ['route', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'perf runs'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  const out = [
    `Lighthouse ${result.lighthouse}, ${result.preset}, ${result.chromium}; median of ${result.runsPerRoute} run(s) by performance; target ≥ ${result.target} performance, ${result.accessibilityTarget} accessibility:`,
    line(header),
    ...rows.map(line),
  ];
  for (const r of result.routes) {
    if (r.accessibilityFailures.length > 0)
      out.push(`  ${r.name} accessibility: ${r.accessibilityFailures.join('; ')}`);
  }
  out.push(
    `  reports: ${path.dirname(result.routes[0]?.report ?? 'bench/.results/lighthouse/x')}/<route>.json`,
  );
  return out;
}

/** Standalone: `node --import tsx bench/lighthouse.ts [server main.js]` prints the result as JSON. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const main = path.resolve(
    root,
    process.argv[2] ?? process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js',
  );
  runLighthouseBench(root, main).then(
    (result) => {
      console.log(formatLighthouse(result).join('\n'));
      console.log(JSON.stringify(result, null, 2));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
