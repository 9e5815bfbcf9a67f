import { TELEMETRY_MAX_VALUE } from '@kreda/shared/telemetry';
import { track } from './telemetry.ts';

// How fast the app's first page loads, for the admin statistics (ADR 037), with the browser's own
// timing entries and no library: time to the first byte and to the load event once loaded, and
// the Core Web Vitals of the page load when the tab is first hidden. INP is approximated by the
// longest interaction (the standard takes a high percentile of many), CLS by the sum of the
// unexpected shifts (the standard takes the worst window): both err on the slow side.

const bounded = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(Math.min(TELEMETRY_MAX_VALUE, Math.max(0, value)) * factor) / factor;
};

function reportLoad(): void {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const timing = entry as PerformanceNavigationTiming | undefined;
  if (!timing || timing.loadEventEnd <= 0) return;
  track('app.loaded', { ttfbMs: bounded(timing.responseStart), loadMs: bounded(timing.loadEventEnd) });
}

/** Calls `each` with every entry of `type` the browser reports; false where it reports none. */
function observe<E extends PerformanceEntry>(type: string, each: (entry: E) => void, options = {}): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) each(entry as E);
  }).observe({ type, buffered: true, ...options });
  return true;
}

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Measures the page load; the vitals' listener must come before telemetry's own, to be sent with it. */
export function measurePageLoad(): void {
  try {
    if (document.readyState === 'complete') setTimeout(reportLoad, 0);
    else window.addEventListener('load', () => setTimeout(reportLoad, 0), { once: true });
    if (typeof PerformanceObserver !== 'function') return;
    let [lcp, cls, inp] = [0, 0, 0];
    observe('largest-contentful-paint', (entry) => {
      lcp = entry.startTime;
    });
    const shifts = observe<LayoutShift>('layout-shift', (entry) => {
      if (!entry.hadRecentInput) cls += entry.value;
    });
    observe(
      'event',
      (entry) => {
        inp = Math.max(inp, entry.duration);
      },
      { durationThreshold: 40 },
    );
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      document.removeEventListener('visibilitychange', onHidden);
      if (lcp > 0) track('vital.measured', { name: 'LCP', value: bounded(lcp) });
      if (inp > 0) track('vital.measured', { name: 'INP', value: bounded(inp) });
      if (shifts) track('vital.measured', { name: 'CLS', value: bounded(cls, 4) });
    };
    document.addEventListener('visibilitychange', onHidden);
  } catch {
    // A browser without these entries: the app loads the same, only unmeasured.
  }
}
