import type { TelemetryBatch } from '@kreda/shared/telemetry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measurePageLoad } from './page-load.ts';
import { startTelemetry } from './telemetry.ts';

// The browser's timing entries are the edge here: the navigation entry and the observers' entries
// are what a browser would report; the measuring and the sending are the real code.

let sent: TelemetryBatch[];
let stop: () => void;

/** A PerformanceObserver that reports the given entries of each type it is asked to observe. */
function fakeObservers(entries: Record<string, object[]>) {
  class FakeObserver {
    static supportedEntryTypes = Object.keys(entries);
    constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {}
    observe({ type }: { type: string }) {
      this.callback({ getEntries: () => entries[type] ?? [] });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

beforeEach(() => {
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, blob: Blob) => {
      void blob.text().then((text) => sent.push(JSON.parse(text)));
      return true;
    },
  });
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation'
      ? [{ responseStart: 123.4, loadEventEnd: 987.6 } as unknown as PerformanceEntry]
      : [],
  );
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

async function hiddenEvents() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0), { timeout: 5_000 });
  return sent.flatMap((batch) => batch.events.map(({ name, props }) => ({ event: name, ...props })));
}

describe('measurePageLoad', () => {
  it('reports the load times, then the vitals when the tab is hidden, in bounded numbers', async () => {
    fakeObservers({
      'largest-contentful-paint': [{ startTime: 1500.2 }, { startTime: 2100.7 }],
      'layout-shift': [
        { value: 0.05, hadRecentInput: false },
        { value: 0.3, hadRecentInput: true },
        { value: 0.012345, hadRecentInput: false },
      ],
      event: [{ duration: 48 }, { duration: 160 }],
    });
    measurePageLoad();
    stop = startTelemetry(Promise.resolve(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await hiddenEvents()).toEqual([
      { event: 'app.loaded', ttfbMs: 123, loadMs: 988 },
      { event: 'vital.measured', name: 'LCP', value: 2101 },
      { event: 'vital.measured', name: 'INP', value: 160 },
      { event: 'vital.measured', name: 'CLS', value: 0.0623 },
    ]);
  });

  it('reports no vital a browser does not measure', async () => {
    fakeObservers({ 'largest-contentful-paint': [{ startTime: 900 }] });
    measurePageLoad();
    stop = startTelemetry(Promise.resolve(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const events = await hiddenEvents();
    expect(events.filter((event) => event.event === 'vital.measured')).toEqual([
      { event: 'vital.measured', name: 'LCP', value: 900 },
    ]);
  });
});
