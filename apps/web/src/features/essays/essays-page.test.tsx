import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { fakeEssaySummary, fakeReviewSummary, LEKTURY } from './essay-test-fixtures.ts';
import { push, renderEssaysAt, resetLive } from './essay-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const essays = [
  fakeEssaySummary({
    id: 'essay-2',
    temat: 'Jak pisać o miłości?',
    type: 'STRUCTURE',
    state: 'CREATING',
    createdAt: '2024-03-06T10:00:00Z',
  }),
  fakeEssaySummary(),
];
const reviews = [
  fakeReviewSummary(),
  fakeReviewSummary({
    id: 'review-2',
    temat: 'Is social media good for teenagers?',
    przedmiot: 'english',
    poziom: 'MAUTURA_PODSTAWOWA',
    egzamin: 'Matura z angielskiego – poziom podstawowy',
    state: 'FINALIZATION_REVIEW',
    egzaminOsmoklasistyPolski: null,
    createdAt: '2024-03-03T09:00:00Z',
  }),
];

function lists(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    getRozprawkaAiByWorkspaceId: () => ({ data: { getRozprawkaAiByWorkspaceId: essays } }),
    getRozprawkaAiReviewByWorkspaceId: () => ({ data: { getRozprawkaAiReviewByWorkspaceId: reviews } }),
    essayLektury: () => ({ data: { getLektury: LEKTURY } }),
    getUploadLimit: () => ({ data: { getAppConfig: { uploadMaxBytes: 5 * 1024 * 1024 } } }),
    ...overrides,
  };
}

