import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countWords, ESSAY_EXAM_INFO, type EssayExam } from '@kreda/shared/essays';
import { beforeAll, describe, expect, it } from 'vitest';
import { CaseFileError, type EssayCase, loadEssayCases, parseCaseFile } from './eval-cases.ts';
import { bundledCriteriaSets, type CriteriaSet } from './exams.ts';
import { applyExamRules, type GradingFacts } from './rules.ts';

let sets: Map<EssayExam, CriteriaSet>;
let bundled: EssayCase[];
beforeAll(async () => {
  sets = await bundledCriteriaSets();
  bundled = await loadEssayCases([], sets);
});

/** What the teacher found in each bundled essay (the justifications name these errors). */
const clean: GradingFacts = {
  cardinalError: null,
  factualErrors: 0,
  requiredReading: true,
  planForm: false,
  languageRange: 'szeroki',
  errors: { language: 0, spelling: 0, punctuation: 0 },
};
const TEACHER_FACTS: Record<string, Partial<GradingFacts>> = {
  'matura-pp-mocna': {},
  'matura-pp-srednia-z-bledami': {
    languageRange: 'zadowalajacy',
    errors: { language: 7, spelling: 2, punctuation: 5 },
  },
  'matura-pp-slaba': { languageRange: 'waski', errors: { language: 10, spelling: 3, punctuation: 6 } },
  'matura-pp-ponizej-300-wyrazow': {},
  'matura-pp-blad-kardynalny': { cardinalError: 'Wokulski nie ginie w powstaniu styczniowym.' },
  'e8-polski-dobra': {},
  'e8-polski-slaba': { languageRange: 'waski', errors: { language: 2, spelling: 2, punctuation: 13 } },
  'matura-angielski-pp-dobra': { requiredReading: false },
  'matura-angielski-pp-slaba': { requiredReading: false, languageRange: 'waski' },
  'e8-angielski-dobra': { requiredReading: false },
  'e8-angielski-slaba': { requiredReading: false, languageRange: 'waski' },
};

describe('the bundled essay cases', () => {
  it('cover every gradable exam, the matura’s edge cases and two texts to refuse', () => {
    const byExam = (exam: EssayExam) => bundled.filter((c) => c.exam === exam && !c.expectRefusal);
    expect(bundled.length).toBeGreaterThanOrEqual(10);
    expect(byExam('matura_polski_pp').length).toBeGreaterThanOrEqual(4);
    expect(byExam('e8_polski')).toHaveLength(2);
    expect(byExam('matura_angielski_pp')).toHaveLength(2);
    expect(byExam('e8_angielski').length).toBeGreaterThanOrEqual(1);
    expect(bundled.filter((c) => c.expectRefusal).map((c) => c.id)).toEqual([
      'odmowa-przepis-kulinarny',
      'odmowa-inny-temat',
    ]);
    const words = (id: string) => countWords(bundled.find((c) => c.id === id)?.content ?? '');
    expect(words('matura-pp-mocna')).toBeGreaterThanOrEqual(400);
    expect(words('matura-pp-ponizej-300-wyrazow')).toBeLessThan(300);
    for (const c of bundled.filter((c) => !c.expectRefusal && c.id !== 'matura-pp-ponizej-300-wyrazow')) {
      const info = ESSAY_EXAM_INFO[c.exam];
      expect(countWords(c.content), c.id).toBeGreaterThanOrEqual(info.minWords);
      expect(countWords(c.content), c.id).toBeLessThanOrEqual(info.maxWords ?? Number.POSITIVE_INFINITY);
    }
  });

  it('give points the exam’s rules leave as they are, from the errors the teacher counted', () => {
    for (const c of bundled.filter((c) => c.expected)) {
      const set = sets.get(c.exam) as CriteriaSet;
      const expected = new Map(Object.entries(c.expected?.criteria ?? {}).map(([id, e]) => [id, e.points]));
      const facts = TEACHER_FACTS[c.id];
      expect(facts, `teacher's facts for ${c.id}`).toBeDefined();
      const ruled = applyExamRules(
        set,
        expected,
        { ...clean, ...facts },
        { words: countWords(c.content), dysleksja: c.dysleksja },
      );
      expect(Object.fromEntries(ruled.criteria.map((r) => [r.id, r.points])), c.id).toEqual(
        Object.fromEntries(expected),
      );
      expect(ruled.total, c.id).toBe(c.expected?.total);
    }
  });
});

