import type { TelemetryBatch } from '@kreda/shared/telemetry';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTelemetry } from '../lib/telemetry.ts';
import { testQueryClient } from '../testing/render-routes.tsx';
import { toolRoutes } from './lazy-pages.tsx';
import { routePattern, trackNavigation } from './telemetry.ts';
import { WEB_TOOLS } from './tool-registry.tsx';

// Page views and tool opens from the router: by the matched routes' pattern, never the address.
// What would leave the browser is read at its edge, the beacon sent when the tab is hidden.

const Page = () => null;
const routes: RouteObject[] = [
  { index: true, Component: Page },
  {
    path: '/workspace/:slug',
    children: [
      { index: true, Component: Page },
      { path: 'quiz/:id/:resultId?', handle: { tool: 'quizzes' }, Component: Page },
      { path: 'wordbase/:id', handle: { tool: 'word_bases' }, Component: Page },
    ],
  },
  {
    path: '/app',
    children: [
      { index: true, Component: Page },
      { path: '/app/quizy', handle: { tool: 'quizzes' }, Component: Page },
      { path: '*', Component: Page },
    ],
  },
];

let sent: TelemetryBatch[];
let stopTelemetry: () => void;

beforeEach(() => {
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, blob: Blob) => {
      void blob.text().then((text) => sent.push(JSON.parse(text)));
      return true;
    },
  });
  stopTelemetry = startTelemetry(Promise.resolve(true));
});
afterEach(() => {
  stopTelemetry();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

async function sentEvents() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent.flatMap((batch) => batch.events.map(({ name, props }) => ({ name, ...props })));
}

describe('trackNavigation', () => {
  it('reports each page by its pattern and each entry into a tool, never an id', async () => {
    const workspace = '4b1f9c2e-8d7a-4c3b-9e21-0f5a6b7c8d9e';
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await Promise.resolve();
    const stop = trackNavigation(router);
    await router.navigate(`/workspace/${workspace}/quiz/q-17`);
    await router.navigate(`/workspace/${workspace}/quiz/q-17/r-2`);
    // The same page with another query is not another view.
    await router.navigate(`/workspace/${workspace}/quiz/q-17/r-2?t=12`);
    await router.navigate('/app/quizy');
    await router.navigate(`/workspace/${workspace}/wordbase/w-1`);
    await router.navigate('/app/nie-ma-takiej-strony');
    await router.navigate(`/workspace/${workspace}`);
    stop();

    const events = await sentEvents();
    expect(events).toEqual([
      { name: 'page.viewed', route: '/' },
      { name: 'page.viewed', route: '/workspace/:slug/quiz/:id/:resultId?' },
      { name: 'tool.opened', tool: 'quizzes' },
      { name: 'page.viewed', route: '/workspace/:slug/quiz/:id/:resultId?' },
      // Still the quizzes: another page of the same tool opens nothing.
      { name: 'page.viewed', route: '/app/quizy' },
      { name: 'page.viewed', route: '/workspace/:slug/wordbase/:id' },
      { name: 'tool.opened', tool: 'word_bases' },
      { name: 'page.viewed', route: '/app/*' },
      { name: 'page.viewed', route: '/workspace/:slug' },
    ]);
    expect(JSON.stringify(sent)).not.toMatch(new RegExp(`${workspace}|q-17|r-2|w-1|nie-ma`));
  });
});

describe('routePattern', () => {
  it('joins relative paths, takes absolute ones, and skips layouts and index routes', () => {
    const matches = (...paths: (string | undefined)[]) => paths.map((path) => ({ route: { path } }));
    expect(routePattern(matches(undefined, undefined))).toBe('/');
    expect(routePattern(matches(undefined, '/app', '/app/solver/rozprawki'))).toBe('/app/solver/rozprawki');
    expect(routePattern(matches(undefined, '/workspace/:slug', undefined, 'materials/:id'))).toBe(
      '/workspace/:slug/materials/:id',
    );
  });
});

describe("the registry's routes", () => {
  it("carry their tool's telemetry name on a pupil's pages, and none on the admin's", () => {
    const queryClient = testQueryClient();
    const handles = (area: Parameters<typeof toolRoutes>[0]) =>
      toolRoutes(area, queryClient).map((route) => (route.handle as { tool?: string } | undefined)?.tool);
    const names = new Set(WEB_TOOLS.map((tool) => tool.telemetry));
    for (const area of ['app', 'workspaces', 'workspace', 'public'] as const) {
      for (const tool of handles(area)) expect(names.has(tool as never), `${area}: ${tool}`).toBe(true);
    }
    expect(handles('workspace')).toContain('quizzes');
    expect(handles('admin').every((tool) => tool === undefined)).toBe(true);
  });
});
