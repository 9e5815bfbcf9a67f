import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterView } from '../../components/ui/toaster-view.tsx';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler, FakeReply } from '../../testing/fake-api.ts';
import type { Word } from './api/get-word-page.ts';
import type { WordBase } from './api/wordbase-fragments.ts';
import { fakeBase, fakeSession, fakeSummary, fakeWord, WORDS, wordPageReply } from './wordbases-fixtures.ts';
import { deferred, lastVariables, renderWordBasesAt } from './wordbases-test-kit.tsx';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

const BASE_WORDS: Word[] = [
  ...WORDS.map((word) => (word.id === 'w-3' ? { ...word, due: '2024-03-10T10:00:00Z' } : word)),
  fakeWord({
    id: 'w-4',
    word: 'milk',
    translation: 'mleko',
    usageExample: null,
    order: 4,
    state: 'LEARNING',
    due: '2024-03-07T09:00:00Z',
  }),
];
const base = fakeBase({ wordCount: 4 });

/** A server keeping the set's words: upsertwords changes them as the real one does, pages read them. */
function wordServer(initial: readonly Word[] = BASE_WORDS) {
  let words = [...initial];
  let summary: WordBase = { ...base, wordCount: words.length };
  let next = 10_000;
  const upsert: FakeHandler = ({ variables }) => {
    const input = variables.upsertwordsInput as {
      words?: { id?: string; word: string; translation: string; usageExample: string | null }[];
      removeWordIds?: string[];
    };
    words = words.filter((word) => !input.removeWordIds?.includes(word.id));
    for (const change of input.words ?? []) {
      const known = words.find((word) => word.id === change.id);
      if (known)
        words = words.map((word) => (word.id === change.id ? { ...word, ...change, id: word.id } : word));
      else words = [...words, fakeWord({ ...change, id: `w-${next++}`, order: next, state: 'NEW' })];
    }
    summary = { ...summary, wordCount: words.length, notice: input.words?.length ? 'Dodano 1 słowo.' : null };
    return { data: { upsertwords: summary } };
  };
  return {
    upsertwords: upsert,
    getWordBaseById: () => ({ data: { getWordBaseById: { ...summary, notice: null } } }),
    wordBaseWords: ({ variables }) => wordPageReply(words, variables),
  } satisfies Record<string, FakeHandler>;
}

function handlers(
  more: Record<string, FakeHandler> = {},
  server = wordServer(),
): Record<string, FakeHandler> {
  return {
    ...server,
    getWordBaseSessionByWordBaseId: () => ({ data: { getWordBaseSessionByWordBaseId: [] } }),
    getWordBaseByWorkspaceId: () => ({
      data: { getWordBaseByWorkspaceId: [fakeSummary({ id: 'wb-2', name: 'Inna baza' })] },
    }),
    ...more,
  };
}

const words = () => within(screen.getByRole('region', { name: /^Słowa/ }));
const row = (word: string) => words().getByText(word, { selector: 'span' }).closest('li') as HTMLElement;

