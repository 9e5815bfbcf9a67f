import type { QueryClient } from '@tanstack/react-query';
import type { HomeTool } from '../features/home/home-page.tsx';
import { isToolEnabled } from '../lib/enabled-tools.ts';
import type { ToolNavItem } from './layouts/tool-nav.tsx';
import { WEB_TOOLS } from './tool-registry.tsx';
import type { SummaryModule, SummarySlot, ToolSummaries, WebTool } from './tool-types.ts';

// What the app shell shows of the tools (tool-registry.tsx): only tools whose descriptor is in
// ENABLED_TOOLS have entry points, so nothing leads to a tool Kreda does not offer yet. Read at
// call time, so a test that adds a tool (or a descriptor) sees it everywhere.

/** The registry's tools that are switched on, in its order. */
export function enabledTools(tools: readonly WebTool[] = WEB_TOOLS): WebTool[] {
  return tools.filter((tool) => isToolEnabled(tool.id));
}

/** The tools' items of the /app and /workspace navigation ("Narzędzia"), after "Start". */
export function appNavItems(): ToolNavItem[] {
  return enabledTools().flatMap((tool) => (tool.appNav ? [{ ...tool.appNav, icon: tool.icon }] : []));
}

/** The sections of one workspace (its navigation, "Przestrzeń"); `slug` is the workspace id. */
export function workspaceNavItems(slug: string): ToolNavItem[] {
  return enabledTools().flatMap((tool) =>
    tool.workspaceNav ? [{ ...tool.workspaceNav, to: tool.workspaceNav.to(slug), icon: tool.icon }] : [],
  );
}

/** The app home's tool cards. */
export function homeTools(): HomeTool[] {
  return enabledTools().flatMap((tool) =>
    tool.homeCard ? [{ ...tool.homeCard, icon: tool.icon, anchor: tool.tour }] : [],
  );
}

type Loaded<S extends SummarySlot> = Awaited<ReturnType<NonNullable<ToolSummaries[S]>>>;

/** A summary module with the id of the tool it belongs to (a stable React key). */
export type LoadedSummary<S extends SummarySlot> = Loaded<S> & { tool: string };

/**
 * The enabled tools' summaries for one place of the app shell (a field of the registry's
 * entries), as a loader of their modules, in the registry's order. A page's route calls the loader
 * with the page's own lazy loading, so the page renders once, whole. The build lists these
 * modules with the page's chunks: build/route-chunks.ts reads `summariesOf('…')` in router.tsx.
 */
export function summariesOf<S extends SummarySlot>(slot: S): () => Promise<LoadedSummary<S>[]> {
  return () =>
    Promise.all(
      enabledTools().flatMap((tool) => {
        const load = tool[slot] as (() => Promise<Loaded<S>>) | undefined;
        return load ? [load().then((module) => ({ ...module, tool: tool.id }))] : [];
      }),
    );
}

/** Reads the summaries' data (their `prefetch`) into the query cache. */
export async function prefetchSummaries(
  modules: readonly Pick<SummaryModule, 'prefetch'>[],
  queryClient: QueryClient,
): Promise<void> {
  await Promise.all(modules.map((module) => module.prefetch?.(queryClient)));
}
