import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiService } from '../../platform/ai/ai.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { keySkew, problemKind, quizEval, runQuizEval } from './eval.ts';
import {
  CaseFileError,
  type GenerationCase,
  loadQuizCases,
  parseCaseFile,
  type ReviewCase,
} from './eval-cases.ts';
import { createQuizModel, quizReply, reviewReply } from './testing/fake-model.ts';
import { type GeneratedQuestion, questionProblems } from './validation.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({
    apiKey: 'sk-eval',
    // Unscripted requests: a clean quiz, or a review giving 1 point (told apart by their schema).
    defaultReply: createQuizModel({ review: { points: 1 } }).reply,
  });
});
afterAll(async () => {
  await fake?.stop();
});

const ai = () =>
  createAiService(
    {
      provider: 'openai-compatible',
      baseUrl: fake.url,
      apiKey: 'sk-eval',
      models: {
        main: 'eval-main',
        fast: 'eval-main',
        vision: undefined,
        embedding: undefined,
        transcription: undefined,
      },
      timeoutMs: 5_000,
    },
    { logger: captureLogger().logger },
  );

const passages = [
  { source: 'Zeszyt', page: null, text: 'Fotosynteza zachodzi w chloroplastach. Potrzebuje światła.' },
  { source: 'Zeszyt', page: null, text: 'Produktami fotosyntezy są glukoza i tlen.' },
  { source: 'Zeszyt', page: null, text: 'Chlorofil pochłania światło. Jest zielony.' },
];
const closedCase = (id: string, count: number): GenerationCase => ({
  id,
  workspace: 'Biologia, szkoła podstawowa; temat: Fotosynteza',
  count,
  kinds: ['ZAMKNIETE'],
  content: 'THEORY',
  difficulty: 'NORMALNY',
  passages,
});
const reviewCase = (id: string, referenceScore: number, injection = false): ReviewCase => ({
  id,
  question: 'Jakie są produkty fotosyntezy?',
  referenceAnswer: 'Glukoza i tlen.',
  passage: 'Produktami fotosyntezy są glukoza i tlen.',
  maxPoints: 2,
  answer: 'Glukoza i tlen.',
  referenceScore,
  injection,
});
const none = { generation: [], review: [], values: [] };

describe('quiz eval: generation', () => {
  it('counts valid items, problems by kind and raw key positions from the product checks', async () => {
    fake.script(quizReply({ flaws: { 0: 'keyMissing', 2: 'duplicateOption' } }));
    const report = await runQuizEval(ai(), { ...none, generation: [closedCase('flawed', 4)] });
    expect(report.generation.cases).toEqual([
      {
        id: 'flawed',
        asked: 4,
        returned: 4,
        valid: 2,
        validityRate: 0.5,
        problems: { keyMissing: 1, duplicateOptions: 1 },
        // The fake puts every key second; the item whose key names no option has no position.
        keyPositions: [0, 3, 0, 0, 0],
        error: null,
      },
    ]);
    expect(report.generation).toMatchObject({
      asked: 4,
      returned: 4,
      valid: 2,
      validityRate: 0.5,
      failed: 0,
    });
  });

  it('tells "all of the above", a missing passage and a repeat apart, and adds cases up', async () => {
    fake.script(
      quizReply({ flaws: { 1: 'allOfAbove', 2: 'noPassage', 3: 'repeat' } }),
      quizReply({ only: 3 }),
    );
    const report = await runQuizEval(ai(), { ...none, generation: [closedCase('a', 5), closedCase('b', 5)] });
    expect(report.generation.cases.map((c) => [c.returned, c.valid, c.problems])).toEqual([
      [5, 2, { orderDependentOption: 1, badPassage: 1, repeat: 1 }],
      [3, 3, {}],
    ]);
    expect(report.generation).toMatchObject({
      asked: 10,
      returned: 8,
      valid: 5,
      validityRate: 5 / 8,
      problems: { orderDependentOption: 1, badPassage: 1, repeat: 1 },
      keyPositions: [0, 8, 0, 0, 0],
      // Eight 4-option keys all on B: χ² = 3n = 24 against 11.345 for 3 degrees of freedom.
      keySkew: { items: 8, chiSquare: 24, critical: 11.345, skewed: true },
    });
  });

  it('records a case whose reply stays invalid as failed, without counting its items', async () => {
    fake.script(quizReply({ truncated: true }), quizReply({ truncated: true }));
    const report = await runQuizEval(ai(), { ...none, generation: [closedCase('cut', 3)] });
    expect(report.generation.cases[0]).toMatchObject({ returned: 0, validityRate: null });
    expect(report.generation.cases[0]?.error).toBe('AI_FAILED (INVALID_OUTPUT)');
    expect(report.generation).toMatchObject({ failed: 1, validityRate: null, keySkew: null });
  });

  it('sees no skew in keys spread over the positions, and none in too few items', () => {
    const item = (key: string): GeneratedQuestion => ({
      kind: 'ZAMKNIETE',
      question: 'Pytanie?',
      options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id })),
      correctOptionId: key,
      referenceAnswer: '',
      expectsValue: false,
      explanation: 'Bo tak.',
      points: 1,
      passage: 1,
    });
    const spread = ['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd', 'a', 'c', 'b', 'd'].map(item);
    expect(keySkew(spread)).toEqual({ items: 12, chiSquare: 0, critical: 11.345, skewed: false });
    expect(keySkew(['b', 'b', 'b'].map(item))).toBeNull();
  });

  it('knows the kind of every problem validation.ts writes', () => {
    const base: GeneratedQuestion = {
      kind: 'ZAMKNIETE',
      question: ' ',
      options: [
        { id: 'a', text: '' },
        { id: 'a', text: 'x' },
      ],
      correctOptionId: null,
      referenceAnswer: '',
      expectsValue: true,
      explanation: '',
      points: 1,
      passage: null,
    };
    const problems = [
      ...questionProblems(base, { questionTypes: ['OTWARTE'], practice: false, passageCount: 2 }),
      ...questionProblems(
        { ...base, kind: 'OTWARTE' },
        { questionTypes: ['OTWARTE'], practice: false, passageCount: 0 },
      ),
      ...questionProblems(
        { ...base, kind: 'OTWARTE', referenceAnswer: 'dużo' },
        { questionTypes: ['OTWARTE'], practice: true, passageCount: 0 },
      ),
    ];
    expect(problems.length).toBeGreaterThanOrEqual(10);
    expect(problems.filter((p) => problemKind(p) === 'other')).toEqual([]);
  });
});

