import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventType, NewDomainEvent } from '../../core/events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  type ActivityStatistics,
  activityStatistics,
  recordEvents,
  type StatisticsRange,
  VISIT_ENTITY,
} from './index.ts';

/*
 * The admin statistics' reading of events: business facts and the browsers' telemetry seeded on
 * known days, read back per Polish calendar day (an event late in the UTC evening belongs to the
 * next day in Warsaw), per route, tool and tour, with load-time percentiles.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A UTC calendar day `n` days before today, as `YYYY-MM-DD`. */
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

let server: TestServer;
const [d0, d1, d2, d3, d4] = [daysAgo(21), daysAgo(20), daysAgo(19), daysAgo(18), daysAgo(17)];
const [userA, userB, userC] = [randomUUID(), randomUUID(), randomUUID()];
const [v1, v2, v3, v4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

function telemetry(
  type: DomainEventType,
  userId: string | null,
  visit: string,
  payload: object,
  at: string,
): NewDomainEvent<DomainEventType> {
  return {
    type,
    userId,
    entity: { kind: VISIT_ENTITY, id: visit },
    payload: payload as never,
    occurredAt: new Date(at),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const noon = (day: string) => `${day}T12:00:00Z`;
  const deps = { eventProcessors: [], services: { jobs: server.runtime.jobs } };
  await recordEvents(deps, server.database.db, [
    // Before the range, by both clocks.
    telemetry('page.viewed', userA, v1, { route: '/app' }, noon(d0)),
    // d0 late in the evening by UTC is already d1 in Warsaw (an hour or two later).
    telemetry('page.viewed', userC, v4, { route: '/app/quizy' }, `${d0}T23:30:00Z`),
    telemetry('page.viewed', userA, v1, { route: '/app' }, noon(d1)),
    telemetry('page.viewed', userA, v1, { route: '/app' }, noon(d1)),
    telemetry('tool.opened', userA, v1, { tool: 'quizzes' }, noon(d1)),
    {
      type: 'user.signedUp',
      userId: userB,
      entity: { kind: 'user', id: userB },
      payload: { method: 'email' },
      occurredAt: new Date(noon(d1)),
    },
    telemetry('page.viewed', null, v2, { route: '/' }, noon(d1)),
    telemetry('tour.completed', null, v2, { tourKey: 'home' }, noon(d1)),
    telemetry('tour.skipped', null, v2, { tourKey: 'essay' }, noon(d1)),
    // Nothing on d2.
    telemetry('page.viewed', userA, v3, { route: '/app' }, noon(d3)),
    telemetry('tool.opened', userA, v3, { tool: 'quizzes' }, noon(d3)),
    telemetry('tool.opened', userA, v3, { tool: 'chat' }, noon(d3)),
    telemetry('app.loaded', userA, v3, { ttfbMs: 100, loadMs: 1000 }, noon(d3)),
    telemetry('vital.measured', userA, v3, { name: 'LCP', value: 2000 }, noon(d3)),
    telemetry('vital.measured', userA, v3, { name: 'LCP', value: 3000 }, noon(d3)),
    // d3 late by UTC is d4 in Warsaw: after the range.
    telemetry('page.viewed', userB, v3, { route: '/app' }, `${d3}T23:15:00Z`),
    telemetry('page.viewed', userB, v3, { route: '/app' }, noon(d4)),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

describe('activityStatistics', () => {
  it('counts active users, visits and page views per Warsaw day, every day of the range', async () => {
    const range: StatisticsRange = { from: d1, to: d3 };
    const stats: ActivityStatistics = await activityStatistics(server.database, range);
    expect(stats.range).toEqual({ from: d1, to: d3 });
    expect(stats.days).toEqual([
      { day: d1, activeUsers: 3, visits: 3, pageViews: 4 },
      { day: d2, activeUsers: 0, visits: 0, pageViews: 0 },
      { day: d3, activeUsers: 1, visits: 1, pageViews: 1 },
    ]);
    expect(stats.totals).toEqual({ activeUsers: 3, visits: 4, pageViews: 5 });
  });

  it('ranks pages and tools, and counts tours seen to the end and closed early', async () => {
    const stats = await activityStatistics(server.database, { from: d1, to: d3 });
    expect(stats.pages).toEqual([
      { route: '/app', views: 3, visits: 2 },
      { route: '/', views: 1, visits: 1 },
      { route: '/app/quizy', views: 1, visits: 1 },
    ]);
    expect(stats.tools).toEqual([
      { tool: 'quizzes', opens: 2, users: 1 },
      { tool: 'chat', opens: 1, users: 1 },
    ]);
    expect(stats.tours).toEqual([
      { tourKey: 'essay', completed: 0, skipped: 1 },
      { tourKey: 'home', completed: 1, skipped: 0 },
    ]);
    expect(stats.performance).toEqual({
      appLoads: { samples: 1, ttfbMsP75: 100, loadMsP75: 1000 },
      vitals: [{ name: 'LCP', samples: 2, p75: 2750 }],
    });
  });

  it('reads an empty range as zeros', async () => {
    const stats = await activityStatistics(server.database, { from: d2, to: d2 });
    expect(stats).toMatchObject({
      totals: { activeUsers: 0, visits: 0, pageViews: 0 },
      days: [{ day: d2, activeUsers: 0, visits: 0, pageViews: 0 }],
      pages: [],
      tools: [],
      tours: [],
      performance: { appLoads: { samples: 0, ttfbMsP75: null, loadMsP75: null }, vitals: [] },
    });
  });
});
