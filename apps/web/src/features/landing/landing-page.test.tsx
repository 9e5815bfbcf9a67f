import { ENABLED_TOOLS } from '@kreda/shared/tools';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_BUILT } from '../../testing/not-built.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Component as LandingPage } from './landing-page.tsx';

function renderLanding() {
  renderRoutes([{ path: '/', Component: LandingPage }], '/');
}

describe('landing page', () => {
  it('presents exactly the enabled tools, in the order of the list', async () => {
    renderLanding();
    const tools = within(await screen.findByRole('region', { name: 'Co możesz robić w Kredzie' }));
    const cards = tools.getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.tool)).toEqual(ENABLED_TOOLS.map((tool) => tool.id));
    expect(tools.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      ENABLED_TOOLS.map((tool) => tool.name),
    );
    cards.forEach((card, index) => {
      expect(card.textContent).toContain(ENABLED_TOOLS[index]?.landingDescription);
    });
  });

  it('promises nothing that is not built, anywhere on the page', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1, name: 'Wszystko, czego potrzebujesz do nauki' });
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(NOT_BUILT);
    expect(text).not.toMatch(/[[\]]/);
  });

  it('shows how it works with screens of the product, described, sized and loaded lazily', async () => {
    renderLanding();
    const section = within(await screen.findByRole('region', { name: 'Jak to działa' }));
    const screens = section.getAllByRole('img');
    expect(screens.map((img) => img.getAttribute('src'))).toEqual([
      '/zrzuty/start.jpg',
      '/zrzuty/czat.jpg',
      '/zrzuty/quiz.jpg',
    ]);
    for (const img of screens) {
      expect(img.getAttribute('alt')?.length).toBeGreaterThan(40);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['360', '740']);
    }
  });
});
