import { ENABLED_TOOLS } from '@kreda/shared/tools';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_BUILT } from '../../testing/not-built.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Component as AboutPage } from './about-page.tsx';

describe('/workspace/about', () => {
  it('lists exactly the enabled tools used inside a workspace, and promises nothing else', async () => {
    renderRoutes([{ path: '/workspace/about', Component: AboutPage }], '/workspace/about');
    const contents = within(await screen.findByRole('region', { name: 'Co jest w przestrzeni' }));
    const listed = contents.getAllByRole('listitem').filter((item) => item.dataset.tool);
    const inWorkspace = ENABLED_TOOLS.filter((tool) => tool.inWorkspace);
    expect(inWorkspace.length).toBeGreaterThan(0);
    expect(listed.map((item) => item.dataset.tool)).toEqual(inWorkspace.map((tool) => tool.id));
    listed.forEach((item, index) => {
      expect(item.textContent).toBe(`${inWorkspace[index]?.name} — ${inWorkspace[index]?.shortDescription}`);
    });
    expect(document.body.textContent).not.toMatch(NOT_BUILT);
    expect(screen.getByRole('link', { name: 'Limity i wykorzystanie' }).getAttribute('href')).toBe(
      '/workspace/usage',
    );
  });
});
