import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, sentUpload } from '../../testing/xhr-fake.ts';
import { BOOK_ID, bookWithChapters, renderAdminLibrary } from './admin-library-test-kit.tsx';

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const COVER = `/api/okladki/${BOOK_ID}/0123456789abcdef.webp`;
const NEW_COVER = `/api/okladki/${BOOK_ID}/fedcba9876543210.webp`;

async function openBook(imageUrl: string | null) {
  const book = { ...bookWithChapters({ imageUrl }), id: BOOK_ID };
  const rendered = renderAdminLibrary(`/admin/podreczniki/${BOOK_ID}`, {
    books: [book],
    handlers: {
      adminRemoveTextbookCover: () => {
        const kept = rendered.kept.get(BOOK_ID);
        if (!kept) return { errors: [{ message: 'Nie znaleziono podręcznika.' }] };
        const next = { ...kept, podrecznik: { ...kept.podrecznik, imageUrl: null } };
        rendered.kept.set(BOOK_ID, next);
        return { data: { removePodrecznikCover: next.podrecznik } };
      },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Matematyka 7. Podręcznik demonstracyjny' });
  return { ...rendered, section: within(screen.getByRole('region', { name: 'Okładka' })) };
}

const image = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'okladka.png', { type: 'image/png' });

describe("a textbook's cover on its admin page", () => {
  it('uploads an image and shows the new cover', async () => {
    const { section, kept } = await openBook(null);
    expect(section.getByText('Brak okładki.')).toBeTruthy();
    fireEvent.change(section.getByLabelText('Obraz okładki'), { target: { files: [image()] } });
    fireEvent.click(section.getByRole('button', { name: 'Zapisz okładkę' }));
    const xhr = await sentUpload();
    expect(xhr.operations()).toMatchObject({
      operationName: 'adminSetTextbookCover',
      variables: { input: { podrecznikId: BOOK_ID, file: null } },
    });
    expect((xhr.form?.get('0') as File | undefined)?.name).toBe('okladka.png');
    const book = kept.get(BOOK_ID);
    if (!book) throw new Error('no book');
    const saved = { ...book, podrecznik: { ...book.podrecznik, imageUrl: NEW_COVER } };
    kept.set(BOOK_ID, saved);
    await xhr.respond({ data: { setPodrecznikCover: saved.podrecznik } });
    const cover = await section.findByRole('img', {
      name: 'Okładka: Matematyka 7. Podręcznik demonstracyjny',
    });
    expect(cover.getAttribute('src')).toBe(NEW_COVER);
  });

  it("shows the server's Polish reason under the field and keeps the old cover", async () => {
    const { section } = await openBook(COVER);
    fireEvent.change(section.getByLabelText('Nowa okładka'), { target: { files: [image()] } });
    fireEvent.click(section.getByRole('button', { name: 'Zapisz okładkę' }));
    await (await sentUpload()).respond({
      errors: [
        {
          message: 'Nieprawidłowe dane.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { file: 'Okładka musi być obrazem JPEG, PNG albo WebP.' },
          },
        },
      ],
    });
    expect(await section.findByText('Okładka musi być obrazem JPEG, PNG albo WebP.')).toBeTruthy();
    expect(section.getByLabelText('Nowa okładka').getAttribute('aria-invalid')).toBe('true');
    expect(section.getByRole('img').getAttribute('src')).toBe(COVER);
  });

  it('asks for a file before sending anything', async () => {
    const { section } = await openBook(null);
    fireEvent.click(section.getByRole('button', { name: 'Zapisz okładkę' }));
    expect(section.getByText('Wybierz obraz okładki.')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('removes the cover after a confirmation', async () => {
    const { section, api } = await openBook(COVER);
    fireEvent.click(section.getByRole('button', { name: 'Usuń okładkę' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Usunąć okładkę?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń okładkę' }));
    await waitFor(() => expect(section.getByText('Brak okładki.')).toBeTruthy());
    expect(api.calls.find((call) => call.operationName === 'adminRemoveTextbookCover')?.variables).toEqual({
      input: { podrecznikId: BOOK_ID },
    });
  });
});
