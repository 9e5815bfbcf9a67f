import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, type FakeHandler } from '../../testing/fake-api.ts';
import { fakeTutor, renderTutorsAt } from './tutors-test-kit.tsx';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

const topics = () => ({
  data: {
    getbyprzedmiotandpoziom: [
      { id: 'temat-1', temat: 'Ułamki zwykłe', ckePoziom: null },
      { id: 'temat-2', temat: 'Liczby całkowite', ckePoziom: null },
    ],
  },
});
const ordered = () => ({
  data: { aitutoringAiTutor: fakeTutor({ id: 'tutor-9', state: 'CREATED', aiTutorTemat: [] }) },
});

function renderForm(query: string, handlers: Record<string, FakeHandler> = {}) {
  return renderTutorsAt(`/app/1aitutor${query}`, {
    tutorTopics: topics,
    aitutoringAiTutor: ordered,
    tutor: () => ({
      data: { getAiTutorById: fakeTutor({ id: 'tutor-9', state: 'CREATED', aiTutorTemat: [] }) },
    }),
    ...handlers,
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Zamów korepetytora' }));
const orderOf = (api: ReturnType<typeof renderForm>['api']) =>
  api.calls.find((call) => call.operationName === 'aitutoringAiTutor')?.variables;

describe('"Nowy korepetytor"', () => {
  afterEach(() => {
    // Unmounted before the API goes: a page's last read must not reach the real network.
    cleanup();
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('orders a tutor for the topic the link chose, with the detail level and comment, and opens it', async () => {
    const { api, router } = renderForm('?tematId=temat-1&przedmiot=mathematics&poziom=PODSTAWOWY_PIEC');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy korepetytor' })).toBeTruthy();
    expect(document.title).toBe('Nowy korepetytor – Kreda');
    expect((screen.getByRole('radio', { name: /Temat/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Przedmiot') as HTMLSelectElement).value).toBe('mathematics');
    const topic = screen.getByLabelText('Temat z podstawy programowej') as HTMLSelectElement;
    await waitFor(() => expect(topic.value).toBe('temat-1'));
    fireEvent.click(screen.getByRole('radio', { name: /Dokładny/ }));
    fireEvent.change(screen.getByLabelText('Uwaga dla korepetytora (opcjonalnie)'), {
      target: { value: '  mam sprawdzian   w piątek ' },
    });
    submit();
    await screen.findByRole('heading', { level: 1, name: 'Ułamki zwykłe' });
    expect(router.state.location.pathname).toBe('/app/aitutor/tutor-9');
    expect(orderOf(api)).toEqual({
      aitutoringAiTutorInput: {
        tematId: 'temat-1',
        detailLevel: 'PRECISE',
        userComment: 'mam sprawdzian w piątek',
      },
    });
  });

  it('orders a library chapter preselected by ?rozdzialId=', async () => {
    const { api } = renderForm('?rozdzialId=ch-7', {
      tutorTextbooks: () => ({ data: { getpodrecznikbyprzedmiotandpoziom: [] } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Nowy korepetytor' });
    expect((screen.getByRole('radio', { name: /Rozdział podręcznika/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText(/Rozdział wybrany w bibliotece/)).toBeTruthy();
    submit();
    await waitFor(() =>
      expect(orderOf(api)).toEqual({ aitutoringAiTutorInput: { rozdzialId: 'ch-7', detailLevel: 'NORMAL' } }),
    );
  });

  it('asks for what is missing before sending anything', async () => {
    const { api } = renderForm('', { tutorWorkspaces: () => ({ data: { getWorkspaceByUserId: [] } }) });
    await screen.findByRole('heading', { level: 1, name: 'Nowy korepetytor' });
    // The pupil's own class is already chosen; the subject and the topic are not.
    expect((screen.getByLabelText('Klasa') as HTMLSelectElement).value).toBe('PODSTAWOWY_PIEC');
    submit();
    expect(await screen.findByText('Wybierz przedmiot.')).toBeTruthy();
    expect(screen.getByText('Wybierz temat.')).toBeTruthy();
    expect(document.activeElement?.id).toBe(screen.getByLabelText('Przedmiot').id);
    fireEvent.click(screen.getByRole('radio', { name: /Moje materiały/ }));
    expect(
      await screen.findByText('Nie masz jeszcze przestrzeni z materiałami.', { exact: false }),
    ).toBeTruthy();
    expect(api.count('aitutoringAiTutor')).toBe(0);
  });

  it('shows the server’s messages under their fields: the comment, and the source under the chosen one', async () => {
    renderForm('?rozdzialId=ch-7', {
      tutorTextbooks: () => ({ data: { getpodrecznikbyprzedmiotandpoziom: [] } }),
      aitutoringAiTutor: () =>
        badUserInput('Nieprawidłowe dane.', {
          'aitutoringAiTutorInput.tematId':
            'Wybierz jedno: temat, rozdział podręcznika albo swoje materiały.',
          'aitutoringAiTutorInput.userComment': 'Maksymalna długość to 500 znaków',
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Nowy korepetytor' });
    submit();
    const comment = screen.getByLabelText('Uwaga dla korepetytora (opcjonalnie)');
    await waitFor(() => expect(comment.getAttribute('aria-invalid')).toBe('true'));
    expect(comment.getAttribute('aria-describedby')).toContain(`${comment.id}-error`);
    expect(document.getElementById(`${comment.id}-error`)?.textContent).toContain(
      'Maksymalna długość to 500 znaków',
    );
    const chapter = screen.getByLabelText('Rozdział');
    expect(document.getElementById(`${chapter.id}-error`)?.textContent).toContain('Wybierz jedno: temat');
    // Both are said under their fields: no summary above the form.
    expect(screen.queryByText('Nieprawidłowe dane.')).toBeNull();
  });

  it('says when the plan’s limit is used up, with the way to the limits', async () => {
    renderForm('?tematId=temat-1', {
      aitutoringAiTutor: () => ({
        errors: [
          {
            message: 'Wykorzystano limit korepetycji AI w tym miesiącu.',
            extensions: { code: 'INSUFFICIENT_RESOURCES' },
          },
        ],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Nowy korepetytor' });
    submit();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(/Wykorzystano limit/)).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Zobacz limity' }).getAttribute('href')).toBe('/workspace/usage');
  });

  it('orders from the pupil’s materials: the chosen ones saved as the tutor’s source set first', async () => {
    const { api } = renderForm('', {
      tutorWorkspaces: () => ({ data: { getWorkspaceByUserId: [{ id: 'ws-1', name: 'Ułamki' }] } }),
      getActionSources: () => ({
        data: {
          getActionSources: {
            workspaceId: 'ws-1',
            selected: null,
            groups: [
              {
                type: 'NOTATKA',
                label: 'Notatka',
                sources: [
                  {
                    __typename: 'UserDoc',
                    id: 'doc-1',
                    name: 'Lekcja 1',
                    state: 'SOLVED',
                    sourceType: 'NOTATKA',
                  },
                ],
              },
            ],
            fromTools: [],
          },
        },
      }),
      updateSources: () => ({ data: { updateSources: { id: 'set-5' } } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Nowy korepetytor' });
    fireEvent.click(screen.getByRole('radio', { name: /Moje materiały/ }));
    fireEvent.change(await screen.findByLabelText('Przestrzeń'), { target: { value: 'ws-1' } });
    submit();
    expect(await screen.findByText('Zaznacz co najmniej jeden materiał.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Lekcja 1/ }));
    submit();
    await waitFor(() =>
      expect(orderOf(api)).toEqual({ aitutoringAiTutorInput: { sourcesId: 'set-5', detailLevel: 'NORMAL' } }),
    );
    expect(api.calls.find((call) => call.operationName === 'updateSources')?.variables).toEqual({
      updateSourcesInput: {
        workspaceId: 'ws-1',
        action: 'AITUTOR',
        sources: [{ type: 'USER_DOC', id: 'doc-1' }],
      },
    });
    expect(api.calls.find((call) => call.operationName === 'getActionSources')?.variables).toEqual({
      getActionSourcesInput: { workspaceId: 'ws-1', action: 'AITUTOR' },
    });
  });
});
