import { describe, expect, it } from 'vitest';
import { parseTelemetryBatch } from './batch.ts';
import { occurredAt } from './record.ts';

const AT = '2026-12-01T10:00:00.000Z';
const batch = (events: unknown[], extra: Record<string, unknown> = {}) => ({
  sessionId: '0b6f2f36-1d8e-4f63-9a43-6f7f8c1e2d3a',
  sentAt: AT,
  events,
  ...extra,
});

describe('parseTelemetryBatch', () => {
  it('takes every allow-listed event with exactly its properties', () => {
    const events = [
      { name: 'page.viewed', at: AT, props: { route: '/workspace/:slug/quiz/:id' } },
      { name: 'tool.opened', at: AT, props: { tool: 'word_bases' } },
      { name: 'tour.completed', at: AT, props: { tourKey: 'home' } },
      { name: 'tour.skipped', at: AT, props: { tourKey: 'essay' } },
      { name: 'app.loaded', at: AT, props: { ttfbMs: 120.5, loadMs: 900 } },
      { name: 'vital.measured', at: AT, props: { name: 'CLS', value: 0.02 } },
    ];
    expect(parseTelemetryBatch(batch(events))).toEqual({ ok: true, batch: batch(events) });
  });

  it('refuses the whole batch at the first bad event, naming it in Polish', () => {
    const good = { name: 'page.viewed', at: AT, props: { route: '/app' } };
    const cases: [unknown, string][] = [
      [{ name: 'user.signedUp', at: AT, props: {} }, 'Nieznane albo niepełne zdarzenie (nr 2).'],
      [{ name: 'page.viewed', props: { route: '/app' } }, 'Nieznane albo niepełne zdarzenie (nr 2).'],
      [{ ...good, extra: 1 }, 'Nieznane albo niepełne zdarzenie (nr 2).'],
      [
        { name: 'tool.opened', at: AT, props: { tool: 'chat', email: 'ala@example.pl' } },
        'Niedozwolone dane w zdarzeniu „tool.opened” (nr 2).',
      ],
      [
        { name: 'page.viewed', at: AT, props: { route: '/app/ala@example.pl' } },
        'Niedozwolone dane w zdarzeniu „page.viewed” (nr 2).',
      ],
      [
        { name: 'page.viewed', at: AT, props: { route: '/workspace/0b6f2f36-1d8e-4f63-9a43-6f7f8c1e2d3a' } },
        'Niedozwolone dane w zdarzeniu „page.viewed” (nr 2).',
      ],
      [
        { name: 'tool.opened', at: AT, props: { tool: 'Mój notatnik' } },
        'Niedozwolone dane w zdarzeniu „tool.opened” (nr 2).',
      ],
      [
        { name: 'app.loaded', at: AT, props: { ttfbMs: -1, loadMs: 10 } },
        'Niedozwolone dane w zdarzeniu „app.loaded” (nr 2).',
      ],
      [
        { name: 'vital.measured', at: AT, props: { name: 'LCP', value: '2500' } },
        'Niedozwolone dane w zdarzeniu „vital.measured” (nr 2).',
      ],
      [{ name: 'tour.completed', at: AT }, 'Nieznane albo niepełne zdarzenie (nr 2).'],
    ];
    for (const [bad, message] of cases) {
      expect(parseTelemetryBatch(batch([good, bad, good]))).toEqual({ ok: false, message });
    }
  });

  it('refuses a batch without a visit id, with extra fields, empty or too long', () => {
    const good = { name: 'page.viewed', at: AT, props: { route: '/app' } };
    expect(parseTelemetryBatch(batch([good], { sessionId: 'u1' })).ok).toBe(false);
    expect(parseTelemetryBatch(batch([good], { email: 'ala@example.pl' })).ok).toBe(false);
    expect(parseTelemetryBatch([good])).toEqual({
      ok: false,
      message: 'Nieprawidłowa paczka danych o korzystaniu z aplikacji.',
    });
    expect(parseTelemetryBatch(batch([]))).toEqual({
      ok: false,
      message: 'Paczka nie zawiera żadnych zdarzeń.',
    });
    expect(parseTelemetryBatch(batch(Array(51).fill(good)))).toEqual({
      ok: false,
      message: 'Paczka może zawierać najwyżej 50 zdarzeń.',
    });
  });
});

describe('occurredAt', () => {
  const received = new Date('2026-12-01T12:00:00.000Z');

  it("moves the browser's times by its clock's offset at sending", () => {
    // The browser's clock is three hours behind; the event happened 5 s before sending.
    expect(occurredAt('2026-12-01T08:59:55.000Z', '2026-12-01T09:00:00.000Z', received)).toEqual(
      new Date('2026-12-01T11:59:55.000Z'),
    );
  });

  it('keeps events within the last hour and never in the future', () => {
    expect(occurredAt('2026-11-30T00:00:00.000Z', '2026-12-01T12:00:00.000Z', received)).toEqual(
      new Date('2026-12-01T11:00:00.000Z'),
    );
    expect(occurredAt('2026-12-01T12:00:10.000Z', '2026-12-01T12:00:00.000Z', received)).toEqual(received);
  });
});
