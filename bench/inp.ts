import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Browser,
  type CDPSession,
  chromium,
  devices,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  FLASHCARDS,
  type InpFixture,
  prepareInpPupil,
  QUIZ_QUESTIONS,
  startInpServer,
} from './inp-fixtures.ts';
import { type InpSample, measureInteraction, OBSERVE_INTERACTIONS, throttle } from './inp-measure.ts';

/*
 * Interaction to next paint on a tap (issue 32): the built server against the local fake AI, a
 * pupil made through the public API, and Debian's Chromium as a phone (360 × 780, touch) with the
 * renderer's CPU slowed 4× over the DevTools protocol. The flashcards are turned and rated, quiz
 * questions answered (an option picked, checked, the next one opened), and a solved test's tasks
 * opened for correction, each tap measured as web-vitals measures INP (bench/inp-measure.ts).
 * Baselines from the same run: a tap on each page's title, which changes nothing, and the
 * flashcard's turn without the slowdown. Reported against the 100 ms target, never asserted.
 */

export const INP_TARGET_MS = 100;
const SLOWDOWN = 4;
const REPEATS = 10;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A pupil reads before the next tap: the page's own work after the last one is done by then. */
const READ_MS = 800;
/** How long after a tap the bench looks at the page (a rating's answer comes from the server). */
const SETTLE_MS = 300;
/** Playwright's assertions, with room for a machine shared with other work. */
const look = expect.configure({ timeout: 20_000 });

export interface InpInteractionResult {
  name: string;
  /** The page's route pattern. */
  page: string;
  /** CPU slowdown it ran at. */
  slowdown: number;
  samples: number;
  p50: number;
  p75: number;
  max: number;
  /** Taps with no entry: under the API's 16 ms floor (counted as 16 in the percentiles). */
  underThreshold: number;
  /** The slowest tap, with where its time went. */
  slowest: InpSample;
  all: number[];
}

export interface InpBenchResult {
  chromium: string;
  slowdown: number;
  viewport: string;
  targetMs: number;
  /** 1-minute load average when the entry started and when it ended. */
  loadAverage: [number, number];
  interactions: InpInteractionResult[];
  baselines: InpInteractionResult[];
  /** "interaction: p75 123 ms" for each over the target. */
  overTarget: string[];
}

type Samples = Map<string, { page: string; slowdown: number; samples: InpSample[] }>;

/** What the app needs to show after a tap: given time first, so Playwright's polling does not compete with the tap's paint. */
const after = (check: () => Promise<void>) => async () => {
  await sleep(SETTLE_MS);
  await check();
};

/**
 * Taps the middle of `target` as a finger does (raw touch events, no Playwright actionability
 * checks, whose scripts run on the page's main thread), after the pupil's reading pause.
 */
