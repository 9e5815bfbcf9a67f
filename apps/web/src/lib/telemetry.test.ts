import type { TelemetryBatch } from '@kreda/shared/telemetry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_AT_EVENTS, FLUSH_INTERVAL_MS, startTelemetry, track } from './telemetry.ts';

// The telemetry client against the network's edge: `fetch` and `navigator.sendBeacon` record what
// would leave the browser (and answer as the server would); everything above them is the real code.

interface Sent {
  via: 'fetch' | 'beacon';
  url: string;
  batch: TelemetryBatch;
}

let sent: Sent[];
let status: number;
let stop: () => void = () => {};

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sent = [];
  status = 204;
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ via: 'fetch', url, batch: JSON.parse(String(init.body)) });
      return new Response(null, { status, headers: status === 429 ? { 'retry-after': '30' } : {} });
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      // The Blob's text is read asynchronously; its body is the JSON the server gets.
      void blob.text().then((text) => sent.push({ via: 'beacon', url, batch: JSON.parse(text) }));
      return true;
    },
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const names = (batch: TelemetryBatch) => batch.events.map((event) => event.name);
const on = async () => {
  stop = startTelemetry(Promise.resolve(true));
  await vi.advanceTimersByTimeAsync(0);
};

describe('telemetry client', () => {
  it('sends what waits as one batch every ten seconds, with the visit id and nothing else', async () => {
    track('page.viewed', { route: '/' });
    await on();
    track('tool.opened', { tool: 'quizzes' });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    const [{ via, url, batch }] = sent as [Sent];
    expect([via, url]).toEqual(['fetch', '/api/telemetry']);
    expect(Object.keys(batch).sort()).toEqual(['events', 'sentAt', 'sessionId']);
    expect(batch.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(names(batch)).toEqual(['page.viewed', 'tool.opened']);
    expect(batch.events[1]).toEqual({
      name: 'tool.opened',
      at: expect.any(String),
      props: { tool: 'quizzes' },
    });
    // Nothing waits: nothing is sent.
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('sends at once when twenty events wait', async () => {
    await on();
    for (let i = 0; i < FLUSH_AT_EVENTS; i++) track('page.viewed', { route: '/app' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.batch.events.length)).toEqual([FLUSH_AT_EVENTS]);
  });

  it('sends everything by beacon when the tab is hidden, as JSON', async () => {
    await on();
    track('tour.completed', { tourKey: 'home' });
    track('vital.measured', { name: 'LCP', value: 1800 });
    hide();
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    expect(sent[0]?.via).toBe('beacon');
    expect(names(sent[0]?.batch as TelemetryBatch)).toEqual(['tour.completed', 'vital.measured']);
  });

  it('falls back to fetch with keepalive where a beacon is refused', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    await on();
    track('page.viewed', { route: '/' });
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.via)).toEqual(['fetch']);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ keepalive: true, method: 'POST' });
  });

  it('sends nothing, ever, when the server has telemetry off', async () => {
    track('page.viewed', { route: '/' });
    stop = startTelemetry(Promise.resolve(false));
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < FLUSH_AT_EVENTS * 2; i++) track('page.viewed', { route: '/app' });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing when the switch cannot be read', async () => {
    track('page.viewed', { route: '/' });
    stop = startTelemetry(Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    expect(sent).toEqual([]);
  });

  it('never sends an address with ids as a page', async () => {
    await on();
    track('page.viewed', { route: '/workspace/4b1f9c2e-8d7a-4c3b-9e21-0f5a6b7c8d9e/quiz' });
    track('page.viewed', { route: '/app/testsolver/12345' });
    track('page.viewed', { route: '/workspace/:slug/quiz' });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent.flatMap((s) => s.batch.events)).toEqual([
      { name: 'page.viewed', at: expect.any(String), props: { route: '/workspace/:slug/quiz' } },
    ]);
  });

  it('drops a refused batch, and waits as long as the server asks after a 429', async () => {
    await on();
    status = 400;
    track('page.viewed', { route: '/' });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    status = 429;
    track('page.viewed', { route: '/app' });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent.map((s) => names(s.batch))).toEqual([['page.viewed'], ['page.viewed']]);
    status = 204;
    track('tool.opened', { tool: 'chat' });
    // Retry-After: 30 s. Nothing goes before, then only the new event (the refused ones are gone).
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    expect(sent.map((s) => names(s.batch))).toEqual([['page.viewed'], ['page.viewed'], ['tool.opened']]);
  });

  it('keeps a batch that could not leave for the next flush', async () => {
    await on();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    track('page.viewed', { route: '/' });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent.map((s) => names(s.batch))).toEqual([['page.viewed']]);
  });
});
