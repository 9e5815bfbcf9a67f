import { cleanup, screen } from '@testing-library/react';
import { data, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testQueryClient } from '../testing/render-routes.tsx';
import { NotFoundPage, RouteErrorPage } from './error-page.tsx';
import { layoutRoute } from './layouts/layout-routes.tsx';
import { createAppRoutes } from './router.tsx';

function renderAt(path: string, routes?: RouteObject[]) {
  const queryClient = testQueryClient();
  return renderRoutes(routes ?? createAppRoutes(queryClient), path, queryClient).router;
}

function Broken(): never {
  throw new Error('boom');
}

/** What import() of a chunk deleted by a new deployment does. */
const loadMissingChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));

function Empty() {
  return null;
}

/** A route tree like the app's, with extra pages that fail in the ways the error page handles. */
function routesWith(children: RouteObject[]): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage standalone />,
      children: [layoutRoute('frontend', [...children, { path: '*', Component: NotFoundPage }])],
    },
  ];
}

describe('app router', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the landing page with its heading inside the public layout', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wszystko, czego potrzebujesz do nauki' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Załóż darmowe konto' })[0]?.getAttribute('href')).toBe(
      '/auth/sign-up',
    );
    expect(document.title).toBe('Kreda – Wszystko, czego potrzebujesz do nauki');
  });

  it('renders a non-fatal 404 with the path for an unknown route', async () => {
    renderAt('/nie-ma-takiej');
    const page = await screen.findByTestId('error-page');
    expect(page.getAttribute('data-status')).toBe('404');
    expect(screen.getByText('Page not found: /nie-ma-takiej')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' }).getAttribute('href')).toBe('/');
    // Still inside the layout: the header with the account links is there.
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toBeTruthy();
    expect(document.title).toBe('Nie znaleziono strony – Kreda');
  });

  it('renders the 500 variant inside the layout when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/zepsute', routesWith([{ path: '/zepsute', Component: Broken }]));
    const page = await screen.findByTestId('error-page');
    expect(page.getAttribute('data-status')).toBe('500');
    expect(screen.getByRole('heading', { level: 1, name: 'Coś poszło nie tak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText(/boom/)).toBeNull();
  });

  it('keeps the status of a thrown response and maps a guard 404 to the not-found variant', async () => {
    renderAt(
      '/tylko-admin',
      routesWith([
        {
          path: '/tylko-admin',
          loader: () => {
            throw data(null, { status: 403 });
          },
          Component: Empty,
        },
      ]),
    );
    expect((await screen.findByTestId('error-page')).getAttribute('data-status')).toBe('403');
  });

  it('shows the not-found variant when a loader throws 404', async () => {
    renderAt(
      '/podrecznik/999',
      routesWith([
        {
          path: '/podrecznik/:id',
          loader: () => {
            throw data(null, { status: 404 });
          },
          Component: Empty,
        },
      ]),
    );
    await screen.findByTestId('error-page');
    expect(screen.getByText('Page not found: /podrecznik/999')).toBeTruthy();
  });

  it('reloads once for a missing chunk and shows the error page when it fails again', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const routes = routesWith([
      {
        path: '/nowa-wersja',
        lazy: {
          Component: loadMissingChunk,
        },
      },
    ]);

    renderAt('/nowa-wersja', routes);
    expect(await screen.findByText('Wczytywanie nowej wersji Kredy…')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page (simulated by a fresh router) fails again within 10 s.
    cleanup();
    renderAt('/nowa-wersja', routes);
    expect((await screen.findByTestId('error-page')).getAttribute('data-status')).toBe('500');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