function recorder(samples: Samples, page: Page) {
  return async (
    name: string,
    route: string,
    target: Locator,
    settled?: () => Promise<void>,
    slowdown = SLOWDOWN,
  ) => {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name}: nothing to tap`);
    await sleep(READ_MS);
    const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const sample = await measureInteraction(page, tap, settled && after(settled));
    const list = samples.get(name) ?? { page: route, slowdown, samples: [] };
    list.samples.push(sample);
    samples.set(name, list);
  };
}
type Recorder = ReturnType<typeof recorder>;

/** Opens a page of the app and waits for its title, with the slowdown on. */
async function open(page: Page, cdp: CDPSession, url: string) {
  await throttle(cdp, 1);
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await throttle(cdp, SLOWDOWN);
}

/** Taps on the page's title: nothing changes, so this is what any tap costs here. */
async function noopTaps(page: Page, record: Recorder, name: string, route: string) {
  for (let i = 0; i < REPEATS; i++) await record(name, route, page.getByRole('heading', { level: 1 }));
}

async function flashcardJourney(page: Page, cdp: CDPSession, fixture: InpFixture, record: Recorder) {
  const route = '/workspace/:slug/wordbase/:id/fiszki/:sessionId';
  await open(
    page,
    cdp,
    `/workspace/${fixture.workspaceId}/wordbase/${fixture.wordBaseId}/fiszki/${fixture.flashcardSessionId}`,
  );
  const card = page.getByTestId('flashcard');
  const position = page.getByTestId('flashcard-position');
  await noopTaps(page, record, 'flashcards: tap on the title', route);
  // The same turn without the slowdown (a turn is a toggle: tapped twice, it is back).
  await throttle(cdp, 1);
  for (let i = 0; i < REPEATS; i++) await record('flashcard: turn, no slowdown', route, card, undefined, 1);
  if ((await card.textContent())?.startsWith('Tłumaczenie')) await card.tap();
  await throttle(cdp, SLOWDOWN);
  for (let i = 0; i < FLASHCARDS; i++) {
    await look(position).toHaveText(`${i + 1} / ${FLASHCARDS}`);
    await record('flashcard: turn', route, card, () => look(card).toContainText('Tłumaczenie'));
    await record(
      'flashcard: rate (Wiem)',
      route,
      page.getByRole('button', { name: 'Wiem', exact: true }),
      () =>
        i + 1 < FLASHCARDS
          ? look(position).toHaveText(`${i + 2} / ${FLASHCARDS}`)
          : look(page.getByRole('heading', { level: 2, name: 'Koniec sesji' })).toBeVisible(),
    );
  }
}

async function quizJourney(page: Page, cdp: CDPSession, fixture: InpFixture, record: Recorder) {
  const route = '/workspace/:slug/quiz/:quizId/:resultId';
  for (const [n, attempt] of fixture.quizAttempts.entries()) {
    await open(page, cdp, `/workspace/${fixture.workspaceId}/quiz/${attempt.quizId}/${attempt.resultId}`);
    if (n === 0) await noopTaps(page, record, 'quiz: tap on the title', route);
    const position = page.getByTestId('quiz-position');
    const check = page.getByRole('button', { name: 'Sprawdź odpowiedź' });
    for (let i = 0; i < QUIZ_QUESTIONS; i++) {
      await look(position).toHaveText(`${i + 1} / ${QUIZ_QUESTIONS}`);
      const option = page.locator('fieldset label').first();
      await record('quiz: pick an option', route, option, () =>
        look(option.getByRole('radio')).toBeChecked(),
      );
      await record('quiz: check the answer', route, check, () => look(check).toHaveCount(0));
      if (i + 1 === QUIZ_QUESTIONS) break;
      await record('quiz: next question', route, page.getByRole('button', { name: 'Następne pytanie' }), () =>
        look(position).toHaveText(`${i + 2} / ${QUIZ_QUESTIONS}`),
      );
    }
  }
}

async function testJourney(page: Page, cdp: CDPSession, fixture: InpFixture, record: Recorder) {
  const route = '/app/testsolver/:id';
  await open(page, cdp, `/app/testsolver/${fixture.testId}`);
  await noopTaps(page, record, 'test: tap on the title', route);
  for (let k = 1; k <= REPEATS; k++) {
    const task = page.getByRole('article', { name: `Zadanie ${k}`, exact: true });
    const editor = task.getByRole('form', { name: `Popraw zadanie ${k}` });
    await record(
      "test: open a task's text (Popraw treść)",
      route,
      task.getByRole('button', { name: 'Popraw treść' }),
      () => look(editor).toBeVisible(),
    );
    await record('test: close it (Anuluj)', route, editor.getByRole('button', { name: 'Anuluj' }), () =>
      look(editor).toHaveCount(0),
    );
  }
}

const JOURNEYS = { flashcards: flashcardJourney, quiz: quizJourney, test: testJourney };

/** Nearest-rank percentile. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summarise(samples: Samples): InpInteractionResult[] {
  return [...samples].map(([name, { page, slowdown, samples: list }]) => {
    const all = list.map((s) => s.durationMs);
    const sorted = [...all].sort((a, b) => a - b);
    const slowest = list.reduce((a, b) => (b.durationMs > a.durationMs ? b : a));
    return {
      ...{ name, page, slowdown, samples: list.length },
      ...{ p50: percentile(sorted, 50), p75: percentile(sorted, 75), max: sorted.at(-1) ?? 0 },
      underThreshold: list.filter((s) => s.underThreshold).length,
      slowest,
      all,
    };
  });
}

async function measure(browser: Browser, baseUrl: string, fixture: InpFixture): Promise<Samples> {
  const context = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 780 },
    baseURL: baseUrl,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  try {
    await context.addCookies([...fixture.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    await context.addInitScript(OBSERVE_INTERACTIONS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A fresh browser's first page pays one-off costs a phone paid long ago: one page first, unmeasured.
    await page.goto('/app');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const samples: Samples = new Map();
    const record = recorder(samples, page);
    // BENCH_INP_JOURNEYS=quiz runs only some; BENCH_INP_PROFILE=<folder> writes each one's CPU profile there.
    const only = process.env.BENCH_INP_JOURNEYS?.split(',');
    const profiles = process.env.BENCH_INP_PROFILE;
    for (const [name, journey] of Object.entries(JOURNEYS)) {
      if (only && !only.includes(name)) continue;
      if (profiles) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
      await journey(page, cdp, fixture, record);
      if (profiles) {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(profiles, { recursive: true });
        writeFileSync(path.join(profiles, `${name}.cpuprofile`), JSON.stringify(profile));
      }
    }
    return samples;
  } finally {
    await context.close();
  }
}

export async function runInpBench(root: string, serverMain: string): Promise<InpBenchResult> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const { server, fake } = await startInpServer(root, serverMain);
  let browser: Browser | null = null;
  try {
    const fixture = await prepareInpPupil(server);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const results = summarise(await measure(browser, server.url, fixture));
    const isBaseline = (r: InpInteractionResult) => r.name.includes('title') || r.slowdown !== SLOWDOWN;
    const interactions = results.filter((r) => !isBaseline(r));
    return {
      chromium: browser.version(),
      slowdown: SLOWDOWN,
      viewport: '360 × 780, touch, Pixel 5 (device scale 2.75)',
      targetMs: INP_TARGET_MS,
      loadAverage: [round(loadBefore), round(os.loadavg()[0] ?? 0)],
      interactions,
      baselines: results.filter(isBaseline),
      overTarget: interactions.filter((r) => r.p75 > INP_TARGET_MS).map((r) => `${r.name}: p75 ${r.p75} ms`),
    };
  } finally {
    await browser?.close();
    await server.stop();
    await fake.stop();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The report's lines for this entry (bench/report.ts). */
export function formatInp(result: InpBenchResult): string[] {
  const header = [
    'interaction',
    'taps',
    'p50 ms',
    'p75 ms',
    'max ms',
    '<16',
    'slowest: delay/processing/paint',
  ];
  const row = (r: InpInteractionResult) => [
    `${r.name}${r.p75 > result.targetMs ? ' ⚠' : ''}`,
    String(r.samples),
    String(r.p50),
    String(r.p75),
    String(r.max),
    String(r.underThreshold),
    `${r.slowest.inputDelayMs} / ${r.slowest.processingMs} / ${r.slowest.presentationMs}`,
  ];
  const rows = [
    ...result.interactions.map(row),
    ['baselines (same run)', '', '', '', '', '', ''],
    ...result.baselines.map(row),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [
    `Interaction to next paint on a tap (${result.chromium}, ${result.viewport}, ${result.slowdown}× CPU slowdown; ` +
      `Event Timing, an interaction's longest entry; target p75 ≤ ${result.targetMs} ms; load average ${result.loadAverage.join(' → ')}):`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
  ];
}

/** Standalone: `node --import tsx bench/inp.ts [server main.js]` prints the table, then the JSON. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const main = path.resolve(
    root,
    process.argv[2] ?? process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js',
  );
  runInpBench(root, main).then(
    (result) => {
      console.log(formatInp(result).join('\n'));
      console.log(JSON.stringify(result, null, 2));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
