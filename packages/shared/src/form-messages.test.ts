import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, pluralPl } from './form-messages.ts';

describe('pluralPl', () => {
  it.each([
    [0, 'znaków'],
    [1, 'znak'],
    [2, 'znaki'],
    [4, 'znaki'],
    [5, 'znaków'],
    [11, 'znaków'],
    [12, 'znaków'],
    [14, 'znaków'],
    [21, 'znaków'],
    [22, 'znaki'],
    [25, 'znaków'],
    [101, 'znaków'],
    [112, 'znaków'],
    [122, 'znaki'],
    [1004, 'znaki'],
  ])('%i → %s', (n, expected) => {
    expect(pluralPl(n, 'znak', 'znaki', 'znaków')).toBe(expected);
  });
});

describe('FORM_MESSAGES', () => {
  it('has the fixed messages of the spec', () => {
    expect(FORM_MESSAGES.required).toBe('Wymagane');
    expect(FORM_MESSAGES.invalid).toBe('Nieprawidłowe dane');
    // The spec's "Nieprawidłowy email", worded as issue 12 asks (with the proper "e-mail").
    expect(FORM_MESSAGES.invalidEmail).toBe('Nieprawidłowy adres e-mail');
  });

  it('words length bounds with the right plural', () => {
    expect(FORM_MESSAGES.minLength(8)).toBe('Minimalna długość to 8 znaków');
    expect(FORM_MESSAGES.minLength(1)).toBe('Minimalna długość to 1 znak');
    expect(FORM_MESSAGES.minLength(3)).toBe('Minimalna długość to 3 znaki');
    expect(FORM_MESSAGES.minLength(12)).toBe('Minimalna długość to 12 znaków');
    expect(FORM_MESSAGES.maxLength(22)).toBe('Maksymalna długość to 22 znaki');
    expect(FORM_MESSAGES.maxLength(255)).toBe('Maksymalna długość to 255 znaków');
  });

  it('words number bounds with a decimal comma', () => {
    expect(FORM_MESSAGES.minNumber(0)).toBe('Minimalna wartość to 0');
    expect(FORM_MESSAGES.maxNumber(100)).toBe('Maksymalna wartość to 100');
    expect(FORM_MESSAGES.maxNumber(2.5)).toBe('Maksymalna wartość to 2,5');
  });

  it('words date bounds in the Warsaw calendar', () => {
    expect(FORM_MESSAGES.minDate(new Date('2026-01-31T23:30:00Z'))).toBe(
      'Data nie może być wcześniejsza niż 01.02.2026',
    );
    expect(FORM_MESSAGES.maxDate('2026-12-24T10:00:00Z')).toBe('Data nie może być późniejsza niż 24.12.2026');
  });
});
