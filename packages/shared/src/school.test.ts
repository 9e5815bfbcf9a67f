import { describe, expect, it } from 'vitest';
import { LEVELS } from './enums.ts';
import { examLevelForLevel, levelFromClass } from './school.ts';

describe('levelFromClass', () => {
  it('maps primary classes 1–8 and secondary 1–5', () => {
    expect(levelFromClass('podstawowa', 1)).toBe('PODSTAWOWY_JEDEN');
    expect(levelFromClass('podstawowa', 8)).toBe('PODSTAWOWY_OSIEM');
    expect(levelFromClass('srednia', 1)).toBe('SREDNI_JEDEN');
    expect(levelFromClass('srednia', 5)).toBe('SREDNI_PIEC');
  });

  it('rejects classes that do not exist', () => {
    expect(levelFromClass('podstawowa', 0)).toBeNull();
    expect(levelFromClass('podstawowa', 9)).toBeNull();
    expect(levelFromClass('srednia', 6)).toBeNull();
    expect(levelFromClass('srednia', 1.5)).toBeNull();
  });
});

describe('examLevelForLevel', () => {
  it('maps class 8 to the eighth-grade exam and secondary classes to the basic matura', () => {
    expect(LEVELS.map(examLevelForLevel)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      'PODSTAWOWKA',
      'MAUTURA_PODSTAWOWA',
      'MAUTURA_PODSTAWOWA',
      'MAUTURA_PODSTAWOWA',
      'MAUTURA_PODSTAWOWA',
      'MAUTURA_PODSTAWOWA',
      null,
    ]);
  });
});
