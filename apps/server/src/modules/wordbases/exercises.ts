import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { EXERCISE_KINDS, type ExerciseKind, type FlashcardKind } from '@kreda/shared/enums';
import { checkAnswer, wordKey } from '@kreda/shared/wordbases';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { completeListItems } from '../../platform/ai/salvage.ts';
import type { AiCallMeta } from '../../platform/ai/types.ts';
import type { LanguageRow } from '../reference/index.ts';
import { preloadDictionary, wordCheckFor } from './dictionaries.ts';
import { writtenInScriptOf } from './language.ts';
import type { WordRow } from './tables.ts';
import { mentions } from './word-checks.ts';

/*
 * Exercises on a set's words, written by the model and checked by code before a pupil sees one:
 * a gap holds exactly one "___" and its answer is a form of the word, a choice has distinct
 * options with the answer among them (shuffled here), a translation's reference uses the word.
 */

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
export const GAP = '___';

const exerciseSchema = z.object({
  numer: z.number().int(),
  rodzaj: z.string(),
  polecenie: z.string(),
  zdanie: z.string(),
  opcje: z.array(z.string()).max(8),
  odpowiedz: z.string(),
});
const exercisesSchema = z.object({ cwiczenia: z.array(exerciseSchema).max(120) });
export const EXERCISES_SCHEMA_NAME = 'cwiczenia_slowek';

export interface NewExercise {
  wordId: string;
  word: string;
  kind: ExerciseKind;
  polecenie: string;
  example: string;
  options: string[];
  expected: string;
}

interface SetFacts {
  type: FlashcardKind;
  language: LanguageRow | null;
}

const foreignOf = (set: SetFacts) =>
  set.type === 'Language' && set.language && set.language.code !== 'pl' ? set.language : null;

function exercisesPrompt(set: SetFacts, words: readonly WordRow[]): Promise<string> {
  const foreign = foreignOf(set);
  return loadPrompt(PROMPTS, 'wordbase-exercises', {
    subject: foreign ? `języka (${foreign.namePlFull})` : 'przedmiotu, którego dotyczą pojęcia',
    pairName: foreign ? 'tłumaczenie' : 'definicja',
    words: words.map((w, i) => `${i + 1}. ${w.word} – ${w.translation}`).join('\n'),
    gapLanguage: foreign ? `w języku: ${foreign.namePlFull}` : 'po polsku',
    languageKinds: foreign
      ? `- TLUMACZENIE: \`zdanie\` to krótkie polskie zdanie do przetłumaczenia (${foreign.namePlFull}), w którym trzeba użyć słowa; \`odpowiedz\` to wzorcowe tłumaczenie zawierające to słowo.`
      : '- TLUMACZENIE: nie używaj tego rodzaju.',
  });
}

const shuffle = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

/** One exercise as the model wrote it, kept only when it passes the checks. */
export function checkExercise(
  raw: z.infer<typeof exerciseSchema>,
  word: WordRow,
  set: SetFacts,
): NewExercise | null {
  const kind = EXERCISE_KINDS.find((k) => k === raw.rodzaj.trim().toUpperCase());
  const polecenie = clean(raw.polecenie);
  const example = clean(raw.zdanie);
  const expected = clean(raw.odpowiedz);
  if (!kind || !polecenie || !example || !expected || polecenie.length > 300 || example.length > 500)
    return null;
  const foreign = foreignOf(set);
  const base = {
    wordId: word.id,
    word: word.word,
    kind,
    polecenie,
    example,
    expected,
    options: [] as string[],
  };
  switch (kind) {
    case 'LUKA':
    case 'FORMA': {
      if (example.split(GAP).length !== 2) return null;
      if (foreign && !writtenInScriptOf(example, foreign.code)) return null;
      if (kind === 'LUKA') {
        // The gap's answer is a form of the word (or the form the model named for an irregular one).
        return mentions(expected, word.word) || wordKey(expected) === wordKey(word.word) ? base : null;
      }
      const options = [...new Map(raw.opcje.map((o) => [wordKey(clean(o)), clean(o)])).values()].filter(
        Boolean,
      );
      const right = options.filter((o) => wordKey(o) === wordKey(expected));
      if (options.length < 2 || options.length !== raw.opcje.length || right.length !== 1) return null;
      return { ...base, expected: right[0] as string, options: shuffle(options) };
    }
    case 'TLUMACZENIE':
      if (!foreign || !writtenInScriptOf(expected, foreign.code)) return null;
      return mentions(expected, word.word) ? base : null;
    case 'ZDANIE':
      return { ...base, expected: word.word };
  }
}

/**
 * Writes exercises for `words` (one each, in order) and keeps those that pass the checks; an
 * empty result means the model wrote nothing usable.
 */
