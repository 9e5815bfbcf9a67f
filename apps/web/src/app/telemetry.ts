import type { TelemetryTool } from '@kreda/shared/telemetry';
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../gql/gql.ts';
import { apiRequest } from '../lib/api-client.ts';
import { measurePageLoad } from '../lib/page-load.ts';
import { startTelemetry, track } from '../lib/telemetry.ts';

// What the app reports of itself (ADR 037): every page shown, by the matched routes' pattern
// (`/workspace/:slug/quiz/:id`: never the address, whose ids name a pupil's things), every entry
// into a tool (the registry's routes carry the tool's telemetry name, lazy-pages.tsx), and how
// fast the first page loaded. Sent only when the server's getAppConfig says telemetry is on.

export const GET_TELEMETRY_SWITCH = graphql(`
  query getTelemetrySwitch {
    getAppConfig {
      telemetry
    }
  }
`);

/** What a route of the registry's tools carries for telemetry (`RouteObject.handle`). */
export interface ToolRouteHandle {
  tool: TelemetryTool;
}

interface MatchedRoute {
  route: { path?: string; handle?: unknown };
}

/** The part of the data router's state read here (a memory router in tests). */
interface RouterView {
  initialized: boolean;
  navigation: { state: string };
  location: { pathname: string };
  matches: readonly MatchedRoute[];
}

export interface TrackedRouter {
  readonly state: RouterView;
  subscribe(listener: (state: RouterView) => void): () => void;
}

/** The pattern of the matched routes, e.g. `/workspace/:slug/quiz/:id` or `/app/*` for a 404. */
export function routePattern(matches: readonly MatchedRoute[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/') ? route.path : `${pattern}/${route.path}`;
  }
  return pattern.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/';
}

/** The tool whose page this is (the deepest route that names one), else null. */
function toolOf(matches: readonly MatchedRoute[]): TelemetryTool | null {
  for (const { route } of [...matches].reverse()) {
    const handle = route.handle as Partial<ToolRouteHandle> | undefined;
    if (handle?.tool) return handle.tool;
  }
  return null;
}

/**
 * Reports a page view whenever a navigation settles on another path (a changed query or hash is
 * the same page), and a tool's opening when that page belongs to another tool than the last one.
 */
export function trackNavigation(router: TrackedRouter): () => void {
  let lastPath: string | null = null;
  let lastTool: TelemetryTool | null = null;
  const onState = (state: RouterView) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    if (state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    track('page.viewed', { route: routePattern(state.matches) });
    const tool = toolOf(state.matches);
    if (tool && tool !== lastTool) track('tool.opened', { tool });
    lastTool = tool;
  };
  onState(router.state);
  return router.subscribe(onState);
}

/** Asked a moment after start, so the first page's own requests go first. */
const SWITCH_DELAY_MS = 1000;

/** Starts the app's telemetry: measuring, following the router, and sending once switched on. */
export function installTelemetry(router: TrackedRouter, queryClient: QueryClient): void {
  // Before telemetry's own listener: the vitals measured when the tab is hidden go with its batch.
  measurePageLoad();
  const enabled = new Promise<void>((resolve) => setTimeout(resolve, SWITCH_DELAY_MS)).then(() =>
    queryClient.fetchQuery({
      queryKey: ['appConfig', 'telemetry'],
      queryFn: async () => (await apiRequest(GET_TELEMETRY_SWITCH)).getAppConfig.telemetry,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  startTelemetry(enabled);
  trackNavigation(router);
}
