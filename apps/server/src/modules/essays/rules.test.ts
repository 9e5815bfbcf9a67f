import type { EssayExam } from '@kreda/shared/essays';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCriteriaSets, type CriteriaSet } from './exams.ts';
import { applyExamRules, type GradingFacts, languageErrorBucket } from './rules.ts';

let sets: Map<EssayExam, CriteriaSet>;
beforeAll(async () => {
  sets = await bundledCriteriaSets();
});

const setOf = (exam: EssayExam) => {
  const found = sets.get(exam);
  if (!found) throw new Error(`no set ${exam}`);
  return found;
};

const clean: GradingFacts = {
  cardinalError: null,
  factualErrors: 0,
  requiredReading: true,
  planForm: false,
  languageRange: 'szeroki',
  errors: { language: 2, spelling: 0, punctuation: 3 },
};

/** Every criterion at its maximum (what a model gives an excellent essay). */
const full = (set: CriteriaSet) => new Map(set.criteria.map((c) => [c.id, c.maxPoints]));
const pointsOf = (result: ReturnType<typeof applyExamRules>) =>
  Object.fromEntries(result.criteria.map((c) => [c.id, c.points]));

describe('criteria sets from the CKE data', () => {
  it('has the four gradable exams with criteria summing to their totals', () => {
    expect([...sets.keys()].sort()).toEqual([
      'e8_angielski',
      'e8_polski',
      'matura_angielski_pp',
      'matura_angielski_pr',
      'matura_polski_pp',
    ]);
    const shape = Object.fromEntries(
      [...sets].map(([exam, set]) => [exam, set.criteria.map((c) => `${c.id}:${c.maxPoints}`).join(' ')]),
    );
    expect(shape).toEqual({
      matura_polski_pp: '1:1 2:16 3a:3 3b:3 3c:1 4a:7 4b:2 4c:2',
      e8_polski: 'I:2 II:5 III:2 IV:2 V:2 VI:4 VII:2 VIII:1',
      matura_angielski_pp: '1:5 2:2 3:3 4:2',
      matura_angielski_pr: '1:5 2:2 3:3 4:3',
      e8_angielski: '1:4 2:2 3:2 4:2',
    });
    for (const set of sets.values()) {
      expect(set.criteria.reduce((sum, c) => sum + c.maxPoints, 0)).toBe(set.total);
      for (const c of set.criteria) expect(c.name.length).toBeGreaterThan(3);
    }
    expect(setOf('matura_polski_pp').criteria[1]?.guide).toMatch(/Przedziały punktów/);
  });
});

describe('matura, Polish, basic level', () => {
  const grade = (
    facts: Partial<GradingFacts>,
    words = 420,
    dysleksja = false,
    points?: Map<string, number>,
  ) =>
    applyExamRules(
      setOf('matura_polski_pp'),
      points ?? full(setOf('matura_polski_pp')),
      { ...clean, ...facts },
      {
        words,
        dysleksja,
      },
    );

  it('keeps a clean long essay at full marks, total computed here', () => {
    const result = grade({});
    expect(result.total).toBe(35);
    expect(result.criteria.every((c) => c.rule === null)).toBe(true);
  });

  it.each([
    ['a cardinal error', { cardinalError: 'Wokulski nie ginie w powstaniu.' }, /Błąd kardynalny/],
    ['no required reading', { requiredReading: false }, /lektury obowiązkowej/],
    ['a plan instead of prose', { planForm: true }, /formie planu/],
  ])('gives 0 for the whole essay for %s (the SFWP gate)', (_, facts, reason) => {
    const result = grade(facts);
    expect(result.total).toBe(0);
    expect(result.criteria[0]?.rule).toMatch(reason);
    expect(result.criteria[1]?.rule).toMatch(/0 pkt w kryterium 1/);
    expect(result.zasady.join(' ')).toMatch(/0 pkt za całą pracę/);
  });

  it('takes a point off KLiK for every factual error, and a KLiK of 0 zeroes criteria 3 and 4', () => {
    const points = full(setOf('matura_polski_pp'));
    expect(pointsOf(grade({ factualErrors: 3 }, 420, false, points))['2']).toBe(13);
    points.set('2', 2);
    const zeroed = grade({ factualErrors: 5 }, 420, false, points);
    expect(pointsOf(zeroed)).toMatchObject({
      '1': 1,
      '2': 0,
      '3a': 0,
      '3b': 0,
      '3c': 0,
      '4a': 0,
      '4b': 0,
      '4c': 0,
    });
    expect(zeroed.criteria.find((c) => c.id === '3a')?.rule).toMatch(/kryterium 2/);
  });

  it('computes 4a from the error buckets and the range, whatever the model said', () => {
    expect([0, 5, 6, 8, 9, 14, 15, 21, 22, 25, 26, 90].map(languageErrorBucket)).toEqual([
      0, 0, 1, 1, 2, 3, 4, 5, 6, 6, 7, 7,
    ]);
    const at = (language: number, languageRange: GradingFacts['languageRange']) =>
      pointsOf(grade({ errors: { language, spelling: 0, punctuation: 0 }, languageRange }))['4a'];
    expect([at(0, 'szeroki'), at(7, 'szeroki'), at(30, 'szeroki')]).toEqual([7, 6, 0]);
    expect([at(0, 'zadowalajacy'), at(12, 'zadowalajacy'), at(22, 'zadowalajacy')]).toEqual([6, 3, 0]);
    expect([at(0, 'waski'), at(9, 'waski'), at(18, 'waski')]).toEqual([5, 3, 0]);
    expect(grade({ errors: { language: 7, spelling: 0, punctuation: 0 } }).criteria[5]?.rule).toMatch(
      /7 błędów/,
    );
  });

  it('applies the spelling and punctuation thresholds, and the dyslexia ones when asked', () => {
    const at = (spelling: number, punctuation: number, dys: boolean) => {
      const p = pointsOf(grade({ errors: { language: 0, spelling, punctuation } }, 420, dys));
      return [p['4b'], p['4c']];
    };
    expect(at(1, 8, false)).toEqual([2, 2]);
    expect(at(2, 9, false)).toEqual([1, 1]);
    expect(at(4, 16, false)).toEqual([1, 1]);
    expect(at(5, 17, false)).toEqual([0, 0]);
    expect(at(4, 15, true)).toEqual([2, 2]);
    expect(at(8, 30, true)).toEqual([1, 1]);
    expect(at(9, 31, true)).toEqual([0, 0]);
    expect(grade({}, 420, true).zasady.join(' ')).toMatch(/dysleksji/);
  });

  it('grades a text under 300 words in criteria 1 and 2 only', () => {
    const result = grade({}, 299);
    expect(pointsOf(result)).toMatchObject({ '1': 1, '2': 16, '3a': 0, '4c': 0 });
    expect(result.total).toBe(17);
    expect(result.zasady.join(' ')).toMatch(/299/);
    expect(grade({}, 300).total).toBe(35);
  });
});