describe('the page of a word base', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-06T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows the set, its progress and each word’s review state in plain Polish', async () => {
    renderWordBasesAt('/workspace/ws-1/wordbase/wb-1', handlers());
    expect(await screen.findByRole('heading', { level: 1, name: 'Unit 3 – jedzenie' })).toBeTruthy();
    expect(screen.getByText('angielski · 4 słowa')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Opanowane' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Do powtórki dziś: 2')).toBeTruthy();
    expect(await words().findByText('4 słowa.')).toBeTruthy();
    expect(row('apple').textContent).toContain('do powtórki');
    expect(row('bread').textContent).toContain('nowe');
    expect(row('milk').textContent).toContain('w nauce');
    expect(screen.getByRole('heading', { name: 'Słowa (4 słowa)' })).toBeTruthy();
    expect(row('cheese').textContent).toContain('powtórka za 4 dni');
  });

  it('changes a word in place and sends only that word', async () => {
    const { api } = renderWordBasesAt('/workspace/ws-1/wordbase/wb-1', handlers());
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień „apple”' }));
    const edit = within(screen.getByRole('form', { name: 'Zmień „apple”' }));
    expect(document.activeElement).toBe(edit.getByLabelText('Słowo'));
    fireEvent.change(edit.getByLabelText('Tłumaczenie'), { target: { value: '' } });
    fireEvent.click(edit.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await edit.findByText('Wpisz tłumaczenie.')).toBeTruthy();
    fireEvent.change(edit.getByLabelText('Tłumaczenie'), { target: { value: ' jabłuszko ' } });
    fireEvent.click(edit.getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Zmień „apple”' })).toBeNull());
    await waitFor(() => expect(row('apple').textContent).toContain('jabłuszko'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zmień „apple”' }));
    expect(lastVariables(api, 'upsertwords')).toEqual({
      upsertwordsInput: {
        id: 'wb-1',
        words: [
          { id: 'w-1', word: 'apple', translation: 'jabłuszko', usageExample: 'I eat an apple every day.' },
        ],
      },
    });
  });

  it('adds a word, shows the server’s notice, and removes one with "Cofnij" at hand', async () => {
    render(<ToasterView />);
    const { api } = renderWordBasesAt('/workspace/ws-1/wordbase/wb-1', handlers());
    const add = within(await screen.findByRole('form', { name: 'Dodaj słowo' }));
    fireEvent.change(add.getByLabelText('Słowo'), { target: { value: 'egg' } });
    fireEvent.change(add.getByLabelText('Tłumaczenie'), { target: { value: 'jajko' } });
    fireEvent.click(add.getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('Dodano 1 słowo.')).toBeTruthy();
    expect(lastVariables(api, 'upsertwords')).toEqual({
      upsertwordsInput: { id: 'wb-1', words: [{ word: 'egg', translation: 'jajko', usageExample: null }] },
    });
    expect(row('egg').textContent).toContain('nowe');
    expect((add.getByLabelText('Słowo') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Usuń „bread”' }));
    await waitFor(() => expect(words().queryByText('bread', { selector: 'span' })).toBeNull());
    expect(lastVariables(api, 'upsertwords')).toEqual({
      upsertwordsInput: { id: 'wb-1', removeWordIds: ['w-2'] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cofnij' }));
    expect(await words().findByText('bread', { selector: 'span' })).toBeTruthy();
    expect(lastVariables(api, 'upsertwords')).toEqual({
      upsertwordsInput: { id: 'wb-1', words: [{ word: 'bread', translation: 'chleb', usageExample: null }] },
    });
  });

  it('lists a 5,000-word set 50 words a page and searches all its words on the server', async () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      fakeWord({ id: `m-${i + 1}`, word: `word ${i + 1}`, translation: `słowo ${i + 1}`, order: i + 1 }),
    );
    const { api } = renderWordBasesAt('/workspace/ws-1/wordbase/wb-1', handlers({}, wordServer(many)));
    expect(await screen.findByRole('heading', { name: 'Słowa (5000 słów)' })).toBeTruthy();
    expect(await words().findByText('5000 słów, pokazano 1–50.')).toBeTruthy();
    expect(words().getAllByRole('listitem')).toHaveLength(50);
    expect(lastVariables(api, 'wordBaseWords')).toEqual({
      getWordBaseByIdInput: { id: 'wb-1' },
      page: 1,
      limit: 50,
    });

    const pages = within(screen.getByRole('navigation', { name: 'Strony listy: słowa' }));
    expect(pages.getByText('Strona 1 z 100')).toBeTruthy();
    fireEvent.click(pages.getByRole('button', { name: 'Następna strona' }));
    expect(await words().findByText('5000 słów, pokazano 51–100.')).toBeTruthy();
    expect(row('word 51')).toBeTruthy();
    expect(words().queryByText('word 50', { selector: 'span' })).toBeNull();
    expect(pages.getByText('Strona 2 z 100')).toBeTruthy();

    fireEvent.change(words().getByRole('searchbox', { name: 'Szukaj w bazie' }), {
      target: { value: ' Słowo 499 ' },
    });
    expect(await words().findByText('Znaleziono 11 słów.')).toBeTruthy();
    expect(lastVariables(api, 'wordBaseWords')).toEqual({
      getWordBaseByIdInput: { id: 'wb-1' },
      page: 1,
      limit: 50,
      search: 'Słowo 499',
    });
    expect(words().getAllByRole('listitem')).toHaveLength(11);
    expect(screen.queryByRole('navigation', { name: 'Strony listy: słowa' })).toBeNull();

    fireEvent.change(words().getByRole('searchbox', { name: 'Szukaj w bazie' }), {
      target: { value: 'xyz' },
    });
    expect(await words().findByText('Nic nie znaleziono.')).toBeTruthy();
    expect(words().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('goes back a page when the last word of the last page is removed, the count following', async () => {
    render(<ToasterView />);
    const many = Array.from({ length: 51 }, (_, i) =>
      fakeWord({ id: `m-${i + 1}`, word: `word ${i + 1}`, translation: `słowo ${i + 1}`, order: i + 1 }),
    );
    renderWordBasesAt('/workspace/ws-1/wordbase/wb-1', handlers({}, wordServer(many)));
    fireEvent.click(await screen.findByRole('button', { name: 'Następna strona' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń „word 51”' }));
    expect(await screen.findByRole('heading', { name: 'Słowa (50 słów)' })).toBeTruthy();
    expect(await words().findByText('50 słów.')).toBeTruthy();
    expect(row('word 50')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Strony listy: słowa' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Słowa (50 słów)' }));
  });

  it('starts flashcards, and shows AI preparing exercises while they are written', async () => {
    const exercises = deferred<FakeReply>();
    const { api, router } = renderWordBasesAt(
      '/workspace/ws-1/wordbase/wb-1',
      handlers({
        start: ({ variables }) => {
          const input = variables.startInput as { wordBaseSessionType: string };
          if (input.wordBaseSessionType === 'EXERCISE') return exercises.promise;
          return { data: { start: fakeSession({ id: 's-9' }) } };
        },
        getWordBaseSessionById: () => ({ data: { getWordBaseSessionById: fakeSession({ id: 's-9' }) } }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ćwiczenia z AI' }));
    expect(await screen.findByText('AI przygotowuje ćwiczenia… To może potrwać kilka sekund.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ucz się fiszkami' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await exercises.resolve({
      data: {
        start: fakeSession({ id: 's-10', wordBaseSessionType: 'EXERCISE', nextWord: null, exercises: [] }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Koniec ćwiczeń' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/wordbase/wb-1/cwiczenia/s-10');
    expect(lastVariables(api, 'start')).toEqual({
      startInput: { wordBaseId: 'wb-1', wordBaseSessionType: 'EXERCISE' },
    });

    await router.navigate('/workspace/ws-1/wordbase/wb-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Ucz się fiszkami' }));
    expect(await screen.findByTestId('flashcard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/wordbase/wb-1/fiszki/s-9');
    expect(api.count('getWordBaseSessionById')).toBe(0);
  });

  it('offers to finish a session left unfinished, links the history and deletes the set with undo', async () => {
    render(<ToasterView />);
    const { api, router } = renderWordBasesAt(
      '/workspace/ws-1/wordbase/wb-1',
      handlers({
        getWordBaseSessionByWordBaseId: () => ({
          data: {
            getWordBaseSessionByWordBaseId: [
              { ...fakeSession({ id: 's-3', answers: [] }), exercises: undefined, nextWord: undefined },
            ],
          },
        }),
        deleteWordBase: () => ({ data: { deleteWordBase: { ...fakeSummary(), isDeleted: true } } }),
      }),
    );
    expect((await screen.findByRole('link', { name: 'Dokończ sesję' })).getAttribute('href')).toBe(
      '/workspace/ws-1/wordbase/wb-1/fiszki/s-3',
    );
    expect(screen.getByText('Niedokończona sesja: fiszki, 0 z 3.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Historia nauki' }).getAttribute('href')).toBe(
      '/workspace/ws-1/wordbase/wb-1/historia',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Usuń bazę' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bazy słówek' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/wordbase');
    expect(await screen.findByText('Usunięto bazę „Unit 3 – jedzenie”.')).toBeTruthy();
    expect(lastVariables(api, 'deleteWordBase')).toEqual({ deleteWordBaseInput: { id: 'wb-1' } });
  });

  it('shows a set whose words AI is still picking, without study or words', async () => {
    renderWordBasesAt(
      '/workspace/ws-1/wordbase/wb-1',
      handlers({
        getWordBaseById: () => ({
          data: { getWordBaseById: fakeBase({ state: 'INITIAL_PENDING', wordCount: 0 }) },
        }),
      }),
    );
    expect(await screen.findByText('AI wybiera słowa…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ucz się fiszkami' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Słowa/ })).toBeNull();
  });
});
