import { describe, expect, it } from 'vitest';
import { ANSWER_CASES } from './answer-cases.ts';
import { compareMathAnswers } from './math-answer.ts';

const verdict = (pupil: string, reference: string) => compareMathAnswers(pupil, reference).kind;

describe('maths answers judged as a teacher would (answer-cases.ts)', () => {
  it('holds at least 300 pairs, in every kind, with equivalent forms and near misses', () => {
    expect(ANSWER_CASES.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(ANSWER_CASES.map((c) => c.kind));
    for (const kind of kinds) {
      const ofKind = ANSWER_CASES.filter((c) => c.kind === kind);
      expect(
        ofKind.some((c) => c.teacher === 'equal'),
        kind,
      ).toBe(true);
      expect(
        ofKind.some((c) => c.teacher === 'different'),
        kind,
      ).toBe(true);
    }
  });

  it('never grades a near miss equal', () => {
    const accepted = ANSWER_CASES.filter((c) => c.teacher === 'different')
      .filter((c) => verdict(c.pupil, c.reference) === 'equal')
      .map((c) => `${c.pupil} | ${c.reference}`);
    expect(accepted).toEqual([]);
  });

  it('never grades an equivalent form wrong outright', () => {
    const refused = ANSWER_CASES.filter((c) => c.teacher === 'equal')
      .filter((c) => verdict(c.pupil, c.reference) === 'different')
      .map((c) => `${c.pupil} | ${c.reference}`);
    expect(refused).toEqual([]);
  });

  it.each(ANSWER_CASES.map((c) => [c.kind, c.pupil, c.reference, c.reader] as const))(
    '%s: %s against %s → %s',
    (_kind, pupil, reference, reader) => {
      expect(verdict(pupil, reference)).toBe(reader);
    },
  );

  it('judges the pair the same way in both directions', () => {
    const lopsided = ANSWER_CASES.filter((c) => c.kind !== 'unit' && c.kind !== 'label')
      .filter((c) => verdict(c.pupil, c.reference) !== verdict(c.reference, c.pupil))
      .map((c) => `${c.pupil} | ${c.reference}`);
    expect(lopsided).toEqual([]);
  });
});