describe('E8, Polish', () => {
  const grade = (facts: Partial<GradingFacts>, words = 260) =>
    applyExamRules(
      setOf('e8_polski'),
      full(setOf('e8_polski')),
      { ...clean, ...facts },
      { words, dysleksja: false },
    );

  it('keeps a good essay at 20, and the topic gate zeroes everything', () => {
    expect(grade({}).total).toBe(20);
    expect(grade({ requiredReading: false }).total).toBe(0);
    expect(grade({ cardinalError: 'Mały Książę nie przybywa z Marsa.' }).criteria[0]?.rule).toMatch(
      /lektury/,
    );
    const zeroByModel = new Map(full(setOf('e8_polski')));
    zeroByModel.set('I', 0);
    expect(
      applyExamRules(setOf('e8_polski'), zeroByModel, clean, { words: 260, dysleksja: false }).total,
    ).toBe(0);
  });

  it('grades a text under 200 words in I–III only and says the rule is not confirmed', () => {
    const result = grade({}, 150);
    expect(result.total).toBe(2 + 5 + 2);
    expect(result.unconfirmed.join(' ')).toMatch(/nie potwierdzono/);
  });
});

describe('English', () => {
  const grade = (exam: EssayExam, words: number, content?: number) => {
    const points = full(setOf(exam));
    if (content !== undefined) points.set('1', content);
    return applyExamRules(setOf(exam), points, clean, { words, dysleksja: false });
  };

  it('keeps full marks in range, and a content of 0 zeroes the rest', () => {
    expect(grade('matura_angielski_pp', 130).total).toBe(12);
    expect(grade('matura_angielski_pr', 230).total).toBe(13);
    expect(grade('e8_angielski', 90).total).toBe(10);
    const zero = grade('matura_angielski_pr', 230, 0);
    expect(zero.total).toBe(0);
    expect(zero.unconfirmed.length).toBe(1);
  });

  it('grades a too short text for content only (thresholds not confirmed by CKE)', () => {
    expect(grade('matura_angielski_pp', 79).total).toBe(5);
    expect(grade('matura_angielski_pp', 80).total).toBe(12);
    expect(grade('matura_angielski_pr', 159).total).toBe(5);
    expect(grade('matura_angielski_pr', 159).unconfirmed[0]).toMatch(/160/);
    expect(grade('e8_angielski', 30).total).toBe(10);
  });

  it('never gives more than a criterion is worth', () => {
    const points = new Map([
      ['1', 40],
      ['2', 9],
      ['3', -3],
      ['4', 2],
    ]);
    const result = applyExamRules(setOf('e8_angielski'), points, clean, { words: 90, dysleksja: false });
    expect(pointsOf(result)).toEqual({ '1': 4, '2': 2, '3': 0, '4': 2 });
  });
});
