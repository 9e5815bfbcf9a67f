import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { EssayCall } from './essay-call.tsx';
import { fakeMessage } from './test-fixtures.ts';

function renderMessage(message: ReturnType<typeof fakeMessage>) {
  return renderRoutes(
    [
      { path: '/app/solver', element: <EssayCall message={message} /> },
      { path: '/app/solver/rozprawki', element: <h1>Rozprawki</h1> },
    ],
    '/app/solver',
  );
}

describe('a chat message that asks for an essay', () => {
  it('opens the new-essay form with the recognised topic', async () => {
    const { router } = renderMessage(
      fakeMessage({ rozprawkaCall: { temat: 'Czy warto być lojalnym?' }, rozprawkaReviewCall: null }),
    );
    const link = screen.getByRole('link', { name: 'Napisz rozprawkę: „Czy warto być lojalnym?”' });
    expect(link.getAttribute('href')).toBe(
      '/app/solver/rozprawki?nowa=rozprawka&temat=Czy+warto+by%C4%87+lojalnym%3F',
    );
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/solver/rozprawki'));
    expect(new URLSearchParams(router.state.location.search).get('temat')).toBe('Czy warto być lojalnym?');
  });

  it('opens the review form with the pasted essay carried in the history entry, not the address', async () => {
    const content = 'Uważam, że lojalność jest ważna. '.repeat(20);
    const { router } = renderMessage(
      fakeMessage({ rozprawkaCall: null, rozprawkaReviewCall: { temat: 'Lojalność', content } }),
    );
    const link = screen.getByRole('link', { name: 'Oceń rozprawkę' });
    expect(link.getAttribute('href')).toBe('/app/solver/rozprawki?nowa=ocena&temat=Lojalno%C5%9B%C4%87');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/solver/rozprawki'));
    expect(router.state.location.state).toEqual({ content });
  });

  it('shows nothing for an ordinary message', () => {
    renderMessage(fakeMessage());
    expect(screen.queryByRole('link')).toBeNull();
  });
});
