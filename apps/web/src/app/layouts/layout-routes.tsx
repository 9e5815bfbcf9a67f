import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageFallback } from '../../components/ui/page-fallback.tsx';
import { RouteErrorPage } from '../error-page.tsx';
import { FrontendLayout } from './frontend-layout.tsx';

export type LayoutName = 'frontend' | 'auth' | 'default' | 'workspace' | 'admin' | 'task' | 'bare';

type LayoutLoader = () => Promise<ComponentType>;

// The public layout ships with the entry (landing, legal pages and the 404 need it at once);
// the signed-in frames are separate chunks so visitors of the landing page never download them.
const lazyLayouts: Record<Exclude<LayoutName, 'frontend'>, LayoutLoader> = {
  auth: () => import('./auth-layout.tsx').then((m) => m.AuthLayout),
  default: () => import('./default-layout.tsx').then((m) => m.DefaultLayout),
  workspace: () => import('./workspace-layout.tsx').then((m) => m.WorkspaceLayout),
  admin: () => import('./admin-layout.tsx').then((m) => m.AdminLayout),
  task: () => import('./task-layout.tsx').then((m) => m.TaskLayout),
  bare: () => import('./bare-layout.tsx').then((m) => m.BareLayout),
};

export interface LayoutRouteOptions
  extends Pick<RouteObject, 'id' | 'loader' | 'handle' | 'shouldRevalidate'> {
  /** Path prefix shared by the children (e.g. "/app"); leave out for a pathless layout. */
  path?: string;
}

/**
 * Mounts child routes under one of the layouts of spec point 2. A child that throws renders the
 * error page inside the layout's <main>, so header and navigation stay usable.
 *
 * @example layoutRoute('default', [{ path: ROUTES.essays, lazy: { Component: ... } }], { loader: requireUser })
 */
export function layoutRoute(
  layout: LayoutName,
  children: RouteObject[],
  options: LayoutRouteOptions = {},
): RouteObject {
  const route: RouteObject = {
    ...options,
    children: [{ errorElement: <RouteErrorPage />, children }],
  };
  if (layout === 'frontend') route.Component = FrontendLayout;
  else {
    route.lazy = { Component: lazyLayouts[layout] };
    route.HydrateFallback = PageFallback;
  }
  return route;
}
