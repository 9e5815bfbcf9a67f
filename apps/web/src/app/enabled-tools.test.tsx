// A later feature registers itself by adding one descriptor to @kreda/shared/tools. This proves
// that one entry is all it takes: a made-up "ai-tutors" tool, added to the list here, appears on the
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
const TUTORS: Tool = vi.hoisted(() => ({
  id: 'ai-tutors',
  name: 'Korepetytor AI z Twoich materiałów',
  shortDescription: 'Lekcje z korepetytorem na materiałach przestrzeni.',
  landingDescription: 'Ucz się z korepetytorem, który zna Twoje notatki i pliki.',
  serviceDescription: 'korepetycje z AI prowadzone na Materiałach',
  usageActions: ['AI_TUTORING'],
  inWorkspace: true,
}));

vi.mock('@kreda/shared/tools', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@kreda/shared/tools')>();
  return { ...actual, ENABLED_TOOLS: [...actual.ENABLED_TOOLS, TUTORS] };
});
vi.mock('@kreda/shared/tool-ids', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@kreda/shared/tool-ids')>();
  return { ENABLED_TOOL_IDS: [...actual.ENABLED_TOOL_IDS, TUTORS.id] };
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
    expect(cards.at(-1)?.dataset.tool).toBe('ai-tutors');
    expect(within(cards.at(-1) as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Korepetytor AI z Twoich materiałów',
    );
    expect(cards.at(-1)?.textContent).toContain('Ucz się z korepetytorem, który zna Twoje notatki i pliki.');
  });

  it('becomes a service of the terms (§ 3)', async () => {
    renderAt('/regulamin', TermsPage);
    await screen.findByRole('navigation', { name: 'Spis treści' });
    const services = [...document.querySelectorAll<HTMLElement>('#uslugi ~ div li[data-tool]')];
    expect(services.at(-1)?.textContent).toBe('korepetycje z AI prowadzone na Materiałach.');
    expect(services.at(-2)?.textContent?.endsWith(';')).toBe(true);
  });

  it('is listed on /workspace/about among what a workspace holds', async () => {
    renderAt('/workspace/about', AboutPage);
    const contents = within(await screen.findByRole('region', { name: 'Co jest w przestrzeni' }));
    expect(contents.getByText('Korepetytor AI z Twoich materiałów').closest('li')?.textContent).toBe(
      'Korepetytor AI z Twoich materiałów — Lekcje z korepetytorem na materiałach przestrzeni.',
    );
  });

  it('shows its limit on the usage page (a limit no listed tool consumes stays hidden: shared/tools.test.ts)', async () => {
    renderAt('/workspace/usage', UsagePage);
    const usage = within(await screen.findByRole('region', { name: 'Wykorzystanie' }));
    expect(await usage.findByRole('heading', { level: 3, name: 'Korepetycje AI' })).toBeTruthy();
    expect(usage.getByRole('heading', { level: 3, name: 'Wiadomości w czacie' })).toBeTruthy();
  });
});
