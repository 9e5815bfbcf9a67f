import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCachedUser } from '../../lib/session-cache.ts';
import { badUserInput, type FakeHandler, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as OnboardingPage } from './onboarding-page.tsx';

function renderOnboarding(path = '/onboarding', userId = 'u1') {
  const queryClient = testQueryClient();
  // The route guard has loaded the signed-in user before the page shows.
  setCachedUser(queryClient, fakeUser({ id: userId, onboardingStatus: 'PENDING_QUESTIONS' }) as never);
  return renderRoutes(
    [
      { path: '/onboarding', Component: OnboardingPage },
      { path: '/app', element: <h1>Start</h1> },
    ],
    path,
    queryClient,
  );
}

const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
const finish = () => fireEvent.click(screen.getByRole('button', { name: 'Zakończ i przejdź do Kredy' }));
const pick = (label: string) => fireEvent.click(screen.getByLabelText(label));
const pickShown = async (label: string) => fireEvent.click(await screen.findByLabelText(label));

const saved: Record<string, FakeHandler> = {
  answerOnboardingQuestion: () => ({
    data: { answerOnboardingQuestion: fakeUser({ onboardingStatus: 'COMPLETED' }) },
  }),
};
const sent = (api: { calls: { operationName: string; variables: Record<string, unknown> }[] }) =>
  api.calls.find((call) => call.operationName === 'answerOnboardingQuestion')?.variables
    .answerOnboardingQuestionInput;

