import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { namedLanguage } from './language-picker.tsx';
import { fakeBase, fakeSummary, LANGUAGES } from './wordbases-fixtures.ts';
import { lastVariables, renderWordBasesAt } from './wordbases-test-kit.tsx';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

function handlers(more: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    getWordBaseByWorkspaceId: () => ({ data: { getWordBaseByWorkspaceId: [fakeSummary()] } }),
    getWordBaseSessionByWordBaseId: () => ({ data: { getWordBaseSessionByWordBaseId: [] } }),
    ...more,
  };
}

const form = () => within(screen.getByRole('form', { name: 'Nowa baza słówek' }));
const text = () => form().getByLabelText(/^Słowa/) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(text(), { target: { value } });

async function chooseLanguage(search: string, name: string) {
  fireEvent.change(form().getByLabelText('Język'), { target: { value: search } });
  fireEvent.click(await form().findByRole('radio', { name }));
}

describe('a new word base from a typed list', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('previews the list as it is typed: the format, the words, problems per line and merged repeats', async () => {
    renderWordBasesAt('/workspace/ws-1/wordbase?nowa=wpisz', handlers());
    await screen.findByRole('form', { name: 'Nowa baza słówek' });
    type('dog – pies\ncat – kot – The cat is sleeping.\nDog – pies domowy\nlonely\n – nic');
    const preview = within(screen.getByRole('region', { name: /Podgląd/ }));
    expect(preview.getByRole('heading', { name: 'Podgląd: 3 słowa' })).toBeTruthy();
    expect(screen.getByTestId('list-format').textContent).toBe(
      'Rozpoznany format: słowo – tłumaczenie – przykład (myślniki)',
    );
    const rows = preview
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['dog', 'pies; pies domowy', ''],
      ['cat', 'kot', 'The cat is sleeping.'],
      ['lonely', 'brak', ''],
    ]);
    expect(preview.getByText(/Linia 4 \(„lonely”\): Brak tłumaczenia/)).toBeTruthy();
    expect(preview.getByText(/Linia 5 \(„– nic”\): Brak słowa/)).toBeTruthy();
    expect(preview.getByText('„dog” – 2 razy (linie 1, 3); tłumaczenia połączymy.')).toBeTruthy();

    type('dog\tpies\ncat\tkot');
    expect(screen.getByTestId('list-format').textContent).toBe(
      'Rozpoznany format: kolumny z arkusza (tabulatory)',
    );
    type('dog,pies\ncat,kot');
    expect(screen.getByTestId('list-format').textContent).toBe(
      'Rozpoznany format: CSV (przecinki albo średniki)',
    );
    expect(screen.queryByText(/Do poprawy/)).toBeNull();
  });

  it('says in Polish what is missing and moves focus to the first field', async () => {
    renderWordBasesAt('/workspace/ws-1/wordbase?nowa=wpisz', handlers());
    await screen.findByRole('form', { name: 'Nowa baza słówek' });
    fireEvent.click(form().getByRole('button', { name: 'Zapisz bazę' }));
    expect(await form().findByText('Podaj nazwę bazy.')).toBeTruthy();
    expect(form().getByText('Wybierz język z listy.')).toBeTruthy();
    expect(form().getByText('Wpisz co najmniej jedno słowo z tłumaczeniem.')).toBeTruthy();
    expect(document.activeElement).toBe(form().getByLabelText('Nazwa bazy'));

    type('dog – pies\ncat\nmouse');
    expect(
      await form().findByText('Brakuje tłumaczenia przy 2 słowach – wpisz je albo poproś AI o tłumaczenia.'),
    ).toBeTruthy();
    type('dog – pies\n – nic');
    expect(await form().findByText('Popraw 1 linię z listy „Do poprawy”.')).toBeTruthy();
    fireEvent.change(form().getByLabelText('Nazwa bazy'), { target: { value: 'x'.repeat(121) } });
    expect(await form().findByText('Maksymalna długość to 120 znaków')).toBeTruthy();
  });

  it('saves the set with its words and opens it with the server’s notice about merged words', async () => {
    const saved = fakeBase({
      id: 'wb-7',
      name: 'Tiere',
      languageCode: 'de',
      language: { code: 'de', name: 'niemiecki' },
      notice: 'Połączono 1 powtórzone słowo.',
    });
    const { api, router } = renderWordBasesAt(
      '/workspace/ws-1/wordbase?nowa=wpisz',
      handlers({
        upsertwords: () => ({ data: { upsertwords: saved } }),
        getWordBaseById: () => ({ data: { getWordBaseById: { ...saved, notice: null } } }),
      }),
    );
    await screen.findByRole('form', { name: 'Nowa baza słówek' });
    fireEvent.change(form().getByLabelText('Nazwa bazy'), { target: { value: '  Tiere ' } });
    await chooseLanguage('niem', 'niemiecki');
    type('der Hund – pies – Der Hund bellt.\ndie Katze – kot\nder hund – pies');
    fireEvent.click(form().getByRole('button', { name: 'Zapisz bazę' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tiere' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/wordbase/wb-7');
    expect(screen.getByText('Połączono 1 powtórzone słowo.')).toBeTruthy();
    expect(lastVariables(api, 'upsertwords')).toEqual({
      upsertwordsInput: {
        workspaceId: 'ws-1',
        name: 'Tiere',
        type: 'Language',
        languageCode: 'de',
        words: [
          { word: 'der Hund', translation: 'pies', usageExample: 'Der Hund bellt.' },
          { word: 'die Katze', translation: 'kot', usageExample: null },
        ],
      },
    });
  });

  it('says on the saved set which repeated words the preview merged, which the server never saw', async () => {
    // The words arrive merged, so the real server has nothing to merge and no notice to give.
    const saved = fakeBase({ id: 'wb-8', name: 'Zwierzęta', notice: null });
    renderWordBasesAt(
      '/workspace/ws-1/wordbase?nowa=wpisz',
      handlers({
        upsertwords: () => ({ data: { upsertwords: saved } }),
        getWordBaseById: () => ({ data: { getWordBaseById: saved } }),
      }),
    );
    await screen.findByRole('form', { name: 'Nowa baza słówek' });
    fireEvent.change(form().getByLabelText('Nazwa bazy'), { target: { value: 'Zwierzęta' } });
    await chooseLanguage('angiel', 'angielski');
    type('dog – pies\ncat – kot\nDog – pies domowy');
    fireEvent.click(form().getByRole('button', { name: 'Zapisz bazę' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Zwierzęta' })).toBeTruthy();
    expect(screen.getByText('Połączono powtórzone słowa: „dog” (2×).')).toBeTruthy();
  });

  it('fills missing translations with AI and shows which words it could not translate', async () => {
    const { api } = renderWordBasesAt(
      '/workspace/ws-1/wordbase?nowa=wpisz',
      handlers({
        translate: () => ({
          data: {
            translate: [
              { word: 'cat', translation: 'kot', usageExample: 'The cat sleeps.', problem: null },
              {
                word: 'xqzt',
                translation: '',
                usageExample: null,
                problem: 'AI nie zna takiego słowa – wpisz tłumaczenie sam.',
              },
            ],
          },
        }),
      }),
    );
    await screen.findByRole('form', { name: 'Nowa baza słówek' });
    type('dog – pies\ncat\nxqzt');
    fireEvent.click(form().getByRole('button', { name: 'Uzupełnij tłumaczenia z AI' }));
    // AI needs the language first.
    expect(await form().findByText(/Najpierw wybierz język bazy/)).toBeTruthy();
    expect(api.count('translate')).toBe(0);
    await chooseLanguage('ang', 'angielski');
    fireEvent.click(form().getByRole('button', { name: 'Uzupełnij tłumaczenia z AI' }));

    expect(await form().findByText('„xqzt”: AI nie zna takiego słowa – wpisz tłumaczenie sam.')).toBeTruthy();
    expect(lastVariables(api, 'translate')).toEqual({
      translateInput: { type: 'Language', languageCode: 'en', words: ['cat', 'xqzt'] },
    });
    const catRow = screen.getByRole('cell', { name: 'cat' }).closest('tr') as HTMLElement;
    expect([...catRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'cat',
      'kotAI',
      'The cat sleeps.',
    ]);
    expect(form().getByText('Bez tłumaczenia: 1 słowo. Wpisz je albo poproś AI.')).toBeTruthy();
  });

  it('translates words typed alone in batches of 50, for another subject with its topic', async () => {
    const words = Array.from({ length: 51 }, (_, i) => `pojęcie ${i + 1}`);
    const { api } = renderWordBasesAt(
      '/workspace/ws-1/wordbase?nowa=ai',
      handlers({
        translate: ({ variables }) => {
          const input = variables.translateInput as { words: string[] };
          return {
            data: {
              translate: input.words.map((word) => ({
                word,
                translation: `definicja: ${word}`,
                usageExample: null,
                problem: null,
              })),
            },
          };
        },
        upsertwords: () => ({ data: { upsertwords: fakeBase({ id: 'wb-8' }) } }),
        getWordBaseById: () => ({ data: { getWordBaseById: fakeBase({ id: 'wb-8' }) } }),
      }),
    );
    await screen.findByRole('form', { name: 'Nowa baza słówek' });
    fireEvent.change(form().getByLabelText('Nazwa bazy'), { target: { value: 'Komórka' } });
    fireEvent.click(form().getByRole('radio', { name: /Inny przedmiot/ }));
    fireEvent.change(form().getByLabelText('Przedmiot i temat (dla AI)'), {
      target: { value: 'biologia: komórka' },
    });
    type(words.join('\n'));
    fireEvent.click(form().getByRole('button', { name: 'Zapisz bazę' }));
    expect(await form().findByText('Najpierw przetłumacz słowa z AI.')).toBeTruthy();

    fireEvent.click(form().getByRole('button', { name: 'Przetłumacz z AI' }));
    await waitFor(() => expect(api.count('translate')).toBe(2));
    const batches = api.calls
      .filter((call) => call.operationName === 'translate')
      .map((call) => call.variables.translateInput as { words: string[]; type: string; context: string });
    expect(batches.map((batch) => batch.words.length)).toEqual([50, 1]);
    expect(batches[0]).toMatchObject({ type: 'Other', context: 'biologia: komórka' });
    await waitFor(() => expect(form().queryByText('Najpierw przetłumacz słowa z AI.')).toBeNull());
    fireEvent.click(form().getByRole('button', { name: 'Zapisz bazę' }));
    await waitFor(() => expect(api.count('upsertwords')).toBe(1));
    const input = lastVariables(api, 'upsertwords')?.upsertwordsInput as {
      type: string;
      languageCode?: string;
      words: unknown[];
    };
    expect(input.type).toBe('Other');
    expect(input.languageCode).toBeUndefined();
    expect(input.words[50]).toEqual({
      word: 'pojęcie 51',
      translation: 'definicja: pojęcie 51',
      usageExample: null,
    });
  });
});

describe('a new word base from materials', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  const sources = {
    workspaceId: 'ws-1',
    selected: null,
    groups: [
      {
        type: 'NOTATKA',
        label: 'Notatka',
        sources: [
          { __typename: 'AiNote', id: 'n-1', name: 'Słówka z lekcji 5' },
          { __typename: 'UserDoc', id: 'd-1', name: 'Skan podręcznika', state: 'SOLVING' },
        ],
      },
    ],
  };

  it('checks the count, saves the chosen materials and orders the set, which then shows as being made', async () => {
    const { api, router } = renderWordBasesAt(
      '/workspace/ws-1/wordbase?nowa=materialy',
      handlers({
        getActionSources: () => ({ data: { getActionSources: sources } }),
        updateSources: () => ({ data: { updateSources: { id: 'src-5' } } }),
        extractwordbase: () => ({
          data: {
            extractwordbase: fakeSummary({
              id: 'wb-5',
              name: 'Słówka z lekcji 5',
              state: 'CREATED',
              wordCount: 0,
              createdAt: '2024-03-09T10:00:00Z',
            }),
          },
        }),
      }),
    );
    await screen.findByRole('form', { name: 'Nowa baza słówek' });
    expect(
      ((await form().findByRole('checkbox', { name: /Skan podręcznika/ })) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.change(form().getByLabelText('Ile słów?'), { target: { value: '4' } });
    fireEvent.click(form().getByRole('button', { name: 'Wybierz słowa z AI' }));
    expect(await form().findByText('Zaznacz co najmniej jeden materiał.')).toBeTruthy();
    expect(form().getByText('Wybierz język z listy.')).toBeTruthy();
    expect(form().getByText('Podaj liczbę słów od 5 do 50.')).toBeTruthy();

    fireEvent.click(form().getByRole('checkbox', { name: 'Słówka z lekcji 5' }));
    await chooseLanguage('hiszp', 'hiszpański');
    fireEvent.change(form().getByLabelText('Ile słów?'), { target: { value: '15' } });
    fireEvent.click(form().getByRole('button', { name: 'Wybierz słowa z AI' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nowa baza słówek' })).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(lastVariables(api, 'updateSources')).toEqual({
      updateSourcesInput: {
        workspaceId: 'ws-1',
        action: 'WORDBASE',
        sources: [{ type: 'AI_NOTE', id: 'n-1' }],
      },
    });
    expect(lastVariables(api, 'extractwordbase')).toEqual({
      extractwordbaseInput: {
        workspaceId: 'ws-1',
        sourcesId: 'src-5',
        type: 'Language',
        languageCode: 'es',
        count: 15,
      },
    });
    const region = within(await screen.findByRole('region', { name: 'Twoje bazy' }));
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(2));
    expect(region.getAllByRole('listitem')[0]?.textContent).toContain('AI wybiera słowa…');
  });
});

describe('choosing the language by typing', () => {
  it('chooses the language a pupil types by name, or the only one the search finds', () => {
    expect(namedLanguage(LANGUAGES, 'Angielski ')?.code).toBe('en');
    expect(namedLanguage(LANGUAGES, 'język niemiecki')?.code).toBe('de');
    expect(namedLanguage(LANGUAGES, 'wlo')?.code).toBe('it');
    // "ski" fits many: nothing is chosen for the pupil.
    expect(namedLanguage(LANGUAGES, 'ski')).toBeUndefined();
    expect(namedLanguage(LANGUAGES, '')).toBeUndefined();
  });

  it('ticks the typed language in the form', async () => {
    renderWordBasesAt('/workspace/ws-1/wordbase?nowa=wpisz', handlers());
    await screen.findByRole('form', { name: 'Nowa baza słówek' });
    await form().findByRole('radio', { name: 'angielski' });
    fireEvent.change(form().getByLabelText('Język'), { target: { value: 'angielski' } });
    await waitFor(() =>
      expect((form().getByRole('radio', { name: 'angielski' }) as HTMLInputElement).checked).toBe(true),
    );
  });
});
