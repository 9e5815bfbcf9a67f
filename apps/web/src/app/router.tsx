import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageFallback } from '../components/ui/page-fallback.tsx';
import { keyInitialHistoryEntry } from '../lib/history-key.ts';
import { NotFoundPage, RouteErrorPage } from './error-page.tsx';
import { alwaysRevalidate, createGuards } from './guards.ts';
import { layoutRoute } from './layouts/layout-routes.tsx';
import { homePage, overviewPage, page, toolRoutes } from './lazy-pages.tsx';
import { RootRoute } from './root-route.tsx';
import { summariesOf } from './tool-entries.ts';

// The route table: the public and account pages, the app home and a workspace's overview, and
// under each signed-in layout of spec point 2 the tools' pages from the registry (tool-registry.tsx,
// `toolRoutes`). The guards (loaders on the layout routes) decide who may see which area; see
// guards.ts. Longer than 80 lines on purpose: it is the route table, read best as one tree.
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const guard = createGuards(queryClient);
  const notFound: RouteObject = { path: '*', Component: NotFoundPage };
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: PageFallback,
      errorElement: <RouteErrorPage standalone />,
      loader: guard.session,
      shouldRevalidate: () => false,
      children: [
        layoutRoute('frontend', [
          {
            index: true,
            loader: guard.landing,
            ...page(() => import('../features/landing/landing-page.tsx')),
          },
          { path: ROUTES.terms, ...page(() => import('../features/legal/terms-page.tsx')) },
          { path: ROUTES.privacyPolicy, ...page(() => import('../features/legal/privacy-page.tsx')) },
          // What a classmate shares by link: public, so a signed-out visitor sees it before signing in.
          {
            path: `${ROUTES.sharedItems}/:token`,
            ...page(() => import('../features/sharing/shared-page.tsx')),
          },
          // The tools' public pages (the library's catalogues, /workspace/exercise among them: a
          // static path, so it ranks above the guarded /workspace/:slug).
          ...toolRoutes('public', queryClient),
          notFound,
        ]),
        layoutRoute(
          'auth',
          [
            { path: ROUTES.signIn, ...page(() => import('../features/auth/sign-in-page.tsx')) },
            { path: ROUTES.signUp, ...page(() => import('../features/auth/sign-up-page.tsx')) },
            { path: ROUTES.sms, ...page(() => import('../features/auth/sms-page.tsx')) },
            { path: ROUTES.verify, ...page(() => import('../features/auth/verify-page.tsx')) },
            { path: ROUTES.verifySms, ...page(() => import('../features/auth/verify-sms-page.tsx')) },
            { path: ROUTES.reset, ...page(() => import('../features/auth/reset-page.tsx')) },
            { path: ROUTES.resetPassword, ...page(() => import('../features/auth/reset-password-page.tsx')) },
            { path: ROUTES.onboarding, ...page(() => import('../features/onboarding/onboarding-page.tsx')) },
          ],
          { loader: guard.auth, shouldRevalidate: alwaysRevalidate },
        ),
        layoutRoute(
          'default',
          [
            // The app home: the tools' cards and summaries, the latest workspaces, the account.
            {
              index: true,
              ...homePage(
                () => import('../features/home/home-page.tsx'),
                summariesOf('homeSummary'),
                queryClient,
              ),
            },
            ...toolRoutes('app', queryClient),
            // "Moje postępy" (issue 29): reached from the home's study card and "Twoje konto".
            { path: ROUTES.progress, ...page(() => import('../features/progress/progress-page.tsx')) },
            // Plan and payments (issue 30): reached from the settings and the account menu; what a
            // paid plan unlocks, from every "limit used up" message.
            { path: ROUTES.billing, ...page(() => import('../features/billing/billing-page.tsx')) },
            { path: ROUTES.fullAccess, ...page(() => import('../features/billing/full-access-page.tsx')) },
            // The spec's old address of the tutors' list (its "sdf" names nothing of its own): it
            // leads to the list. Static, so it ranks above the tutor's page (:tutorId).
            { path: ROUTES.aiTutorSdf, loader: () => redirect(ROUTES.aiTutors) },
            // The spec's "1settings", like its "1solver" and "1aitutor", is a first-step address of
            // a page that has its own: the account's settings.
            { path: ROUTES.app1Settings, loader: () => redirect(ROUTES.settings) },
            // Tools of later issues are not built yet: an honest 404.
            notFound,
          ],
          { path: ROUTES.app, loader: guard.protectedArea, shouldRevalidate: alwaysRevalidate },
        ),
        // Choosing a plan (spec: "chooseplan (no layout)"): signed in, without the app shell. A
        // static path, so it ranks above the default frame's /app/*.
        layoutRoute(
          'bare',
          [{ path: ROUTES.choosePlan, ...page(() => import('../features/billing/choose-plan-page.tsx')) }],
          { loader: guard.protectedArea, shouldRevalidate: alwaysRevalidate },
        ),
        // The list and the about page share the app frame; one workspace gets its own frame with
        // the workspace sections. Static paths (about) rank above the :slug of the second route.
        layoutRoute('default', [...toolRoutes('workspaces', queryClient), notFound], {
          path: ROUTES.workspaces,
          loader: guard.protectedArea,
          shouldRevalidate: alwaysRevalidate,
        }),
        layoutRoute(
          'workspace',
          [
            // The overview: the tools' notices and sections of this workspace.
            {
              index: true,
              ...overviewPage(
                () => import('../features/workspaces/workspace-page.tsx'),
                summariesOf('workspaceNotice'),
                summariesOf('workspaceSummary'),
              ),
            },
            ...toolRoutes('workspace', queryClient),
            // Sections of later issues are not built yet: an honest 404.
            notFound,
          ],
          {
            path: `${ROUTES.workspaces}/:slug`,
            loader: guard.workspace,
            shouldRevalidate: alwaysRevalidate,
          },
        ),
        // The admin pages of the tools (the registry's admin area); sections not built yet: a 404.
        layoutRoute('admin', [...toolRoutes('admin', queryClient), notFound], {
          path: ROUTES.admin,
          loader: guard.admin,
          shouldRevalidate: alwaysRevalidate,
        }),
      ],
    },
  ];
}

export function createAppRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = createAppRoutes(queryClient),
) {
  // Before the router reads the entry: scroll positions are kept per entry key.
  keyInitialHistoryEntry();
  return createBrowserRouter(routes);
}