describe('operators’ case files', () => {
  const good = (id: string) => ({
    id,
    exam: 'e8_angielski',
    temat: 'Napisz e-mail do kolegi.',
    content: 'Hi Tom, I am writing to tell you about my trip.',
    expected: {
      total: 6,
      criteria: Object.fromEntries(
        ['1', '2', '3', '4'].map((cid) => [cid, { points: cid === '1' ? 3 : 1, justification: 'Bo tak.' }]),
      ),
    },
  });

  it('refuses a bad file naming each problem by its place', () => {
    const pp = good('pp');
    const bad = JSON.stringify({
      cases: [
        { ...good('exam'), exam: 'matura_historia' },
        { ...good('pr'), exam: 'matura_polski_pr' },
        {
          ...pp,
          expected: {
            total: 5,
            criteria: {
              ...pp.expected.criteria,
              '1': { points: 9, justification: 'Za dużo.' },
              '5': { points: 0, justification: 'x' },
            },
          },
        },
        { ...good('keys'), punkty: 3 },
        { ...good('sum'), expected: { ...good('sum').expected, total: 7 } },
        { ...good('refusal'), expectRefusal: true },
        { ...good('nothing'), expected: undefined },
      ],
    });
    const problem = (() => {
      try {
        parseCaseFile(bad, 'mine.json', sets);
      } catch (error) {
        return error;
      }
    })();
    expect(problem).toBeInstanceOf(CaseFileError);
    const message = (problem as Error).message;
    expect(message).toMatch(/^mine\.json is not a valid essay case file/);
    expect(message).toMatch(/cases\[0\]\.exam: Invalid option: expected one of "matura_polski_pp"/);
    expect(message).toContain('cases[1].exam: "matura_polski_pr" cannot be graded');
    expect(message).toContain("cases[2].expected.criteria.1.points: 9 is above the criterion's maximum of 4");
    expect(message).toContain(
      'cases[2].expected.criteria.5: unknown criterion of e8_angielski (its criteria: 1, 2, 3, 4)',
    );
    expect(message).toMatch(/cases\[3\]: Unrecognized key: "punkty"/);
    expect(message).toContain("cases[4].expected.total: 7 is not the sum of the criteria's points (6)");
    expect(message).toContain('cases[5].expected: a case expecting a refusal is not graded');
    expect(message).toContain('cases[6]: needs "expected" points (or "expectRefusal": true)');
    const twice = JSON.stringify({ cases: [good('same'), good('other'), good('same')] });
    expect(() => parseCaseFile(twice, 'twice.json', sets)).toThrow(/cases\[2\]\.id: "same" is used twice/);
    const missing = { ...pp, expected: { total: 3, criteria: { '1': { points: 3, justification: 'x' } } } };
    expect(() => parseCaseFile(JSON.stringify({ cases: [missing] }), 'm.json', sets)).toThrow(
      /cases\[0\]\.expected\.criteria: missing criteria: 2, 3, 4/,
    );
    expect(() => parseCaseFile('{"cases": [', 'cut.json', sets)).toThrow(/^cut\.json is not valid JSON/);
    expect(() => parseCaseFile('{"cases": []}', 'empty.json', sets)).toThrow(/cases: Too small/);
  });

  it('reads operators’ files instead of the bundled set, and names one it cannot read', async () => {
    const file = path.join(tmpdir(), `kreda-essay-eval-${process.pid}.json`);
    await writeFile(file, JSON.stringify({ cases: [good('mine')] }));
    const cases = await loadEssayCases([file], sets);
    expect(cases.map((c) => [c.id, c.dysleksja, c.expectRefusal, c.expected?.total])).toEqual([
      ['mine', false, false, 6],
    ]);
    await expect(loadEssayCases([file, file], sets)).rejects.toThrow(/case "mine" has the id of a case/);
    await expect(loadEssayCases([`${file}.missing`], sets)).rejects.toThrow(
      /^Cannot read case file .*missing: ENOENT/,
    );
  });
});
