import { describe, expect, it } from 'vitest';
import { celebration } from './celebrate.ts';

describe('celebration', () => {
  it('opens warmly at every score, and most warmly at the top', () => {
    expect(celebration(100)).toBe('Perfekcyjnie! Wszystko dobrze.');
    expect(celebration(85)).toBe('Świetna robota!');
    expect(celebration(60)).toBe('Dobrze Ci idzie!');
    expect(celebration(30)).toBe('Jest postęp – powtórka utrwali resztę.');
    expect(celebration(0)).toBe('Dobry początek – każda powtórka się liczy.');
  });
});
