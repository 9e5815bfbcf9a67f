import type { MarkdownReply, MarkdownRequest } from './markdown.worker.ts';

// The page's side of the formatting: one shared worker turns Markdown into HTML, so the page's main
// thread never loads or runs micromark, unified or KaTeX; it loads only KaTeX's stylesheet and
// fonts. Where no worker can run (tests, a worker that fails to start), the same pipeline is
// imported here instead.

/** Recent results, so a re-render or a remount of the same answer shows it at once. */
const CACHE_ENTRIES = 200;
/** Formulas make long HTML: the cache also stays under about this many characters. */
const CACHE_CHARS = 4_000_000;
const cache = new Map<string, string>();
let cachedChars = 0;

/** The HTML of `content` if it was formatted lately. */
export function cachedHtml(content: string): string | undefined {
  const html = cache.get(content);
  if (html !== undefined) {
    // Map keeps insertion order: the first entry is the least recently used.
    cache.delete(content);
    cache.set(content, html);
  }
  return html;
}

function remember(content: string, html: string) {
  if (cache.has(content)) return;
  cache.set(content, html);
  cachedChars += html.length;
  for (const [oldest, oldHtml] of cache) {
    if (cache.size <= CACHE_ENTRIES && cachedChars <= CACHE_CHARS) break;
    cache.delete(oldest);
    cachedChars -= oldHtml.length;
  }
}

let pipeline: Promise<typeof import('./markdown-pipeline.ts')> | null = null;

function inMainThread(content: string): Promise<string> {
  pipeline ??= import('./markdown-pipeline.ts').catch((error: unknown) => {
    pipeline = null;
    throw error;
  });
  return pipeline.then((module) => module.markdownToHtml(content));
}

interface Job {
  content: string;
  resolve: (html: string) => void;
  reject: (error: unknown) => void;
}

/** Not started yet (undefined), or null where it cannot run. */
let worker: Worker | null | undefined;
const jobs = new Map<number, Job>();
let nextId = 0;

function onReply(event: MessageEvent<MarkdownReply>) {
  const reply = event.data;
  const job = jobs.get(reply.id);
  if (!job) return;
  jobs.delete(reply.id);
  if ('html' in reply) job.resolve(reply.html);
  else job.reject(new Error(reply.error));
}

/** A worker that failed to load or start: its jobs, and all later ones, run on the page. */
function onWorkerFailed(event: Event) {
  event.preventDefault();
  worker?.terminate();
  worker = null;
  const waiting = [...jobs.values()];
  jobs.clear();
  for (const job of waiting) inMainThread(job.content).then(job.resolve, job.reject);
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module' });
    started.addEventListener('message', onReply);
    started.addEventListener('error', onWorkerFailed);
    worker = started;
  } catch {
    // A browser that refuses the worker at once (a policy, no module workers): the page formats.
  }
  return worker;
}

function inWorker(content: string): Promise<string> {
  const target = startWorker();
  if (!target) return inMainThread(content);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    jobs.set(id, { content, resolve, reject });
    const request: MarkdownRequest = { id, content };
    target.postMessage(request);
  });
}

/** KaTeX's two main fonts: formulas drawn before they arrive would reflow the text around them. */
const KATEX_FONTS = ['1em KaTeX_Main', 'italic 1em KaTeX_Math'];
let styles: Promise<void> | null = null;
/** The wrapper's classes, once the styles are here (formatted HTML is shown only then). */
let contentClass: string | null = null;

function loadStyles(): Promise<void> {
  styles ??= import('./markdown-styles.ts').then(
    async (module) => {
      await Promise.all(KATEX_FONTS.map((font) => document.fonts?.load(font).catch(() => undefined)));
      contentClass = module.CONTENT_CLASS;
    },
    (error: unknown) => {
      styles = null;
      throw error;
    },
  );
  return styles;
}

/** True once a formatted text has been shown: later ones need not wait for the first paint. */
export const formattingLoaded = () => contentClass !== null;

/** The classes that style formatted Markdown; set before any HTML is handed out. */
export const markdownClass = () => contentClass ?? '';

/** A text that takes every costly path once (GFM table, KaTeX), so the first real one is quick. */
const WARM_UP = '**a** $\\frac{1}{2}$\n\n| a |\n| - |\n| 1 |';
let warmed = false;

/**
 * Starts the worker and loads KaTeX's stylesheet and fonts ahead of the first text, e.g. when the
 * chat is shown: a conversation opened then is formatted without waiting for them.
 */
export function warmFormatting(): void {
  if (warmed) return;
  warmed = true;
  // A failure here is met again, and handled, by the first real text.
  formatMarkdown(WARM_UP).catch(() => {
    warmed = false;
  });
}

/** `content` as sanitized HTML, resolved once KaTeX's stylesheet and fonts are here as well. */
export async function formatMarkdown(content: string): Promise<string> {
  const cached = cachedHtml(content);
  if (cached !== undefined) return cached;
  const [html] = await Promise.all([inWorker(content), loadStyles()]);
  remember(content, html);
  return html;
}
