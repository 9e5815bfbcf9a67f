import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import type { SessionClient } from '../apps/server/src/testing/session-client.ts';
import { mathsWorkspace, newAccount } from './quiz-pupil.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/*
 * Issue 32, a 5,000-word set's page, measured once (not a bench entry): `node --import tsx
 * bench/wordbase-page.ts [server main.js] [--old]`. A pupil types a 5,000-word set (five saves of
 * 1,000; every word with a translation, every second with an example sentence), then:
 * - the API: bytes (raw and gzip -6) and round-trip ms (median and p95 of 20 after 3 warm-ups) of
 *   what the page reads — before: `getWordBaseById` with every word (the old page's document);
 *   after: the set without words plus `wordPage` (50 words) — a search over the set, and a one-word
 *   edit answered with the whole set (before) or its summary (after);
 * - the page in Chromium: Lighthouse 12 (mobile preset) performance, accessibility, LCP, TBT and
 *   the DOM size (`dom-size` audit), median of BENCH_LIGHTHOUSE_RUNS (3) runs by performance.
 * `--old` skips the documents the old server does not know (a build of the commit before);
 * BENCH_SIZES_ONLY=1 reads each document once for its size (no timing, no browser).
 */

const WORDS = 5_000;
const SAVE = 1_000;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Only the bytes (one request each, no timing, no browser): outside the bench lock. */
const SIZES_ONLY = process.env.BENCH_SIZES_ONLY === '1';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const SUMMARY = `id workspaceId name description type languageCode language { code name } progress sourcesId
  wordCount dueCount newCount lastStudiedAt isDeleted state error notice createdAt updatedAt`;
const WORD =
  'id wordBaseId word translation usageExample order due state reps lapses lastReview scheduledDays';
/** What the page read before: the set with all its words (WordBaseDetailFields). */
const OLD_PAGE = `query getWordBaseById($i: GetWordBaseByIdInput!) { getWordBaseById(getWordBaseByIdInput: $i) { ${SUMMARY} words { ${WORD} } } }`;
const NEW_BASE = `query getWordBaseById($i: GetWordBaseByIdInput!) { getWordBaseById(getWordBaseByIdInput: $i) { ${SUMMARY} } }`;
const NEW_WORDS = `query wordBaseWords($i: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {
  getWordBaseById(getWordBaseByIdInput: $i) { id wordPage(page: $page, limit: $limit, search: $search) { total page limit data { ${WORD} } } } }`;
const upsertWith = (fields: string) =>
  `mutation upsertwords($input: UpsertwordsInput!) { upsertwords(upsertwordsInput: $input) { ${fields} } }`;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const kb = (bytes: number) => round(bytes / 1024);

interface Measured {
  rawKb: number;
  gzipKb: number;
  p50Ms: number;
  p95Ms: number;
}

async function post(server: ServerProcess, client: SessionClient, query: string, variables: unknown) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1', cookie: client.cookieHeader() },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok || text.includes('"errors"'))
    throw new Error(`${query.slice(0, 40)}…: ${text.slice(0, 300)}`);
  return { text, ms };
}

async function measure(run: () => Promise<{ text: string; ms: number }>, count = 20): Promise<Measured> {
  const times = SIZES_ONLY ? 1 : count;
  for (let i = 0; i < (SIZES_ONLY ? 0 : 3); i++) await run();
  const samples: number[] = [];
  let text = '';
  for (let i = 0; i < times; i++) {
    const result = await run();
    samples.push(result.ms);
    text = result.text;
  }
  samples.sort((a, b) => a - b);
  const bytes = Buffer.byteLength(text);
  return {
    rawKb: kb(bytes),
    gzipKb: kb(gzipSync(text).length),
    p50Ms: round(samples[Math.floor(samples.length / 2)] ?? 0),
    p95Ms: round(samples[Math.floor(samples.length * 0.95)] ?? 0),
  };
}

/** One DevTools protocol command on the browser target (as bench/lighthouse.ts does). */
async function browserCommand(port: number, method: string, params: Record<string, unknown>) {
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

async function lighthouseRuns(server: ServerProcess, client: SessionClient, pagePath: string) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    await browserCommand(chrome.port, 'Storage.setCookies', {
      cookies: [...client.cookies].map(([name, value]) => ({ name, value, url: server.url, path: '/' })),
    });
    // A first page pays the browser's one-off start-up costs (bench/lighthouse.ts's warm-up).
    const { targetId } = (await browserCommand(chrome.port, 'Target.createTarget', {
      url: server.url + pagePath,
    })) as { targetId: string };
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await browserCommand(chrome.port, 'Target.closeTarget', { targetId });
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const outcome = await lighthouse(server.url + pagePath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = outcome?.lhr;
      if (!lhr) throw new Error('Lighthouse returned nothing');
      if (new URL(lhr.finalDisplayedUrl).pathname !== pagePath)
        throw new Error(`redirected to ${lhr.finalDisplayedUrl}`);
      const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        domNodes: audit('dom-size'),
        failedA11y: (lhr.categories.accessibility?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a?.id),
      });
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    return {
      median: sorted[Math.floor((sorted.length - 1) / 2)],
      performanceRuns: runs.map((r) => r.performance),
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  const old = args.includes('--old');
  const serverMain = path.resolve(root, args.find((a) => !a.startsWith('--')) ?? 'apps/server/dist/main.js');
  const server = await startServerProcess(serverMain, root);
  try {
    const client = await newAccount(server, `bench.wordlist.${Date.now()}@example.pl`);
    const workspace = await mathsWorkspace(client);
    const words = Array.from({ length: WORDS }, (_, i) => ({
      word: `vocabulary item ${i + 1}`,
      translation: `tłumaczenie słowa numer ${i + 1}`,
      ...(i % 2 === 0 ? { usageExample: `This is an example sentence with vocabulary item ${i + 1}.` } : {}),
    }));
    let id = '';
    for (let start = 0; start < WORDS; start += SAVE) {
      const input = id
        ? { id, words: words.slice(start, start + SAVE) }
        : {
            workspaceId: workspace.id,
            name: 'Duża baza',
            type: 'Language',
            languageCode: 'en',
            words: words.slice(start, start + SAVE),
          };
      const saved = await post(server, client, upsertWith('id wordCount'), { input });
      id = (JSON.parse(saved.text) as { data: { upsertwords: { id: string } } }).data.upsertwords.id;
    }
    const i = { id };
    const api: Record<string, Measured> = {};
    api.oldPage = await measure(() => post(server, client, OLD_PAGE, { i }));
    let edit = 0;
    const oneEdit = (fields: string) => () =>
      post(server, client, upsertWith(fields), {
        input: { id, words: [{ word: 'vocabulary item 1', translation: `tłumaczenie ${edit++}` }] },
      });
    api.oldEdit = await measure(oneEdit(`${SUMMARY} words { ${WORD} }`), 10);
    if (!old) {
      api.newBase = await measure(() => post(server, client, NEW_BASE, { i }));
      api.newWords = await measure(() => post(server, client, NEW_WORDS, { i, page: 1, limit: 50 }));
      api.lastPage = await measure(() => post(server, client, NEW_WORDS, { i, page: 100, limit: 50 }));
      api.search = await measure(() =>
        post(server, client, NEW_WORDS, { i, page: 1, limit: 50, search: 'numer 499' }),
      );
      api.newEdit = await measure(oneEdit(SUMMARY), 10);
    }
    const page = SIZES_ONLY
      ? null
      : await lighthouseRuns(server, client, `/workspace/${workspace.id}/wordbase/${id}`);
    console.log(
      JSON.stringify({ server: path.relative(root, serverMain), words: WORDS, api, page }, null, 2),
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