describe('onboarding', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('early primary: two steps, the areas of edukacja wczesnoszkolna in a child’s words', async () => {
    const api = installFakeApi(saved);
    renderOnboarding();
    expect(await screen.findByText('Krok 1 z 3')).toBeTruthy();
    const levels = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(levels).toHaveLength(14);
    expect(levels[0]).toBe('Klasa 1 – szkoła podstawowa');
    expect(levels[13]).toBe('Studia');
    next();
    expect(await screen.findByText('Wybierz swoją klasę albo studia.')).toBeTruthy();
    pick('Klasa 2 – szkoła podstawowa');
    expect(screen.getByText('Krok 1 z 2')).toBeTruthy();
    next();

    expect(await screen.findByText('Krok 2 z 2')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Czego lubisz się uczyć?');
    const areas = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(areas).toEqual([
      'Czytanie i pisanie',
      'Język angielski',
      'Liczenie i zadania z matematyki',
      'Przyroda i świat wokół mnie',
    ]);
    finish();
    expect(await screen.findByText('Wybierz co najmniej jeden przedmiot.')).toBeTruthy();
    pick('Czytanie i pisanie');
    finish();
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(sent(api)).toEqual({ poziom: 'PODSTAWOWY_DWA', egzaminy: [], przedmioty: ['polish'] });
    // Saved: the draft is gone.
    expect(localStorage.getItem('kreda.onboarding.u1')).toBeNull();
  });

  it('classes 4–8: no exam in class 5; class 8 has the eighth-grade exam ticked, and can untick it', async () => {
    const api = installFakeApi(saved);
    renderOnboarding();
    await pickShown('Klasa 5 – szkoła podstawowa');
    expect(screen.getByText('Krok 1 z 2')).toBeTruthy();
    // Physics is not taught in class 5.
    next();
    expect(await screen.findByText('Krok 2 z 2')).toBeTruthy();
    expect(screen.queryByLabelText('Fizyka')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));

    await pickShown('Klasa 8 – szkoła podstawowa');
    next();
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    expect(checked('Egzamin ósmoklasisty')).toBe(true);
    pick('Egzamin ósmoklasisty');
    next();
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    pick('Fizyka');
    finish();
    await screen.findByRole('heading', { name: 'Start' });
    expect(sent(api)).toEqual({ poziom: 'PODSTAWOWY_OSIEM', egzaminy: [], przedmioty: ['physics'] });
  });

  it('liceum: which school is asked, then subjects, then the matura level of each', async () => {
    const api = installFakeApi(saved);
    renderOnboarding();
    await pickShown('Klasa 2 – liceum/technikum');
    next();
    expect(await screen.findByText('Wybierz, czy chodzisz do liceum, czy do technikum.')).toBeTruthy();
    pick('Liceum');
    next();
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    pick('Matematyka');
    pick('Biologia');
    pick('Historia i teraźniejszość');
    next();
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Na jakim poziomie zdajesz maturę?');
    const biology = screen.getByRole('group', { name: 'Biologia' });
    // Biology has only the extended matura; "historia i teraźniejszość" none.
    expect([...biology.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'rozszerzona',
      'nie zdaję',
    ]);
    expect(screen.getByText('Z przedmiotu „Historia i teraźniejszość” nie ma matury.')).toBeTruthy();
    expect(screen.queryByLabelText(/Kwalifikacja/)).toBeNull();
    fireEvent.click(screen.getAllByLabelText('rozszerzona')[0] as HTMLElement);
    fireEvent.click(screen.getAllByLabelText('rozszerzona')[1] as HTMLElement);
    finish();
    await screen.findByRole('heading', { name: 'Start' });
    expect(sent(api)).toEqual({
      poziom: 'SREDNI_DWA',
      typSzkoly: 'LICEUM',
      egzaminy: ['MATURA_ROZSZERZONA'],
      przedmioty: ['mathematics', 'biology', 'hit'],
      maturaPoziomy: [
        { przedmiot: 'mathematics', poziom: 'ROZSZERZONA' },
        { przedmiot: 'biology', poziom: 'ROZSZERZONA' },
      ],
    });
  });

  it('technikum: the qualification is checked for its official symbol', async () => {
    const api = installFakeApi(saved);
    renderOnboarding();
    await pickShown('Klasa 5 – technikum');
    expect(screen.queryByRole('group', { name: 'Do jakiej szkoły chodzisz?' })).toBeNull();
    next();
    await pickShown('Informatyka');
    next();
    expect(await screen.findByText('Jakie egzaminy Cię czekają?')).toBeTruthy();
    const field = screen.getByLabelText('Kwalifikacja zawodowa (nieobowiązkowe)');
    fireEvent.change(field, { target: { value: 'INF3' } });
    finish();
    expect(
      await screen.findByText('Podaj symbol kwalifikacji: trzy litery, kropka i dwie cyfry, np. INF.03.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'inf.03' } });
    finish();
    await screen.findByRole('heading', { name: 'Start' });
    expect(sent(api)).toEqual({
      poziom: 'SREDNI_PIEC',
      egzaminy: [],
      przedmioty: ['infromatyka'],
      maturaPoziomy: [],
      kwalifikacja: 'INF.03',
    });
  });

  it('studia: field of study, the courses of the chosen fields and sesja/kolokwium', async () => {
    const api = installFakeApi({
      ...saved,
      onboardingStudiaCourses: ({ variables }) => {
        const input = variables.getbyprzedmiotandpoziomInput as { przedmiot: string; poziom: string };
        expect(input.poziom).toBe('STUDIA');
        return {
          data: {
            getbyprzedmiotandpoziom: [
              { id: `${input.przedmiot}-1`, temat: 'Wstęp do programowania', base: true },
              { id: `${input.przedmiot}-2`, temat: 'Bazy danych', base: true },
              { id: 'own', temat: 'Mój własny temat', base: false },
            ],
          },
        };
      },
    });
    renderOnboarding();
    await pickShown('Studia');
    next();
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    next();
    expect(await screen.findByText('Wpisz swój kierunek studiów.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kierunek studiów'), { target: { value: 'Informatyka' } });
    next();
    expect(await screen.findByText('Wybierz co najmniej jedną dziedzinę.')).toBeTruthy();
    pick('Informatyka');
    next();
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    await pickShown('Bazy danych');
    expect(screen.queryByLabelText('Mój własny temat')).toBeNull();
    pick('Kolokwium');
    finish();
    await screen.findByRole('heading', { name: 'Start' });
    expect(sent(api)).toEqual({
      poziom: 'STUDIA',
      egzaminy: [],
      przedmioty: ['infromatyka'],
      kierunek: 'Informatyka',
      kursy: ['infromatyka-2'],
      zaliczenie: 'KOLOKWIUM',
    });
  });

  it('keeps the step and the answers when the address is opened again (a reload, a new tab)', async () => {
    installFakeApi({});
    const first = renderOnboarding();
    await pickShown('Klasa 3 – liceum/technikum');
    pick('Technikum');
    next();
    await pickShown('Fizyka');
    next();
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    fireEvent.click(screen.getAllByLabelText('rozszerzona')[0] as HTMLElement);
    expect(first.router.state.location.search).toBe('?krok=3');
    cleanup();
    // A new tab has an empty sessionStorage; the answers are the user's, not the tab's.
    sessionStorage.clear();

    renderOnboarding('/onboarding?krok=2');
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    expect(checked('Fizyka')).toBe(true);
    next();
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    expect(checked('rozszerzona')).toBe(true);
    cleanup();

    // Another account in the same browser starts from the first question.
    const { router } = renderOnboarding('/onboarding?krok=3', 'u2');
    expect(await screen.findByText('Krok 1 z 3')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('makes each step a history entry: Back and Forward move between steps with the answers kept', async () => {
    installFakeApi({});
    const { router } = renderOnboarding();
    await pickShown('Klasa 7 – szkoła podstawowa');
    next();
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?krok=2');
    // Class 7 is offered the exam, not given it.
    expect(checked('Egzamin ósmoklasisty')).toBe(false);
    pick('Egzamin ósmoklasisty');
    next();
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    pick('Chemia');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    expect(checked('Egzamin ósmoklasisty')).toBe(true);
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Czy przygotowujesz się do egzaminu ósmoklasisty?'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(await screen.findByText('Krok 1 z 3')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(1));
    await act(() => router.navigate(1));
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    expect(checked('Chemia')).toBe(true);
  });

  it('shows the missing class under the question, announced and scrolled into view', async () => {
    installFakeApi({});
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderOnboarding();
      await screen.findByText('Krok 1 z 3');
      next();
      const error = await screen.findByText('Wybierz swoją klasę albo studia.');
      const live = error.closest('[aria-live="polite"]');
      expect(live).toBeTruthy();
      const group = screen.getByRole('group', { name: 'Do której klasy chodzisz?' });
      const firstChoice = screen.getAllByRole('radio')[0] as HTMLElement;
      expect(live?.compareDocumentPosition(firstChoice)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(group.getAttribute('aria-describedby')).toContain(error.closest('p')?.id);
      await waitFor(() => expect(scrolled).toContain(live));
      expect(document.activeElement?.textContent).toBe('Do której klasy chodzisz?');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows a server refusal on the step of the refused answer', async () => {
    installFakeApi({
      answerOnboardingQuestion: () =>
        badUserInput('Nieprawidłowe dane.', { kierunek: 'Kierunek może mieć najwyżej 100 znaków.' }),
      onboardingStudiaCourses: () => ({ data: { getbyprzedmiotandpoziom: [] } }),
    });
    renderOnboarding();
    await pickShown('Studia');
    next();
    fireEvent.change(await screen.findByLabelText('Kierunek studiów'), { target: { value: 'Fizyka' } });
    pick('Fizyka');
    next();
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    finish();
    expect((await screen.findByRole('alert')).textContent).toBe('Nieprawidłowe dane.');
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    expect(screen.getByText('Kierunek może mieć najwyżej 100 znaków.')).toBeTruthy();
  });
});
