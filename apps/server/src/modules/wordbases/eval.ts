import { checkAnswer, expectedVariants, mergeDuplicateWords, wordKey } from '@kreda/shared/wordbases';
import type { AppServices, Deps } from '../../core/deps.ts';
import { AiError, type AiObjectInput, type AiService } from '../../platform/ai/ai.ts';
import type { AiCallMeta } from '../../platform/ai/types.ts';
import { warmDictionary } from './dictionaries.ts';
import {
  type ExerciseCase,
  type ExtractionCase,
  type JudgingCase,
  loadWordbaseCases,
  setOf,
  type TranslationCase,
  type WordbaseCases,
} from './eval-cases.ts';
import {
  type ExerciseResult,
  type ExtractionResult,
  formatWordbaseReport,
  type JudgingResult,
  type TranslatedWord,
  type TranslationResult,
  type WordbaseEvalReport,
} from './eval-report.ts';
import { checkByCode, EXERCISES_SCHEMA_NAME, judgeFreeAnswer, writeExercises } from './exercises.ts';
import { type ExtractedWord, pickFromWindow, windowsOf } from './extraction.ts';
import type { WordRow } from './tables.ts';
import { translateWords } from './translate.ts';
import {
  EXAMPLE_DROPPED,
  EXAMPLE_SCRIPT,
  mentions,
  NO_DEFINITION,
  NO_TRANSLATION,
  WRONG_LANGUAGE,
} from './word-checks.ts';

/*
 * `npm run eval -- wordbases` (docs/ai-tools.md §5): the vocabulary tool's own functions — the
 * translation of typed words, the picking of words from a material, the writing of exercises and
 * the judging of free answers, each with its prompt, schema and code checks — run against the
 * configured model on a case set, with the figures that say how far the model can be trusted:
 * how many of its words pass the checks, how many agree with a teacher, and how often it judges
 * an answer as a teacher would.
 */

/** Who the calls are accounted to (the eval stores nothing). */
const META: AiCallMeta = { userId: null, action: 'WORDBASE_EVAL' };
/** The product's functions take the app's services; the eval has only the AI. */
const depsOf = (ai: AiService): Pick<Deps, 'services'> => ({ services: { ai } as AppServices });

/** Kinds of problems `translateWords` reports, told apart by the Polish texts of `word-checks.ts`. */
const PROBLEM_KINDS: [kind: string, matches: (problem: string) => boolean][] = [
  ['noTranslation', (p) => p.includes(NO_TRANSLATION) || p.includes(NO_DEFINITION)],
  ['wrongLanguage', (p) => p.includes(WRONG_LANGUAGE) || /definicję nie po polsku/.test(p)],
  ['exampleWithoutWord', (p) => p.includes(EXAMPLE_DROPPED)],
  ['exampleScript', (p) => p.includes(EXAMPLE_SCRIPT)],
];