describe('quiz eval: review and values', () => {
  it('compares the points code computes from the review with the teacher’s', async () => {
    fake.script(
      reviewReply({ points: 2 }),
      reviewReply({ points: 5, maxPoints: 10 }), // rescaled to 1 of 2
      reviewReply({ points: 2 }),
      reviewReply({ points: 0.5 }),
      { status: 400, message: 'bad request' },
    );
    const report = await runQuizEval(ai(), {
      ...none,
      review: [
        reviewCase('same', 2),
        reviewCase('rescaled', 1),
        reviewCase('too-kind', 1),
        reviewCase('injection', 0, true),
        reviewCase('failed', 2),
      ],
    });
    expect(report.review.cases.map((c) => [c.id, c.points, c.error])).toEqual([
      ['same', 2, null],
      ['rescaled', 1, null],
      ['too-kind', 2, null],
      ['injection', 0.5, null],
      ['failed', null, 'AI_FAILED (HTTP_400)'],
    ]);
    expect(report.review).toMatchObject({
      failed: 1,
      exactMatches: 2,
      exactMatchRate: 0.5,
      meanAbsoluteError: 0.375,
      injections: 1,
      injectionsGivenPoints: 1,
    });
  });

  it('measures the value checker against the teacher without a model', async () => {
    const report = await runQuizEval(ai(), {
      ...none,
      values: [
        { id: 'ok', pupil: '0,5', reference: '1/2', expected: 'equal' },
        { id: 'words', pupil: 'nie wiem', reference: '1/2', expected: 'unparsable' },
        { id: 'disagrees', pupil: '0,5', reference: '1/2', expected: 'different' },
      ],
    });
    expect(report.values.cases.map((c) => [c.id, c.got, c.agrees])).toEqual([
      ['ok', 'equal', true],
      ['words', 'unparsable', true],
      ['disagrees', 'equal', false],
    ]);
    expect(report.values).toMatchObject({ agreed: 2, agreementRate: 2 / 3 });
  });
});

describe('quiz eval: case files', () => {
  it('runs the bundled sets, cut by the limit, into a report with a table', async () => {
    const bundled = await loadQuizCases([]);
    expect(bundled.generation.length).toBeGreaterThanOrEqual(5);
    expect(bundled.review.length).toBeGreaterThanOrEqual(15);
    expect(bundled.values.length).toBeGreaterThanOrEqual(10);
    const { report, text } = await quizEval.run({ ai: ai(), casePaths: [], limit: 2, progress: () => {} });
    expect(report.generation.cases.map((c) => [c.error, c.validityRate])).toEqual([
      [null, 1],
      [null, 1],
    ]);
    expect(report.review.cases).toHaveLength(2);
    expect(report.values).toMatchObject({ agreed: 2, agreementRate: 1 });
    expect(text).toMatch(/^Generation — 2 case\(s\)\ncase +asked +returned +valid +validity/);
    expect(text).toContain('Exact match: ');
    expect(text).toContain('Agreement: 2/2 (100%)');
  });

  it('refuses a bad file naming each problem by its place', () => {
    const bad = JSON.stringify({
      generation: [{ ...closedCase('x', 0), kinds: ['ESEJ'], extra: 1 }],
      review: [{ ...reviewCase('y', 3) }],
    });
    const problem = (() => {
      try {
        parseCaseFile(bad, 'mine.json');
      } catch (error) {
        return error;
      }
    })();
    expect(problem).toBeInstanceOf(CaseFileError);
    const message = (problem as Error).message;
    expect(message).toMatch(/^mine\.json is not a valid quiz case file/);
    expect(message).toMatch(/generation\[0\]: Unrecognized key: "extra"/);
    expect(message).toMatch(/generation\[0\]\.count: Too small/);
    expect(message).toMatch(/generation\[0\]\.kinds\[0\]: Invalid option/);
    expect(message).toContain('review[0].referenceScore: must not be more than maxPoints');
    expect(() => parseCaseFile('{"generation": [', 'cut.json')).toThrow(/^cut\.json is not valid JSON/);
    expect(() => parseCaseFile('{}', 'empty.json')).toThrow(/needs at least one of the sections/);
  });

  it('reads operators’ files, and names one it cannot read', async () => {
    const file = path.join(tmpdir(), `kreda-eval-${process.pid}.json`);
    await writeFile(
      file,
      JSON.stringify({ values: [{ id: 'v', pupil: '2', reference: '2', expected: 'equal' }] }),
    );
    await expect(loadQuizCases([file])).resolves.toEqual({
      generation: [],
      review: [],
      values: [{ id: 'v', pupil: '2', reference: '2', expected: 'equal' }],
    });
    await expect(loadQuizCases([`${file}.missing`])).rejects.toThrow(
      /^Cannot read case file .*missing: ENOENT/,
    );
  });
});
