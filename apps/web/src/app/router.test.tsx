import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { data, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../lib/session-cache.ts';
import { stopSessionRefresh } from '../lib/session-refresh.ts';
import { toasterWanted } from '../lib/toast.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../testing/render-routes.tsx';
import { NotFoundPage, RouteErrorPage } from './error-page.tsx';
import { layoutRoute } from './layouts/layout-routes.tsx';
import { createAppRoutes } from './router.tsx';
import { renderAppSignedIn } from './testing/render-app.tsx';

// Pages with live views subscribe over the socket: here it never delivers anything.
vi.mock('../lib/ws-client.ts', async () => (await import('../testing/ws-fake.ts')).quietWsClient());

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
    // The toaster is not on the first load: asked for once the first page has rendered.
    expect(toasterWanted.get()).toBe(false);
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wszystko, czego potrzebujesz do nauki' }),
    ).toBeTruthy();
    await waitFor(() => expect(toasterWanted.get()).toBe(true));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Załóż darmowe konto' })[0]?.getAttribute('href')).toBe(
      '/auth/sign-up',
    );
    // The title is set in an effect; under load it may land a tick after the content.
    await waitFor(() => expect(document.title).toBe('Kreda – Wszystko, czego potrzebujesz do nauki'));
  });

  it('renders a non-fatal 404 with the path for an unknown route', async () => {
    renderAt('/nie-ma-takiej');
    const page = await screen.findByTestId('error-page');
    expect(page.getAttribute('data-status')).toBe('404');
    expect(screen.getByText('/nie-ma-takiej')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' }).getAttribute('href')).toBe('/');
    // Still inside the layout: the header with the account links is there.
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Nie znaleziono strony – Kreda'));
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
    expect(screen.getByText('/podrecznik/999')).toBeTruthy();
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
    // The spinner is the first render; the reload is its effect, which may run a moment later.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded page (simulated by a fresh router) fails again within 10 s.
    cleanup();
    renderAt('/nowa-wersja', routes);
    expect((await screen.findByTestId('error-page')).getAttribute('data-status')).toBe('500');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('workspace routes', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  /** The app at `path` for a signed-in user whose API answers with `handlers`. */
  const workspace = {
    id: 'ws-1',
    type: 'DEFAULT',
    name: 'Funkcje',
    createdAt: '2024-03-05T10:15:00Z',
    updatedAt: '2024-03-05T10:15:00Z',
    temat: {
      id: 't1',
      przedmiot: 'mathematics',
      poziom: 'SREDNI_JEDEN',
      temat: 'Funkcje',
      podTematy: [],
      ckePoziom: null,
    },
  };

  it('/workspace is the list in the app frame, with "Przestrzenie" marked', async () => {
    renderAppSignedIn('/workspace', { getWorkspaceByUserId: () => ({ data: { getWorkspaceByUserId: [] } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoje przestrzenie' })).toBeTruthy();
    const [nav] = screen.getAllByRole('navigation', { name: 'Narzędzia' });
    const item = within(nav as HTMLElement).getByRole('link', { name: 'Przestrzenie' });
    expect(item.getAttribute('aria-current')).toBe('page');
  });

  it('/workspace/about is a page of its own, not a workspace called "about"', async () => {
    renderAppSignedIn('/workspace/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Czym są przestrzenie?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Utwórz przestrzeń' }).getAttribute('href')).toBe(
      '/workspace?nowa=1',
    );
  });

  it('/workspace/{id} opens the workspace in its own frame, back to the list from the top bar', async () => {
    const api = installFakeApi({ getWorkspaceById: () => ({ data: { getWorkspaceById: workspace } }) });
    const queryClient = testQueryClient();
    const { integrations: _i, ...me } = fakeUser();
    queryClient.setQueryData(ME_QUERY_KEY, me);
    setSessionCookie();
    renderRoutes(createAppRoutes(queryClient), '/workspace/ws-1', queryClient);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Funkcje' });
    // Word bases are enabled: their section, and the count of words due today is asked for.
    expect(screen.getAllByRole('link', { name: 'Bazy słówek' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.calls.map((call) => call.operationName)).toContain('getDueWords'));
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    const [nav] = screen.getAllByRole('navigation', { name: 'Przestrzeń' });
    const overview = within(nav as HTMLElement).getByRole('link', { name: 'Przegląd' });
    expect(overview.getAttribute('aria-current')).toBe('page');
    const back = within(screen.getByRole('banner')).getByRole('link', { name: 'Wszystkie przestrzenie' });
    expect(back.getAttribute('href')).toBe('/workspace');
    // Settings and "Wyloguj" are in reach inside a workspace too.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
    expect(
      within(screen.getByRole('banner'))
        .getByRole('link', { name: /Ustawienia konta/ })
        .getAttribute('href'),
    ).toBe('/app/settings');
  });

  it('a missing workspace is the 404 inside the workspace frame', async () => {
    renderAppSignedIn('/workspace/ws-2', {
      getWorkspaceById: () => ({
        errors: [{ message: 'Nie znaleziono przestrzeni.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono przestrzeni.' });
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('every section of a missing or foreign workspace is the same 404 as its overview, without its tools', async () => {
    const missing = () => ({
      errors: [{ message: 'Nie znaleziono przestrzeni.', extensions: { code: 'NOT_FOUND' } }],
    });
    // A section that reads its data before its first paint asks for it beside the workspace (one
    // round trip less on a phone): the server's answer to those reads is never shown.
    const sections: [string, string[]][] = [
      ['materials', []],
      ['ainote', []],
      ['ainote/new', []],
      ['playground', ['getActionSources', 'paginateConversationWorkspaceByWorkspaceId']],
      ['materials/doc-1', []],
      ['quiz', []],
      ['quiz/q-1/r-1', ['getQuizResultById', 'getQuizWorkspaceById']],
      ['solve/test-1', ['getPaginatedZadanieByRelationId', 'getTestSolverById', 'testSolverWorkspaces']],
      ['wordbase', []],
      ['wordbase/wb-1', ['getWordBaseById', 'wordBaseWords']],
      ['wordbase/wb-1/fiszki/s-1', ['getWordBaseById', 'getWordBaseSessionById']],
    ];
    for (const [section, reads] of sections) {
      cleanup();
      const api = installFakeApi({ getWorkspaceById: missing });
      const queryClient = testQueryClient();
      const { integrations: _i, ...me } = fakeUser();
      queryClient.setQueryData(ME_QUERY_KEY, me);
      setSessionCookie();
      renderRoutes(createAppRoutes(queryClient), `/workspace/ws-2/${section}`, queryClient);
      const heading = await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono przestrzeni.' });
      expect(screen.getByRole('main').contains(heading)).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();
      // The section never rendered: nothing of its own was asked but its first paint's reads.
      const asked = api.calls.map((call) => call.operationName);
      expect(asked.filter((name) => name !== 'getWorkspaceById').sort(), section).toEqual(reads);
      expect(asked.filter((name) => name === 'getWorkspaceById')).toHaveLength(1);
    }
    // One render per section: more than the default 5 s on a busy machine.
  }, 15_000);

  it('the test solver: its list under both addresses, one test in the app and inside its workspace', async () => {
    const test = {
      id: 'test-1',
      workspaceId: 'ws-1',
      title: 'Sprawdzian z funkcji',
      state: 'SOLVED',
      przedmiot: 'mathematics',
      pageCount: 1,
      taskCount: 0,
      solvedCount: 0,
      failedCount: 0,
      error: null,
      createdAt: '2024-03-05T10:15:00Z',
      updatedAt: '2024-03-05T10:15:00Z',
      polecenie: null,
      notice: null,
      tematyId: ['t1'],
      solvedDocId: null,
      userDocs: [],
    };
    const handlers: Record<string, FakeHandler> = {
      getTestSolverByWorkspaceId: () => ({ data: { getTestSolverByWorkspaceId: [test] } }),
      getTestSolverById: () => ({ data: { getTestSolverById: test } }),
      getPaginatedZadanieByRelationId: () => ({
        data: { getPaginatedZadanieByRelationId: { data: [], total: 0, page: 1, limit: 100 } },
      }),
      testSolverWorkspaces: () => ({ data: { getWorkspaceByUserId: [] } }),
      getWorkspaceById: () => ({ data: { getWorkspaceById: workspace } }),
    };
    for (const path of ['/app/solver/testy', '/app/testsolver']) {
      cleanup();
      renderAppSignedIn(path, handlers);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sprawdziany' })).toBeTruthy();
      expect(await screen.findByRole('link', { name: 'Sprawdzian z funkcji' })).toBeTruthy();
    }
    cleanup();
    renderAppSignedIn('/app/testsolver/test-1', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprawdzian z funkcji' })).toBeTruthy();
    const [nav] = screen.getAllByRole('navigation', { name: 'Narzędzia' });
    expect(
      within(nav as HTMLElement)
        .getByRole('link', { name: 'Sprawdziany' })
        .getAttribute('aria-current'),
    ).toBe('page');
    cleanup();
    renderAppSignedIn('/workspace/ws-1/solve/test-1', handlers);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sprawdzian z funkcji' });
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(screen.getAllByRole('navigation', { name: 'Przestrzeń' }).length).toBeGreaterThan(0);
  });

  it('word bases: the list, one set and its pages, in the workspace’s frame', async () => {
    const base = {
      id: 'wb-1',
      workspaceId: 'ws-1',
      name: 'Unit 3',
      description: null,
      type: 'Language',
      languageCode: 'en',
      language: { code: 'en', name: 'angielski' },
      progress: 0,
      sourcesId: null,
      wordCount: 0,
      dueCount: 0,
      newCount: 0,
      lastStudiedAt: null,
      isDeleted: false,
      state: 'INITIAL_READY',
      error: null,
      notice: null,
      createdAt: '2024-03-05T10:15:00Z',
      updatedAt: '2024-03-05T10:15:00Z',
      words: [],
    };
    const handlers: Record<string, FakeHandler> = {
      getWorkspaceById: () => ({ data: { getWorkspaceById: workspace } }),
      getWordBaseByWorkspaceId: () => ({ data: { getWordBaseByWorkspaceId: [base] } }),
      getWordBaseById: () => ({ data: { getWordBaseById: base } }),
      getWordBaseSessionByWordBaseId: () => ({ data: { getWordBaseSessionByWordBaseId: [] } }),
      wordBaseHistory: () => ({ data: { getWordBaseById: { id: 'wb-1', words: [] } } }),
    };
    renderAppSignedIn('/workspace/ws-1/wordbase', handlers);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bazy słówek' });
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(await screen.findByRole('link', { name: 'Unit 3' })).toBeTruthy();
    cleanup();
    renderAppSignedIn('/workspace/ws-1/wordbase/wb-1', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unit 3' })).toBeTruthy();
    cleanup();
    renderAppSignedIn('/workspace/ws-1/wordbase/wb-1/historia', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Historia nauki: Unit 3' })).toBeTruthy();
  });

  it('sections of a workspace that do not exist are an honest 404', async () => {
    renderAppSignedIn('/workspace/ws-1/korepetytor', {
      getWorkspaceById: () => ({ data: { getWorkspaceById: workspace } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
  });

  it('the library is public: a guest reads the textbooks and the exercise catalogue without signing in', async () => {
    installFakeApi({
      libraryExerciseCount: () => ({ data: { getcount: 66 } }),
      libraryBooks: () => ({ data: { getBooks: { data: [], total: 0, page: 1, limit: 20 } } }),
    });
    let router = renderAt('/workspace/exercise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zadania z rozwiązaniami' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/exercise');
    // In the public frame: the header offers signing in, the footer the library.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Zaloguj się' })).toBeTruthy();
    cleanup();
    router = renderAt('/podrecznikio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Podręczniki' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/podrecznikio');
  });

  it('guests are sent to sign in and back', async () => {
    // The sign-in page asks for the app config (bot check); no answer is needed here.
    installFakeApi({});
    const router = renderAt('/workspace/ws-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toBe('?redirect=%2Fworkspace%2Fws-1');
  });
});
