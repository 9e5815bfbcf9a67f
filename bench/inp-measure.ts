import type { CDPSession, Page } from '@playwright/test';

/*
 * Interaction to next paint in the page, measured as web-vitals does: the Event Timing API's
 * entries (`PerformanceObserver({ type: 'event', durationThreshold: 16, buffered: true })`)
 * grouped by `interactionId`, an interaction's latency being its longest entry. Long animation
 * frames that overlap an interaction are kept beside it, with their scripts, so a slow one can be
 * explained without a profile.
 */

/** What the init script keeps in the page (window.__kredaInp). */
interface PageEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

interface PageFrame {
  start: number;
  duration: number;
  blocking: number;
  scripts: { invoker: string; source: string; duration: number }[];
}

/** One tap's interaction, in ms. */
export interface InpSample {
  /** The interaction's latency (its longest entry; the API rounds durations to 8 ms). */
  durationMs: number;
  /** From the tap to the first handler. */
  inputDelayMs: number;
  /** From the first handler's start to the last one's end. */
  processingMs: number;
  /** From the last handler's end to the next paint. */
  presentationMs: number;
  /** No entry at all: the interaction took under the API's 16 ms floor (counted as 16). */
  underThreshold: boolean;
  events: string[];
  /** Long animation frames (≥ 50 ms) overlapping it: duration, blocking time, their longest scripts. */
  longFrames: PageFrame[];
}

/**
 * The observers, installed before any of the page's own scripts run (Playwright's addInitScript).
 * Plain JavaScript in a string: a function would be sent as its compiled source, with whatever
 * helpers the TypeScript loader wrapped it in.
 */
export const OBSERVE_INTERACTIONS = `(() => {
  const store = { entries: [], frames: [] };
  window.__kredaInp = store;
  const describe = (node) => {
    if (!(node instanceof Element)) return '';
    const id = node.getAttribute('data-testid');
    return node.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      store.entries.push({
        id: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        store.frames.push({
          start: frame.startTime,
          duration: frame.duration,
          blocking: frame.blockingDuration,
          scripts: frame.scripts
            .map((script) => ({
              invoker: String(script.invoker),
              source: String(script.sourceURL).replace(/^https?:\\/\\/[^/]+/, '') +
                (script.sourceFunctionName ? ' ' + script.sourceFunctionName : ''),
              duration: Math.round(script.duration),
            }))
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 3),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
})();`;

type Store = { entries: PageEntry[]; frames: PageFrame[] };
declare global {
  interface Window {
    __kredaInp: Store;
  }
}

/** Two frames and a pause: the entries of the last paint have reached the observer. */
async function flush(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The interaction of the entries recorded since `from` (one tap: one interactionId). */
function sampleOf(entries: PageEntry[], frames: PageFrame[]): InpSample {
  if (entries.length === 0)
    return {
      durationMs: 16,
      inputDelayMs: 0,
      processingMs: 0,
      presentationMs: 0,
      underThreshold: true,
      events: [],
      longFrames: [],
    };
  // A tap is one interaction; should a stray one slip in, the slowest counts (as INP would).
  const ids = [...new Set(entries.map((e) => e.id))];
  const groups = ids.map((id) => entries.filter((e) => e.id === id));
  const slowest = groups.reduce((a, b) =>
    Math.max(...b.map((e) => e.duration)) > Math.max(...a.map((e) => e.duration)) ? b : a,
  );
  const start = Math.min(...slowest.map((e) => e.start));
  const end = Math.max(...slowest.map((e) => e.start + e.duration));
  const processingStart = Math.min(...slowest.map((e) => e.processingStart));
  const processingEnd = Math.max(...slowest.map((e) => e.processingEnd));
  return {
    durationMs: Math.max(...slowest.map((e) => e.duration)),
    inputDelayMs: round(processingStart - start),
    processingMs: round(processingEnd - processingStart),
    presentationMs: round(Math.max(0, end - processingEnd)),
    underThreshold: false,
    events: slowest.map((e) => `${e.name}${e.target ? ` ${e.target}` : ''} ${Math.round(e.duration)}`),
    longFrames: frames.filter((f) => f.start < end && f.start + f.duration > start),
  };
}

/**
 * Does one interaction (`act`: a tap), waits for what it changes (`settled`), then reads the
 * entries the page recorded for it.
 */
export async function measureInteraction(
  page: Page,
  act: () => Promise<void>,
  settled: () => Promise<void> = async () => {},
): Promise<InpSample> {
  const from = await page.evaluate(() => ({
    entries: window.__kredaInp.entries.length,
    frames: window.__kredaInp.frames.length,
  }));
  await act();
  await settled();
  await flush(page);
  const recorded = await page.evaluate(
    (since) => ({
      entries: window.__kredaInp.entries.slice(since.entries),
      frames: window.__kredaInp.frames.slice(since.frames),
    }),
    from,
  );
  return sampleOf(recorded.entries, recorded.frames);
}

/** CPU slowdown of the page's renderer (1 = none), through the DevTools protocol. */
export async function throttle(cdp: CDPSession, rate: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
