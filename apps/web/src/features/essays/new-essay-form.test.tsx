import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, type FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { fakeEssay, LEKTURY } from './essay-test-fixtures.ts';
import { renderEssaysAt, resetLive } from './essay-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const ordered = fakeEssay({ id: 'essay-9', state: 'CREATED', segments: [] });

/** The list page with the new-essay form open. */
function renderForm(handlers: Record<string, FakeHandler> = {}, user: Record<string, unknown> = {}) {
  return renderEssaysAt(
    '/app/solver/rozprawki?nowa=rozprawka',
    {
      getRozprawkaAiByWorkspaceId: () => ({ data: { getRozprawkaAiByWorkspaceId: [] } }),
      getRozprawkaAiReviewByWorkspaceId: () => ({ data: { getRozprawkaAiReviewByWorkspaceId: [] } }),
      essayLektury: ({ variables }) => {
        const search = ((variables.getLekturyInput as { search?: string }).search ?? '').toLowerCase();
        return {
          data: {
            getLektury: LEKTURY.filter((l) => `${l.title} ${l.author}`.toLowerCase().includes(search)),
          },
        };
      },
      generaterozprawka: () => ({ data: { generaterozprawka: { __typename: 'RozprawkaAi', ...ordered } } }),
      getRozprawkaAiById: () => ({ data: { getRozprawkaAiById: ordered } }),
      ...handlers,
    },
    { user },
  );
}

const form = () => within(screen.getByRole('form', { name: 'Nowa rozprawka' }));
const submit = () => fireEvent.click(form().getByRole('button', { name: 'Napisz rozprawkę' }));
const typeTopic = (value: string) =>
  fireEvent.change(form().getByLabelText('Temat rozprawki'), { target: { value } });
