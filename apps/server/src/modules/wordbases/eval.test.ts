import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiService } from '../../platform/ai/ai.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { agreesWith, problemKinds, runWordbaseEval, wordbaseEval } from './eval.ts';
import {
  CaseFileError,
  type ExerciseCase,
  type ExtractionCase,
  type JudgingCase,
  loadWordbaseCases,
  parseCaseFile,
  setOf,
  type TranslationCase,
} from './eval-cases.ts';
import { createWordBaseModel, DICTIONARY } from './testing/fake-model.ts';
import { checkPair } from './word-checks.ts';

/*
 * The vocabulary eval against the fake OpenAI server answered by the fake word-base model, with the
 * mistakes it makes on request (a skipped word, a wrong-language translation, an example without
 * the word or not from the material, broken exercises, scripted verdicts): each shows up in the
 * figures exactly as often as it was asked for.
 */

const model = createWordBaseModel();
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-eval', defaultReply: model.reply });
});
afterAll(async () => {
  await fake?.stop();
});
beforeEach(() => {
  model.set({});
});

const ai = () =>
  createAiService(
    {
      provider: 'openai-compatible',
      baseUrl: fake.url,
      apiKey: 'sk-eval',
      models: {
        main: 'eval-main',
        fast: 'eval-fast',
        vision: undefined,
        embedding: undefined,
        transcription: undefined,
      },
      timeoutMs: 5_000,
    },
    { logger: captureLogger().logger },
  );

const none = { translation: [], extraction: [], exercises: [], judging: [] };
const english = (id: string, words: TranslationCase['words'], languageCode: string | null = 'en') =>
  ({ id, type: languageCode ? 'Language' : 'Other', languageCode, words }) as TranslationCase;
const accepted = (word: string, ...variants: string[]) => ({ word, accepted: variants, keywords: [] });
const definition = (word: string, ...keywords: string[]) => ({ word, accepted: [], keywords });

const MATERIAL = [
  'Last summer my family went on a long journey to the mountains.',
  'We stayed in a small village near a river.',
  'Every morning my dog ran along the river and I watched the beautiful mountain.',
].join(' ');
const extraction = (id: string, material = MATERIAL): ExtractionCase => ({
  id,
  type: 'Language',
  languageCode: 'en',
  material,
  count: 5,
  expectedWords: ['journey', 'dog', ['to watch', 'watch'], 'mountain'],
});

const judged = (id: string, over: Partial<JudgingCase>): JudgingCase => ({
  id,
  type: 'Language',
  languageCode: 'en',
  kind: 'ZDANIE',
  polecenie: 'Ułóż zdanie ze słowem „reliable”.',
  example: 'Napisz o kimś, na kim możesz polegać.',
  expected: 'reliable',
  word: 'reliable',
  meaning: 'niezawodny',
  answer: 'My grandfather is a reliable man.',
  correct: true,
  ...over,
});

