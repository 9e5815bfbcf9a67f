import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK_ID, bookWithChapters, renderAdminLibrary } from './admin-library-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const DRAFT = { ...bookWithChapters({ demo: false, visible: false, title: 'Chemia. Szkic' }), id: BOOK_ID };

async function openDraft() {
  const rendered = renderAdminLibrary(`/admin/podreczniki/${BOOK_ID}`, { books: [DRAFT] });
  await screen.findByRole('heading', { level: 1, name: 'Chemia. Szkic' });
  return rendered;
}

describe('deleting a textbook', () => {
  it('asks first, then deletes it and goes back to the list, which no longer has it', async () => {
    const { api, router } = await openDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń podręcznik' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Usunąć podręcznik „Chemia. Szkic”?' });
    // Focus starts on "Anuluj": Enter does not delete by accident.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(api.count('adminDeleteTextbook')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń podręcznik' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Usuń podręcznik' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/podreczniki'));
    expect(await screen.findByText('Nie znaleziono podręczników.')).toBeTruthy();
    expect(api.calls.find((call) => call.operationName === 'adminDeleteTextbook')?.variables).toEqual({
      input: { id: BOOK_ID },
    });
  });

  it("shows the server's reason in the dialog and stays on the page when it refuses", async () => {
    const { refuseNext, router } = await openDraft();
    refuseNext({ errors: [{ message: 'Nie znaleziono podręcznika.', extensions: { code: 'NOT_FOUND' } }] });
    fireEvent.click(screen.getByRole('button', { name: 'Usuń podręcznik' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń podręcznik' }));
    expect(await within(dialog).findByText('Nie znaleziono podręcznika.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/podreczniki/${BOOK_ID}`);
  });

  it('offers no deletion for a demo book and says how to hide it instead', async () => {
    renderAdminLibrary(`/admin/podreczniki/${BOOK_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Matematyka 7. Podręcznik demonstracyjny' });
    const section = screen.getByRole('region', { name: 'Usuwanie podręcznika' });
    expect(within(section).queryByRole('button')).toBeNull();
    expect(section.textContent).toContain('LIBRARY_DEMO=false');
  });
});
