import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { HomeTool } from '../features/home/home-page.tsx';
import { hasSessionCookie } from '../lib/session-cookie.ts';
import type { ToolRouteHandle } from './telemetry.ts';
import { homeTools, prefetchSummaries } from './tool-entries.ts';
import { WEB_TOOLS } from './tool-registry.tsx';
import type {
  PageModule,
  PageWithDataModule,
  SummaryModule,
  ToolArea,
  WorkspaceSummaryProps,
} from './tool-types.ts';

// How router.tsx turns modules into lazy routes: every page is its own chunk, loaded when its
// route is first matched. build/route-chunks.ts reads the same calls to list each route's chunks.

/** A lazy page: its module exports `Component` (React Router lazy convention) and is its own chunk. */
export function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: { Component: async () => (await load()).Component } };
}

/**
 * A lazy signed-in page whose module also exports `prefetch`: the route's loader reads the page's
 * data into the query cache, so the page renders once, complete (no boxes growing as their data
 * arrives). It runs beside the guards (without a session there is nothing to read), a workspace
 * page's reads beside its workspace's, not after it: on a phone one more round trip before the
 * first paint costs more than reads asked in vain when the workspace turns out missing (the
 * server answers those with its own "not found", never shown: the frame shows the missing
 * workspace instead).
 */
export function pageWithData(
  load: () => Promise<PageWithDataModule>,
  queryClient: QueryClient,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      Component: async () => (await load()).Component,
      loader: async () => {
        const { prefetch } = await load();
        return async (args: LoaderFunctionArgs) => {
          if (hasSessionCookie()) await prefetch(queryClient, args);
          return null;
        };
      },
    },
  };
}

/**
 * The registry's routes of one area (tool-registry.tsx), in its order: every built tool's pages,
 * whether or not its entry points show yet. A pupil's page names its tool for telemetry
 * (app/telemetry.ts); the admin's pages do not.
 */
export function toolRoutes(area: ToolArea, queryClient: QueryClient): RouteObject[] {
  return WEB_TOOLS.flatMap((tool) => tool.routes.map((route) => ({ tool, route })))
    .filter(({ route }) => route.area === area)
    .map(({ tool, route }) => ({
      ...(route.index ? { index: true as const } : { path: route.path }),
      ...(route.withData ? pageWithData(route.page, queryClient) : page(route.page)),
      ...(area === 'admin' ? {} : { handle: { tool: tool.telemetry } satisfies ToolRouteHandle }),
    }));
}

/** A page component with fixed props (what the route loaded for it), as a route's Component. */
function withProps<P extends object>(Page: ComponentType<P>, props: P): ComponentType {
  return function PageWithProps() {
    return <Page {...props} />;
  };
}

type Summaries<P = object> = () => Promise<(SummaryModule<P> & { tool: string })[]>;

/** What a page gets of each summary: its component, keyed by its tool. */
interface ToolPart<P = object> {
  tool: string;
  Summary: ComponentType<P>;
}

const partsOf = <P,>(modules: readonly (SummaryModule<P> & { tool: string })[]): ToolPart<P>[] =>
  modules.map(({ tool, Summary }) => ({ tool, Summary }));

interface HomeModule extends Pick<PageWithDataModule, 'prefetch'> {
  Component: ComponentType<{ tools: readonly HomeTool[]; summaries: readonly ToolPart[] }>;
}

/**
 * The app home: its page with the enabled tools' cards and home summaries (loaded with it); its
 * loader reads the page's lists and the summaries' data before the first paint.
 */
export function homePage(
  load: () => Promise<HomeModule>,
  summaries: Summaries,
  queryClient: QueryClient,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      Component: async () => {
        const [{ Component }, parts] = await Promise.all([load(), summaries()]);
        return withProps(Component, { tools: homeTools(), summaries: partsOf(parts) });
      },
      loader: async () => {
        const [{ prefetch }, parts] = await Promise.all([load(), summaries()]);
        return async (args: LoaderFunctionArgs) => {
          if (hasSessionCookie())
            await Promise.all([prefetch(queryClient, args), prefetchSummaries(parts, queryClient)]);
          return null;
        };
      },
    },
  };
}

interface OverviewModule {
  Component: ComponentType<{
    notices: readonly ToolPart<WorkspaceSummaryProps>[];
    summaries: readonly ToolPart<WorkspaceSummaryProps>[];
  }>;
}

/** A workspace's overview: its page with the enabled tools' notices and sections, loaded with it. */
export function overviewPage(
  load: () => Promise<OverviewModule>,
  notices: Summaries<WorkspaceSummaryProps>,
  sections: Summaries<WorkspaceSummaryProps>,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      Component: async () => {
        const [{ Component }, top, rest] = await Promise.all([load(), notices(), sections()]);
        return withProps(Component, { notices: partsOf(top), summaries: partsOf(rest) });
      },
    },
  };
}
