import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterView } from '../../components/ui/toaster-view.tsx';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { type LiveFake, pushEvent, resetLiveFake } from '../../testing/ws-fake.ts';
import type { WordBaseSummary } from './api/wordbase-fragments.ts';
import { fakeSummary } from './wordbases-fixtures.ts';
import { lastVariables, renderWordBasesAt } from './wordbases-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const bases: WordBaseSummary[] = [
  fakeSummary({
    id: 'wb-2',
    name: 'Komórka',
    type: 'Other',
    languageCode: null,
    language: null,
    progress: 0.25,
    wordCount: 12,
    dueCount: 0,
    newCount: 12,
    createdAt: '2024-03-06T10:00:00Z',
  }),
  fakeSummary({ wordCount: 22, dueCount: 5, newCount: 3, progress: 0.4 }),
];

function list(entries: WordBaseSummary[] = bases, more: Record<string, FakeHandler> = {}) {
  return {
    getWordBaseByWorkspaceId: () => ({ data: { getWordBaseByWorkspaceId: entries } }),
    ...more,
  } satisfies Record<string, FakeHandler>;
}

const region = () => within(screen.getByRole('region', { name: 'Twoje bazy' }));
const listed = async () =>
  within(await screen.findByRole('region', { name: 'Twoje bazy' })).findAllByRole('listitem');

