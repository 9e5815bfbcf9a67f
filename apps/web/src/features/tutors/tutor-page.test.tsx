import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { type LiveFake, pushEvent, resetLiveFake } from '../../testing/ws-fake.ts';
import type { TutorDetail } from './api/tutor-fragments.ts';
import { fakeTopic, fakeTutor, renderTutorsAt } from './tutors-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

function renderTutor(tutor: () => TutorDetail, handlers: Record<string, FakeHandler> = {}) {
  return renderTutorsAt(`/app/aitutor/${tutor().id}`, {
    tutor: () => ({ data: { getAiTutorById: tutor() } }),
    tutors: () => ({ data: { getAiTutorByUserId: [] } }),
    ...handlers,
  });
}

const topicCard = (name: string) => within(screen.getByRole('article', { name }));

describe('the tutor’s page', () => {
  beforeEach(() => resetLiveFake(live));
  afterEach(() => {
    // Unmounted before the API goes: a page's last read must not reach the real network.
    cleanup();
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows the plan being written, then its topics appearing and becoming ready, live', async () => {
    let tutor = fakeTutor({ state: 'INITIAL_PENDING', aiTutorTemat: [] });
    renderTutor(() => tutor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ułamki zwykłe' })).toBeTruthy();
    expect(document.title).toBe('Ułamki zwykłe – Kreda');
    expect(screen.getByText('Układam plan…')).toBeTruthy();
    expect(screen.getByText('Matematyka · Klasa 5 – szkoła podstawowa')).toBeTruthy();
    expect(screen.getByText('Temat z podstawy programowej')).toBeTruthy();
    expect(screen.getByText('Podstawowy')).toBeTruthy();
    expect(screen.getByText(/Tematy planu pojawią się tutaj/)).toBeTruthy();
    await waitFor(() =>
      expect(live.variables.get('updateAiTutor')).toEqual({ updateAiTutorInput: { id: 'tutor-1' } }),
    );
    expect(live.variables.get('updateAiTutorTemat')).toEqual({
      updateAiTutorTematInput: { aiTutorId: 'tutor-1' },
    });

    tutor = fakeTutor({
      state: 'INITIAL_READY',
      aiTutorTemat: [
        fakeTopic({ state: 'MAIN_PENDING', full_generated: false }),
        fakeTopic({
          id: 'topic-2',
          order: 2,
          name: 'Odejmowanie ułamków',
          state: 'INITIAL_READY',
          full_generated: false,
        }),
      ],
    });
    pushEvent(live, 'updateAiTutor', 'updateAiTutor', tutor);
    expect(await screen.findByText('Przygotowuję tematy…')).toBeTruthy();
    const written = screen.getByRole('progressbar', { name: 'Przygotowane tematy' });
    expect(written.getAttribute('aria-valuetext')).toBe('Gotowe treści: 0 z 2 tematy');
    const steps = within(screen.getByRole('region', { name: 'Plan nauki' })).getAllByRole('article');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      '1. Dodawanie ułamków',
      '2. Odejmowanie ułamków',
    ]);
    expect(topicCard('1. Dodawanie ułamków').getByText('Przygotowuję treść…')).toBeTruthy();

    pushEvent(live, 'updateAiTutorTemat', 'updateAiTutorTemat', fakeTopic());
    expect(
      await topicCard('1. Dodawanie ułamków').findByRole('button', { name: 'Pokaż treść' }),
    ).toBeTruthy();
    expect(topicCard('2. Odejmowanie ułamków').getByText('Przygotowuję treść…')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Przygotowane tematy' }).getAttribute('aria-valuenow'),
    ).toBe('1');
  });

  it('says why a topic’s content failed, and why a whole plan failed', async () => {
    renderTutor(() =>
      fakeTutor({
        aiTutorTemat: [
          fakeTopic(),
          fakeTopic({
            id: 'topic-2',
            order: 2,
            name: 'Ułamki niewłaściwe',
            state: 'INITIAL_FAILED',
            full_generated: false,
            error: 'AI nie napisało poprawnej treści.',
          }),
        ],
      }),
    );
    const failedTopic = await screen.findByRole('article', { name: '2. Ułamki niewłaściwe' });
    expect(failedTopic.textContent).toContain(
      'Nie udało się przygotować treści tego tematu. AI nie napisało poprawnej treści.',
    );
    expect(within(failedTopic).queryByRole('button')).toBeNull();
    expect(screen.getByText('Gotowy')).toBeTruthy();
  });

  it('shows a failed plan with its reason and the way to order again', async () => {
    renderTutor(() =>
      fakeTutor({ state: 'INITIAL_FAILED', error: 'Materiał jest za krótki.', aiTutorTemat: [] }),
    );
    const failed = within(await screen.findByRole('region', { name: 'Nie udało się ułożyć planu' }));
    expect(failed.getByRole('alert').textContent).toBe('Materiał jest za krótki.');
    expect(failed.getByRole('link', { name: 'Nowy korepetytor' }).getAttribute('href')).toBe('/app/1aitutor');
  });

  it('opens a ready topic: its content with formulas and its exercises, never their solutions', async () => {
    const { api } = renderTutor(
      () =>
        fakeTutor({
          origin: 'CHAPTER',
          rozdzial: { id: 'ch-1', number: '3', name: 'Ułamki', bookId: 'book-1', bookTitle: 'Matematyka 5' },
          aiTutorInitialData: { detailLevel: 'PRECISE', userComment: 'mam sprawdzian w piątek' },
          aiTutorTemat: [fakeTopic({ podrSubchapter: { id: 's1', number: '3.1', name: 'Dodawanie' } })],
        }),
      {
        tutorTopicData: () => ({
          data: {
            gettematdata: {
              content: '## Dodawanie\n\nDodajemy liczniki: $\\frac{1}{5} + \\frac{2}{5} = \\frac{3}{5}$.',
              exercises: ['Oblicz $\\frac{1}{7} + \\frac{2}{7}$.', 'Oblicz $\\frac{3}{7} + \\frac{2}{7}$.'],
            },
          },
        }),
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Ułamki zwykłe' });
    expect(screen.getByRole('link', { name: 'rozdz. 3. Ułamki – Matematyka 5' }).getAttribute('href')).toBe(
      '/podrecznikio/book-1',
    );
    expect(screen.getByText('Dokładny')).toBeTruthy();
    expect(screen.getByText('mam sprawdzian w piątek')).toBeTruthy();
    const topic = topicCard('1. Dodawanie ułamków');
    expect(topic.getByText('Podrozdział 3.1 Dodawanie')).toBeTruthy();
    const toggle = topic.getByRole('button', { name: 'Pokaż treść' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const exercises = await topic.findByRole('region', { name: 'Zadania do przećwiczenia' });
    expect(within(exercises).getAllByRole('listitem')).toHaveLength(2);
    expect(exercises.textContent).toContain('Rozwiążesz je z korepetytorem w sesji.');
    await waitFor(() => expect(document.querySelectorAll('.katex').length).toBeGreaterThan(2));
    expect(screen.getByRole('heading', { name: 'Dodawanie' })).toBeTruthy();
    expect(api.calls.find((call) => call.operationName === 'tutorTopicData')?.variables).toEqual({
      gettematdataInput: { aiTutorTematId: 'topic-1' },
    });
    expect(screen.queryByRole('button', { name: /sesj/i })).toBeNull();
  });

  it('says so for a tutor that does not exist (or is another pupil’s)', async () => {
    renderTutorsAt('/app/aitutor/nope', {
      tutor: () => ({
        errors: [{ message: 'Nie znaleziono korepetytora.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono korepetytora' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wszyscy korepetytorzy' }).getAttribute('href')).toBe(
      '/app/aitutor',
    );
  });

  it('deletes the tutor from its page and goes back to the list', async () => {
    const { router } = renderTutor(() => fakeTutor(), {
      deleteAiTutor: () => ({
        data: { deleteAiTutor: { success: true, message: 'Korepetytor został usunięty.' } },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki zwykłe' });
    fireEvent.click(screen.getByRole('button', { name: 'Usuń korepetytora „Ułamki zwykłe”' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń korepetytora' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Korepetytorzy' });
    expect(router.state.location.pathname).toBe('/app/aitutor');
  });
});