/** The kinds of one word's problem text (several checks' messages joined); 'other' for an unknown one. */
export function problemKinds(problem: string | null): string[] {
  if (!problem) return [];
  const kinds = PROBLEM_KINDS.filter(([, matches]) => matches(problem)).map(([kind]) => kind);
  return kinds.length ? kinds : ['other'];
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const setLabel = (c: Parameters<typeof setOf>[0]) =>
  setOf(c).type === 'Other' ? 'Other' : (c.languageCode ?? '—');

function addCounts(into: Record<string, number>, from: Record<string, number>) {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
  return into;
}

/** An AiError's code and finer reason (e.g. `AI_FAILED (HTTP_500)`), else the error's message. */
function errorText(error: unknown): string {
  if (error instanceof AiError) return `${error.code}${error.reason ? ` (${error.reason})` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether a kept translation agrees with the teacher's: one of its meanings (split as the product
 * splits a stored translation for the flashcard check) passes the forgiving checker against an
 * accepted one, or — for a definition — it mentions one of the keywords.
 */
export function agreesWith(translation: string, reference: { accepted: string[]; keywords: string[] }) {
  const accepted = reference.accepted.flatMap(expectedVariants);
  if (
    accepted.length > 0 &&
    expectedVariants(translation).some(
      (part) => checkAnswer(part, accepted, { languageCode: 'pl' }).verdict !== 'WRONG',
    )
  )
    return true;
  return reference.keywords.some((keyword) => mentions(translation, keyword));
}

async function translationCase(ai: AiService, c: TranslationCase): Promise<TranslationResult> {
  const result: TranslationResult = {
    id: c.id,
    set: setLabel(c),
    words: c.words.length,
    kept: 0,
    agreed: 0,
    examples: 0,
    validityRate: null,
    agreementRate: null,
    exampleRate: null,
    problems: {},
    items: [],
    error: null,
  };
  let translations: Awaited<ReturnType<typeof translateWords>>;
  try {
    translations = await translateWords(
      depsOf(ai),
      META,
      setOf(c),
      c.words.map((w) => w.word),
      { context: c.context ?? null },
    );
  } catch (error) {
    return { ...result, error: errorText(error) };
  }
  const items: TranslatedWord[] = translations.map((t, i) => {
    const reference = c.words[i] ?? { accepted: [], keywords: [] };
    return {
      word: t.word,
      translation: t.translation,
      usageExample: t.usageExample,
      agrees: t.translation ? agreesWith(t.translation, reference) : null,
      problems: problemKinds(t.problem),
    };
  });
  const kept = items.filter((w) => w.translation).length;
  const agreed = items.filter((w) => w.agrees).length;
  const examples = items.filter((w) => w.usageExample).length;
  const problems: Record<string, number> = {};
  for (const w of items) for (const kind of w.problems) problems[kind] = (problems[kind] ?? 0) + 1;
  return {
    ...result,
    kept,
    agreed,
    examples,
    validityRate: rate(kept, items.length),
    agreementRate: rate(agreed, kept),
    exampleRate: rate(examples, items.length),
    problems,
    items,
  };
}

async function extractionCase(ai: AiService, c: ExtractionCase): Promise<ExtractionResult> {
  const windows = windowsOf(c.material);
  // Each window is asked for a little more than its share, as `extractWords` asks.
  const share = Math.min(60, Math.ceil((c.count * 1.3) / windows.length) + 1);
  const result: ExtractionResult = {
    id: c.id,
    set: setLabel(c),
    windows: windows.length,
    asked: share * windows.length,
    picked: 0,
    dropped: 0,
    kept: 0,
    droppedRate: null,
    expected: c.expectedWords.length,
    found: 0,
    recall: null,
    missed: [],
    error: null,
  };
  const picks: ExtractedWord[] = [];
  let dropped = 0;
  try {
    for (const window of windows) {
      const outcome = await pickFromWindow(depsOf(ai), META, setOf(c), window, share);
      picks.push(...outcome.kept);
      dropped += outcome.dropped;
    }
  } catch (error) {
    return { ...result, error: errorText(error) };
  }
  const { words } = mergeDuplicateWords(picks);
  const keys = new Set(words.map((w) => wordKey(w.word)));
  const spellings = c.expectedWords.map((e) => (typeof e === 'string' ? [e] : e));
  const missed = spellings.filter((s) => !s.some((w) => keys.has(wordKey(w)))).map((s) => s[0] ?? '');
  const found = spellings.length - missed.length;
  return {
    ...result,
    picked: picks.length + dropped,
    dropped,
    kept: words.length,
    droppedRate: rate(dropped, picks.length + dropped),
    found,
    recall: rate(found, spellings.length),
    missed,
  };
}

/** The AI service, keeping the exercises the model wrote before the checks (to count them by kind). */
function recordingExercises(ai: AiService): { service: AiService; written: { rodzaj: string }[] } {
  const written: { rodzaj: string }[] = [];
  const service: AiService = {
    ...ai,
    async generateObject<T>(input: AiObjectInput<T>): Promise<T> {
      const value = await ai.generateObject(input);
      if (input.schemaName === EXERCISES_SCHEMA_NAME)
        written.push(...(value as { cwiczenia: { rodzaj: string }[] }).cwiczenia);
      return value;
    },
  };
  return { service, written };
}

const countBy = <T>(items: readonly T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => addCounts(counts, { [key(item)]: 1 }), {});

async function exerciseCase(ai: AiService, c: ExerciseCase): Promise<ExerciseResult> {
  const result: ExerciseResult = {
    id: c.id,
    set: setLabel(c),
    asked: c.words.length,
    returned: 0,
    kept: 0,
    keptRate: null,
    returnedKinds: {},
    keptKinds: {},
    error: null,
  };
  // writeExercises reads only a word's id, word and translation.
  const words = c.words.map((w, i) => ({ id: `eval-${i + 1}`, ...w }) as WordRow);
  const recorder = recordingExercises(ai);
  try {
    const kept = await writeExercises(depsOf(recorder.service), META, setOf(c), words);
    return {
      ...result,
      returned: recorder.written.length,
      kept: kept.length,
      keptRate: rate(kept.length, words.length),
      returnedKinds: countBy(recorder.written, (e) => e.rodzaj.trim().toUpperCase() || '(none)'),
      keptKinds: countBy(kept, (e) => e.kind),
    };
  } catch (error) {
    return { ...result, error: errorText(error) };
  }
}

/** One answer checked as the product checks it: by code first, by the model when code cannot tell. */
async function judgingCase(ai: AiService, c: JudgingCase): Promise<JudgingResult> {
  const result = { id: c.id, kind: c.kind, correct: c.correct };
  const exercise = {
    kind: c.kind,
    polecenie: c.polecenie,
    example: c.example,
    expected: c.expected,
    word: c.word,
  };
  const byCode = checkByCode(exercise, c.answer, c.languageCode);
  if (byCode) return { ...result, verdict: byCode.isCorrect, by: 'code', review: byCode.review, error: null };
  try {
    const verdict = await judgeFreeAnswer(depsOf(ai), META, setOf(c), exercise, c.meaning, c.answer);
    return { ...result, verdict: verdict.isCorrect, by: 'model', review: verdict.review, error: null };
  } catch (error) {
    return { ...result, verdict: null, by: null, review: null, error: errorText(error) };
  }
}

function translationTotals(cases: TranslationResult[]): WordbaseEvalReport['translation'] {
  const answered = cases.filter((c) => !c.error);
  const words = sum(answered.map((c) => c.words));
  const kept = sum(answered.map((c) => c.kept));
  const agreed = sum(answered.map((c) => c.agreed));
  const examples = sum(answered.map((c) => c.examples));
  return {
    cases,
    failed: cases.length - answered.length,
    words,
    kept,
    agreed,
    examples,
    validityRate: rate(kept, words),
    agreementRate: rate(agreed, kept),
    exampleRate: rate(examples, words),
    problems: answered.reduce<Record<string, number>>((all, c) => addCounts(all, c.problems), {}),
  };
}

function extractionTotals(cases: ExtractionResult[]): WordbaseEvalReport['extraction'] {
  const answered = cases.filter((c) => !c.error);
  const picked = sum(answered.map((c) => c.picked));
  const dropped = sum(answered.map((c) => c.dropped));
  const expected = sum(answered.map((c) => c.expected));
  const found = sum(answered.map((c) => c.found));
  return {
    cases,
    failed: cases.length - answered.length,
    picked,
    dropped,
    kept: sum(answered.map((c) => c.kept)),
    droppedRate: rate(dropped, picked),
    expected,
    found,
    recall: rate(found, expected),
  };
}

function exerciseTotals(cases: ExerciseResult[]): WordbaseEvalReport['exercises'] {
  const answered = cases.filter((c) => !c.error);
  const asked = sum(answered.map((c) => c.asked));
  const kept = sum(answered.map((c) => c.kept));
  return {
    cases,
    failed: cases.length - answered.length,
    asked,
    returned: sum(answered.map((c) => c.returned)),
    kept,
    keptRate: rate(kept, asked),
    returnedKinds: answered.reduce<Record<string, number>>((all, c) => addCounts(all, c.returnedKinds), {}),
    keptKinds: answered.reduce<Record<string, number>>((all, c) => addCounts(all, c.keptKinds), {}),
  };
}

function judgingTotals(cases: JudgingResult[]): WordbaseEvalReport['judging'] {
  const decided = cases.filter((c) => c.verdict !== null);
  const agreed = decided.filter((c) => c.verdict === c.correct).length;
  return {
    cases,
    failed: cases.length - decided.length,
    decided: decided.length,
    byCode: decided.filter((c) => c.by === 'code').length,
    agreed,
    accuracy: rate(agreed, decided.length),
    falseAccepts: decided.filter((c) => c.verdict && !c.correct).length,
    falseRejects: decided.filter((c) => !c.verdict && c.correct).length,
  };
}

/** Runs every case one after another (a local model serves one request well, not ten). */
export async function runWordbaseEval(
  ai: AiService,
  cases: WordbaseCases,
  progress: (line: string) => void = () => {},
): Promise<WordbaseEvalReport> {
  async function each<C extends { id: string }, R>(part: string, list: C[], run: (c: C) => Promise<R>) {
    const results: R[] = [];
    for (const [i, c] of list.entries()) {
      progress(`${part} ${i + 1}/${list.length}: ${c.id}`);
      results.push(await run(c));
    }
    return results;
  }
  return {
    tool: 'wordbases',
    translation: translationTotals(
      await each('translation', cases.translation, (c) => translationCase(ai, c)),
    ),
    extraction: extractionTotals(await each('extraction', cases.extraction, (c) => extractionCase(ai, c))),
    exercises: exerciseTotals(await each('exercises', cases.exercises, (c) => exerciseCase(ai, c))),
    judging: judgingTotals(await each('judging', cases.judging, (c) => judgingCase(ai, c))),
  };
}

/** The vocabulary tool's entry in the eval registry (`cli/evals.ts`). */
export const wordbaseEval = {
  description: 'vocabulary: translations, words from a material, exercises, judged answers',
  async run(input: {
    ai: AiService;
    casePaths: readonly string[];
    limit: number | undefined;
    progress: (line: string) => void;
  }): Promise<{ report: WordbaseEvalReport; text: string }> {
    const all = await loadWordbaseCases(input.casePaths);
    const cut = <T>(list: T[]) => (input.limit === undefined ? list : list.slice(0, input.limit));
    const cases = {
      translation: cut(all.translation),
      extraction: cut(all.extraction),
      exercises: cut(all.exercises),
      judging: cut(all.judging),
    };
    // The code checks of answers use the languages' spelling dictionaries, as the product's do.
    for (const languageCode of new Set(cases.judging.map((c) => c.languageCode))) {
      await warmDictionary(languageCode);
    }
    const report = await runWordbaseEval(input.ai, cases, input.progress);
    return { report, text: formatWordbaseReport(report) };
  },
};
