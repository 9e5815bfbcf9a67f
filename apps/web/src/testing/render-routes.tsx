import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client.ts';

/**
 * The app's query client (app/query-client.ts: how long data stays fresh, when it is read again)
 * without retries (a test answers each request once).
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
    mutations: { retry: false, networkMode: 'always' },
  });
  return client;
}

/** Renders `routes` at `path` in a memory router, with the query client the app provides. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