describe('the list of word bases', () => {
  beforeEach(() => resetLiveFake(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists the sets with their language, size, progress and what is due, and follows them live', async () => {
    const { api } = renderWordBasesAt('/workspace/ws-1/wordbase', list());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bazy słówek' })).toBeTruthy();
    const [other, english] = await listed();
    expect(
      within(english as HTMLElement)
        .getByRole('link', { name: 'Unit 3 – jedzenie' })
        .getAttribute('href'),
    ).toBe('/workspace/ws-1/wordbase/wb-1');
    expect(english?.textContent).toContain('angielski · 22 słowa');
    expect(english?.textContent).toContain('Do powtórki dziś: 5');
    expect(english?.textContent).toContain('Nowe: 3');
    expect(
      within(english as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(other?.textContent).toContain('pojęcia i definicje · 12 pojęć');
    expect(lastVariables(api, 'getWordBaseByWorkspaceId')).toEqual({
      getWordBaseByWorkspaceIdInput: { workspaceId: 'ws-1' },
    });

    expect(live.variables.get('newWordBase')).toEqual({ newWordBaseInput: { workspaceId: 'ws-1' } });
    pushEvent(live, 'newWordBase', 'newWordBase', { ...bases[1], dueCount: 0, progress: 0.9 });
    await waitFor(() =>
      expect(region().getAllByRole('listitem')[1]?.textContent).toContain('Do powtórki dziś: 0'),
    );
    pushEvent(
      live,
      'newWordBase',
      'newWordBase',
      fakeSummary({
        id: 'wb-3',
        name: 'Z notatki',
        state: 'INITIAL_PENDING',
        wordCount: 0,
        createdAt: '2024-03-07T09:00:00Z',
      }),
    );
    await waitFor(() => expect(region().getAllByRole('listitem')).toHaveLength(3));
    const [newest] = region().getAllByRole('listitem');
    expect(within(newest as HTMLElement).getByRole('link', { name: 'Z notatki' })).toBeTruthy();
    expect(within(newest as HTMLElement).getByRole('status').textContent).toBe('AI wybiera słowa…');
    // A set deleted elsewhere leaves the list.
    pushEvent(live, 'newWordBase', 'newWordBase', { ...bases[0], isDeleted: true });
    await waitFor(() => expect(region().queryByRole('link', { name: 'Komórka' })).toBeNull());
  });

  it('shows a failed extraction with its reason and orders it again from the same materials', async () => {
    const failed = fakeSummary({
      id: 'wb-9',
      name: 'Z rozdziału 2',
      state: 'INITIAL_FAILED',
      error: 'Materiał jest za krótki, żeby wybrać z niego słowa.',
      sourcesId: 'src-1',
      wordCount: 0,
    });
    const { api } = renderWordBasesAt(
      '/workspace/ws-1/wordbase',
      list([failed], {
        extractwordbase: () => ({
          data: {
            extractwordbase: {
              ...failed,
              id: 'wb-10',
              state: 'CREATED',
              error: null,
              createdAt: '2024-03-08T09:00:00Z',
            },
          },
        }),
        deleteWordBase: () => ({ data: { deleteWordBase: { ...failed, isDeleted: true } } }),
      }),
    );
    expect(await screen.findByText('Materiał jest za krótki, żeby wybrać z niego słowa.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.queryByText(/Materiał jest za krótki/)).toBeNull());
    expect(lastVariables(api, 'extractwordbase')).toEqual({
      extractwordbaseInput: {
        workspaceId: 'ws-1',
        sourcesId: 'src-1',
        type: 'Language',
        languageCode: 'en',
        name: 'Z rozdziału 2',
        count: 20,
      },
    });
    expect(lastVariables(api, 'deleteWordBase')).toEqual({ deleteWordBaseInput: { id: 'wb-9' } });
    expect(region().getByRole('status').textContent).toBe('AI wybiera słowa…');
  });

  it('deletes a set at once and brings it back with "Cofnij"', async () => {
    render(<ToasterView />);
    const { api } = renderWordBasesAt(
      '/workspace/ws-1/wordbase',
      list(bases, {
        deleteWordBase: ({ variables }) => {
          const input = variables.deleteWordBaseInput as { id: string; undo?: boolean };
          return { data: { deleteWordBase: { ...bases[1], isDeleted: !input.undo } } };
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń bazę „Unit 3 – jedzenie”' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Unit 3 – jedzenie' })).toBeNull());
    expect(lastVariables(api, 'deleteWordBase')).toEqual({ deleteWordBaseInput: { id: 'wb-1' } });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Twoje bazy' }));
    expect(await screen.findByText('Usunięto bazę „Unit 3 – jedzenie”.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cofnij' }));
    expect(await screen.findByRole('link', { name: 'Unit 3 – jedzenie' })).toBeTruthy();
    expect(lastVariables(api, 'deleteWordBase')).toEqual({ deleteWordBaseInput: { id: 'wb-1', undo: true } });
    expect(
      region()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Komórka', 'Unit 3 – jedzenie']);
  });

  it('explains the three ways to make a set and opens the form on the chosen one', async () => {
    const { router } = renderWordBasesAt(
      '/workspace/ws-1/wordbase',
      list([], {
        getActionSources: () => ({
          data: { getActionSources: { workspaceId: 'ws-1', selected: null, groups: [] } },
        }),
      }),
    );
    const empty = within(await screen.findByRole('region', { name: 'Nie masz jeszcze baz słówek' }));
    expect(empty.getByRole('heading', { name: 'Wpisz albo wklej listę' })).toBeTruthy();
    expect(empty.getByRole('heading', { name: 'Wpisz same słowa' })).toBeTruthy();
    expect(empty.getByRole('heading', { name: 'Z materiałów przestrzeni' })).toBeTruthy();
    fireEvent.click(empty.getByRole('button', { name: 'Wybierz materiały' }));
    await waitFor(() => expect(router.state.location.search).toBe('?nowa=materialy'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Nowa baza słówek' }));
    expect((screen.getByRole('radio', { name: /Z materiałów/ }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText(/W tej przestrzeni nie ma jeszcze materiałów\./)).toBeTruthy();
    // Back closes the form; the explanation returns.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('region', { name: 'Nie masz jeszcze baz słówek' })).toBeTruthy();
  });

  it('reads the list again after the socket reconnects', async () => {
    const { api } = renderWordBasesAt('/workspace/ws-1/wordbase', list());
    await listed();
    act(() => {
      for (const listener of live.connected) listener();
      for (const listener of live.connected) listener();
    });
    await waitFor(() => expect(api.count('getWordBaseByWorkspaceId')).toBe(2));
  });
});
