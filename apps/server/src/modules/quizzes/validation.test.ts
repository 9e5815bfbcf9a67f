import { describe, expect, it } from 'vitest';
import {
  finalizeQuestion,
  fingerprintOf,
  type GeneratedQuestion,
  type QuestionRules,
  questionProblems,
  shuffled,
  sortQuestions,
} from './validation.ts';

const closed = (change: Partial<GeneratedQuestion> = {}): GeneratedQuestion => ({
  kind: 'ZAMKNIETE',
  question: 'Gdzie zachodzi fotosynteza?',
  options: [
    { id: 'a', text: 'W mitochondriach' },
    { id: 'b', text: 'W chloroplastach' },
    { id: 'c', text: 'W jądrze komórkowym' },
    { id: 'd', text: 'W rybosomach' },
  ],
  correctOptionId: 'b',
  referenceAnswer: 'W chloroplastach',
  expectsValue: false,
  explanation: 'Chloroplasty zawierają chlorofil.',
  points: 1,
  passage: 1,
  ...change,
});
const open = (change: Partial<GeneratedQuestion> = {}): GeneratedQuestion => ({
  ...closed(),
  kind: 'OTWARTE',
  question: 'Oblicz $\\frac{1}{2} + \\frac{1}{4}$.',
  options: [],
  correctOptionId: null,
  referenceAnswer: '\\frac{3}{4}',
  expectsValue: true,
  points: 2,
  ...change,
});
const rules: QuestionRules = { questionTypes: ['ZAMKNIETE', 'OTWARTE'], practice: true, passageCount: 3 };

describe('questionProblems', () => {
  it('accepts a good closed question and a good practice task', () => {
    expect(questionProblems(closed(), rules)).toEqual([]);
    expect(questionProblems(open(), rules)).toEqual([]);
  });

  it.each([
    ['a key that names no option', closed({ correctOptionId: 'z' }), /klucz/],
    ['no key', closed({ correctOptionId: null }), /klucz/],
    [
      'a repeated option (other case and spaces)',
      closed({ options: [...closed().options.slice(0, 3), { id: 'd', text: ' w  CHLOROPLASTACH ' }] }),
      /powtarzają/,
    ],
    [
      'repeated option ids',
      closed({ options: closed().options.map((o) => ({ ...o, id: 'a' })), correctOptionId: 'a' }),
      /identyfikatory/,
    ],
    [
      '"wszystkie powyższe"',
      closed({ options: [...closed().options.slice(0, 3), { id: 'd', text: 'Wszystkie powyższe' }] }),
      /wszystkie powyższe/,
    ],
    [
      '"żadna z powyższych"',
      closed({
        options: [...closed().options.slice(0, 3), { id: 'd', text: 'Żadna z powyższych odpowiedzi' }],
      }),
      /wszystkie powyższe/,
    ],
    [
      '"A i B"',
      closed({ options: [...closed().options.slice(0, 3), { id: 'd', text: 'Odpowiedź a i b' }] }),
      /A i B/,
    ],
    ['two options only', closed({ options: closed().options.slice(0, 2) }), /od 3 do 5/],
    [
      'six options',
      closed({ options: [...closed().options, { id: 'e', text: 'E' }, { id: 'f', text: 'F' }] }),
      /od 3 do 5/,
    ],
    ['an empty question', closed({ question: '  ' }), /puste pytanie/],
    ['no explanation', closed({ explanation: '' }), /wyjaśnienia/],
    ['a passage that was not in the prompt', closed({ passage: 4 }), /fragment od \[1\] do \[3\]/],
    ['no passage', closed({ passage: null }), /fragment/],
    [
      'a kind not ordered',
      open(),
      /niedozwolony rodzaj/,
      { ...rules, questionTypes: ['ZAMKNIETE'] as const },
    ],
    ['a value in a theory quiz', open(), /teorii/, { ...rules, practice: false }],
    ['a value that is not a value', open({ referenceAnswer: 'trzy czwarte' }), /liczbą lub wyrażeniem/],
    [
      'an open question without a model answer',
      open({ expectsValue: false, referenceAnswer: '' }),
      /wzorcowej/,
    ],
  ] as [string, GeneratedQuestion, RegExp, QuestionRules?][])('refuses %s', (_, item, problem, custom) => {
    expect(questionProblems(item, custom ?? rules).join('; ')).toMatch(problem);
  });

  it('asks for no passage when the quiz has none (a set reading)', () => {
    expect(questionProblems(closed({ passage: null }), { ...rules, passageCount: 0 })).toEqual([]);
  });
});

describe('finalizeQuestion', () => {
  it('shuffles the options, labels them A–D in shown order and moves the key with them', () => {
    const reversed = (max: number) => max - 1;
    const done = finalizeQuestion(closed(), rules, reversed);
    expect(done.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(done.options.find((o) => o.id === done.correctOptionId)?.text).toBe('W chloroplastach');
    expect(done.points).toBe(1);
  });

  it('spreads the key evenly over the positions although the model always put it second', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const key = finalizeQuestion(closed(), rules).correctOptionId ?? '';
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['A', 'B', 'C', 'D']);
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
  });

  it('clamps open points to 1–3 and keeps practice values', () => {
    expect(finalizeQuestion(open({ points: 9 }), rules).points).toBe(3);
    expect(finalizeQuestion(open({ points: 0 }), rules).points).toBe(1);
    expect(finalizeQuestion(open(), rules)).toMatchObject({
      options: [],
      correctOptionId: null,
      expectsValue: true,
    });
  });
});

describe('sortQuestions', () => {
  it('drops repeats within the reply and of the flow, by their normalised text', () => {
    const seen = new Set([fingerprintOf('Ile to jest 2 + 2?')]);
    const sorted = sortQuestions(
      [
        closed(),
        closed({ question: 'gdzie  zachodzi FOTOSYNTEZA' }),
        closed({ question: 'Ile to jest 2+2?' }),
      ],
      rules,
      seen,
    );
    expect(sorted.accepted.map((q) => q.question)).toEqual(['Gdzie zachodzi fotosynteza?']);
    expect(sorted.rejected).toHaveLength(2);
    for (const rejected of sorted.rejected) expect(rejected.problems.join()).toMatch(/już było/);
  });

  it('shuffles with every permutation reachable', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) seen.add(shuffled([1, 2, 3]).join(''));
    expect(seen.size).toBe(6);
  });
});