describe('the essay list', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists the essays and the reviews with their exams, modes, states and points, live', async () => {
    renderEssaysAt('/app/solver/rozprawki', lists());
    const essayList = within(await screen.findByRole('region', { name: 'Rozprawki' }));
    const [writing, finished] = await essayList.findAllByRole('listitem');
    expect(
      within(writing as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/app/solver/rozprawki/rozprawka/essay-2');
    expect(writing?.textContent).toContain('W trakcie pisania');
    expect(writing?.textContent).toContain('Matura PP – polski · Struktura');
    expect(finished?.textContent).toContain('Gotowa');
    expect(finished?.textContent).toContain('Pełna rozprawka · 05.03.2024, 11:15');

    const reviewList = within(screen.getByRole('region', { name: 'Oceny' }));
    const graded = reviewList.getByRole('link', { name: 'Czy przyjaźń wymaga poświęceń?' });
    expect(graded.getAttribute('href')).toBe('/app/solver/rozprawki/rozprawka-review/review-1');
    const [first, second] = reviewList.getAllByRole('listitem');
    expect(first?.textContent).toContain('15/20 pkt');
    expect(first?.textContent).toContain('E8 – polski');
    expect(first?.textContent).toContain('Oceniona');
    expect(second?.textContent).toContain('Ocenianie');
    expect(second?.textContent).not.toContain('pkt');

    // The tour's anchors are there.
    expect(screen.getByRole('button', { name: 'Nowa rozprawka' }).dataset.tour).toBe('essay-new');
    expect(screen.getByRole('button', { name: 'Oceń rozprawkę' }).dataset.tour).toBe('essay-review');

    // Any of the pupil's essays and reviews: the subscriptions ask for no workspace.
    expect(live.variables.get('newRozprawkaAiList')).toEqual({});
    expect(live.variables.get('newRozprawkaAiReviewList')).toEqual({});
    push(
      live,
      'newRozprawkaAiList',
      'newRozprawkaAi',
      fakeEssaySummary({
        id: 'essay-2',
        temat: 'Jak pisać o miłości?',
        type: 'STRUCTURE',
        state: 'FINISHED',
        createdAt: '2024-03-06T10:00:00Z',
      }),
    );
    await waitFor(() => expect(essayList.getAllByRole('listitem')[0]?.textContent).toContain('Gotowa'));
    push(
      live,
      'newRozprawkaAiReviewList',
      'newRozprawkaAiReview',
      fakeReviewSummary({
        id: 'review-3',
        temat: 'Nowa ocena',
        state: 'CREATED',
        egzaminOsmoklasistyPolski: null,
        createdAt: '2024-03-07T09:00:00Z',
      }),
    );
    expect(await reviewList.findByRole('link', { name: 'Nowa ocena' })).toBeTruthy();
    expect(reviewList.getAllByRole('listitem')[0]?.textContent).toContain('W kolejce');
  });

  it('reads both lists again on each visit: a state reached while the pupil was elsewhere shows', async () => {
    // The server's lists: an essay being written and a review waiting in the queue…
    let done = false;
    const { api, router } = renderEssaysAt(
      '/app/solver/rozprawki',
      lists({
        getRozprawkaAiByWorkspaceId: () => ({
          data: {
            getRozprawkaAiByWorkspaceId: [fakeEssaySummary({ state: done ? 'FINISHED' : 'CREATING' })],
          },
        }),
        getRozprawkaAiReviewByWorkspaceId: () => ({
          data: {
            getRozprawkaAiReviewByWorkspaceId: [
              done
                ? fakeReviewSummary()
                : fakeReviewSummary({ state: 'CREATED', egzaminOsmoklasistyPolski: null }),
            ],
          },
        }),
      }),
      // A cache like the app's (app/query-client.ts): queries otherwise stay fresh for half a minute.
      { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }) },
    );
    // The page is shown anew after each visit: its lists are looked up each time.
    const row = async (list: string) =>
      (await within(await screen.findByRole('region', { name: list })).findByRole('listitem')).textContent;
    expect(await row('Rozprawki')).toContain('W trakcie pisania');
    expect(await row('Oceny')).toContain('W kolejce');

    // …both finished while the pupil was on the review's page, whose events the list never heard.
    await router.navigate('/app/solver/rozprawki/rozprawka-review/review-1');
    await screen.findByRole('heading', { name: 'Ocena rozprawki' });
    done = true;
    await router.navigate(-1);
    await waitFor(async () => expect(await row('Oceny')).toContain('Oceniona'));
    expect(await row('Oceny')).toContain('15/20 pkt');
    await waitFor(async () => expect(await row('Rozprawki')).toContain('Gotowa'));
    expect(api.count('getRozprawkaAiByWorkspaceId')).toBe(2);
    expect(api.count('getRozprawkaAiReviewByWorkspaceId')).toBe(2);
  });

  it('explains both tools when the pupil has nothing yet', async () => {
    renderEssaysAt(
      '/app/solver/rozprawki',
      lists({
        getRozprawkaAiByWorkspaceId: () => ({ data: { getRozprawkaAiByWorkspaceId: [] } }),
        getRozprawkaAiReviewByWorkspaceId: () => ({ data: { getRozprawkaAiReviewByWorkspaceId: [] } }),
      }),
    );
    expect(await screen.findByText(/Nie masz jeszcze rozprawek\. Podaj temat i egzamin/)).toBeTruthy();
    expect(
      await screen.findByText(/Nie masz jeszcze ocen\. Wklej swoją rozprawkę albo zrób zdjęcie/),
    ).toBeTruthy();
  });

  it('deletes an essay and a review after a confirmation', async () => {
    const { api } = renderEssaysAt(
      '/app/solver/rozprawki',
      lists({
        deleteRozprawkaAi: () => ({
          data: { deleteRozprawkaAi: { success: true, message: 'Usunięto rozprawkę.' } },
        }),
        deleteRozprawkaAiReview: () => ({
          data: { deleteRozprawkaAiReview: { success: true, message: 'Usunięto ocenę.' } },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń rozprawkę „Jak pisać o miłości?”' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Usunąć rozprawkę „Jak pisać o miłości?”?',
    });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Anuluj' }));
    // Cancelling keeps it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(api.count('deleteRozprawkaAi')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń rozprawkę „Jak pisać o miłości?”' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń rozprawkę' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Jak pisać o miłości?' })).toBeNull());
    expect(api.calls.find((c) => c.operationName === 'deleteRozprawkaAi')?.variables).toEqual({
      deleteRozprawkaAiInput: { id: 'essay-2' },
    });
    expect(screen.getByRole('link', { name: 'Czy warto poświęcać się dla innych?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Usuń ocenę „Czy przyjaźń wymaga poświęceń?”' }));
    const reviewDialog = await screen.findByRole('alertdialog', {
      name: 'Usunąć ocenę „Czy przyjaźń wymaga poświęceń?”?',
    });
    expect(reviewDialog.textContent).toContain('Zdjęcie pracy zostaje w materiałach');
    fireEvent.click(within(reviewDialog).getByRole('button', { name: 'Usuń ocenę' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Czy przyjaźń wymaga poświęceń?' })).toBeNull(),
    );
    expect(api.calls.find((c) => c.operationName === 'deleteRozprawkaAiReview')?.variables).toEqual({
      deleteRozprawkaAiReviewInput: { id: 'review-1' },
    });
  });

  it('opens each form as a step of history: Back closes it and focus returns to its button', async () => {
    const { router } = renderEssaysAt('/app/solver/rozprawki', lists());
    fireEvent.click(await screen.findByRole('button', { name: 'Nowa rozprawka' }));
    await waitFor(() => expect(router.state.location.search).toBe('?nowa=rozprawka'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Nowa rozprawka' }));
    expect(screen.getByRole('form', { name: 'Nowa rozprawka' })).toBeTruthy();
    // The other form replaces it: still one step away from the list.
    fireEvent.click(screen.getByRole('button', { name: 'Oceń rozprawkę' }));
    expect(await screen.findByRole('form', { name: 'Oceń rozprawkę' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Nowa rozprawka' })).toBeNull();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Oceń rozprawkę' })).toBeNull());
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Oceń rozprawkę' })),
    );
    // "Zamknij" does the same.
    fireEvent.click(screen.getByRole('button', { name: 'Nowa rozprawka' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nowa rozprawka' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('starts the forms from the address and the history entry (the chat’s links)', async () => {
    const { router } = renderEssaysAt(
      '/app/solver/rozprawki?nowa=rozprawka&temat=Czy%20warto%20by%C4%87%20lojalnym%3F',
      lists(),
    );
    const topic = await screen.findByLabelText('Temat rozprawki');
    expect((topic as HTMLTextAreaElement).value).toBe('Czy warto być lojalnym?');
    // Arrived by a link: closing takes the form off the address without leaving the page.
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/app/solver/rozprawki');

    await router.navigate('/app/solver/rozprawki?nowa=ocena&temat=Moja%20praca', {
      state: { content: 'Uważam, że lojalność jest ważna.' },
    });
    const form = within(await screen.findByRole('form', { name: 'Oceń rozprawkę' }));
    expect((form.getByLabelText('Temat rozprawki') as HTMLTextAreaElement).value).toBe('Moja praca');
    expect((form.getByLabelText('Tekst rozprawki') as HTMLTextAreaElement).value).toBe(
      'Uważam, że lojalność jest ważna.',
    );
  });
});
