// A new tool registers itself on the web with its feature folder and one entry of the tool registry
// (tool-registry.tsx). This proves that one entry is all it takes: a made-up "mind maps", added to
// the registry here (and its descriptor to ENABLED_TOOLS, as the shared list asks), gets its pages
// in the router, its items in the navigation of /app and of a workspace, its card and summary on
// the app home and its section on a workspace's overview — and while its descriptor is not enabled,
// its pages stay while every entry point goes. enabled-tools.test.tsx does the same for the
// descriptor's pages (landing, terms, about, usage).
import type { TelemetryTool } from '@kreda/shared/telemetry';
import { ENABLED_TOOL_IDS } from '@kreda/shared/tool-ids';
import { ENABLED_TOOLS, type Tool } from '@kreda/shared/tools';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../lib/session-refresh.ts';
import type { FakeHandler } from '../testing/fake-api.ts';
import { renderAppSignedIn } from './testing/render-app.tsx';
import { WEB_TOOLS } from './tool-registry.tsx';

// vi.mock is hoisted above the imports: what it adds is made in hoisted blocks too.
const TUTOR_DESCRIPTOR: Tool = vi.hoisted(() => ({
  id: 'mind-maps',
  name: 'Mapy myśli',
  shortDescription: 'Mapy pojęć z materiałów przestrzeni.',
  landingDescription: 'Rozrysuj temat na mapie pojęć, którą AI ułoży z Twoich notatek i plików.',
  serviceDescription: 'mapy myśli tworzone przez AI z Materiałów',
  usageActions: ['NOTE_ACTION'],
  inWorkspace: true,
}));

vi.mock('@kreda/shared/tools', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@kreda/shared/tools')>();
  return { ...actual, ENABLED_TOOLS: [...actual.ENABLED_TOOLS, TUTOR_DESCRIPTOR] };
});
vi.mock('@kreda/shared/tool-ids', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@kreda/shared/tool-ids')>();
  return { ENABLED_TOOL_IDS: [...actual.ENABLED_TOOL_IDS, TUTOR_DESCRIPTOR.id] };
});

vi.mock('./tool-registry.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./tool-registry.tsx')>();
  const { ROUTES } = await import('@kreda/shared/routes');
  const { NotesIcon } = await import('../components/ui/icons.tsx');
  const page = (text: string) => async () => ({ Component: () => <h1>{text}</h1> });
  const tutor: (typeof actual.WEB_TOOLS)[number] = {
    id: 'mind-maps',
    // A real new tool also adds its name to TELEMETRY_TOOLS (@kreda/shared/telemetry).
    telemetry: 'mind_maps' as TelemetryTool,
    tour: 'mind-maps',
    icon: NotesIcon,
    routes: [
      { area: 'app', path: '/app/mapy', page: page('Twoje mapy myśli') },
      { area: 'workspace', path: 'mapy', page: page('Mapy tej przestrzeni') },
    ],
    appNav: { to: '/app/mapy', label: 'Mapy myśli', shortLabel: 'Mapy' },
    workspaceNav: { to: (slug) => `${ROUTES.workspace(slug)}/mapy`, label: 'Mapy' },
    homeCard: {
      title: 'Mapy myśli',
      description: 'Rozrysuj temat na mapie pojęć połączonych strzałkami.',
      to: '/app/mapy',
    },
    homeSummary: async () => ({ Summary: () => <p>Mapa myśli czeka na dokończenie</p> }),
    workspaceSummary: async () => ({
      Summary: ({ workspaceId }) => <section aria-label="Mapy">Mapy w {workspaceId}</section>,
    }),
  };
  return { ...actual, WEB_TOOLS: [...actual.WEB_TOOLS, tutor] };
});
vi.mock('../lib/ws-client.ts', async () => (await import('../testing/ws-fake.ts')).quietWsClient());

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

/** What the app home and a workspace's overview ask, answered empty. */
const HANDLERS: Record<string, FakeHandler> = {
  getLatestData: () => ({ data: { getLatestData: [] } }),
  getDueWords: () => ({ data: { getDueWords: { total: 0, byWorkspace: [] } } }),
  getWorkspaceById: () => ({ data: { getWorkspaceById: workspace } }),
  getActionSources: () => ({ data: { getActionSources: { groups: [] } } }),
  workspaceNoteIds: () => ({ data: { getAiNoteByWorkspaceId: [] } }),
  workspaceQuizIds: () => ({ data: { getQuizWorkspaceByWorkspaceId: [] } }),
  workspaceTestSolvers: () => ({ data: { getTestSolverByWorkspaceId: [] } }),
};

const renderSignedIn = (path: string) => renderAppSignedIn(path, HANDLERS, { name: 'Ala' }).api;

const navLink = (navigation: string, name: string) => {
  const [nav] = screen.getAllByRole('navigation', { name });
  return (nav as HTMLElement).querySelector<HTMLAnchorElement>(`a[href="${navigation}"]`);
};

