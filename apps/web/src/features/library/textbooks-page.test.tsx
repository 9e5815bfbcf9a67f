import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK, BOOK_ID, TEXTBOOK } from './library-fixtures.ts';
import { addressOf, renderLibrary } from './library-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const textbooks = () => ({ data: { getpodrecznikbyprzedmiotandpoziom: [TEXTBOOK] } });

describe('the textbook catalogue (/podrecznikio)', () => {
  it('asks a signed-out visitor for a subject and a class, then lists the textbooks with their facts', async () => {
    const { api, router } = renderLibrary('/podrecznikio', { libraryTextbooks: textbooks });
    expect(await screen.findByRole('heading', { level: 1, name: 'Podręczniki' })).toBeTruthy();
    expect(await screen.findByText('66 zadań z rozwiązaniami')).toBeTruthy();
    expect(screen.getByText('Wybierz przedmiot i klasę, aby zobaczyć podręczniki.')).toBeTruthy();
    expect(api.count('libraryTextbooks')).toBe(0);

    const subject = screen.getByLabelText('Przedmiot') as HTMLSelectElement;
    expect([...subject.options].map((o) => o.text)).toContain('Matematyka');
    fireEvent.change(subject, { target: { value: 'mathematics' } });
    fireEvent.change(screen.getByLabelText('Klasa'), { target: { value: 'PODSTAWOWY_SIEDEM' } });
    const list = await screen.findByRole('list', { name: 'Podręczniki' });
    expect(api.calls.find((c) => c.operationName === 'libraryTextbooks')?.variables).toEqual({
      input: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' },
    });
    expect(screen.getByText('Znaleziono 1 podręcznik.')).toBeTruthy();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: TEXTBOOK.title }).getAttribute('href')).toBe(
      `/podrecznikio/${BOOK_ID}`,
    );
    for (const text of [
      'Demo',
      'Podręcznik demonstracyjny napisany dla Kredy.',
      'Klasa 7 – szkoła podstawowa',
      'Zespół Kredy, Marta Wzorcowa, Tomasz Cyrkiel',
      'Kreda (demo)',
      '35 zadań',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    // The choice is in the address: it can be shared and reloaded.
    expect(addressOf(router)).toBe('/podrecznikio?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM');
  });

  it('says so when a subject and class have no textbooks', async () => {
    renderLibrary('/podrecznikio?przedmiot=chemistry&poziom=STUDIA', {
      libraryTextbooks: () => ({ data: { getpodrecznikbyprzedmiotandpoziom: [] } }),
    });
    expect(await screen.findByText('Nie znaleziono podręczników.')).toBeTruthy();
  });

  it('starts a signed-in pupil at their own class', async () => {
    const { api } = renderLibrary(
      '/podrecznikio?przedmiot=mathematics',
      { libraryTextbooks: textbooks },
      { user: { onboarding: { poziom: 'PODSTAWOWY_SIEDEM', egzaminy: [], przedmioty: [] } } },
    );
    expect(await screen.findByRole('link', { name: TEXTBOOK.title })).toBeTruthy();
    expect((screen.getByLabelText('Klasa') as HTMLSelectElement).value).toBe('PODSTAWOWY_SIEDEM');
    expect(api.count('libraryTextbooks')).toBe(1);
  });

  it('finds a textbook by its ISBN, and refuses a too short search before asking', async () => {
    const { api, router } = renderLibrary('/podrecznikio', {
      librarySearch: () => ({ data: { getBooksByTitle: [BOOK] } }),
    });
    const field = await screen.findByLabelText('Tytuł albo numer ISBN');
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Wpisz co najmniej 2 znaki tytułu albo numer ISBN.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.count('librarySearch')).toBe(0);

    fireEvent.change(field, { target: { value: ' 978-83-00000-01-2 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    const results = await screen.findByRole('list', { name: 'Znalezione książki' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Wyniki wyszukiwania: „978-83-00000-01-2”' }),
    ).toBeTruthy();
    expect(screen.getByText('Znaleziono 1 książkę.')).toBeTruthy();
    expect(within(results).getByRole('link', { name: BOOK.name }).getAttribute('href')).toBe(
      `/podrecznikio/${BOOK_ID}`,
    );
    expect(api.calls.find((c) => c.operationName === 'librarySearch')?.variables).toEqual({
      input: { title: '978-83-00000-01-2' },
    });
    expect(addressOf(router)).toBe('/podrecznikio?szukaj=978-83-00000-01-2');

    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść wyszukiwanie' }));
    await waitFor(() => expect(addressOf(router)).toBe('/podrecznikio'));
    expect(screen.getByText('Wybierz przedmiot i klasę, aby zobaczyć podręczniki.')).toBeTruthy();
  });

  it('tells in Polish when the textbooks cannot be read, and tries again', async () => {
    let fail = true;
    renderLibrary('/podrecznikio?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM', {
      libraryTextbooks: () =>
        fail
          ? {
              errors: [
                {
                  message: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
                  extensions: { code: 'INTERNAL_SERVER_ERROR' },
                },
              ],
            }
          : textbooks(),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nie udało się wczytać podręczników')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: TEXTBOOK.title })).toBeTruthy();
  });
});
