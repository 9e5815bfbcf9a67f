import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badUserInput, type FakeReply, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { AdminTopic } from './api/admin-topics.ts';
import { Component as TopicsAdminPage } from './topics-admin-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const BOOK = '0b6f8f5e-2a4c-4a8e-9d5b-1f2e3d4c5b6a';
const HIDDEN_BOOK = '0b6f8f5e-2a4c-4a8e-9d5b-000000000002';

const topic = (id: string, temat: string, overrides: Partial<AdminTopic> = {}): AdminTopic => ({
  id,
  temat,
  podTematy: ['Pierwszy podtemat', 'Drugi podtemat'],
  ckePoziom: 'PODSTAWOWKA',
  podrecznikId: null,
  content: null,
  visible: true,
  ...overrides,
});

function render(path: string, refuse: FakeReply | null = null) {
  const topics = new Map([
    ['t1', topic('t1', 'Potęgi', { podrecznikId: BOOK })],
    ['t2', topic('t2', 'Pierwiastki', { visible: false })],
  ]);
  const api = installFakeApi({
    adminTopics: ({ variables }) => ({
      data: {
        adminTematy:
          (variables.topics as { przedmiot: string }).przedmiot === 'mathematics' ? [...topics.values()] : [],
        adminPodreczniki: {
          total: 3,
          data: [
            { id: BOOK, title: 'Matematyka 7', poziom: 'PODSTAWOWY_SIEDEM', visible: true },
            { id: HIDDEN_BOOK, title: 'Matematyka 7. Szkic', poziom: 'PODSTAWOWY_SIEDEM', visible: false },
            { id: 'other', title: 'Matematyka 8', poziom: 'PODSTAWOWY_OSIEM', visible: true },
          ],
        },
      },
    }),
    adminUpdateTopic: ({ variables }) => {
      if (refuse) return refuse;
      const { id, ...change } = variables.input as { id: string } & Partial<AdminTopic>;
      const saved = { ...(topics.get(id) as AdminTopic), ...change };
      topics.set(id, saved);
      return { data: { updatetemat: saved } };
    },
  });
  const { router } = renderRoutes(
    [{ path: '/admin/podreczniki/tematy', Component: TopicsAdminPage }],
    path,
    testQueryClient(),
  );
  return { api, router };
}

const card = (name: string) => within(screen.getByRole('form', { name }));
const updates = (api: ReturnType<typeof render>['api']) =>
  api.calls.filter((call) => call.operationName === 'adminUpdateTopic').map((call) => call.variables.input);

describe('the curriculum topics of the admin (/admin/podreczniki/tematy)', () => {
  it('asks for a subject and level first, then lists their topics with the textbooks of that level', async () => {
    const { api, router } = render('/admin/podreczniki/tematy');
    expect(screen.getByText('Wybierz przedmiot i poziom, aby zobaczyć ich tematy.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Przedmiot'), { target: { value: 'mathematics' } });
    fireEvent.change(screen.getByLabelText('Poziom'), { target: { value: 'PODSTAWOWY_SIEDEM' } });
    expect(await screen.findByText('2 tematy, 2 podręczniki do wyboru.')).toBeTruthy();
    expect(router.state.location.search).toBe('?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM');
    expect(api.calls[0]?.variables).toEqual({
      topics: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' },
      books: { przedmiot: 'mathematics', limit: 50 },
    });
    const powers = card('Potęgi');
    expect((powers.getByLabelText('Podręcznik') as HTMLSelectElement).value).toBe(BOOK);
    expect(powers.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bez podręcznika',
      'Matematyka 7',
      'Matematyka 7. Szkic (ukryty)',
    ]);
    expect((card('Pierwiastki').getByLabelText('Widoczny dla uczniów') as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('saves only what changed of a topic and says so', async () => {
    const { api } = render('/admin/podreczniki/tematy?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM');
    await screen.findByText('2 tematy, 2 podręczniki do wyboru.');
    const roots = card('Pierwiastki');
    fireEvent.change(roots.getByLabelText('Podręcznik'), { target: { value: HIDDEN_BOOK } });
    fireEvent.change(roots.getByLabelText(/Opis tematu dla uczniów/), {
      target: { value: 'Pierwiastek kwadratowy i sześcienny.' },
    });
    fireEvent.click(roots.getByLabelText('Widoczny dla uczniów'));
    fireEvent.click(roots.getByRole('button', { name: 'Zapisz temat' }));
    expect(await roots.findByText('Zapisano temat.')).toBeTruthy();
    expect(updates(api)).toEqual([
      { id: 't2', podrecznikId: HIDDEN_BOOK, content: 'Pierwiastek kwadratowy i sześcienny.', visible: true },
    ]);

    const powers = card('Potęgi');
    fireEvent.change(powers.getByLabelText('Podręcznik'), { target: { value: '' } });
    fireEvent.click(powers.getByRole('button', { name: 'Zapisz temat' }));
    await powers.findByText('Zapisano temat.');
    expect(updates(api)[1]).toEqual({ id: 't1', podrecznikId: null });

    fireEvent.click(powers.getByRole('button', { name: 'Zapisz temat' }));
    expect(await powers.findByText('Nic się nie zmieniło.')).toBeTruthy();
    expect(updates(api)).toHaveLength(2);
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const refusal = badUserInput('Nieprawidłowe dane.', {
      podrecznikId: 'Nie ma takiego podręcznika w bibliotece.',
    });
    render('/admin/podreczniki/tematy?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM', refusal);
    await screen.findByText('2 tematy, 2 podręczniki do wyboru.');
    const roots = card('Pierwiastki');
    fireEvent.change(roots.getByLabelText('Podręcznik'), { target: { value: BOOK } });
    fireEvent.click(roots.getByRole('button', { name: 'Zapisz temat' }));
    expect(await roots.findByText('Nie ma takiego podręcznika w bibliotece.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(roots.getByLabelText('Podręcznik')));
    expect((roots.getByLabelText('Podręcznik') as HTMLSelectElement).value).toBe(BOOK);
  });

  it('says when a subject has no topics on a level', async () => {
    render('/admin/podreczniki/tematy?przedmiot=biology&poziom=PODSTAWOWY_SIEDEM');
    expect(await screen.findByText('Ten przedmiot nie ma tematów na tym poziomie.')).toBeTruthy();
  });
});
