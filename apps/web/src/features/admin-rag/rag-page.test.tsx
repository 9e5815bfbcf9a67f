import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as RagPage } from './rag-page.tsx';

// /admin/rag against a fake API: the documents by book with their chunks, the filters in the
// address, the test box's ranked passages (and a refused question), re-indexing a book and taking
// a chapter out of the index after a confirmation.

const BOOK = 'b0000000-0000-4000-8000-000000000001';
const doc = (id: string, chapter: string, chunkCount: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'LibraryRagDocument',
  id,
  podrecznikId: BOOK,
  title: 'Matematyka 7. Podręcznik demonstracyjny',
  chapter,
  przedmiot: 'mathematics',
  poziom: 'PODSTAWOWY_SIEDEM',
  visible: true,
  deleted: false,
  chunkCount,
  characters: chunkCount * 900,
  indexedAt: chunkCount ? '2026-11-28T10:00:00.000Z' : null,
  ...extra,
});

let documents = [doc('c1', '1. Potęgi i pierwiastki', 4), doc('c2', '2. Wyrażenia algebraiczne', 0)];

function render(handlers: Record<string, FakeHandler> = {}, path = '/admin/rag') {
  const api = installFakeApi({
    adminRagDocuments: () => ({ data: { getLibraryRagDocuments: documents } }),
    ...handlers,
  });
  const { router } = renderRoutes([{ path: '/admin/rag', Component: RagPage }], path, testQueryClient());
  return { api, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  documents = [doc('c1', '1. Potęgi i pierwiastki', 4), doc('c2', '2. Wyrażenia algebraiczne', 0)];
});

describe('/admin/rag', () => {
  it('lists the documents by book with their chunks, filtered by the address', async () => {
    const { api, router } = render({}, '/admin/rag?przedmiot=mathematics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baza wiedzy (RAG)' })).toBeTruthy();
    expect((await screen.findByTestId('rag-summary')).textContent).toBe(
      '2 rozdziały, 4 fragmenty w indeksie',
    );
    const chapters = screen.getByRole('list', { name: 'Rozdziały: Matematyka 7. Podręcznik demonstracyjny' });
    const [first, second] = within(chapters).getAllByRole('listitem');
    expect(first?.textContent).toContain('4 fragmenty · 3600 znaków');
    expect(second?.textContent).toContain('brak w indeksie');
    // Nothing to remove from a chapter that is not in the index.
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
    expect(api.calls.find((c) => c.operationName === 'adminRagDocuments')?.variables).toEqual({
      input: { przedmiot: 'mathematics', poziom: null },
    });
    fireEvent.change(screen.getByLabelText('Poziom'), { target: { value: 'PODSTAWOWY_SIEDEM' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM'),
    );
  });

  it('shows the ranked passages for a question, and the server’s words for a refused one', async () => {
    let refuse = true;
    const { api } = render({
      adminRagSearch: () =>
        refuse
          ? {
              errors: [
                {
                  message: 'Nieprawidłowe dane.',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fields: { question: 'Wpisz pytanie: od 2 do 500 znaków.' },
                  },
                },
              ],
            }
          : {
              data: {
                searchLibraryRag: [
                  {
                    documentId: 'c1',
                    title: 'Matematyka 7',
                    chapter: '1. Potęgi i pierwiastki',
                    visible: true,
                    page: 1,
                    text: 'Wykładnik mówi, ile jednakowych czynników.',
                    score: 0.0325,
                  },
                ],
              },
            },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Wpisz pytanie: od 2 do 500 znaków.')).toBeTruthy();
    refuse = false;
    fireEvent.change(screen.getByLabelText('Pytanie'), { target: { value: 'Co to jest wykładnik?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    const hits = await screen.findByRole('list', { name: 'Znalezione fragmenty' });
    expect(hits.textContent).toContain('1. 1. Potęgi i pierwiastki – Matematyka 7');
    expect(hits.textContent).toContain('s. 1 · wynik 0.0325');
    expect(api.calls.filter((c) => c.operationName === 'adminRagSearch').at(-1)?.variables).toEqual({
      input: { przedmiot: null, poziom: null, question: 'Co to jest wykładnik?' },
    });
  });

  it('re-indexes a book and takes a chapter out of the index after a confirmation', async () => {
    const { api } = render({
      adminRagReindex: () => ({
        data: {
          reindexLibraryBook: [
            { id: 'c1', chunkCount: 4 },
            { id: 'c2', chunkCount: 2 },
          ],
        },
      }),
      adminRagRemove: () => {
        documents = [doc('c1', '1. Potęgi i pierwiastki', 0), documents[1] as ReturnType<typeof doc>];
        return { data: { removeLibraryRagDocument: { id: 'c1', chunkCount: 0 } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Indeksuj ponownie/ }));
    expect(await screen.findByText('Zindeksowano ponownie: 6 fragmentów.')).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'adminRagReindex')?.variables).toEqual({
      input: { podrecznikId: BOOK },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Usuń z indeksu – 1. Potęgi i pierwiastki' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć rozdział z indeksu?' });
    expect(api.count('adminRagRemove')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń z indeksu' }));
    await waitFor(() =>
      expect(screen.getByTestId('rag-summary').textContent).toBe('2 rozdziały, 0 fragmentów w indeksie'),
    );
    expect(api.calls.find((c) => c.operationName === 'adminRagRemove')?.variables).toEqual({
      input: { id: 'c1' },
    });
  });
});