const readings = () =>
  within(form().getByRole('list', { name: 'Lektury do wyboru' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('new essay form', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('asks for a topic and keeps it within the limit, sending nothing until it is right', async () => {
    const { api } = renderForm();
    await screen.findByRole('form', { name: 'Nowa rozprawka' });
    submit();
    expect(await form().findByText('Wpisz temat rozprawki.')).toBeTruthy();
    const topic = form().getByLabelText('Temat rozprawki');
    expect(topic.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(topic);
    typeTopic('x'.repeat(501));
    expect(form().getByText('501 / 500 znaków')).toBeTruthy();
    expect(form().getByText('Maksymalna długość to 500 znaków')).toBeTruthy();
    typeTopic('Czy warto poświęcać się dla innych?');
    expect(form().queryByText('Maksymalna długość to 500 znaków')).toBeNull();
    expect(api.count('generaterozprawka')).toBe(0);
  });

  it('orders a matura essay with set readings from the sheet’s list, then opens its page', async () => {
    const { api, router } = renderForm();
    typeTopic('  Czy warto poświęcać się dla innych?  ');
    // The matura lists every reading; those printed on the sheet come first, marked.
    await waitFor(() => expect(readings()).toHaveLength(5));
    expect(readings().slice(0, 3)).toEqual([
      'Pan Tadeusz – Adam Mickiewiczz listy w arkuszu',
      'Lalka – Bolesław Prusz listy w arkuszu',
      'Wesele – Stanisław Wyspiańskiz listy w arkuszu',
    ]);
    expect(api.calls.find((c) => c.operationName === 'essayLektury')?.variables).toEqual({
      getLekturyInput: {},
    });
    fireEvent.change(form().getByLabelText('Szukaj lektury'), { target: { value: 'prus' } });
    await waitFor(() => expect(readings()).toEqual(['Lalka – Bolesław Prusz listy w arkuszu']));
    fireEvent.click(form().getByRole('checkbox', { name: /Lalka/ }));
    fireEvent.change(form().getByLabelText('Szukaj lektury'), { target: { value: '' } });
    // The chosen reading stays first while the others are listed again.
    await waitFor(() => expect(readings()).toHaveLength(5));
    expect(readings()[0]).toContain('Lalka');
    fireEvent.click(form().getByRole('radio', { name: /Struktura/ }));
    fireEvent.click(form().getByRole('radio', { name: '3 argumenty' }));
    fireEvent.click(form().getByRole('radio', { name: 'Zaawansowany' }));
    fireEvent.change(form().getByLabelText('Dodatkowe wskazówki (opcjonalnie)'), {
      target: { value: 'użyj kontekstu historycznego' },
    });
    submit();

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/solver/rozprawki/rozprawka/essay-9'),
    );
    expect(api.calls.find((c) => c.operationName === 'generaterozprawka')?.variables).toEqual({
      generaterozprawkaInput: {
        temat: 'Czy warto poświęcać się dla innych?',
        przedmiot: 'polish',
        poziom: 'MAUTURA_PODSTAWOWA',
        type: 'STRUCTURE',
        liczbaArgumentow: 3,
        poziomJezyka: 'ZAAWANSOWANY',
        lektury: ['lek-lalka'],
        polecenie: 'użyj kontekstu historycznego',
      },
    });
    expect(await screen.findByText('Rozprawka czeka w kolejce…')).toBeTruthy();
  });

  it('for the eighth-grade exam lists primary-school readings, marks the exam’s and allows four', async () => {
    const { api } = renderForm(
      {},
      { onboarding: { poziom: null, egzaminy: ['PODSTAWOWKA'], przedmioty: [] } },
    );
    // Onboarding said the pupil takes the eighth-grade exam.
    const e8 = await form().findByRole('radio', { name: 'Egzamin ósmoklasisty' });
    expect((e8 as HTMLInputElement).checked).toBe(true);
    expect(form().getByText('Egzamin ósmoklasisty z polskiego.')).toBeTruthy();
    expect(form().getByText(/Długość: co najmniej 200 wyrazów/)).toBeTruthy();
    await waitFor(() => expect(readings()).toHaveLength(5));
    expect(readings().slice(0, 2)).toEqual([
      'Pan Tadeusz – Adam Mickiewiczobowiązkowa na egzaminie',
      'Zemsta – Aleksander Fredroobowiązkowa na egzaminie',
    ]);
    expect(api.calls.find((c) => c.operationName === 'essayLektury')?.variables).toEqual({
      getLekturyInput: { ckePoziom: 'PODSTAWOWKA' },
    });
    for (const name of [/Pan Tadeusz/, /Zemsta/, /Lalka/, /Wesele/])
      fireEvent.click(form().getByRole('checkbox', { name }));
    expect((form().getByRole('checkbox', { name: /Mały Książę/ }) as HTMLInputElement).disabled).toBe(true);
    expect(form().getByText(/Wybrane: 4 z 4/)).toBeTruthy();
    fireEvent.click(form().getByRole('checkbox', { name: /Wesele/ }));
    expect((form().getByRole('checkbox', { name: /Mały Książę/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('writes an English essay without readings', async () => {
    const { api, router } = renderForm();
    typeTopic('Social media do more harm than good. Discuss.');
    fireEvent.click(await form().findByRole('radio', { name: 'Język angielski' }));
    fireEvent.click(form().getByRole('radio', { name: 'Matura rozszerzona' }));
    expect(form().getByText(/Długość: 200–250 wyrazów/)).toBeTruthy();
    expect(form().queryByLabelText('Szukaj lektury')).toBeNull();
    submit();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/solver/rozprawki/rozprawka/essay-9'),
    );
    expect(await screen.findByText('Rozprawka czeka w kolejce…')).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'generaterozprawka')?.variables).toEqual({
      generaterozprawkaInput: {
        temat: 'Social media do more harm than good. Discuss.',
        przedmiot: 'english',
        poziom: 'MATURA_ROZSZERZONA',
        type: 'FULL',
        liczbaArgumentow: 2,
        poziomJezyka: 'STANDARDOWY',
      },
    });
  });

  it('shows a refusal’s Polish message, and the server’s field messages under their fields', async () => {
    let attempt = 0;
    const { router } = renderForm({
      generaterozprawka: () => {
        attempt += 1;
        return attempt === 1
          ? {
              data: {
                generaterozprawka: {
                  __typename: 'ExecutionError',
                  errorCode: 'INSUFFICIENT_RESOURCES',
                  message: 'Wykorzystano limit rozprawek na ten miesiąc.',
                },
              },
            }
          : badUserInput('Nieprawidłowe dane.', {
              temat: 'Temat nie wygląda na temat rozprawki.',
              'lektury.0': 'Tej lektury nie ma na liście egzaminu.',
            });
      },
    });
    typeTopic('asdf');
    await waitFor(() => expect(readings()).toHaveLength(5));
    fireEvent.click(form().getByRole('checkbox', { name: /Zemsta/ }));
    submit();
    expect((await form().findByRole('alert')).textContent).toBe(
      'Wykorzystano limit rozprawek na ten miesiąc.',
    );
    submit();
    expect(await form().findByText('Temat nie wygląda na temat rozprawki.')).toBeTruthy();
    expect(form().getByText('Tej lektury nie ma na liście egzaminu.')).toBeTruthy();
    // The generic summary is not repeated above the fields that say what is wrong.
    expect(form().queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(form().getByLabelText('Temat rozprawki'));
    expect(router.state.location.pathname).toBe('/app/solver/rozprawki');
  });
});
