import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ChatIcon,
  EssayIcon,
  FlashcardsIcon,
  HomeIcon,
  QuizIcon,
  SpacesIcon,
  TestIcon,
} from '../../components/ui/icons.tsx';
import { BOTTOM_BAR_MAX, BottomNav, SideNav, splitBottomItems, type ToolNavItem } from './tool-nav.tsx';

const ITEMS: ToolNavItem[] = [
  { to: '/app', label: 'Start', icon: HomeIcon, end: true },
  { to: '/workspace', label: 'Przestrzenie', icon: SpacesIcon },
  { to: '/app/solver', label: 'Czat', icon: ChatIcon, end: true },
  { to: '/app/quizy', label: 'Quizy', icon: QuizIcon, more: true },
  { to: '/app/solver/rozprawki', label: 'Rozprawki', icon: EssayIcon, more: true },
  { to: '/app/testsolver', label: 'Sprawdziany', icon: TestIcon, more: true },
  { to: '/app/slowka', label: 'Słówka', icon: FlashcardsIcon },
];

function renderNav(path: string) {
  const page = (name: string) => ({
    path: name,
    element: (
      <>
        <h1>Strona {name}</h1>
        <button type="button">Poza menu</button>
        <SideNav label="Narzędzia" items={ITEMS} />
        <BottomNav label="Narzędzia" items={ITEMS} />
      </>
    ),
  });
  const router = createMemoryRouter(
    ITEMS.map((item) => page(item.to)),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const [side, bar] = screen.getAllByRole('navigation', { name: 'Narzędzia' }) as [HTMLElement, HTMLElement];
  return { router, side, bar };
}

const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the tools’ navigation', () => {
  it('keeps at most five places in the bottom bar: the marked items and any overflow go under "Więcej"', () => {
    const { bar, more } = splitBottomItems(ITEMS);
    expect(bar.map((item) => item.label)).toEqual(['Start', 'Przestrzenie', 'Czat', 'Słówka']);
    expect(more.map((item) => item.label)).toEqual(['Quizy', 'Rozprawki', 'Sprawdziany']);
    const unmarked = ITEMS.map(({ more: _more, ...item }) => item);
    expect(splitBottomItems(unmarked).more).toEqual([]);
    const crowded = [
      ...ITEMS,
      { to: '/x', label: 'Szósty', icon: HomeIcon },
      { to: '/y', label: 'Siódmy', icon: HomeIcon },
    ];
    const split = splitBottomItems(crowded);
    expect(split.bar).toHaveLength(BOTTOM_BAR_MAX - 1);
    expect(split.more.map((item) => item.label)).toEqual([
      'Szósty',
      'Siódmy',
      'Quizy',
      'Rozprawki',
      'Sprawdziany',
    ]);
  });

  it('lists every tool in the side column and four in the bar, with "Więcej" closed', () => {
    const { side, bar } = renderNav('/app');
    expect(names(side)).toEqual(ITEMS.map((item) => item.label));
    expect(names(bar)).toEqual(['Start', 'Przestrzenie', 'Czat', 'Słówka']);
    expect(within(bar).getByRole('link', { name: 'Start' }).getAttribute('aria-current')).toBe('page');
    const more = within(bar).getByRole('button', { name: 'Więcej' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(bar).queryByRole('link', { name: 'Quizy' })).toBeNull();
  });

  it('opens "Więcej" with the rest, closes it with Escape back on the button, and on a tap outside', () => {
    const { bar } = renderNav('/app');
    const more = within(bar).getByRole('button', { name: 'Więcej' });
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(names(panel)).toEqual(['Quizy', 'Rozprawki', 'Sprawdziany']);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);

    fireEvent.click(more);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Poza menu' }));
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a link of "Więcej", closes it and marks the page there as current', async () => {
    const { bar, router } = renderNav('/app');
    fireEvent.click(within(bar).getByRole('button', { name: 'Więcej' }));
    fireEvent.click(within(bar).getByRole('link', { name: 'Quizy' }));
    await screen.findByRole('heading', { name: 'Strona /app/quizy' });
    expect(router.state.location.pathname).toBe('/app/quizy');
    const [, nextBar] = screen.getAllByRole('navigation', { name: 'Narzędzia' }) as HTMLElement[];
    const more = within(nextBar as HTMLElement).getByRole('button', { name: 'Więcej' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(
      within(nextBar as HTMLElement)
        .getByRole('link', { name: 'Quizy' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });
});