export async function writeExercises(
  deps: Pick<Deps, 'services'>,
  meta: AiCallMeta,
  set: SetFacts,
  words: readonly WordRow[],
  signal?: AbortSignal,
): Promise<NewExercise[]> {
  // The answers come in a minute: the spelling dictionary of the language loads meanwhile.
  preloadDictionary(set.language?.code);
  const reply = await deps.services.ai.generateObject({
    meta,
    role: 'main',
    system: await exercisesPrompt(set, words),
    messages: [{ role: 'user', content: `Ułóż ${words.length} ćwiczeń, po jednym dla każdego słowa.` }],
    schema: exercisesSchema,
    schemaName: EXERCISES_SCHEMA_NAME,
    temperature: 0.7,
    ...(signal ? { signal } : {}),
    salvage: (raw) => {
      const found = completeListItems(raw, 'cwiczenia', exerciseSchema);
      return found.length ? { cwiczenia: found } : null;
    },
  });
  const taken = new Set<number>();
  const kept: NewExercise[] = [];
  for (const raw of reply.cwiczenia) {
    const word = words[raw.numer - 1];
    if (!word || taken.has(raw.numer)) continue;
    const exercise = checkExercise(raw, word, set);
    if (!exercise) continue;
    taken.add(raw.numer);
    kept.push(exercise);
  }
  return kept;
}

const verdictSchema = z.object({ poprawna: z.boolean(), omowienie: z.string().min(1).max(1500) });
export const CHECK_SCHEMA_NAME = 'sprawdzenie_cwiczenia';

export interface ExerciseVerdict {
  isCorrect: boolean;
  review: string;
}

/** Free answers (a translated sentence, an own sentence) judged by the model at temperature 0. */
export async function judgeFreeAnswer(
  deps: Pick<Deps, 'services'>,
  meta: AiCallMeta,
  set: SetFacts,
  exercise: { kind: ExerciseKind; polecenie: string; example: string; expected: string; word: string },
  meaning: string,
  answer: string,
): Promise<ExerciseVerdict> {
  const foreign = foreignOf(set);
  const system = await loadPrompt(PROMPTS, 'wordbase-check', {
    subject: foreign ? `języka (${foreign.namePlFull})` : 'przedmiotu',
    polecenie: exercise.polecenie,
    exercise:
      exercise.kind === 'TLUMACZENIE'
        ? `Zdanie do przetłumaczenia: ${exercise.example}`
        : `Wskazówka: ${exercise.example}`,
    word: exercise.word,
    meaning,
    reference: exercise.kind === 'TLUMACZENIE' ? `Wzorcowe tłumaczenie: ${exercise.expected}` : '',
    answerLanguage: foreign ? `(${foreign.namePlFull})` : '(po polsku)',
    answer,
  });
  const verdict = await deps.services.ai.generateObject({
    meta,
    role: 'fast',
    system,
    messages: [{ role: 'user', content: 'Sprawdź odpowiedź ucznia.' }],
    schema: verdictSchema,
    schemaName: CHECK_SCHEMA_NAME,
    temperature: 0,
  });
  return { isCorrect: verdict.poprawna, review: verdict.omowienie.trim() };
}

/**
 * The deterministic part of checking: a choice against its answer, a gap (and a translation that
 * matches the reference) by the forgiving checker, with the language's spelling dictionary once it
 * is loaded (dictionaries.ts: a typo that makes another real word is not forgiven). Null when only
 * a model can judge the answer. `slip`: counted right, with a reported slip (a typo, missing
 * diacritics or article).
 */
export function checkByCode(
  exercise: { kind: ExerciseKind; expected: string; word: string },
  answer: string,
  languageCode: string | null,
): (ExerciseVerdict & { slip: boolean }) | null {
  switch (exercise.kind) {
    case 'FORMA': {
      const right = wordKey(answer) === wordKey(exercise.expected);
      return {
        isCorrect: right,
        review: right ? 'Dobrze!' : `Niepoprawnie. Poprawna odpowiedź: „${exercise.expected}”.`,
        slip: false,
      };
    }
    case 'LUKA': {
      const check = checkAnswer(answer, exercise.expected, {
        languageCode,
        isWord: wordCheckFor(languageCode),
      });
      return {
        isCorrect: check.verdict !== 'WRONG',
        review: check.message,
        slip: check.verdict === 'ACCEPTED',
      };
    }
    case 'TLUMACZENIE': {
      const check = checkAnswer(answer, exercise.expected, {
        languageCode,
        isWord: wordCheckFor(languageCode),
      });
      return check.verdict === 'WRONG'
        ? null
        : { isCorrect: true, review: check.message, slip: check.verdict === 'ACCEPTED' };
    }
    case 'ZDANIE':
      return mentions(answer, exercise.word)
        ? null
        : { isCorrect: false, review: `W zdaniu nie ma słowa „${exercise.word}”.`, slip: false };
  }
}
