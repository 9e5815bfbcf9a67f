import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageFallback } from '../components/ui/page-fallback.tsx';
import { keyInitialHistoryEntry } from '../lib/history-key.ts';
import { hasSessionCookie } from '../lib/session-cookie.ts';
import { NotFoundPage, RouteErrorPage } from './error-page.tsx';
import { alwaysRevalidate, createGuards } from './guards.ts';
import { layoutRoute } from './layouts/layout-routes.tsx';
import { RootRoute } from './root-route.tsx';

/** A lazy page: its module exports `Component` (React Router lazy convention) and is its own chunk. */
function page(load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: { Component: async () => (await load()).Component } };
}

/**
 * A lazy signed-in page whose module also exports `prefetch`: the route's loader reads the page's
 * data into the query cache, so the page renders once, complete (no boxes growing as their data
 * arrives). It runs beside the guards: without a session there is nothing to read, and `ready`
 * (a workspace page's workspace exists) must hold first, so a page that will not render asks the
 * API nothing of its own.
 */
function pageWithData(
  load: () => Promise<{
    Component: ComponentType;
    prefetch: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<void>;
  }>,
  queryClient: QueryClient,
  ready: (args: LoaderFunctionArgs) => Promise<boolean> = async () => true,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      Component: async () => (await load()).Component,
      loader: async () => {
        const { prefetch } = await load();
        return async (args: LoaderFunctionArgs) => {
          if (hasSessionCookie() && (await ready(args))) await prefetch(queryClient, args);
          return null;
        };
      },
    },
  };
}

// Features add their routes here as they arrive, under the layout of spec point 2 they belong to.
// The guards (loaders on the layout routes) decide who may see which area; see guards.ts.
// Longer than 80 lines on purpose: it is the route table, read best as one tree.
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
            { index: true, ...pageWithData(() => import('../features/home/home-page.tsx'), queryClient) },
            { path: ROUTES.settings, ...page(() => import('../features/settings/settings-page.tsx')) },
            // The task solver: one page under its three addresses of spec point 2.
            { path: ROUTES.solver, ...page(() => import('../features/chat/solver-page.tsx')) },
            { path: ROUTES.app1Solver, ...page(() => import('../features/chat/solver-page.tsx')) },
            { path: ROUTES.oldSolver, ...page(() => import('../features/chat/solver-page.tsx')) },
            // The essay tool: the list with its two forms, one essay, one review.
            { path: ROUTES.essays, ...page(() => import('../features/essays/essays-page.tsx')) },
            {
              path: `${ROUTES.essays}/rozprawka/:id`,
              ...page(() => import('../features/essays/essay-page.tsx')),
            },
            {
              path: `${ROUTES.essays}/rozprawka-review/:id`,
              ...page(() => import('../features/essays/review-page.tsx')),
            },
            // The test solver: the list with its form under two addresses, and one test.
            { path: ROUTES.solverTests, ...page(() => import('../features/testsolver/tests-page.tsx')) },
            { path: ROUTES.testSolvers, ...page(() => import('../features/testsolver/tests-page.tsx')) },
            {
              path: `${ROUTES.testSolvers}/:id`,
              ...page(() => import('./routes/test-page.tsx')),
            },
            // Tools of later issues (the AI tutor…) are not built yet: an honest 404.
            notFound,
          ],
          { path: ROUTES.app, loader: guard.protectedArea, shouldRevalidate: alwaysRevalidate },
        ),
        // The list and the about page share the app frame; one workspace gets its own frame with
        // the workspace sections. Static paths (about) rank above the :slug of the second route.
        layoutRoute(
          'default',
          [
            { index: true, ...page(() => import('../features/workspaces/workspaces-page.tsx')) },
            { path: ROUTES.workspaceAbout, ...page(() => import('../features/workspaces/about-page.tsx')) },
            { path: ROUTES.workspaceUsage, ...page(() => import('../features/usage/usage-page.tsx')) },
            notFound,
          ],
          { path: ROUTES.workspaces, loader: guard.protectedArea, shouldRevalidate: alwaysRevalidate },
        ),
        layoutRoute(
          'workspace',
          [
            { index: true, ...page(() => import('../features/workspaces/workspace-page.tsx')) },
            { path: 'materials', ...page(() => import('../features/materials/materials-page.tsx')) },
            { path: 'materials/:id', ...page(() => import('../features/materials/material-page.tsx')) },
            { path: 'ainote', ...page(() => import('../features/notes/notes-page.tsx')) },
            // `ainote/new` is this route too: the page opens an empty editor for it.
            { path: 'ainote/:id', ...page(() => import('../features/notes/note-page.tsx')) },
            {
              path: 'playground',
              ...pageWithData(
                () => import('../features/chat/playground-page.tsx'),
                queryClient,
                guard.workspaceFound,
              ),
            },
            { path: 'quiz', ...page(() => import('../features/quizzes/quizzes-page.tsx')) },
            // One quiz; a second segment is one attempt of it (in progress, or its result).
            { path: 'quiz/:id/:resultId?', ...page(() => import('../features/quizzes/quiz-page.tsx')) },
            // A test of this workspace: the test solver's page in the workspace's frame (with the
            // quiz tool's practice quiz: app/routes/test-page.tsx).
            { path: 'solve/:id', ...page(() => import('./routes/test-page.tsx')) },
            // Word bases: the list with its form, one set, and under the set its study and history pages.
            { path: 'wordbase', ...page(() => import('../features/wordbases/wordbases-page.tsx')) },
            { path: 'wordbase/:id', ...page(() => import('../features/wordbases/wordbase-page.tsx')) },
            {
              path: 'wordbase/:id/fiszki/:sessionId',
              ...page(() => import('../features/wordbases/flashcards-page.tsx')),
            },
            {
              path: 'wordbase/:id/cwiczenia/:sessionId',
              ...page(() => import('../features/wordbases/exercises-page.tsx')),
            },
            {
              path: 'wordbase/:id/historia',
              ...page(() => import('../features/wordbases/history-page.tsx')),
            },
            // Sections of later issues are not built yet: an honest 404.
            notFound,
          ],
          {
            path: `${ROUTES.workspaces}/:slug`,
            loader: guard.workspace,
            shouldRevalidate: alwaysRevalidate,
          },
        ),
        layoutRoute('admin', [notFound], {
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
