import { describe, expect, it } from 'vitest';
import { roundedPrecision } from './approximation.ts';
import { compareMathAnswers } from './math-answer.ts';

describe('roundedPrecision', () => {
  it.each([
    ['Oblicz pole koła o promieniu 8 cm. Wynik podaj w przybliżeniu.', ['201,06 cm²'], 2],
    ['Oblicz pole koła o promieniu 8 cm z dokładnością do 0,1 cm².', ['201,1 cm²'], 1],
    ['Oblicz pole koła o promieniu 8 cm z dokładnością do 1 cm².', ['201 cm²'], 0],
    ['Podaj wynik z dokładnością do części setnych.', ['1,41'], 2],
    ['Wynik zaokrąglij do dwóch miejsc po przecinku.', ['2,24'], 2],
    ['Wynik zaokrąglij do liczby całkowitej.', ['201'], 0],
    ['Oblicz przyblizona dlugosc przekatnej.', ['14,1'], 1],
    ['Oblicz pole koła o promieniu 8 cm.', ['201,06'], 2],
    ['Oblicz pole koła o promieniu 8 cm.', ['≈ 201,1'], 1],
    ['Oblicz pole koła o promieniu 8 cm.', ['x ≈ 201,1 cm²'], 1],
  ] as const)('%s %s → %s', (task, printed, expected) => {
    expect(roundedPrecision(task, [...printed])).toBe(expected);
  });

  it('keeps a result exact when nothing says it was rounded', () => {
    expect(roundedPrecision('Oblicz 12 + 30 : 6.', ['17'])).toBeNull();
    expect(roundedPrecision('Oblicz, ile to 17 : 5.', ['3,4'])).toBeNull();
    expect(roundedPrecision('Oblicz pole koła o promieniu 8 cm.', ['64π cm²'])).toBeNull();
    expect(roundedPrecision('Wynik podaj w przybliżeniu.', ['64π'])).toBeNull();
  });

  it('takes the coarser of two printed results', () => {
    expect(roundedPrecision('Podaj wynik w przybliżeniu.', ['201,06', '201,1'])).toBe(1);
  });

  it('lets the test solver accept a correct rounding and only that', () => {
    const precision = roundedPrecision('Oblicz pole koła o promieniu 8 cm. Wynik podaj w przybliżeniu.', [
      '201,06',
    ]);
    expect(compareMathAnswers('64 * pi', '201,06', { precision: precision ?? undefined }).kind).toBe('equal');
    expect(compareMathAnswers('64 * pi', '201,6', { precision: precision ?? undefined }).kind).toBe(
      'different',
    );
    expect(
      compareMathAnswers('17 / 5', '3', { precision: roundedPrecision('Oblicz 17 : 5.', ['3']) ?? undefined })
        .kind,
    ).toBe('different');
  });
});