describe('wordbases eval: translation', () => {
  const words = [
    accepted('dog', 'pies', 'piesek'),
    accepted('building', 'budynek'),
    accepted('cat', 'kot'),
    accepted('journey', 'wyprawa'),
  ];

  it('counts kept translations, agreement with the accepted ones and examples', async () => {
    const report = await runWordbaseEval(ai(), { ...none, translation: [english('clean', words)] });
    expect(report.translation.cases[0]?.items.map((w) => [w.word, w.translation, w.agrees])).toEqual([
      ['dog', 'pies', true],
      ['building', 'budynek', true],
      ['cat', 'kot', true],
      // "podróż" is right, but the teacher accepted only "wyprawa": a disagreement.
      ['journey', 'podróż', false],
    ]);
    expect(report.translation).toMatchObject({
      ...{ failed: 0, words: 4, kept: 4, agreed: 3, examples: 4, problems: {} },
      ...{ validityRate: 1, agreementRate: 0.75, exampleRate: 1 },
    });
    // One skipped word: validity lower by exactly one word.
    model.set({ missing: ['cat'] });
    const skipped = await runWordbaseEval(ai(), { ...none, translation: [english('skipped', words)] });
    expect(skipped.translation).toMatchObject({
      kept: 3,
      validityRate: 0.75,
      problems: { noTranslation: 1 },
    });
  });

  it('counts wrong-language translations and examples without the word as problems', async () => {
    model.set({ missing: ['cat'], wrongLanguage: ['building'], exampleWithout: ['journey'] });
    const report = await runWordbaseEval(ai(), { ...none, translation: [english('flawed', words)] });
    const items = report.translation.cases[0]?.items ?? [];
    expect(items.map((w) => [w.word, w.translation, w.usageExample !== null, w.agrees, w.problems])).toEqual([
      ['dog', 'pies', true, true, []],
      ['building', '', true, null, ['wrongLanguage']],
      ['cat', '', false, null, ['noTranslation']],
      ['journey', 'podróż', false, false, ['exampleWithoutWord']],
    ]);
    expect(report.translation).toMatchObject({
      ...{ words: 4, kept: 2, agreed: 1, examples: 2 },
      ...{ validityRate: 0.5, agreementRate: 0.5, exampleRate: 0.5 },
      problems: { wrongLanguage: 1, noTranslation: 1, exampleWithoutWord: 1 },
    });
  });

  it('judges definitions by keywords, and leaves a failed case out of the totals', async () => {
    const terms = [
      definition('mitochondrium', 'oddychanie komórkowe'),
      definition('rybosom', 'lipidy', 'tłuszcz'),
    ];
    fake.script({ status: 400, message: 'bad request' });
    const translation = [english('failed', words), english('biologia', terms, null)];
    const report = await runWordbaseEval(ai(), { ...none, translation });
    expect(report.translation.cases.map((c) => [c.id, c.set, c.error, c.kept, c.agreed])).toEqual([
      ['failed', 'en', 'AI_FAILED (HTTP_400)', 0, 0],
      ['biologia', 'Other', null, 2, 1],
    ]);
    expect(report.translation).toMatchObject({ failed: 1, words: 2, kept: 2, agreed: 1, agreementRate: 0.5 });
  });

  it('agrees when one meaning passes the forgiving checker against an accepted variant', () => {
    const ref = (...variants: string[]) => ({ accepted: variants, keywords: [] });
    expect(agreesWith('dworzec (kolejowy)', ref('dworzec kolejowy'))).toBe(true);
    expect(agreesWith('pies; piesek', ref('piesek'))).toBe(true);
    expect(agreesWith('podroz', ref('podróż'))).toBe(true);
    expect(agreesWith('uczyć się', ref('uczyć (się)'))).toBe(true);
    expect(agreesWith('kot', ref('pies'))).toBe(false);
    expect(agreesWith('miejsce, gdzie powstają białka', definition('', 'białko'))).toBe(true);
  });

  it('knows the kind of every problem the pair checks write', () => {
    const problem = (word: string, translation: string, example: string | null, form: string | null = null) =>
      checkPair(
        { word, translation, example, form },
        { type: word === 'osmoza' ? 'Other' : 'Language', languageCode: word === 'дом' ? 'ru' : null },
      ).problems.join(' ');
    expect(
      [
        problem('dog', '', 'No word here.'),
        problem('dog', 'Hündin', null),
        problem('дом', 'dom', 'We live in a dom.', 'dom'),
        problem('osmoza', 'the flow of water', null),
        problem('osmoza', '', null),
      ].map(problemKinds),
    ).toEqual([
      ['noTranslation', 'exampleWithoutWord'],
      ['wrongLanguage'],
      ['exampleScript'],
      ['wrongLanguage'],
      ['noTranslation'],
    ]);
    expect(problemKinds(null)).toEqual([]);
    expect(problemKinds('Coś nowego.')).toEqual(['other']);
  });
});

describe('wordbases eval: extraction', () => {
  it('counts picks the checks drop and the recall of the expected words', async () => {
    model.set({ invented: ['journey'], wrongLanguage: ['village'] });
    const report = await runWordbaseEval(ai(), { ...none, extraction: [extraction('flawed')] });
    // One window, asked for ceil(5 × 1.3) + 1 = 8 as the product asks; six dictionary words in it.
    expect(report.extraction.cases[0]).toMatchObject({
      ...{ set: 'en', windows: 1, asked: 8, picked: 6, dropped: 2, kept: 4, droppedRate: 2 / 6 },
      ...{ expected: 4, found: 2, recall: 0.5, missed: ['journey', 'to watch'], error: null },
    });
    expect(report.extraction).toMatchObject({ picked: 6, dropped: 2, kept: 4, found: 2, recall: 0.5 });
  });

  it('drops every pick whose languages are swapped', async () => {
    model.set({ swapped: true });
    const report = await runWordbaseEval(ai(), { ...none, extraction: [extraction('swapped')] });
    expect(report.extraction).toMatchObject({ picked: 6, dropped: 6, kept: 0, droppedRate: 1, recall: 0 });
  });

  it('asks each window of a long material its share and merges the words found twice', async () => {
    const long = Array.from({ length: 70 }, () => MATERIAL).join('\n\n');
    const report = await runWordbaseEval(ai(), { ...none, extraction: [extraction('long', long)] });
    // Two windows, each asked for ceil(5 × 1.3 / 2) + 1 = 5; the second starts mid-paragraph, so the
    // ten picks hold six words, four of them in both windows.
    expect(report.extraction.cases[0]).toMatchObject({ windows: 2, asked: 10, picked: 10, kept: 6 });
  });
});

