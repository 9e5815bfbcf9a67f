import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCachedUser } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as SharedPage } from './shared-page.tsx';

const TOKEN = 'Z'.repeat(43);
const ITEM = {
  token: TOKEN,
  kind: 'WORD_BASE',
  title: 'Zwierzęta i dom',
  description: null,
  summary: 'Angielski · 2 słowa',
  entries: [
    { text: 'dog', answer: 'pies', options: [] },
    { text: 'cat', answer: 'kot', options: [] },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderShared(handlers: Record<string, FakeHandler>, signedIn: boolean) {
  const api = installFakeApi(handlers);
  const queryClient = testQueryClient();
  setCachedUser(
    queryClient,
    signedIn
      ? (fakeUser({ onboarding: { poziom: 'SREDNI_JEDEN', egzaminy: [], przedmioty: [] } }) as never)
      : null,
  );
  renderRoutes(
    [
      { path: '/udostepnione/:token', Component: SharedPage },
      { path: '*', Component: Where },
    ],
    `/udostepnione/${TOKEN}`,
    queryClient,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a shared link', () => {
  it('shows a signed-out visitor the words and asks them to sign in or up, coming back here', async () => {
    renderShared({ getSharedItem: () => ({ data: { getSharedItem: ITEM } }) }, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zwierzęta i dom' })).toBeTruthy();
    expect(screen.getByText('dog')).toBeTruthy();
    expect(screen.getByText('pies')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skopiuj do moich materiałów' })).toBeNull();
    const back = encodeURIComponent(`/udostepnione/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe(
      `/auth/sign-in?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe(
      `/auth/sign-up?redirect=${back}`,
    );
  });

  it('says in Polish that a revoked or deleted link is no longer active', async () => {
    renderShared(
      {
        getSharedItem: () => ({
          errors: [{ message: 'Ten link nie jest już aktywny.', extensions: { code: 'NOT_FOUND' } }],
        }),
      },
      false,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ten link nie jest już aktywny' }),
    ).toBeTruthy();
    expect(screen.getByText(/przestał udostępniać/)).toBeTruthy();
  });

  it('copies into the workspace the pupil picks and opens the copy', async () => {
    const api = renderShared(
      {
        getSharedItem: () => ({ data: { getSharedItem: ITEM } }),
        sharingWorkspaces: () => ({
          data: {
            getWorkspaceByUserId: [
              { id: 'ws-1', name: 'Angielski', temat: { id: 't1' } },
              { id: 'ws-2', name: 'Niemiecki', temat: { id: 't2' } },
              { id: 'ws-g', name: 'Ogólna', temat: null },
            ],
          },
        }),
        copySharedItem: ({ variables }) => ({
          data: {
            copySharedItem: {
              kind: 'WORD_BASE',
              id: 'wb-copy',
              workspaceId: (variables.input as { workspaceId: string }).workspaceId,
              alreadyCopied: false,
            },
          },
        }),
      },
      true,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Skopiuj do moich materiałów' }));
    const dialog = screen.getByRole('dialog', { name: 'Skopiuj do moich materiałów' });
    const select = (await within(dialog).findByLabelText('Przestrzeń')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Angielski', 'Niemiecki']);
    fireEvent.change(select, { target: { value: 'ws-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skopiuj' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/workspace/ws-2/wordbase/wb-copy');
    expect(api.calls.find((c) => c.operationName === 'copySharedItem')?.variables).toEqual({
      input: { token: TOKEN, workspaceId: 'ws-2' },
    });
  });

  it('makes a first workspace in the dialog for a pupil who has none, checking the fields first', async () => {
    const api = renderShared(
      {
        getSharedItem: () => ({ data: { getSharedItem: ITEM } }),
        sharingWorkspaces: () => ({ data: { getWorkspaceByUserId: [] } }),
        createSharingWorkspace: () => ({ data: { createWorkspace: { id: 'ws-new', name: 'Słówka' } } }),
        copySharedItem: () => ({
          data: {
            copySharedItem: { kind: 'WORD_BASE', id: 'wb-copy', workspaceId: 'ws-new', alreadyCopied: false },
          },
        }),
      },
      true,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Skopiuj do moich materiałów' }));
    const dialog = screen.getByRole('dialog', { name: 'Skopiuj do moich materiałów' });
    await within(dialog).findByLabelText('Przedmiot');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skopiuj' }));
    expect(await within(dialog).findByText('Wybierz przedmiot.')).toBeTruthy();
    expect(within(dialog).getByText('Wpisz temat przestrzeni.')).toBeTruthy();
    expect(api.count('createSharingWorkspace')).toBe(0);
    expect((within(dialog).getByLabelText('Klasa') as HTMLSelectElement).value).toBe('SREDNI_JEDEN');
    fireEvent.change(within(dialog).getByLabelText('Przedmiot'), { target: { value: 'english' } });
    fireEvent.change(within(dialog).getByLabelText('Temat przestrzeni'), { target: { value: '  Słówka  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skopiuj' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/workspace/ws-new/wordbase/wb-copy');
    expect(api.calls.find((c) => c.operationName === 'createSharingWorkspace')?.variables).toEqual({
      createWorkspaceInput: {
        wlasnyTemat: { przedmiot: 'english', poziom: 'SREDNI_JEDEN', temat: 'Słówka' },
      },
    });
  });
});
