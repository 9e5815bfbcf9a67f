import type { TelemetryTool } from '@kreda/shared/telemetry';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, SVGProps } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

// The shape of one entry of the web's tool registry (tool-registry.tsx). Everything the app shell
// builds per tool — routes, navigation, the app home's cards and summaries, the workspace
// overview's summaries — is read from these entries.

export type NavIcon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * The frame a tool's page mounts in (spec point 2): `app` is /app (default layout), `workspaces`
 * is /workspace (default layout), `workspace` is one workspace, /workspace/:slug (its own frame),
 * `public` the public pages' frame, with no guard (readable signed out, e.g. the library),
 * `admin` is /admin (the admin frame; admins only, anyone else gets the 404 page).
 * A path is relative to the area, or absolute under it (e.g. ROUTES.essays under /app).
 */
export type ToolArea = 'app' | 'workspaces' | 'workspace' | 'public' | 'admin';

/** A lazy page module (React Router's lazy convention): its own chunk. */
export interface PageModule {
  Component: ComponentType;
}

/** A page module whose `prefetch` reads its data into the query cache before it renders. */
export interface PageWithDataModule extends PageModule {
  prefetch: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<void>;
}

/** One route of a tool; `page` is always `() => import('…')` (the build reads it: build/route-chunks.ts). */
export type ToolRoute = { area: ToolArea } & (
  | { path: string; index?: never }
  | { index: true; path?: never }
) &
  (
    | { page: () => Promise<PageModule>; withData?: false }
    /** Read before the page renders (for a workspace page, once the workspace is known to exist). */
    | { page: () => Promise<PageWithDataModule>; withData: true }
  );

/** An item of the navigation of /app and /workspace ("Narzędzia"). */
export interface AppNavEntry {
  to: string;
  label: string;
  /** Fits the 72 px slot of the mobile bottom bar; defaults to `label`. */
  shortLabel?: string;
  /** Active only on this exact path. */
  end?: boolean;
  /**
   * On a phone, in the bottom bar's "Więcej" menu instead of the bar (the bar keeps at most five
   * places, so each is wide enough to read); the desktop's side column lists every item.
   */
  more?: boolean;
}

/** An item of one workspace's navigation ("Przestrzeń"): its address from the workspace's slug. */
export interface WorkspaceNavEntry extends Omit<AppNavEntry, 'to'> {
  to: (slug: string) => string;
}

/** The tool's card among the app home's tools ("Narzędzia"), with the tool's icon and tour anchor. */
export interface HomeCardEntry {
  title: string;
  description: string;
  to: string;
}

/**
 * A summary module: a small part a tool shows on a page of the app shell (the app home, a
 * workspace's overview), loaded with that page, before it renders. It exports `Summary`, as a page
 * module exports `Component`, and may export `prefetch` to read its data with the page's.
 */
export interface SummaryModule<P = object> {
  Summary: ComponentType<P>;
  prefetch?: (queryClient: QueryClient) => Promise<void>;
}

export interface WorkspaceSummaryProps {
  workspaceId: string;
}

/** Where the app shell shows tools' summaries: each is a field of a registry entry. */
export interface ToolSummaries {
  /** On the app home, above the latest workspaces (e.g. "Do powtórki dziś"). */
  homeSummary?: () => Promise<SummaryModule>;
  /** On a workspace's overview, under its title (e.g. the words due there today). */
  workspaceNotice?: () => Promise<SummaryModule<WorkspaceSummaryProps>>;
  /** On a workspace's overview, a section of its own (e.g. the workspace's quizzes). */
  workspaceSummary?: () => Promise<SummaryModule<WorkspaceSummaryProps>>;
}

export type SummarySlot = keyof ToolSummaries;

interface ToolBase extends ToolSummaries {
  /**
   * The id of the tool's descriptor in ENABLED_TOOLS (@kreda/shared/tools: the landing page, the
   * terms, /workspace/about and the usage limits). Its routes exist once it is built; its entry
   * points (navigation, home card, summaries) show only while that descriptor is enabled.
   */
  id: string;
  /** The tool's name in telemetry events (@kreda/shared/telemetry): stable, never shown, never renamed. */
  telemetry: TelemetryTool;
  /** The guided tours' anchor (`data-tour`) of the tool's entry point on the app home (spec point 2). */
  tour: string;
  routes: readonly ToolRoute[];
}

/** A tool with entry points draws its icon beside them. */
interface ToolWithEntries extends ToolBase {
  icon: NavIcon;
  appNav?: AppNavEntry;
  workspaceNav?: WorkspaceNavEntry;
  homeCard?: HomeCardEntry;
}

/** A tool reached from elsewhere (the account menu, links), without entry points of its own. */
interface ToolWithoutEntries extends ToolBase {
  icon?: undefined;
  appNav?: undefined;
  workspaceNav?: undefined;
  homeCard?: undefined;
}

export type WebTool = ToolWithEntries | ToolWithoutEntries;
