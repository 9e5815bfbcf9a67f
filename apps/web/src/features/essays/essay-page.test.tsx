import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import type { Essay } from './api/essay-fragments.ts';
import { fakeEssay, fakeSegment, fakeSegments } from './essay-test-fixtures.ts';
import { push, renderEssaysAt, resetLive } from './essay-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

function renderEssay(essay: Essay, handlers: Record<string, FakeHandler> = {}) {
  return renderEssaysAt(`/app/solver/rozprawki/rozprawka/${essay.id}`, {
    getRozprawkaAiById: () => ({ data: { getRozprawkaAiById: essay } }),
    getRozprawkaAiByWorkspaceId: () => ({ data: { getRozprawkaAiByWorkspaceId: [] } }),
    getRozprawkaAiReviewByWorkspaceId: () => ({ data: { getRozprawkaAiReviewByWorkspaceId: [] } }),
    ...handlers,
  });
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));
const progress = () => screen.getByRole('progressbar', { name: 'Gotowe części rozprawki' });

describe('the essay page', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows the essay being written: what is written now, the progress, and each part as it arrives', async () => {
    const [intro, argument, context] = fakeSegments();
    const writing = fakeEssay({ state: 'CREATING', segments: intro ? [intro] : [] });
    renderEssay(writing);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Czy warto poświęcać się dla innych?' }),
    ).toBeTruthy();
    expect(screen.getByText('Matura z polskiego – poziom podstawowy')).toBeTruthy();
    expect(screen.getByText('Lalka (Bolesław Prus)')).toBeTruthy();
    expect(screen.getByText('Piszę argument 1 z 2…')).toBeTruthy();
    expect(progress().getAttribute('aria-valuetext')).toBe('1 z 6 części');
    expect(screen.getByRole('article', { name: 'Wstęp' }).dataset.tour).toBe('essay-segment');
    // Parts cannot be changed while the essay is written.
    expect(screen.queryByRole('button', { name: 'Wyjaśnij' })).toBeNull();
    expect(live.variables.get('newRozprawkaAi')).toEqual({ newRozprawkaAiInput: { id: 'essay-1' } });

    push(live, 'newRozprawkaAi', 'newRozprawkaAi', { ...writing, segments: [intro, argument] });
    expect(await screen.findByRole('article', { name: 'Argument 1' })).toBeTruthy();
    expect(screen.getByText('Piszę kontekst do argumentu 1…')).toBeTruthy();
    expect(card('Argument 1').getByText(/Lektura: Lalka – Bolesław Prus/)).toBeTruthy();
    push(live, 'newRozprawkaAi', 'newRozprawkaAi', { ...writing, segments: [intro, argument, context] });
    expect(await screen.findByRole('article', { name: 'Kontekst do argumentu 1' })).toBeTruthy();
    expect(progress().getAttribute('aria-valuetext')).toBe('3 z 6 części');
    push(live, 'newRozprawkaAi', 'newRozprawkaAi', {
      ...writing,
      state: 'FINALIZATION',
      segments: fakeSegments(),
    });
    expect(await screen.findByText('Sprawdzam temat, fakty z lektur i liczbę wyrazów…')).toBeTruthy();

    push(live, 'newRozprawkaAi', 'newRozprawkaAi', {
      ...writing,
      state: 'FINISHED',
      notice: 'Rozprawka ma mniej wyrazów, niż wymaga egzamin.',
      segments: fakeSegments(),
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText('Rozprawka ma mniej wyrazów, niż wymaga egzamin.')).toBeTruthy();
    expect(screen.getByText(/Liczba wyrazów: 39 wyrazów/).closest('p')?.textContent).toContain(
      'Za krótko: brakuje 261 wyrazów do 300.',
    );
    expect(screen.getAllByRole('button', { name: 'Wyjaśnij' })).toHaveLength(6);
    expect(card('Argument 1').getByRole('button', { name: 'Zmień z instrukcją' }).dataset.tour).toBe(
      'essay-rewrite-form',
    );
  });

  it('warns about claims to check in the reading and parts off the topic', async () => {
    const segments = fakeSegments();
    segments[1] = fakeSegment({
      ...segments[1],
      uwagi: [
        {
          kind: 'SPRAWDZ_W_LEKTURZE',
          message: 'Nie wiadomo, czy Wokulski sprzedał sklep przed wyjazdem do Paryża.',
          quote: 'poświęca majątek',
          lekturaId: 'lek-lalka',
        },
        {
          kind: 'ODBIEGA_OD_TEMATU',
          message: 'Ten akapit mówi o miłości, nie o poświęceniu.',
          quote: null,
          lekturaId: null,
        },
      ],
    });
    renderEssay(fakeEssay({ segments }));
    const argument = within(await screen.findByRole('article', { name: 'Argument 1' }));
    expect(argument.getByText(/Sprawdź w lekturze:/).closest('p')?.textContent).toBe(
      'Sprawdź w lekturze: Nie wiadomo, czy Wokulski sprzedał sklep przed wyjazdem do Paryża.„poświęca majątek”',
    );
    expect(argument.getByText(/Odbiega od tematu:/).closest('p')?.textContent).toBe(
      'Odbiega od tematu: Ten akapit mówi o miłości, nie o poświęceniu.',
    );
  });

  it('explains a part once and keeps the explanation', async () => {
    const { api } = renderEssay(fakeEssay(), {
      generateexplanation: () => ({
        data: {
          generateexplanation: fakeSegment({
            explanation: 'Wstęp stawia tezę, na którą odpowiadają argumenty.',
          }),
        },
      }),
    });
    await screen.findByRole('article', { name: 'Wstęp' });
    const intro = card('Wstęp');
    fireEvent.click(intro.getByRole('button', { name: 'Wyjaśnij' }));
    expect(intro.getByText('Kreda pisze wyjaśnienie…')).toBeTruthy();
    expect(await intro.findByText('Wstęp stawia tezę, na którą odpowiadają argumenty.')).toBeTruthy();
    expect(intro.getByRole('button', { name: 'Wyjaśnij' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(intro.getByRole('button', { name: 'Wyjaśnij' }));
    expect(intro.queryByText('Wstęp stawia tezę, na którą odpowiadają argumenty.')).toBeNull();
    fireEvent.click(intro.getByRole('button', { name: 'Wyjaśnij' }));
    expect(intro.getByText('Wstęp stawia tezę, na którą odpowiadają argumenty.')).toBeTruthy();
    expect(api.count('generateexplanation')).toBe(1);
    expect(api.calls.find((c) => c.operationName === 'generateexplanation')?.variables).toEqual({
      generateexplanationInput: { segmentId: 'seg-1' },
    });
  });

  it('says why writing failed and orders the same essay again', async () => {
    const failed = fakeEssay({
      state: 'FINALIZATION_FAILED',
      error: 'AI nie odpowiedziało na czas.',
      polecenie: 'użyj kontekstu historycznego',
      segments: fakeSegments().slice(0, 2),
    });
    const again = fakeEssay({ id: 'essay-2', state: 'CREATED', segments: [] });
    const { api, router } = renderEssay(failed, {
      generaterozprawka: () => ({ data: { generaterozprawka: { __typename: 'RozprawkaAi', ...again } } }),
    });
    const problem = within(await screen.findByRole('region', { name: 'Nie udało się napisać rozprawki' }));
    expect(problem.getByText('AI nie odpowiedziało na czas.')).toBeTruthy();
    fireEvent.click(problem.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/solver/rozprawki/rozprawka/essay-2'),
    );
    expect(api.calls.find((c) => c.operationName === 'generaterozprawka')?.variables).toEqual({
      generaterozprawkaInput: {
        workspaceId: 'ws-general',
        temat: 'Czy warto poświęcać się dla innych?',
        przedmiot: 'polish',
        poziom: 'MAUTURA_PODSTAWOWA',
        type: 'FULL',
        liczbaArgumentow: 2,
        poziomJezyka: 'STANDARDOWY',
        lektury: ['lek-lalka'],
        polecenie: 'użyj kontekstu historycznego',
      },
    });
    expect(await screen.findByText('Rozprawka czeka w kolejce…')).toBeTruthy();
  });

  it('copies the whole essay as plain paragraphs and orders its review', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    });
    const { api, router } = renderEssay(fakeEssay(), {
      reviewrozprawka: () => ({
        data: {
          reviewrozprawka: {
            __typename: 'RozprawkaAiReview',
            id: 'review-5',
            workspaceId: 'ws-general',
            przedmiot: 'polish',
            poziom: 'MAUTURA_PODSTAWOWA',
            egzamin: 'Matura z polskiego – poziom podstawowy',
            temat: 'Czy warto poświęcać się dla innych?',
            state: 'CREATED',
            error: null,
            wordCount: null,
            createdAt: '2024-03-05T11:00:00Z',
            updatedAt: '2024-03-05T11:00:00Z',
            maturaPolski: null,
            egzaminOsmoklasistyPolski: null,
            maturaAngielski: null,
            egzaminOsmoklasistyAngielski: null,
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kopiuj całość' }));
    expect(await screen.findByText('Skopiowano rozprawkę do schowka.')).toBeTruthy();
    expect(copied[0]?.split('\n\n')).toEqual(fakeSegments().map((segment) => segment.content));
    fireEvent.click(screen.getByRole('button', { name: 'Oceń tę rozprawkę' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/solver/rozprawki/rozprawka-review/review-5'),
    );
    expect(api.calls.find((c) => c.operationName === 'reviewrozprawka')?.variables).toEqual({
      reviewrozprawkaInput: {
        workspaceId: 'ws-general',
        rozprawkaId: 'essay-1',
        temat: 'Czy warto poświęcać się dla innych?',
        przedmiot: 'polish',
        poziom: 'MAUTURA_PODSTAWOWA',
      },
    });
  });

  it('does not offer a review of an extended Polish matura essay, and deletes the essay back to the list', async () => {
    const { api, router } = renderEssay(fakeEssay({ poziom: 'MATURA_ROZSZERZONA', minWords: 400 }), {
      deleteRozprawkaAi: () => ({
        data: { deleteRozprawkaAi: { success: true, message: 'Usunięto rozprawkę.' } },
      }),
    });
    const review = await screen.findByRole('button', { name: 'Oceń tę rozprawkę' });
    expect((review as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Tej matury Kreda na razie nie ocenia/)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Usuń rozprawkę „Czy warto poświęcać się dla innych?”' }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń rozprawkę' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/solver/rozprawki'));
    expect(api.count('deleteRozprawkaAi')).toBe(1);
    expect(await screen.findByRole('region', { name: 'Rozprawki' })).toBeTruthy();
  });

  it('says so when the essay does not exist', async () => {
    renderEssaysAt('/app/solver/rozprawki/rozprawka/nope', {
      getRozprawkaAiById: () => ({
        errors: [{ message: 'Nie znaleziono rozprawki.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono rozprawki.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do rozprawek' }).getAttribute('href')).toBe(
      '/app/solver/rozprawki',
    );
  });

  it('shows a plan as headings and bullet lists, without an exam word count or a review', async () => {
    const plan = fakeSegment({
      id: 'seg-p',
      type: 'ARGUMENT',
      content: '**Wokulski poświęca się dla Izabeli**\n- traci majątek\n- Scena lub wątek: licytacja serwisu',
    });
    renderEssay(fakeEssay({ type: 'STRUCTURE', segments: [plan] }));
    const argument = within(await screen.findByRole('article', { name: 'Argument 1' }));
    expect(argument.getByText('Wokulski poświęca się dla Izabeli').tagName).toBe('P');
    expect(
      within(argument.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['traci majątek', 'Scena lub wątek: licytacja serwisu']);
    expect(screen.queryByText(/Liczba wyrazów:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Oceń tę rozprawkę' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kopiuj całość' })).toBeTruthy();
  });
});
