import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { type LiveFake, pushEvent, resetLiveFake } from '../../testing/ws-fake.ts';
import { fakeTopic, fakeTutor, renderTutorsAt, summaryOf } from './tutors-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const planning = fakeTutor({
  id: 'tutor-2',
  name: 'Fotosynteza',
  przedmiot: 'biology',
  state: 'INITIAL_PENDING',
  aiTutorTemat: [],
  createdAt: '2026-11-30T10:00:00Z',
});
const ready = fakeTutor({
  progress: 40,
  aiTutorTemat: [fakeTopic(), fakeTopic({ id: 'topic-2', order: 2 }), fakeTopic({ id: 'topic-3', order: 3 })],
});
const failed = fakeTutor({
  id: 'tutor-3',
  name: 'Rozdział 2',
  state: 'INITIAL_FAILED',
  error: 'Nie udało się ułożyć planu z tego materiału.',
  aiTutorTemat: [],
  createdAt: '2026-11-01T10:00:00Z',
});

const list =
  (...tutors: ReturnType<typeof fakeTutor>[]) =>
  () => ({
    data: { getAiTutorByUserId: tutors.map(summaryOf) },
  });
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('the tutors’ list', () => {
  beforeEach(() => resetLiveFake(live));
  afterEach(() => {
    // Unmounted before the API goes: a page's last read must not reach the real network.
    cleanup();
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows each tutor with its subject, state, topics and progress, and follows them live', async () => {
    renderTutorsAt('/app/aitutor', { tutors: list(planning, ready, failed) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Korepetytorzy' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Twoi korepetytorzy (3)' });
    expect(document.title).toBe('Korepetytorzy – Kreda');
    const names = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('link').textContent);
    expect(names).toEqual(['Fotosynteza', 'Ułamki zwykłe', 'Rozdział 2']);
    expect(card('Fotosynteza').getByText(/Biologia/)).toBeTruthy();
    expect(card('Fotosynteza').getByText('Układam plan…')).toBeTruthy();
    expect(card('Ułamki zwykłe').getByText('Gotowy · 3 tematy')).toBeTruthy();
    const progress = card('Ułamki zwykłe').getByRole('progressbar', { name: 'Postęp nauki' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(card('Rozdział 2').getByText(/Nie udało się ułożyć planu z tego materiału\./)).toBeTruthy();
    expect(card('Ułamki zwykłe').getByRole('link').getAttribute('href')).toBe('/app/aitutor/tutor-1');

    // Only a tutor still being written is followed one by one; new ones come over newAiTutor.
    await waitFor(() =>
      expect(live.variables.get('updateAiTutorSummary')).toEqual({ updateAiTutorInput: { id: 'tutor-2' } }),
    );
    pushEvent(live, 'updateAiTutorSummary', 'updateAiTutor', {
      ...summaryOf(planning),
      state: 'INITIAL_READY',
      aiTutorTemat: [
        { id: 'p1', state: 'MAIN_READY' },
        { id: 'p2', state: 'MAIN_PENDING' },
      ],
    });
    expect(await card('Fotosynteza').findByText('Przygotowuję tematy… · 2 tematy · gotowe: 1')).toBeTruthy();
    pushEvent(
      live,
      'newAiTutor',
      'newAiTutor',
      summaryOf(
        fakeTutor({
          id: 'tutor-4',
          name: 'Potęgi',
          state: 'CREATED',
          aiTutorTemat: [],
          createdAt: '2026-12-01T10:00:00Z',
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Twoi korepetytorzy (4)' })).toBeTruthy();
    expect(within(screen.getAllByRole('article')[0] as HTMLElement).getByRole('link').textContent).toBe(
      'Potęgi',
    );
  });

  it('explains what a tutor is when there is none, with the way to order one', async () => {
    renderTutorsAt('/app/aitutor', { tutors: list() });
    const empty = within(await screen.findByRole('region', { name: 'Nie masz jeszcze korepetytora' }));
    expect(empty.getByText(/plan nauki/)).toBeTruthy();
    expect(empty.getByRole('link', { name: 'Nowy korepetytor' }).getAttribute('href')).toBe('/app/1aitutor');
  });

  it('deletes a tutor after a confirmation', async () => {
    const { api } = renderTutorsAt('/app/aitutor', {
      tutors: list(ready, failed),
      deleteAiTutor: () => ({
        data: { deleteAiTutor: { success: true, message: 'Korepetytor został usunięty.' } },
      }),
    });
    await screen.findByRole('heading', { name: 'Twoi korepetytorzy (2)' });
    fireEvent.click(screen.getByRole('button', { name: 'Usuń korepetytora „Ułamki zwykłe”' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Usunąć korepetytora „Ułamki zwykłe”?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Usuń korepetytora' }));
    await screen.findByRole('heading', { name: 'Twoi korepetytorzy (1)' });
    expect(api.calls.find((call) => call.operationName === 'deleteAiTutor')?.variables).toEqual({
      deleteAiTutorInput: { id: 'tutor-1' },
    });
  });

  it('shows a failed read with a way to try again', async () => {
    let fail = true;
    renderTutorsAt('/app/aitutor', {
      tutors: () => (fail ? { errors: [{ message: 'Serwer nie odpowiada.' }] } : list(ready)()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Serwer nie odpowiada.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Twoi korepetytorzy (1)' })).toBeTruthy();
  });
});
