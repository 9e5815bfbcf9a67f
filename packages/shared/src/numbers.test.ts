import { describe, expect, it } from 'vitest';
import { formatNumberPl } from './numbers.ts';

describe('formatNumberPl', () => {
  it('writes numbers as Polish does', () => {
    expect(formatNumberPl(1.5, 2)).toBe('1,5');
    expect(formatNumberPl(2, 2)).toBe('2');
    expect(formatNumberPl(1234)).toBe('1234');
    expect(formatNumberPl(12_345)).toBe('12\u00a0345');
    expect(formatNumberPl(1_234_567.25, 1)).toBe('1\u00a0234\u00a0567,3');
    expect(formatNumberPl(1.005, 2)).toBe('1,01');
    expect(formatNumberPl(0.004, 2)).toBe('0');
    expect(formatNumberPl(-3.25, 1)).toBe('-3,3');
  });

  it('agrees with Intl for pl-PL over points, sizes and counts', () => {
    const values = [
      0,
      0.5,
      1,
      1.25,
      2.675,
      9.995,
      99.5,
      1023.999,
      4999.5,
      10_000,
      65_536,
      123_456.789,
      2 ** 31,
    ];
    // A fixed pseudo-random sequence (a linear congruential generator): the same values every run.
    let seed = 20_261_130;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++)
      values.push(
        Math.round(next() * 10 ** (1 + (i % 8)) * 1000) / (i % 3 === 0 ? 1000 : i % 3 === 1 ? 100 : 8),
      );
    const differences: string[] = [];
    for (const value of values)
      for (const digits of [0, 1, 2]) {
        const expected = value.toLocaleString('pl-PL', { maximumFractionDigits: digits });
        if (formatNumberPl(value, digits) !== expected)
          differences.push(`${value} (${digits}): ${formatNumberPl(value, digits)} ≠ ${expected}`);
      }
    expect(differences).toEqual([]);
  });
});
