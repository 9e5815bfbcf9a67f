import { ROUTES } from '@kreda/shared/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '../components/ui/page-fallback.tsx';
import { NotFoundPage, RouteErrorPage } from './error-page.tsx';
import { layoutRoute } from './layouts/layout-routes.tsx';
import { RootRoute } from './root-route.tsx';

// Each page is its own chunk; a page module exports `Component` (React Router lazy convention).
// Features add their routes here as they arrive, under the layout of spec point 2 they belong to.
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: PageFallback,
    errorElement: <RouteErrorPage standalone />,
    children: [
      layoutRoute('frontend', [
        {
          index: true,
          lazy: { Component: async () => (await import('../features/landing/landing-page.tsx')).Component },
        },
        {
          path: ROUTES.terms,
          lazy: { Component: async () => (await import('../features/legal/terms-page.tsx')).Component },
        },
        {
          path: ROUTES.privacyPolicy,
          lazy: { Component: async () => (await import('../features/legal/privacy-page.tsx')).Component },
        },
        { path: '*', Component: NotFoundPage },
      ]),
    ],
  },
];

export function createAppRouter(routes: RouteObject[] = appRoutes) {
  return createBrowserRouter(routes);
}