/** While the block runs, the made-up tool's descriptor is not enabled (not in ENABLED_TOOLS). */
async function withTutorDisabled(run: () => Promise<void>) {
  const list = ENABLED_TOOLS as Tool[];
  const ids = ENABLED_TOOL_IDS as string[];
  const at = list.findIndex((tool) => tool.id === TUTOR_DESCRIPTOR.id);
  const idAt = ids.indexOf(TUTOR_DESCRIPTOR.id);
  list.splice(at, 1);
  ids.splice(idAt, 1);
  try {
    await run();
  } finally {
    list.splice(at, 0, TUTOR_DESCRIPTOR);
    ids.splice(idAt, 0, TUTOR_DESCRIPTOR.id);
  }
}

describe('the tool registry', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('has a web entry for every enabled tool, with its own telemetry name and tour anchor', () => {
    const ids = WEB_TOOLS.map((tool) => tool.id);
    expect(ENABLED_TOOLS.map((tool) => tool.id).filter((id) => !ids.includes(id))).toEqual([]);
    for (const key of ['id', 'telemetry', 'tour'] as const) {
      const values = WEB_TOOLS.map((tool) => tool[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('puts a new tool in the /app navigation, its card and summary on the home, after the others', async () => {
    renderSignedIn('/app');
    await screen.findByRole('heading', { level: 1, name: 'Cześć, Ala!' });
    const [nav] = screen.getAllByRole('navigation', { name: 'Narzędzia' });
    expect(
      within(nav as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Start',
      'Przestrzenie',
      'Czat',
      'Quizy',
      'Rozprawki',
      'Sprawdziany',
      'Korepetytor AI',
      'Słówka',
      'Podręczniki',
      'Mapy myśli',
    ]);
    const cards = within(screen.getByRole('region', { name: 'Narzędzia' })).getAllByRole('listitem');
    expect(cards.map((card) => [card.dataset.tour, card.querySelector('a')?.getAttribute('href')])).toEqual([
      ['chat', '/app/solver'],
      ['quizzes', '/app/quizy'],
      ['essay', '/app/solver/rozprawki'],
      ['test-solver', '/app/solver/testy'],
      ['ai-tutors', '/app/aitutor'],
      ['word-bases', '/app/slowka'],
      ['mind-maps', '/app/mapy'],
    ]);
    expect(cards.at(-1)?.textContent).toContain('Rozrysuj temat na mapie pojęć połączonych strzałkami.');
    // In the same render as the heading: the summary came with the page.
    expect(screen.getByText('Mapa myśli czeka na dokończenie')).toBeTruthy();
  });

  it('routes to its pages in the app frame and in a workspace’s frame', async () => {
    renderSignedIn('/app/mapy');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Twoje mapy myśli' });
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(navLink('/app/mapy', 'Narzędzia')?.getAttribute('aria-current')).toBe('page');

    cleanup();
    renderSignedIn('/workspace/ws-1/mapy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapy tej przestrzeni' })).toBeTruthy();
  });

  it('makes it a section of a workspace, with its summary on the overview', async () => {
    renderSignedIn('/workspace/ws-1');
    await screen.findByRole('heading', { level: 1, name: 'Funkcje' });
    const [nav] = screen.getAllByRole('navigation', { name: 'Przestrzeń' });
    expect(
      within(nav as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Przegląd', 'Czat', 'Materiały', 'Notatki', 'Quizy', 'Bazy słówek', 'Mapy']);
    expect(navLink('/workspace/ws-1/mapy', 'Przestrzeń')).toBeTruthy();
    // The sections in the registry's order, the new one last.
    const sections = [
      'Materiały według rodzaju',
      'Notatki',
      'Quizy',
      'Sprawdziany',
      'Mapy',
      'Usuwanie przestrzeni',
    ].map((name) => screen.getByRole('region', { name }));
    expect(screen.getByRole('region', { name: 'Mapy' }).textContent).toBe('Mapy w ws-1');
    for (const [i, section] of sections.slice(1).entries())
      expect(
        (sections[i] as Node).compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('keeps the pages of a tool not enabled yet, and shows none of its entry points', async () => {
    await withTutorDisabled(async () => {
      renderSignedIn('/app');
      await screen.findByRole('heading', { level: 1, name: 'Cześć, Ala!' });
      expect(navLink('/app/mapy', 'Narzędzia')).toBeNull();
      expect(screen.queryByText('Mapy myśli')).toBeNull();
      expect(screen.queryByText('Mapa myśli czeka na dokończenie')).toBeNull();

      cleanup();
      renderSignedIn('/workspace/ws-1');
      await screen.findByRole('heading', { level: 1, name: 'Funkcje' });
      await waitFor(() => expect(screen.getByRole('region', { name: 'Sprawdziany' })).toBeTruthy());
      expect(navLink('/workspace/ws-1/mapy', 'Przestrzeń')).toBeNull();
      expect(screen.queryByRole('region', { name: 'Mapy' })).toBeNull();

      cleanup();
      renderSignedIn('/app/mapy');
      expect(await screen.findByRole('heading', { level: 1, name: 'Twoje mapy myśli' })).toBeTruthy();
    });
  });
});