describe('wordbases eval: exercises', () => {
  const set = (id: string, languageCode: string | null): ExerciseCase => ({
    id,
    type: languageCode ? 'Language' : 'Other',
    languageCode,
    words: ['dog', 'river', 'journey', 'village'].map((word) => ({
      word,
      translation: DICTIONARY[word] ?? '',
    })),
  });

  it('counts the exercises that pass the checks against the words asked, by kind', async () => {
    model.set({ brokenExercises: [1, 4] });
    const report = await runWordbaseEval(ai(), { ...none, exercises: [set('broken', 'en')] });
    expect(report.exercises.cases[0]).toMatchObject({
      ...{ set: 'en', asked: 4, returned: 4, kept: 2, keptRate: 0.5, error: null },
      returnedKinds: { LUKA: 1, FORMA: 1, TLUMACZENIE: 1, ESEJ: 1 },
      keptKinds: { FORMA: 1, TLUMACZENIE: 1 },
    });
  });

  it('adds cases up; an unusable reply keeps nothing without failing', async () => {
    const report = await runWordbaseEval(ai(), {
      ...none,
      exercises: [set('clean', 'en'), set('terms', null)],
    });
    expect(report.exercises).toMatchObject({
      asked: 8,
      returned: 8,
      kept: 8,
      keptRate: 1,
      keptKinds: { LUKA: 3, FORMA: 2, TLUMACZENIE: 1, ZDANIE: 2 },
    });
    model.set({ noExercises: true });
    const unusable = await runWordbaseEval(ai(), { ...none, exercises: [set('none', 'en')] });
    expect(unusable.exercises).toMatchObject({ failed: 0, asked: 4, returned: 4, kept: 0, keptRate: 0 });
  });
});

describe('wordbases eval: judging', () => {
  const translation = {
    kind: 'TLUMACZENIE' as const,
    polecenie: 'Przetłumacz zdanie.',
    example: 'Pożyczyłem rower.',
    expected: 'I borrowed a bike.',
    word: 'to borrow',
    meaning: 'pożyczać',
  };

  it('checks by code first, then by the model, and counts false accepts and rejects', async () => {
    model.set({ verdicts: { 'was late': true, Kindheit: false } });
    const report = await runWordbaseEval(ai(), {
      ...none,
      judging: [
        judged('right', {}),
        judged('code-translation', { ...translation, answer: 'I borrowed a bike' }),
        judged('model-translation', { ...translation, answer: 'I lent him a bike.', correct: false }),
        judged('code-no-word', { answer: 'I like pizza.', correct: false }),
        judged('false-accept', { answer: 'The reliable was late.', correct: false }),
        judged('false-reject', {
          languageCode: 'de',
          word: 'sich erinnern',
          expected: 'sich erinnern',
          answer: 'Ich erinnere mich an meine Kindheit.',
        }),
      ],
    });
    expect(report.judging.cases.map((c) => [c.id, c.verdict, c.by])).toEqual([
      ['right', true, 'model'],
      ['code-translation', true, 'code'],
      ['model-translation', false, 'model'],
      ['code-no-word', false, 'code'],
      ['false-accept', true, 'model'],
      ['false-reject', false, 'model'],
    ]);
    expect(report.judging).toMatchObject({
      ...{ failed: 0, decided: 6, byCode: 2, agreed: 4, accuracy: 4 / 6 },
      ...{ falseAccepts: 1, falseRejects: 1 },
    });
  });

  it('leaves a failed model call out of the accuracy', async () => {
    fake.script({ status: 400, message: 'bad request' });
    const report = await runWordbaseEval(ai(), {
      ...none,
      judging: [judged('failed', {}), judged('code', { answer: '', correct: false })],
    });
    expect(report.judging.cases[0]).toMatchObject({ verdict: null, by: null, error: 'AI_FAILED (HTTP_400)' });
    expect(report.judging).toMatchObject({ failed: 1, decided: 1, byCode: 1, agreed: 1, accuracy: 1 });
  });
});

