// A later feature registers itself by adding one descriptor to @kreda/shared/tools. This proves
// that one entry is all it takes: a made-up "mind-maps" tool, added to the list here, appears on the
// landing page, among the services of the terms, on /workspace/about and (its limit) on the usage
// page, with nothing else edited. Its web entry points (routes, navigation, the app home, the
// workspace overview) are one entry of the web's tool registry: tool-registry.test.tsx.
import type { Tool } from '@kreda/shared/tools';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as LandingPage } from '../features/landing/landing-page.tsx';
import { Component as TermsPage } from '../features/legal/terms-page.tsx';
import { fakeSubscriptionUsage, fakeUsageItem } from '../features/usage/test-fixtures.ts';
import { Component as UsagePage } from '../features/usage/usage-page.tsx';
import { Component as AboutPage } from '../features/workspaces/about-page.tsx';
import { installFakeApi } from '../testing/fake-api.ts';
import { renderRoutes } from '../testing/render-routes.tsx';

// vi.mock is hoisted above the imports: the tool it adds is made in a hoisted block too.
// Every usage action has its tool today, so the made-up one takes the tutors' limit, and the real
// tutors leave the list: its limit then shows only because the made-up tool is listed.
const MAPS: Tool = vi.hoisted(() => ({
  id: 'mind-maps',
  name: 'Mapy myśli z Twoich materiałów',
  shortDescription: 'Mapy pojęć z materiałów przestrzeni.',
  landingDescription: 'Rozrysuj temat na mapie pojęć, którą AI ułoży z Twoich notatek i plików.',
  serviceDescription: 'mapy myśli tworzone przez AI z Materiałów',
  usageActions: ['AI_TUTORING'],
  inWorkspace: true,
}));

vi.mock('@kreda/shared/tools', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@kreda/shared/tools')>();
  const others = actual.ENABLED_TOOLS.filter((tool) => tool.id !== 'ai-tutors');
  return { ...actual, ENABLED_TOOLS: [...others, MAPS] };
});
vi.mock('@kreda/shared/tool-ids', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@kreda/shared/tool-ids')>();
  return { ENABLED_TOOL_IDS: [...actual.ENABLED_TOOL_IDS.filter((id) => id !== 'ai-tutors'), MAPS.id] };
});

const OPERATOR = {
  name: 'Kreda Edukacja sp. z o.o.',
  address: 'ul. Tablicowa 7, 00-950 Warszawa',
  krs: '0000123456',
  nip: '1234563218',
  email: 'kontakt@kreda.pl',
  dpoEmail: 'iod@kreda.pl',
  example: false,
};

function renderAt(path: string, Component: ComponentType) {
  installFakeApi({
    legalOperator: () => ({ data: { getAppConfig: { operator: OPERATOR } } }),
    usagePage: () => ({
      data: {
        getSubscriptionUsage: fakeSubscriptionUsage({
          usage: [
            fakeUsageItem(),
            fakeUsageItem({ action: 'AI_TUTORING', label: 'Korepetycje AI', usage: 1, remaining: 29 }),
          ],
        }),
      },
    }),
  });
  renderRoutes([{ path, Component }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a tool added to the list of enabled tools', () => {
  it('gets its card on the landing page, last, as the list orders it', async () => {
    renderAt('/', LandingPage);
    const tools = within(await screen.findByRole('region', { name: 'Co możesz robić w Kredzie' }));
    const cards = tools.getAllByRole('listitem');
    expect(cards.at(-1)?.dataset.tool).toBe('mind-maps');
    expect(within(cards.at(-1) as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Mapy myśli z Twoich materiałów',
    );
    expect(cards.at(-1)?.textContent).toContain(
      'Rozrysuj temat na mapie pojęć, którą AI ułoży z Twoich notatek i plików.',
    );
  });

  it('becomes a service of the terms (§ 3)', async () => {
    renderAt('/regulamin', TermsPage);
    await screen.findByRole('navigation', { name: 'Spis treści' });
    const services = [...document.querySelectorAll<HTMLElement>('#uslugi ~ div li[data-tool]')];
    expect(services.at(-1)?.textContent).toBe('mapy myśli tworzone przez AI z Materiałów.');
    expect(services.at(-2)?.textContent?.endsWith(';')).toBe(true);
  });

  it('is listed on /workspace/about among what a workspace holds', async () => {
    renderAt('/workspace/about', AboutPage);
    const contents = within(await screen.findByRole('region', { name: 'Co jest w przestrzeni' }));
    expect(contents.getByText('Mapy myśli z Twoich materiałów').closest('li')?.textContent).toBe(
      'Mapy myśli z Twoich materiałów — Mapy pojęć z materiałów przestrzeni.',
    );
  });

  it('shows its limit on the usage page (a limit no listed tool consumes stays hidden: shared/tools.test.ts)', async () => {
    renderAt('/workspace/usage', UsagePage);
    const usage = within(await screen.findByRole('region', { name: 'Wykorzystanie' }));
    expect(await usage.findByRole('heading', { level: 3, name: 'Korepetycje AI' })).toBeTruthy();
    expect(usage.getByRole('heading', { level: 3, name: 'Wiadomości w czacie' })).toBeTruthy();
  });
});
