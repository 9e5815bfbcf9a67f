import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterView } from '../../components/ui/toaster-view.tsx';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeReply } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { fakeCorrectedEssay, fakeCriteriaSet, fakeReview } from './review-fixtures.ts';
import { renderReviewPage, resetLive, serving } from './review-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const graphqlError = (code: string, message: string): FakeReply => ({
  errors: [{ message, extensions: { code } }],
});

describe('a graded review', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows the total in points and percent, a bar per criterion and its reason', async () => {
    renderReviewPage(serving(() => fakeReview()));
    const score = await screen.findByRole('region', { name: 'Wynik' });
    expect(within(score).getByTestId('review-total').textContent).toBe('12 / 35 pkt34%');
    expect(within(score).getByRole('meter', { name: 'Wynik' }).getAttribute('aria-valuetext')).toBe(
      '12 / 35 pkt',
    );
    expect(score.textContent).toContain('Według kryteriów: Matura z polskiego – poziom podstawowy');
    expect(
      await within(score).findByText('Dobry pomysł na argument, ale praca jest za krótka.'),
    ).toBeTruthy();
    expect(within(score).getByTestId('review-notice').textContent).toBe(
      'Uwaga: Zasadę dla prac krótszych przyjęto bez potwierdzenia w dokumentach CKE.',
    );

    const criteria = within(screen.getByRole('region', { name: 'Punkty za kryteria' }));
    const meters = criteria.getAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-valuetext'))).toEqual([
      '1 / 1 pkt',
      '7 / 16 pkt',
      '0 / 7 pkt',
    ]);
    const literary = criteria.getByRole('meter', { name: 'Kompetencje literackie i kulturowe' });
    expect([literary.getAttribute('aria-valuenow'), literary.getAttribute('aria-valuemax')]).toEqual([
      '7',
      '16',
    ]);
    expect((literary.firstElementChild as HTMLElement).style.width).toBe('43.75%');
    const card = within(criteria.getByRole('article', { name: 'Kompetencje literackie i kulturowe' }));
    expect(card.getByTestId('criterion-points').textContent).toBe('7 / 16 pkt');
    expect(card.getByText('Argument z „Lalki” jest trafny, ale rozwinięty pobieżnie.')).toBeTruthy();
    expect(card.queryByTestId('criterion-rule')).toBeNull();
    expect(document.title).toContain('Ocena: Czy warto poświęcić się');
  });

  it('makes a rule of the exam that changed the points visible, and lists the rules applied', async () => {
    renderReviewPage(serving(() => fakeReview()));
    const card = within(await screen.findByRole('article', { name: 'Poprawność językowa' }));
    expect(card.getByTestId('criterion-points').textContent).toBe('0 / 7 pkt');
    expect(card.getByTestId('criterion-rule').textContent).toBe(
      'Zasada egzaminu zmieniła punkty: 0 pkt: praca krótsza niż 300 wyrazów',
    );
    const rules = screen.getByRole('heading', { name: 'Zastosowane zasady egzaminu' }).nextElementSibling;
    expect(rules?.textContent).toBe('Praca krótsza niż 300 wyrazów: 0 pkt za kompozycję i język.');
    // The count against the exam's range, said in words.
    expect(screen.getByTestId('review-word-count').textContent).toBe(
      'Liczba wyrazów: 24 wyrazy – za mało wyrazów (wymagane: co najmniej 300 wyrazów)',
    );
  });

  it('picks whichever criteria set the review has', async () => {
    const set = fakeCriteriaSet({
      egzamin: 'e8_angielski',
      nazwa: 'Egzamin ósmoklasisty z angielskiego',
      liczbaPunktow: 10,
      zdobytePunkty: 9,
      kryteria: [],
      zasady: [],
    });
    renderReviewPage(
      serving(() =>
        fakeReview({
          przedmiot: 'english',
          poziom: 'PODSTAWOWKA',
          maturaPolski: null,
          egzaminOsmoklasistyAngielski: set,
          wordCount: 130,
        }),
      ),
    );
    expect((await screen.findByTestId('review-total')).textContent).toBe('9 / 10 pkt90%');
    expect(screen.getByTestId('review-word-count').textContent).toBe(
      'Liczba wyrazów: 130 wyrazów – za dużo wyrazów (wymagane: 50–120 wyrazów)',
    );
  });

  it('lists the fixes with a way to copy each one', async () => {
    render(<ToasterView />);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderReviewPage(serving(() => fakeReview()));
    const fixes = within(await screen.findByRole('region', { name: 'Jak poprawić' }));
    const fix = within(fixes.getByRole('article', { name: 'Poprawka 1' }));
    expect(fix.getByText('Uważam że tak.')).toBeTruthy();
    expect(fix.getByText('Uważam, że warto, bo poświęcenie nadaje życiu sens.')).toBeTruthy();
    expect(fix.getByText('Teza powinna być pełnym zdaniem z uzasadnieniem.')).toBeTruthy();
    fireEvent.click(fix.getByRole('button', { name: 'Kopiuj poprawkę 1' }));
    expect(await screen.findByText('Skopiowano')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Uważam, że warto, bo poświęcenie nadaje życiu sens.');
  });

  it('„Popraw rozprawkę” orders the corrected essay and opens it', async () => {
    const { api, router } = renderReviewPage({
      ...serving(() => fakeReview()),
      convertreviewtorozprawka: () => ({ data: { convertreviewtorozprawka: fakeCorrectedEssay() } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Popraw rozprawkę' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/solver/rozprawki/rozprawka/essay-9'),
    );
    expect(api.calls.find((c) => c.operationName === 'convertreviewtorozprawka')?.variables).toEqual({
      convertreviewtorozprawkaInput: { id: 'review-1' },
    });
    // Back on the review, it offers the version just ordered.
    await router.navigate(-1);
    expect((await screen.findByRole('link', { name: 'Otwórz poprawioną wersję' })).getAttribute('href')).toBe(
      '/app/solver/rozprawki/rozprawka/essay-9',
    );
  });

  it('says in Polish why the corrected essay was not ordered', async () => {
    const refusals = [
      graphqlError(
        'INSUFFICIENT_RESOURCES',
        'Insufficient resources: wykorzystano 3 z 3 poprawionych rozprawek w tym miesiącu. Limit odnowi się 1 kwietnia.',
      ),
      graphqlError('AI_NOT_CONFIGURED', 'Funkcje AI są chwilowo niedostępne. Spróbuj ponownie później.'),
    ];
    const { router } = renderReviewPage({
      ...serving(() => fakeReview()),
      convertreviewtorozprawka: () =>
        refusals.shift() ?? { data: { convertreviewtorozprawka: fakeCorrectedEssay() } },
    });
    const button = await screen.findByRole('button', { name: 'Popraw rozprawkę' });
    const actions = within(screen.getByRole('region', { name: 'Popraw swoją pracę' }));
    fireEvent.click(button);
    expect((await actions.findByRole('alert')).textContent).toBe(
      'Wykorzystano 3 z 3 poprawionych rozprawek w tym miesiącu. Limit odnowi się 1 kwietnia.',
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(actions.getByRole('alert').textContent).toBe(
        'Na tym serwerze nie skonfigurowano sztucznej inteligencji, więc poprawionej wersji nie da się teraz napisać.',
      ),
    );
    expect(router.state.location.pathname).toBe('/app/solver/rozprawki/rozprawka-review/review-1');
  });

  it('links the graded essay and the corrected version when there are', async () => {
    renderReviewPage(serving(() => fakeReview({ rozprawkaId: 'essay-1', poprawionaRozprawkaId: 'essay-2' })));
    expect((await screen.findByRole('link', { name: 'Oceniona rozprawka' })).getAttribute('href')).toBe(
      '/app/solver/rozprawki/rozprawka/essay-1',
    );
    expect(screen.getByRole('link', { name: 'Otwórz poprawioną wersję' }).getAttribute('href')).toBe(
      '/app/solver/rozprawki/rozprawka/essay-2',
    );
    expect(screen.getByRole('button', { name: 'Popraw rozprawkę' })).toBeTruthy();
  });

  it('deletes the review after a confirmation and goes back to the list', async () => {
    render(<ToasterView />);
    const { api, router, queryClient } = renderReviewPage({
      ...serving(() => fakeReview({ userDocId: 'doc-1' })),
      deleteRozprawkaAiReview: () => ({
        data: { deleteRozprawkaAiReview: { success: true, message: 'Usunięto ocenę.' } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń ocenę' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć tę ocenę?' });
    expect(dialog.textContent).toContain('Zdjęcie pracy zostanie w materiałach.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń ocenę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/solver/rozprawki'));
    expect(await screen.findByText('Usunięto ocenę.')).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'deleteRozprawkaAiReview')?.variables).toEqual({
      deleteRozprawkaAiReviewInput: { id: 'review-1' },
    });
    expect(queryClient.getQueryData(['essays', 'review', 'review-1'])).toBeUndefined();
  });
});
