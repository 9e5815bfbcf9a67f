import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  emailProblem,
  formatPhone,
  isAvatarId,
  normalizePhone,
  passwordProblem,
  retryAfterText,
} from './accounts.ts';

describe('account rules', () => {
  it('accepts Polish phone numbers in the ways people write them', () => {
    for (const written of ['601234567', '601 234 567', '+48 601-234-567', '0048601234567']) {
      expect(normalizePhone(written)).toBe('+48601234567');
    }
    expect(normalizePhone('+4915112345678')).toBe('+4915112345678');
  });

  it('refuses what is not a phone number', () => {
    for (const bad of ['', '12345', '+48 60123456', '+4860123456789', 'abc', '+0123456789']) {
      expect(normalizePhone(bad)).toBeNull();
    }
  });

  it('formats Polish numbers in groups of three', () => {
    expect(formatPhone('+48601234567')).toBe('+48 601 234 567');
  });

  it('checks password length only, counting characters not bytes', () => {
    expect(passwordProblem('')).toBe('Wymagane');
    expect(passwordProblem('krótkie')).toBe('Minimalna długość to 8 znaków');
    expect(passwordProblem('ąęśćżźół')).toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe('Maksymalna długość to 128 znaków');
  });

  it('checks e-mails and codes with Polish messages', () => {
    expect(emailProblem(' Ola@Example.PL ')).toBeNull();
    expect(emailProblem('Ola.Nowak+kreda@szkola.edu.pl')).toBeNull();
    expect(emailProblem('ola@przykład.рф')).toBeNull();
    expect(emailProblem('ola@')).toBe('Nieprawidłowy adres e-mail');
    expect(codeProblem('123 456')).toBeNull();
    expect(codeProblem('12a456')).toBe('Kod musi mieć 6 cyfr');
  });

  it('refuses addresses that cannot receive mail', () => {
    for (const bad of [
      'ala@kreda.',
      'ala@kreda',
      'ala@.pl',
      'ala@kreda..pl',
      'ala@kreda.p',
      'ala@kreda.1',
      'a la@kreda.pl',
    ]) {
      expect(emailProblem(bad), bad).toBe('Nieprawidłowy adres e-mail');
    }
  });

  it('says when to try again with Polish plurals', () => {
    expect(retryAfterText(1)).toBe('za 1 sekundę');
    expect(retryAfterText(3)).toBe('za 3 sekundy');
    expect(retryAfterText(45)).toBe('za 45 sekund');
    expect(retryAfterText(60)).toBe('za 1 minutę');
    expect(retryAfterText(61)).toBe('za 2 minuty');
    expect(retryAfterText(900)).toBe('za 15 minut');
    expect(retryAfterText(3 * 3600)).toBe('za 3 godziny');
  });

  it('knows the avatar ids', () => {
    expect(isAvatarId('sowa')).toBe(true);
    expect(isAvatarId('smok')).toBe(false);
  });
});
