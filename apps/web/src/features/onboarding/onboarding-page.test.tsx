import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badUserInput, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Component as OnboardingPage } from './onboarding-page.tsx';

function renderOnboarding(path = '/onboarding') {
  return renderRoutes(
    [
      { path: '/onboarding', Component: OnboardingPage },
      { path: '/app', element: <h1>Start</h1> },
    ],
    path,
  );
}

const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));

describe('onboarding', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the class in school order, then exams, then subjects, and sends them together', async () => {
    const api = installFakeApi({
      answerOnboardingQuestion: () => ({
        data: { answerOnboardingQuestion: fakeUser({ onboardingStatus: 'COMPLETED' }) },
      }),
    });
    const { router } = renderOnboarding();
    expect(await screen.findByText('Krok 1 z 3')).toBeTruthy();
    const levels = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(levels).toHaveLength(14);
    expect(levels[0]).toBe('Klasa 1 – szkoła podstawowa');
    expect(levels[8]).toBe('Klasa 1 – liceum/technikum');
    expect(levels[13]).toBe('Studia');

    next();
    expect(await screen.findByText('Wybierz swoją klasę albo studia.')).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'Do której klasy chodzisz?' }).getAttribute('aria-invalid'),
    ).toBe('true');
    fireEvent.click(screen.getByLabelText('Klasa 8 – szkoła podstawowa'));
    next();

    // The exam of class 8 is suggested; exams are optional.
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    expect((screen.getByLabelText('Podstawówka') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement?.textContent).toBe('Do jakich egzaminów się przygotowujesz?');
    next();

    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    expect(screen.queryByLabelText('Wszystkie')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zakończ i przejdź do Kredy' }));
    expect(await screen.findByText('Wybierz co najmniej jeden przedmiot.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Matematyka'));
    fireEvent.click(screen.getByLabelText('Język polski'));
    fireEvent.click(screen.getByRole('button', { name: 'Zakończ i przejdź do Kredy' }));

    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(api.calls[0]?.variables).toEqual({
      answerOnboardingQuestionInput: {
        poziom: 'PODSTAWOWY_OSIEM',
        egzaminy: ['PODSTAWOWKA'],
        przedmioty: ['mathematics', 'polish'],
      },
    });
  });

  it('makes each step a history entry: Back and Forward move between steps with the answers kept', async () => {
    installFakeApi({});
    const { router } = renderOnboarding();
    fireEvent.click(await screen.findByLabelText('Klasa 2 – liceum/technikum'));
    next();
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?krok=2');
    fireEvent.click(screen.getByLabelText('Matura rozszerzona'));
    next();
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?krok=3');
    fireEvent.click(screen.getByLabelText('Fizyka'));

    // The browser's Back: the previous question, its answers kept, the focus on it.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Krok 2 z 3')).toBeTruthy();
    expect(checked('Matura rozszerzona')).toBe(true);
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Do jakich egzaminów się przygotowujesz?'),
    );
    // "Wstecz" is a step back in history too (not a new entry).
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(await screen.findByText('Krok 1 z 3')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(checked('Klasa 2 – liceum/technikum')).toBe(true);
    // Forward twice: back on the subjects, still ticked.
    await act(() => router.navigate(1));
    await act(() => router.navigate(1));
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    expect(checked('Fizyka')).toBe(true);
  });

  it('keeps the answers over a reload, and an address ahead of them goes back to the open question', async () => {
    installFakeApi({});
    sessionStorage.setItem(
      'kreda.onboarding',
      // An unknown exam is left out.
      JSON.stringify({ answers: { poziom: 'STUDIA', egzaminy: ['NIE_MA'], przedmioty: ['physics'] } }),
    );
    renderOnboarding('/onboarding?krok=3');
    expect(await screen.findByText('Krok 3 z 3')).toBeTruthy();
    expect(checked('Fizyka')).toBe(true);
    cleanup();

    // No class chosen yet: the third step's address shows the first question instead.
    sessionStorage.clear();
    const { router } = renderOnboarding('/onboarding?krok=3');
    expect(await screen.findByText('Krok 1 z 3')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
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
      // Between the question and its fourteen choices, not after them.
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

  it('goes back without losing answers and shows a server error on its step', async () => {
    installFakeApi({
      answerOnboardingQuestion: () =>
        badUserInput('Nieprawidłowe dane.', { przedmioty: 'Wybierz co najmniej jeden przedmiot.' }),
    });
    renderOnboarding();
    fireEvent.click(await screen.findByLabelText('Studia'));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect((screen.getByLabelText('Studia') as HTMLInputElement).checked).toBe(true);
    next();
    next();
    fireEvent.click(screen.getByLabelText('Fizyka'));
    fireEvent.click(screen.getByRole('button', { name: 'Zakończ i przejdź do Kredy' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nieprawidłowe dane.');
    expect(screen.getByText('Wybierz co najmniej jeden przedmiot.')).toBeTruthy();
  });
});
