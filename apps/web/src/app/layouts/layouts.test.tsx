import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFallback } from '../../components/ui/page-fallback.tsx';
import { installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { type LayoutName, layoutRoute } from './layout-routes.tsx';

function renderLayout(layout: LayoutName, path: string, routePath: string) {
  renderRoutes([layoutRoute(layout, [{ path: routePath, element: <h1>Treść strony</h1> }])], path);
}

function Broken(): never {
  throw new Error('awaria');
}

async function expectOutletInMain() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Treść strony' });
  expect(screen.getByRole('main').contains(heading)).toBe(true);
  expect(screen.getByRole('main').id).toBe('tresc');
  expect(screen.getByRole('link', { name: 'Przejdź do treści' }).getAttribute('href')).toBe('#tresc');
}

describe('layouts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('frontend: header with account links, main, footer with legal links', async () => {
    renderLayout('frontend', '/strona', '/strona');
    await expectOutletInMain();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe(
      '/auth/sign-in',
    );
    expect(within(header).getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe(
      '/auth/sign-up',
    );
    expect(within(header).getByRole('link', { name: 'Kreda' }).getAttribute('href')).toBe('/');
    const footer = screen.getByRole('contentinfo');
    // The public library is findable from every public page.
    const library = within(footer).getByRole('navigation', { name: 'Biblioteka' });
    expect(within(library).getByRole('link', { name: 'Podręczniki' }).getAttribute('href')).toBe(
      '/podrecznikio',
    );
    expect(within(library).getByRole('link', { name: 'Zadania z rozwiązaniami' }).getAttribute('href')).toBe(
      '/workspace/exercise',
    );
    expect(within(footer).getByRole('link', { name: 'Regulamin' }).getAttribute('href')).toBe('/regulamin');
    expect(within(footer).getByRole('link', { name: 'Polityka prywatności' }).getAttribute('href')).toBe(
      '/polityka-prywatnosci',
    );
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Kreda`)).toBeTruthy();
  });

  it('auth: logo header, main card, footer', async () => {
    renderLayout('auth', '/auth/sign-in', '/auth/sign-in');
    await expectOutletInMain();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('auth: its top bar is the first page’s placeholder’s, so the word mark stays where it was painted', async () => {
    renderLayout('auth', '/auth/sign-in', '/auth/sign-in');
    await expectOutletInMain();
    const bar = (header: Element | null) => [header?.className, header?.firstElementChild?.className];
    const placeholder = document.createElement('div');
    placeholder.innerHTML = renderToStaticMarkup(<PageFallback />);
    expect(bar(screen.getByRole('banner'))).toEqual(bar(placeholder.querySelector('header')));
  });

  it('default: top bar and only the tools that exist, the current one marked', async () => {
    renderLayout('default', '/app', '/app');
    await expectOutletInMain();
    expect(screen.getByRole('banner')).toBeTruthy();
    // Two destinations: the side column on wide screens (every tool) and the bottom bar on phones
    // (at most five places: the rest under "Więcej").
    const [side, bar] = screen.getAllByRole('navigation', { name: 'Narzędzia' }) as HTMLElement[];
    const hrefs = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    const tools = [
      ['Start', '/app'],
      ['Przestrzenie', '/workspace'],
      ['Czat', '/app/solver'],
      ['Quizy', '/app/quizy'],
      ['Rozprawki', '/app/solver/rozprawki'],
      ['Sprawdziany', '/app/testsolver'],
      ['Korepetytor AI', '/app/aitutor'],
      ['Słówka', '/app/slowka'],
      ['Podręczniki', '/podrecznikio'],
    ];
    expect(hrefs(side as HTMLElement)).toEqual(tools);
    expect(hrefs(bar as HTMLElement)).toEqual([
      ['Start', '/app'],
      ['Przestrzenie', '/workspace'],
      ['Czat', '/app/solver'],
      ['Słówka', '/app/slowka'],
    ]);
    for (const nav of [side, bar] as HTMLElement[]) {
      expect(within(nav).getByRole('link', { name: 'Start' }).getAttribute('aria-current')).toBe('page');
    }
    const more = within(bar as HTMLElement).getByRole('button', { name: 'Więcej' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('workspace: the overview, chat, materials and notes of the workspace from the slug; sections not built yet are hidden', async () => {
    // The frame asks whether the workspace exists (see WorkspaceGate); here it does.
    installFakeApi({ getWorkspaceById: () => ({ data: { getWorkspaceById: null } }) });
    renderLayout('workspace', '/workspace/ws-1', '/workspace/:slug');
    await expectOutletInMain();
    const [side] = screen.getAllByRole('navigation', { name: 'Przestrzeń' });
    if (!side) throw new Error('expected the workspace navigation');
    const overview = within(side).getByRole('link', { name: 'Przegląd' });
    expect(overview.getAttribute('href')).toBe('/workspace/ws-1');
    expect(overview.getAttribute('aria-current')).toBe('page');
    expect(within(side).getByRole('link', { name: 'Materiały' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials',
    );
    expect(within(side).getByRole('link', { name: 'Notatki' }).getAttribute('href')).toBe(
      '/workspace/ws-1/ainote',
    );
    expect(within(side).getByRole('link', { name: 'Czat' }).getAttribute('href')).toBe(
      '/workspace/ws-1/playground',
    );
    expect(within(side).getByRole('link', { name: 'Quizy' }).getAttribute('href')).toBe(
      '/workspace/ws-1/quiz',
    );
    // The phone's bar keeps five places: notes and quizzes wait under "Więcej".
    const bar = screen.getAllByRole('navigation', { name: 'Przestrzeń' })[1] as HTMLElement;
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Przegląd', 'Czat', 'Materiały', 'Słówka']);
    expect(within(bar).getByRole('button', { name: 'Więcej' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wszystkie przestrzenie' }).getAttribute('href')).toBe(
      '/workspace',
    );
  });

  it('admin: header and the admin navigation', async () => {
    renderLayout('admin', '/admin/users', '/admin/users');
    await expectOutletInMain();
    expect(screen.getByRole('banner')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Panel administratora' });
    expect(within(nav).getByRole('link', { name: 'Użytkownicy' }).getAttribute('aria-current')).toBe('page');
  });

  it('task: a back button that leaves to the app when the tab opened on the task', async () => {
    renderRoutes(
      [
        layoutRoute('task', [{ path: '/app/quiz', element: <h1>Treść strony</h1> }]),
        { path: '/app', element: <p>Start aplikacji</p> },
      ],
      '/app/quiz',
    );
    await expectOutletInMain();
    screen.getByRole('button', { name: 'Wróć' }).click();
    expect(await screen.findByText('Start aplikacji')).toBeTruthy();
  });

  it('an error in a child page renders inside the layout', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      renderRoutes([layoutRoute('default', [{ path: '/app', Component: Broken }])], '/app');
      const page = await screen.findByTestId('error-page');
      expect(screen.getByRole('main').contains(page)).toBe(true);
      expect(screen.getAllByRole('navigation', { name: 'Narzędzia' }).length).toBeGreaterThan(0);
    } finally {
      console.error = original;
    }
  });
});
