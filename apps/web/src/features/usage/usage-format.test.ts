import { describe, expect, it } from 'vitest';
import {
  cardText,
  pluralPl,
  progressValueText,
  remainingText,
  renewalText,
  type UsageFigures,
  usageLevel,
  usedPercent,
  usedText,
} from './usage-format.ts';

const figures = (overrides: Partial<UsageFigures> = {}): UsageFigures => ({
  limit: 30,
  limitType: 'NUMBER',
  limitInterval: 'DAY',
  usage: 3,
  remaining: 27,
  renewsAt: '2026-11-30T23:00:00.000Z',
  ...overrides,
});

describe('usage wording', () => {
  it('names the period of each interval', () => {
    expect(usedText(figures())).toBe('Wykorzystano 3 z 30 dziś');
    expect(usedText(figures({ limitInterval: 'MONTH', limit: 100, usage: 40 }))).toBe(
      'Wykorzystano 40 z 100 w tym miesiącu',
    );
    expect(usedText(figures({ limitInterval: 'YEAR', limit: 12, usage: 1 }))).toBe(
      'Wykorzystano 1 z 12 w tym roku',
    );
    expect(usedText(figures({ limitType: 'UNLIMITED', limit: null, remaining: null, usage: 12 }))).toBe(
      'Wykorzystano 12 dziś',
    );
  });

  it('counts what is left with Polish plurals', () => {
    expect(remainingText(1)).toBe('Zostało 1 użycie');
    expect(remainingText(3)).toBe('Zostały 3 użycia');
    expect(remainingText(0)).toBe('Zostało 0 użyć');
    expect(remainingText(12)).toBe('Zostało 12 użyć');
    expect(remainingText(22)).toBe('Zostały 22 użycia');
    expect(remainingText(27)).toBe('Zostało 27 użyć');
    expect(pluralPl(114, 'a', 'b', 'c')).toBe('c');
  });

  it('gives the progress bar the same words for screen readers', () => {
    expect(progressValueText(figures())).toBe('Wykorzystano 3 z 30 dziś, zostało 27 użyć');
    expect(progressValueText(figures({ usage: 28, remaining: 2 }))).toBe(
      'Wykorzystano 28 z 30 dziś, zostały 2 użycia',
    );
  });
});

describe('usage level', () => {
  it('tells apart unavailable, unlimited, plenty, near and at the limit', () => {
    expect(usageLevel(figures({ limitType: 'NONE', limit: null, remaining: null, usage: 0 }))).toBe(
      'unavailable',
    );
    expect(usageLevel(figures({ limitType: 'UNLIMITED', limit: null, remaining: null }))).toBe('unlimited');
    expect(usageLevel(figures({ usage: 23, remaining: 7 }))).toBe('ok');
    expect(usageLevel(figures({ usage: 24, remaining: 6 }))).toBe('near');
    expect(usageLevel(figures({ usage: 30, remaining: 0 }))).toBe('full');
    // A small limit is near with its last use left, but not before anything was used.
    expect(usageLevel(figures({ limit: 3, usage: 2, remaining: 1 }))).toBe('near');
    expect(usageLevel(figures({ limit: 1, usage: 0, remaining: 1 }))).toBe('ok');
  });

  it('keeps the bar within 0–100 % when usage passes a lowered limit', () => {
    expect(usedPercent(figures({ usage: 35, remaining: 0 }))).toBe(100);
    expect(usedPercent(figures({ usage: 15, remaining: 15 }))).toBe(50);
    expect(usedPercent(figures({ limit: 0, usage: 0, remaining: 0 }))).toBe(100);
    expect(usageLevel(figures({ usage: 35, remaining: -5 }))).toBe('full');
  });
});

describe('renewal', () => {
  it('says "jutro o 00:00" for the next Warsaw midnight, in winter and in summer', () => {
    // 22:30 in Warsaw (CET); the day renews at 23:00 UTC.
    expect(renewalText('2026-11-15T23:00:00.000Z', new Date('2026-11-15T21:30:00Z'))).toBe(
      'Odnowi się jutro o 00:00',
    );
    // 00:30 in Warsaw is already the 16th: the next midnight is the 17th.
    expect(renewalText('2026-11-16T23:00:00.000Z', new Date('2026-11-15T23:30:00Z'))).toBe(
      'Odnowi się jutro o 00:00',
    );
    // CEST: midnight is 22:00 UTC.
    expect(renewalText('2026-07-01T22:00:00.000Z', new Date('2026-07-01T08:00:00Z'))).toBe(
      'Odnowi się jutro o 00:00',
    );
  });

  it('gives the date of a monthly or yearly renewal', () => {
    expect(renewalText('2026-11-30T23:00:00.000Z', new Date('2026-11-15T10:00:00Z'))).toBe(
      'Odnowi się 1.12.2026',
    );
    expect(renewalText('2026-12-31T23:00:00.000Z', new Date('2026-03-15T10:00:00Z'))).toBe(
      'Odnowi się 1.01.2027',
    );
    // On the last day of the month the monthly limit renews tomorrow too.
    expect(renewalText('2026-11-30T23:00:00.000Z', new Date('2026-11-30T12:00:00Z'))).toBe(
      'Odnowi się jutro o 00:00',
    );
  });

  it('handles a renewal already passed and a missing date', () => {
    expect(renewalText('2026-11-15T23:00:00.000Z', new Date('2026-11-16T08:00:00Z'))).toBe(
      'Limit już się odnowił',
    );
    expect(renewalText('', new Date())).toBeNull();
    expect(renewalText('nie data', new Date())).toBeNull();
  });
});

describe('payment card', () => {
  it('names the brand in words, the last four digits and the expiry', () => {
    expect(cardText({ card_brand: 'visa', card_last4: '4242', exp_month: 12, exp_year: 2030 })).toBe(
      'Visa •••• 4242, ważna do 12/2030',
    );
    expect(cardText({ card_brand: 'mastercard', card_last4: '4444', exp_month: 3, exp_year: 2028 })).toBe(
      'Mastercard •••• 4444, ważna do 03/2028',
    );
    expect(cardText({ card_brand: 'revolut', card_last4: '0005', exp_month: 1, exp_year: 2029 })).toBe(
      'Revolut •••• 0005, ważna do 01/2029',
    );
  });
});
