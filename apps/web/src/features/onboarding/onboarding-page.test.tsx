import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badUserInput, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Component as OnboardingPage } from './onboarding-page.tsx';

function renderOnboarding() {
  return renderRoutes(
    [
      { path: '/onboarding', Component: OnboardingPage },
      { path: '/app', element: <h1>Start</h1> },
    ],
    '/onboarding',
  );
}

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
