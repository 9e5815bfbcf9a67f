import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, installFakeApi } from '../../testing/fake-api.ts';
import { testQueryClient } from '../../testing/render-routes.tsx';
import { ShareAction } from './share-action.tsx';

const TOKEN = 'Q'.repeat(43);
const link = (overrides: Record<string, unknown> = {}) => ({
  token: TOKEN,
  kind: 'WORD_BASE',
  itemId: 'wb-1',
  createdAt: '2026-11-28T10:00:00Z',
  revokedAt: null,
  ...overrides,
});

function renderShare(handlers: Record<string, FakeHandler>) {
  const api = installFakeApi(handlers);
  const copied: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText: async (text: string) => void copied.push(text) },
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ShareAction kind="WORD_BASE" id="wb-1" name="Zwierzęta i dom" />
    </QueryClientProvider>,
  );
  // A real click focuses the button it presses.
  const opener = screen.getByRole('button', { name: 'Udostępnij' });
  opener.focus();
  fireEvent.click(opener);
  return { api, copied, dialog: screen.getByRole('dialog', { name: 'Udostępnij „Zwierzęta i dom”' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the share dialog', () => {
  it('makes a link on request, shows its address and copies it', async () => {
    const { api, copied, dialog } = renderShare({
      getShareLink: () => ({ data: { getShareLink: null } }),
      createShareLink: () => ({ data: { createShareLink: link() } }),
    });
    expect(await within(dialog).findByText(/nie zobaczy Twoich innych materiałów/i)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Link do udostępnienia')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz link' }));
    const field = (await within(dialog).findByLabelText('Link do udostępnienia')) as HTMLInputElement;
    const url = `${window.location.origin}/udostepnione/${TOKEN}`;
    expect(field.value).toBe(url);
    expect(field.readOnly).toBe(true);
    expect(api.calls.find((c) => c.operationName === 'createShareLink')?.variables).toEqual({
      input: { kind: 'WORD_BASE', id: 'wb-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopiuj link' }));
    expect(await within(dialog).findByText('Skopiowano link.')).toBeTruthy();
    expect(copied).toEqual([url]);
  });

  it('stops sharing: the link goes and the dialog says copies stay', async () => {
    const { api, dialog } = renderShare({
      getShareLink: () => ({ data: { getShareLink: link() } }),
      revokeShareLink: () => ({ data: { revokeShareLink: link({ revokedAt: '2026-11-28T10:05:00Z' }) } }),
    });
    await within(dialog).findByLabelText('Link do udostępnienia');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Przestań udostępniać' }));
    expect(await within(dialog).findByText(/Link przestał działać/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Link do udostępnienia')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Utwórz link' })).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'revokeShareLink')?.variables).toEqual({
      input: { token: TOKEN },
    });
  });

  it('says in Polish why a link cannot be made, and makes none', async () => {
    const message = 'Tę bazę można udostępnić, gdy AI skończy wybierać słowa.';
    const { dialog } = renderShare({
      getShareLink: () => ({ data: { getShareLink: null } }),
      createShareLink: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }),
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Utwórz link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).queryByLabelText('Link do udostępnienia')).toBeNull();
  });

  it('selects the link for the pupil to copy when the clipboard is closed', async () => {
    const { dialog } = renderShare({ getShareLink: () => ({ data: { getShareLink: link() } }) });
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const field = (await within(dialog).findByLabelText('Link do udostępnienia')) as HTMLInputElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopiuj link' }));
    expect(await within(dialog).findByText(/Zaznaczono link/)).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });

  it('closes with "Gotowe" and gives focus back to "Udostępnij"', async () => {
    const { dialog } = renderShare({ getShareLink: () => ({ data: { getShareLink: null } }) });
    await within(dialog).findByRole('button', { name: 'Utwórz link' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gotowe' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Udostępnij' }));
  });
});