describe('wordbases eval: case files', () => {
  it('bundles cases over the languages of the brief and runs them, cut by the limit', async () => {
    const bundled = await loadWordbaseCases([]);
    const words = bundled.translation.flatMap((c) => c.words.map(() => setOf(c)));
    expect(words.length).toBeGreaterThanOrEqual(24);
    expect(new Set(words.map((s) => s.language?.code ?? s.type))).toEqual(
      new Set(['en', 'de', 'es', 'ru', 'la', 'Other']),
    );
    expect(bundled.extraction.map((c) => setOf(c).language?.code ?? 'Other')).toEqual(['en', 'de', 'Other']);
    expect(bundled.exercises.length).toBeGreaterThanOrEqual(3);
    expect(bundled.judging.length).toBeGreaterThanOrEqual(12);
    expect(new Set(bundled.judging.map((c) => c.correct))).toEqual(new Set([true, false]));

    const { report, text } = await wordbaseEval.run({
      ai: ai(),
      casePaths: [],
      limit: 1,
      progress: () => {},
    });
    expect(report.translation.cases.map((c) => [c.id, c.error])).toEqual([['angielski-podroze', null]]);
    expect(report.extraction.cases).toHaveLength(1);
    expect(report.exercises.cases[0]).toMatchObject({ asked: 4, kept: 4 });
    expect(report.judging.cases).toHaveLength(1);
    expect(text).toMatch(/^Translation — 1 case\(s\)\ncase +set +words +kept +validity +agreement/);
    expect(text).toContain('Picks dropped by the checks: ');
    expect(text).toContain('Passed the checks: 4/4 (100%)');
    expect(text).toContain('Accuracy: 1/1 (100%)');
  });

  it('refuses a bad file naming each problem by its place', () => {
    const bad = JSON.stringify({
      translation: [
        { id: 'a', languageCode: 'xx', words: ['dog', 'Dog'].map((word) => accepted(word, 'pies')) },
        { id: 'b', type: 'Language', words: [{ word: 'dog' }] },
      ],
      extraction: [{ ...extraction('c'), count: 2, extra: 1 }],
      judging: [{ ...judged('j', {}), type: 'Other', languageCode: null, kind: 'TLUMACZENIE' }],
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
    expect(message).toMatch(/^mine\.json is not a valid vocabulary case file/);
    expect(message).toContain('translation[0].languageCode: unknown language "xx": use one of pl, en, de');
    expect(message).toContain('translation[0].words[1].word: "Dog" is listed twice in this case');
    expect(message).toContain('translation[1].languageCode: is required for a Language set');
    expect(message).toContain(
      'translation[1].words[0]: needs "accepted" translations or "keywords" of a definition',
    );
    expect(message).toMatch(/extraction\[0\]: Unrecognized key: "extra"/);
    expect(message).toMatch(/extraction\[0\]\.count: Too small/);
    expect(message).toContain('judging[0].kind: TLUMACZENIE needs a foreign-language set');
    expect(() => parseCaseFile('{"translation": [', 'cut.json')).toThrow(/^cut\.json is not valid JSON/);
    expect(() => parseCaseFile('{}', 'empty.json')).toThrow(/needs at least one of the sections/);
  });

  it('reads operators’ files, a language named in Polish, and names a file it cannot read', async () => {
    const file = path.join(tmpdir(), `kreda-wordbase-eval-${process.pid}.json`);
    const name = 'język portugalski (Brazylia)';
    const own = { id: 'pt', languageCode: 'pt-br', languageName: name, words: [accepted('casa', 'dom')] };
    await writeFile(file, JSON.stringify({ translation: [own] }));
    const cases = await loadWordbaseCases([file]);
    expect(cases.translation).toHaveLength(1);
    expect(setOf(cases.translation[0] ?? own)).toMatchObject({
      type: 'Language',
      language: { code: 'pt-br', namePlFull: name },
    });
    expect(setOf({ languageCode: 'la' }).language).toMatchObject({
      namePlFull: 'język łaciński',
      nameEn: 'Latin',
    });
    await expect(loadWordbaseCases([`${file}.missing`])).rejects.toThrow(
      /^Cannot read case file .*missing: ENOENT/,
    );
  });
});
