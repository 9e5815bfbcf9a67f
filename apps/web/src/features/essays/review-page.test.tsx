import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import type { EssayReview } from './api/review-fragments.ts';
import { fakeReview, pendingReview } from './review-fixtures.ts';
import { pushReview, renderReviewPage, resetLive, serving } from './review-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

describe('the review page while the review is made', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows the topic, the exam and where the review is, and follows it live to the grade', async () => {
    renderReviewPage(serving(() => pendingReview()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocena rozprawki' })).toBeTruthy();
    expect(screen.getByTestId('review-topic').textContent).toContain('Rozważ problem na podstawie „Lalki”.');
    expect(screen.getByText(/Matura z polskiego – poziom podstawowy/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Ocena czeka w kolejce…');
    expect(screen.getByRole('progressbar', { name: 'Postęp oceny' }).getAttribute('aria-valuetext')).toBe(
      'W kolejce',
    );
    expect(document.title).toBe('Ocena: Czy warto poświęcić się dla innych? Rozważ problem na… – Kreda');
    expect(live.variables.get('newRozprawkaAiReviewById')).toEqual({
      newRozprawkaAiReviewInput: { id: 'review-1' },
    });

    pushReview(live, pendingReview({ state: 'FINALIZATION_REVIEW' }));
    expect(await screen.findByText('Oceniam według kryteriów…')).toBeTruthy();

    pushReview(live, fakeReview());
    const heading = await screen.findByRole('heading', { name: 'Wynik' });
    // The grade arrived while the pupil waited: its heading takes the focus, so it is read out.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says it reads the photo while a photographed essay is read', async () => {
    renderReviewPage(serving(() => pendingReview({ state: 'INITIAL', userDocId: 'doc-1' })));
    expect(await screen.findByText('Odczytuję pracę ze zdjęcia…')).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['1. W kolejce (gotowe)', '2. Odczytywanie pracy', '3. Ocena według kryteriów']);
  });

  it('reads the review again after the socket reconnects', async () => {
    let review: EssayReview = pendingReview({ state: 'FINALIZATION_REVIEW' });
    const { api } = renderReviewPage(serving(() => review));
    expect(await screen.findByText('Oceniam według kryteriów…')).toBeTruthy();
    const reads = api.count('getRozprawkaAiReviewById');
    review = fakeReview();
    // The first connection is the opening one; the second is a reconnect after events may have been lost.
    act(() => {
      for (const connected of live.connected) connected();
    });
    act(() => {
      for (const connected of live.connected) connected();
    });
    expect(await screen.findByRole('heading', { name: 'Wynik' })).toBeTruthy();
    expect(api.count('getRozprawkaAiReviewById')).toBe(reads + 1);
  });
});

describe('a review that failed or cannot be opened', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows the reason, that the use was given back, and the way to try again on the same topic', async () => {
    renderReviewPage(
      serving(() =>
        pendingReview({
          state: 'FINALIZATION_REVIEW_FAILED',
          error: 'Ten tekst nie jest rozprawką na podany temat.',
        }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Nie udało się ocenić pracy' })).toBeTruthy();
    expect(screen.getByTestId('review-error').textContent).toBe(
      'Ten tekst nie jest rozprawką na podany temat.',
    );
    expect(alert.textContent).toContain('nie została wliczona do Twojego limitu');
    const retry = within(alert).getByRole('link', { name: 'Spróbuj ponownie' });
    const href = new URL(retry.getAttribute('href') ?? '', 'http://kreda.test');
    expect(href.pathname).toBe('/app/solver/rozprawki');
    expect(Object.fromEntries(href.searchParams)).toEqual({ nowa: 'ocena', temat: fakeReview().temat });
  });

  it('says in Polish that a missing or someone else’s review is not there, with the way back', async () => {
    renderReviewPage({
      getRozprawkaAiReviewById: () => ({
        errors: [{ message: 'Nie znaleziono.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono oceny.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do rozprawek' }).getAttribute('href')).toBe(
      '/app/solver/rozprawki',
    );
    expect(document.title).toBe('Nie znaleziono oceny – Kreda');
  });

  it('offers to read it again when it did not load', async () => {
    let calls = 0;
    renderReviewPage({
      getRozprawkaAiReviewById: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 500,
              errors: [
                {
                  message: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
                  extensions: { code: 'INTERNAL_SERVER_ERROR' },
                },
              ],
            }
          : { data: { getRozprawkaAiReviewById: fakeReview() } };
      },
    });
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' });
    expect(screen.getByRole('alert').textContent).toContain('Coś poszło nie tak.');
    act(() => retry.click());
    expect(await screen.findByRole('heading', { name: 'Wynik' })).toBeTruthy();
  });
});
