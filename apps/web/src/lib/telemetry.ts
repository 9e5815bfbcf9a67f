import {
  isRoutePattern,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_PATH,
  type TelemetryBatch,
  type TelemetryEvent,
  type TelemetryEventName,
  type TelemetryEvents,
} from '@kreda/shared/telemetry';

// Product telemetry (ADR 037): a tiny client that queues the allow-listed events of
// @kreda/shared/telemetry and sends them as one JSON batch to our own POST /api/telemetry — every
// ten seconds or at twenty events, and with sendBeacon when the tab is hidden (it may never come
// back). Nothing is sent until the server says telemetry is on (getAppConfig.telemetry), and
// nothing at all when it is off. It never throws into the app: a refused batch is dropped, a
// failed one waits for the next flush. The visit's id lives in memory only: nothing is stored on
// the device for telemetry, and a reload is a new visit.

/** A batch goes out this often while events wait. */
export const FLUSH_INTERVAL_MS = 10_000;
/** …or as soon as this many wait. */
export const FLUSH_AT_EVENTS = 20;
/** Events kept while waiting (for the switch, or offline); the oldest go first. */
const MAX_QUEUED = 100;

type Switch = 'waiting' | 'on' | 'off';
let state: Switch = 'waiting';
let queue: TelemetryEvent[] = [];
let pausedUntil = 0;
let stopSending: (() => void) | null = null;

/** A random v4 UUID; `crypto.randomUUID` exists only in secure contexts (not on plain http). */
function newVisitId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let visitId = newVisitId();

/**
 * Queues one event. A page view whose route is not a pattern (an address with an id) is dropped
 * here, so a mistake in a caller can never send one.
 */
export function track<N extends TelemetryEventName>(name: N, props: TelemetryEvents[N]): void {
  if (state === 'off') return;
  if (name === 'page.viewed' && !isRoutePattern((props as TelemetryEvents['page.viewed']).route)) return;
  queue.push({ name, at: new Date().toISOString(), props } as TelemetryEvent);
  if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
  if (state === 'on' && queue.length >= FLUSH_AT_EVENTS) void flush();
}

function nextBody(): string | null {
  if (queue.length === 0) return null;
  const events = queue.splice(0, TELEMETRY_MAX_EVENTS);
  const batch: TelemetryBatch = { sessionId: visitId, sentAt: new Date().toISOString(), events };
  return JSON.stringify(batch);
}

const post = (body: string) =>
  fetch(TELEMETRY_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    credentials: 'same-origin',
    keepalive: true,
  });

/** Sends what waits, one batch at a time. */
async function flush(): Promise<void> {
  if (state !== 'on' || Date.now() < pausedUntil) return;
  const sending = queue.slice(0, TELEMETRY_MAX_EVENTS);
  const body = nextBody();
  if (!body) return;
  try {
    const response = await post(body);
    // Any answer settles the batch: a refused one (400, 413, 429) is dropped, never sent again.
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      pausedUntil = Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
    }
  } catch {
    // Offline or the server away: the batch waits for the next flush.
    queue = [...sending, ...queue].slice(-MAX_QUEUED);
  }
}

/** The tab is being hidden (or closed): everything waiting goes now, by beacon where there is one. */
function flushHidden(): void {
  if (state !== 'on') return;
  for (let body = nextBody(); body; body = nextBody()) {
    const blob = new Blob([body], { type: 'application/json' });
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TELEMETRY_PATH, blob);
    if (!queued) void post(body).catch(() => {});
  }
}

/**
 * Starts sending once `enabled` resolves true; false (or a failure to learn it) drops what waits
 * and keeps the app from queueing more. Returns a stop for tests.
 */
export function startTelemetry(enabled: Promise<boolean>): () => void {
  let stopped = false;
  void enabled
    .catch(() => false)
    .then((on) => {
      if (stopped) return;
      if (!on) {
        state = 'off';
        queue = [];
        return;
      }
      state = 'on';
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') flushHidden();
      };
      const timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', flushHidden);
      stopSending = () => {
        clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', flushHidden);
      };
      if (queue.length >= FLUSH_AT_EVENTS) void flush();
    });
  return () => {
    stopped = true;
    stopSending?.();
    stopSending = null;
    state = 'waiting';
    queue = [];
    pausedUntil = 0;
    visitId = newVisitId();
  };
}
