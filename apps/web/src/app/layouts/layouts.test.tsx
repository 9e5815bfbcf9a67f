import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type LayoutName, layoutRoute } from './layout-routes.tsx';

function renderLayout(layout: LayoutName, path: string, routePath: string) {
  const router = createMemoryRouter(
    [layoutRoute(layout, [{ path: routePath, element: <h1>Treść strony</h1> }])],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
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

  it('default: top bar and the tool navigation with the current tool marked', async () => {
    renderLayout('default', '/app/solver/rozprawki', '/app/solver/rozprawki');
    await expectOutletInMain();
    expect(screen.getByRole('banner')).toBeTruthy();
    const [side, bottom] = screen.getAllByRole('navigation', { name: 'Narzędzia' });
    if (!side || !bottom) throw new Error('expected a side and a bottom navigation');
    for (const name of ['Czat', 'Korepetytor AI', 'Rozprawki', 'Rozwiązywanie testów', 'Przestrzenie']) {
      expect(within(side).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(bottom).getAllByRole('link')).toHaveLength(5);
    expect(within(side).getByRole('link', { name: 'Rozprawki' }).getAttribute('aria-current')).toBe('page');
    expect(within(side).getByRole('link', { name: 'Czat' }).getAttribute('aria-current')).toBeNull();
  });

  it('workspace: sections of the workspace from the slug', async () => {
    renderLayout('workspace', '/workspace/ws-1/quiz', '/workspace/:slug/quiz');
    await expectOutletInMain();
    const [side] = screen.getAllByRole('navigation', { name: 'Przestrzeń' });
    if (!side) throw new Error('expected the workspace navigation');
    expect(within(side).getByRole('link', { name: 'Materiały' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials',
    );
    expect(within(side).getByRole('link', { name: 'Notatki' }).getAttribute('href')).toBe(
      '/workspace/ws-1/ainote',
    );
    expect(within(side).getByRole('link', { name: 'Czat' }).getAttribute('href')).toBe('/workspace/ws-1');
    expect(within(side).getByRole('link', { name: 'Quizy' }).getAttribute('aria-current')).toBe('page');
  });

  it('admin: header and the admin navigation', async () => {
    renderLayout('admin', '/admin/users', '/admin/users');
    await expectOutletInMain();
    expect(screen.getByRole('banner')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Panel administratora' });
    expect(within(nav).getByRole('link', { name: 'Użytkownicy' }).getAttribute('aria-current')).toBe('page');
  });

  it('task: a back button that leaves to the app when the tab opened on the task', async () => {
    const router = createMemoryRouter(
      [
        layoutRoute('task', [{ path: '/app/quiz', element: <h1>Treść strony</h1> }]),
        { path: '/app', element: <p>Start aplikacji</p> },
      ],
      { initialEntries: ['/app/quiz'] },
    );
    render(<RouterProvider router={router} />);
    await expectOutletInMain();
    screen.getByRole('button', { name: 'Wróć' }).click();
    expect(await screen.findByText('Start aplikacji')).toBeTruthy();
  });

  it('an error in a child page renders inside the layout', async () => {
    const router = createMemoryRouter(
      [
        layoutRoute('default', [
          {
            path: '/app',
            Component: Broken,
          },
        ]),
      ],
      { initialEntries: ['/app'] },
    );
    const original = console.error;
    console.error = () => {};
    try {
      render(<RouterProvider router={router} />);
      const page = await screen.findByTestId('error-page');
      expect(screen.getByRole('main').contains(page)).toBe(true);
      expect(screen.getAllByRole('navigation', { name: 'Narzędzia' }).length).toBeGreaterThan(0);
    } finally {
      console.error = original;
    }
  });
});
