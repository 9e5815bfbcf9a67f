import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badUserInput } from '../../testing/fake-api.ts';
import {
  BOOK_ID,
  bookWithChapters,
  renderAdminLibrary,
  SUB_1_1,
  SUB_1_2,
} from './admin-library-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const group = (name: string) => screen.getByRole('group', { name });
const SUB = 'Podrozdział 1.1. Potęga o wykładniku naturalnym';

async function openBook(options?: Parameters<typeof renderAdminLibrary>[1]) {
  const rendered = renderAdminLibrary(`/admin/podreczniki/${BOOK_ID}`, options);
  await screen.findByRole('heading', { level: 1, name: 'Matematyka 7. Podręcznik demonstracyjny' });
  return rendered;
}

const updates = (api: ReturnType<typeof renderAdminLibrary>['api']) =>
  api.calls
    .filter((call) => call.operationName === 'adminUpdateTextbook')
    .map((call) => call.variables.input);

describe('an admin textbook page (/admin/podreczniki/:id)', () => {
  it('publishes and hides the textbook with its switch', async () => {
    const { api } = await openBook();
    const publish = screen.getByRole('switch', { name: 'Opublikowany' });
    expect(publish.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Opublikowany', { selector: 'span.rounded-md' })).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();

    fireEvent.click(publish);
    await waitFor(() => expect(publish.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText('Ukryty')).toBeTruthy();
    expect(screen.getByText('Podręcznik jest ukryty: widzą go tylko administratorzy.')).toBeTruthy();
    // A hidden book is not in the catalogue: no link there.
    expect(screen.queryByRole('link', { name: 'Zobacz w katalogu' })).toBeNull();
    expect(updates(api)).toEqual([{ id: BOOK_ID, visible: false }]);
  });

  it('saves the renamed, renumbered, moved and deleted entries of the table of contents at once', async () => {
    const { api, kept } = await openBook();
    const sub = within(group(SUB));
    fireEvent.change(sub.getByLabelText('Nazwa'), { target: { value: 'Potęgi – nowa nazwa' } });
    fireEvent.change(sub.getByLabelText('Numer'), { target: { value: '1.5' } });
    fireEvent.change(sub.getByLabelText('Strona'), { target: { value: '2' } });
    fireEvent.click(
      within(group('Podrozdział 1.2. Działania na potęgach')).getByLabelText(/Usunięty ze spisu/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz spis treści' }));

    expect(await screen.findByText('Zapisano spis treści.')).toBeTruthy();
    expect(updates(api)).toEqual([
      {
        id: BOOK_ID,
        chapters: [
          { id: SUB_1_1, number: '1.5', name: 'Potęgi – nowa nazwa', page: 2 },
          { id: SUB_1_2, deleted: true },
        ],
      },
    ]);
    // The page reads the book again: the group is named by the saved entry now.
    expect(await screen.findByRole('group', { name: 'Podrozdział 1.5. Potęgi – nowa nazwa' })).toBeTruthy();
    expect(kept.get(BOOK_ID)?.chapters[0]?.subchapters[1]?.deleted).toBe(true);

    // Saving again with nothing changed sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz spis treści' }));
    expect(await screen.findByText('W spisie treści nie ma zmian do zapisania.')).toBeTruthy();
    expect(updates(api)).toHaveLength(1);
  });

  it("shows the server's Polish message by the field and changes nothing when it refuses", async () => {
    const { api, kept, refuseNext } = await openBook();
    const before = kept.get(BOOK_ID);
    refuseNext(badUserInput('Nieprawidłowe dane.', { 'chapters.1.name': 'Podaj nazwę rozdziału.' }));
    fireEvent.change(within(group(SUB)).getByLabelText('Strona'), { target: { value: '2' } });
    fireEvent.change(within(group('Podrozdział 1.2. Działania na potęgach')).getByLabelText('Nazwa'), {
      target: { value: ' ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz spis treści' }));

    const name = within(group('Podrozdział 1.2. Działania na potęgach')).getByLabelText('Nazwa');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(group('Podrozdział 1.2. Działania na potęgach')).getByText('Podaj nazwę rozdziału.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Nic nie zapisano: popraw zaznaczone pola.');
    expect(document.activeElement).toBe(name);
    // All or nothing: the other entry's change was refused with it, and the page still shows the
    // saved table of contents with what was typed kept for fixing.
    expect(kept.get(BOOK_ID)).toBe(before);
    expect(updates(api)).toHaveLength(1);
    expect(within(group(SUB)).getByLabelText<HTMLInputElement>('Strona').value).toBe('2');
    expect(screen.queryByText('Zapisano spis treści.')).toBeNull();
  });

  it('asks for a whole page number before sending anything', async () => {
    const { api } = await openBook();
    fireEvent.change(within(group(SUB)).getByLabelText('Strona'), { target: { value: 'trzecia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz spis treści' }));
    expect(
      await within(group(SUB)).findByText('Strona: liczba całkowita od 1 do 5000 (albo puste pole).'),
    ).toBeTruthy();
    expect(updates(api)).toEqual([]);
  });

  it("saves the textbook's data and shows a refused field's message under it", async () => {
    const { api, refuseNext } = await openBook();
    const data = within(screen.getByRole('region', { name: 'Dane podręcznika' }));
    fireEvent.change(data.getByLabelText('Tytuł'), { target: { value: 'Matematyka 7. Nowe wydanie' } });
    fireEvent.change(data.getByLabelText('Autorzy'), { target: { value: 'Zespół Kredy\n\n Jan Nowak ' } });
    fireEvent.change(data.getByLabelText('Klasa'), { target: { value: '' } });
    fireEvent.click(data.getByRole('button', { name: 'Zapisz dane' }));
    expect(await screen.findByText('Zapisano dane podręcznika.')).toBeTruthy();
    expect(updates(api)[0]).toEqual({
      id: BOOK_ID,
      title: 'Matematyka 7. Nowe wydanie',
      isbn: '9788300000012',
      przedmiot: 'mathematics',
      poziom: 'PODSTAWOWY_SIEDEM',
      klasa: null,
      wydawnictwo: 'Kreda (demo)',
      authors: ['Zespół Kredy', 'Jan Nowak'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Matematyka 7. Nowe wydanie' })).toBeTruthy();
    expect(screen.getByText('Zapisano dane podręcznika.')).toBeTruthy();

    refuseNext(
      badUserInput('Nieprawidłowe dane.', {
        isbn: 'Podaj 13-cyfrowy numer ISBN (z kreskami albo bez) z poprawną cyfrą kontrolną.',
        'authors.1': 'Podaj imię i nazwisko autora.',
      }),
    );
    const form = within(screen.getByRole('region', { name: 'Dane podręcznika' }));
    fireEvent.change(form.getByLabelText('ISBN'), { target: { value: '123' } });
    fireEvent.click(form.getByRole('button', { name: 'Zapisz dane' }));
    expect(await form.findByText(/Podaj 13-cyfrowy numer ISBN/)).toBeTruthy();
    expect(form.getByText('Podaj imię i nazwisko autora.')).toBeTruthy();
    expect(form.getByLabelText('ISBN').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Matematyka 7. Nowe wydanie');
  });

  it("lists a published subchapter's exercises, and says when they cannot be read", async () => {
    const { api } = await openBook({
      handlers: {
        adminSubchapterExercises: () => ({
          data: {
            getPaginatedZadanieByRelationId: {
              data: [
                {
                  id: 'z1',
                  numberExercise: '1.1.1',
                  pages: [1],
                  question: 'Oblicz $2^5$.',
                  answer: '32',
                  explanation: '$2^5 = 32$',
                },
              ],
              total: 1,
              page: 1,
              limit: 20,
            },
          },
        }),
      },
    });
    const show = within(group(SUB)).getByRole('button', { name: 'Pokaż zadania (3)' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const list = await screen.findByRole('list', { name: 'Zadania – 1.1. Potęga o wykładniku naturalnym' });
    expect(within(list).getByText('Zadanie 1.1.1 · s. 1')).toBeTruthy();
    expect(within(list).getByText('Oblicz $2^5$.')).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'adminSubchapterExercises')?.variables).toEqual({
      input: { relationId: SUB_1_1, page: 1, limit: 20 },
    });
    expect(
      within(group('Podrozdział 1.2. Działania na potęgach')).getByText('Brak zadań w tym podrozdziale.'),
    ).toBeTruthy();
  });

  it('corrects an exercise with updateZadanie, the refused field told by its message', async () => {
    const exercise = {
      id: 'z1',
      numberExercise: '1.1.1',
      pages: [1],
      question: 'Oblicz $2^5$.',
      answer: '31',
      explanation: 'Źle.',
    };
    const { api } = await openBook({
      handlers: {
        adminSubchapterExercises: () => ({
          data: { getPaginatedZadanieByRelationId: { data: [exercise], total: 1, page: 1, limit: 20 } },
        }),
        adminUpdateExercise: ({ variables }) =>
          (variables.input as { explanation?: string }).explanation === ' '
            ? badUserInput('Nieprawidłowe dane.', { explanation: 'Rozwiązanie nie może być puste.' })
            : { data: { updateZadanie: { ...exercise, ...(variables.input as object) } } },
      },
    });
    fireEvent.click(within(group(SUB)).getByRole('button', { name: 'Pokaż zadania (3)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Popraw zadanie 1.1.1' }));
    fireEvent.change(screen.getByLabelText('Odpowiedź'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Rozwiązanie krok po kroku'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zadanie' }));
    expect(await screen.findByText('Rozwiązanie nie może być puste.')).toBeTruthy();
    expect(screen.queryByText('Zapisano zadanie.')).toBeNull();

    fireEvent.change(screen.getByLabelText('Rozwiązanie krok po kroku'), { target: { value: '$2^5 = 32$' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zadanie' }));
    expect(await screen.findByText('Zapisano zadanie.')).toBeTruthy();
    const sent = api.calls
      .filter((c) => c.operationName === 'adminUpdateExercise')
      .map((c) => c.variables.input);
    expect(sent).toEqual([
      { id: 'z1', answer: '32', explanation: ' ' },
      { id: 'z1', answer: '32', explanation: '$2^5 = 32$' },
    ]);
  });

  it('offers the exercises of a hidden textbook too, to correct them before publishing', async () => {
    await openBook({ books: [bookWithChapters({ visible: false })] });
    expect(within(group(SUB)).getByRole('button', { name: 'Pokaż zadania (3)' })).toBeTruthy();
  });

  it('says in Polish that a textbook is not there, with the way back', async () => {
    renderAdminLibrary('/admin/podreczniki/nie-ma-takiego');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono podręcznika' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy podręczników' }).getAttribute('href')).toBe(
      '/admin/podreczniki',
    );
  });
});
