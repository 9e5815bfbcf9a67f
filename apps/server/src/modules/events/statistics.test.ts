import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../core/domain-error.ts';
import { rangeDays } from './statistics.ts';

describe('rangeDays', () => {
  it('lists the days of a range, across a month end', () => {
    expect(rangeDays({ from: '2026-11-29', to: '2026-12-02' })).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('refuses a bad range in Polish, per field', () => {
    const refusal = (range: { from: string; to: string }) => {
      try {
        rangeDays(range);
      } catch (error) {
        return isDomainError(error) ? { code: error.code, fields: error.fields } : error;
      }
      return null;
    };
    expect(refusal({ from: '2026-02-30', to: '2026-03-01' })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { from: 'Podaj datę w formacie RRRR-MM-DD.' },
    });
    expect(refusal({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { to: 'Data końcowa nie może być wcześniejsza niż początkowa.' },
    });
    expect(refusal({ from: '2025-01-01', to: '2026-03-01' })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { to: 'Zakres może mieć najwyżej 366 dni.' },
    });
  });
});
