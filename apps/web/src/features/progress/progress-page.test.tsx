import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import type { StudyOverview } from './api/get-study-overview.ts';
import { Component as ProgressPage } from './progress-page.tsx';
import { emptyOverview, filledOverview } from './test-fixtures.ts';

function renderPage(studyOverview: StudyOverview) {
  installFakeApi({ progressPage: () => ({ data: { studyOverview } }) });
  renderRoutes([{ path: '/app/postepy', element: <ProgressPage /> }], '/app/postepy');
}

describe('"Moje postępy"', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells an empty account what to do in every section, with the way there', async () => {
    renderPage(emptyOverview());
    expect(await screen.findByText('Zacznij serię dni nauki')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Moje postępy' })).toBeTruthy();
    expect(screen.getByText('Rozwiąż pierwszy quiz, aby zobaczyć wyniki.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do quizów' }).getAttribute('href')).toBe('/app/quizy');
    expect(screen.getByRole('link', { name: 'Przejdź do słówek' }).getAttribute('href')).toBe('/app/slowka');
    expect(screen.getByRole('link', { name: 'Przejdź do wypracowań' }).getAttribute('href')).toBe(
      '/app/solver/rozprawki',
    );
    expect(screen.getByRole('link', { name: 'Przejdź do rozwiązywania testów' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do korepetycji' }).getAttribute('href')).toBe(
      '/app/aitutor',
    );
    expect(
      screen.getByText(/Skończ dowolną sesję – fiszki, quiz, wypracowanie albo test – a tu pojawi się/),
    ).toBeTruthy();
    // No chart without data.
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('draws every chart with its Polish summary', async () => {
    renderPage(filledOverview());
    expect(await screen.findByText('2 dni z rzędu')).toBeTruthy();
    expect(screen.getByText('Najdłuższa seria: 5 dni.')).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'Dni nauki w ostatnich 12 tygodniach: 3 z 80, razem 7 sesji. Najwięcej: 4 sesje 3 marca.',
      }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'Biologia: 3 quizy, od 40% (3 marca) do 75% (11 marca), najlepszy wynik 90%.',
      }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'Bez przedmiotu: 1 quiz, wynik 60% (3 marca).' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: '12 słówek w zestawach: nauczone 5, jeszcze w nauce 7. Do powtórki dziś: 3.',
      }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'Realizacja tematu (na 2 pkt): 1, potem 2.' }),
    ).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Kompozycja (na 4 pkt): 2,5.' })).toBeTruthy();
    expect(screen.getByText(/ostatnia ocena 24,5 z 35/)).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'Rozwiązane testy w ostatnich 12 tygodniach: 3. Najwięcej w tygodniu od 9 marca: 2 testy.',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Razem: 3, rozwiązane zadania: 11.')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Matematyka: opanowane 1 z 2 tematów.' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Biologia: opanowane 0 z 1 tematu.' })).toBeTruthy();
    expect(screen.queryByText('Rozwiąż pierwszy quiz, aby zobaczyć wyniki.')).toBeNull();
  });

  it('says in Polish when the overview cannot be read', async () => {
    installFakeApi({ progressPage: () => ({ status: 500, errors: [{ message: 'Błąd serwera.' }] }) });
    renderRoutes([{ path: '/app/postepy', element: <ProgressPage /> }], '/app/postepy');
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się wczytać postępów.');
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
