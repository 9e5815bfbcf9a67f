import { randomInt } from 'node:crypto';
import type { QuestionType } from '@kreda/shared/enums';
import { z } from 'zod';
import { compareMathAnswers } from '../../platform/math/math-answer.ts';

/*
 * What the model writes is checked by code before a pupil sees it (docs/ai-tools.md §1): a closed
 * question's key is an option id among distinct options, never "all of the above"; the server,
 * not the model, orders the options; no question repeats within a flow; a practice answer must be
 * a value the checker can read; a question cites a passage that was in the prompt.
 */

export const QUIZ_SCHEMA_NAME = 'quiz_questions';

export const generatedQuestionSchema = z.object({
  kind: z.enum(['ZAMKNIETE', 'OTWARTE']),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  correctOptionId: z.string().nullable(),
  referenceAnswer: z.string(),
  expectsValue: z.boolean(),
  explanation: z.string(),
  points: z.number(),
  passage: z.number().nullable(),
});
export const generatedQuizSchema = z.object({
  /** A short title naming the material's topic ("Ułamki zwykłe"), for a quiz named after a file. */
  temat: z.string(),
  questions: z.array(generatedQuestionSchema),
});

const TITLE_MAX = 80;

/**
 * The model's title for the quiz, tidied, or null when it is no title: empty, no letter, a file
 * name ("ulamki.pdf"), or the prompt's own words. Longer ones are cut at a word.
 */
export function quizTitle(raw: string): string | null {
  const title = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[„"'«]+|[”"'».]+$/g, '')
    .trim();
  if (!/\p{L}/u.test(title) || /\.[a-z0-9]{2,4}$/i.test(title) || /^temat\b/i.test(title)) return null;
  if (title.length <= TITLE_MAX) return title.charAt(0).toLocaleUpperCase('pl-PL') + title.slice(1);
  const cut = title.slice(0, TITLE_MAX + 1).replace(/\s+\S*$/, '');
  return `${cut.charAt(0).toLocaleUpperCase('pl-PL')}${cut.slice(1)}…`;
}

export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

/** A question that passed every check, options shuffled and re-labelled A, B, C… in shown order. */
export interface CheckedQuestion {
  kind: QuestionType;
  question: string;
  options: { id: string; text: string }[];
  correctOptionId: string | null;
  referenceAnswer: string;
  expectsValue: boolean;
  explanation: string;
  points: number;
  /** 1-based number of the prompt's passage, or null (a set reading without its text). */
  passage: number | null;
  fingerprint: string;
}

export interface QuestionRules {
  questionTypes: readonly QuestionType[];
  /** PRACTICE quizzes may (and open ones should) expect a value. */
  practice: boolean;
  /** Passages numbered 1…passageCount were in the prompt; 0 means none (questions cite nothing). */
  passageCount: number;
}

export const OPTIONS_MIN = 3;
export const OPTIONS_MAX = 5;
const QUESTION_MAX = 2000;
const OPTION_MAX = 500;
const ANSWER_MAX = 4000;
const OPEN_POINTS_MAX = 3;

/** "All/none of the above" and "A and B" options: they make a key depend on the order shown. */
const ORDER_DEPENDENT_OPTION =
  /(^|[^\p{L}])(wszystkie|wszystko|[żz]adn[aey]|oba|obie)\s+(z\s+)?(powy[żz]sz\p{L}*|wymienion\p{L}*|odpowiedzi)|(^|[^\p{L}])(odpowied[źz]\s+)?[a-e]\s+i\s+[a-e]([^\p{L}]|$)|(all|none)\s+of\s+the\s+above/iu;

/** Lower-case letters and digits only, without diacritics: the same question in other clothes. */
export function fingerprintOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const blank = (text: string) => text.trim() === '';

/** The problems of a closed question's options and key, in Polish (sent back to the model). */
function closedProblems(item: GeneratedQuestion): string[] {
  const problems: string[] = [];
  const count = item.options.length;
  if (count < OPTIONS_MIN || count > OPTIONS_MAX)
    problems.push(`pytanie zamknięte musi mieć od ${OPTIONS_MIN} do ${OPTIONS_MAX} odpowiedzi (ma ${count})`);
  const ids = item.options.map((o) => o.id.trim());
  if (ids.some((id) => id === '') || new Set(ids).size !== ids.length)
    problems.push('identyfikatory odpowiedzi muszą być niepuste i różne');
  const texts = item.options.map((o) => fingerprintOf(o.text));
  if (texts.some((t) => t === '')) problems.push('każda odpowiedź musi mieć treść');
  else if (new Set(texts).size !== texts.length) problems.push('odpowiedzi powtarzają się');
  if (item.options.some((o) => o.text.length > OPTION_MAX)) problems.push('odpowiedź jest za długa');
  if (item.options.some((o) => ORDER_DEPENDENT_OPTION.test(o.text)))
    problems.push('nie używaj odpowiedzi typu „wszystkie powyższe”, „żadne z powyższych” ani „A i B”');
  if (item.correctOptionId === null || !ids.includes(item.correctOptionId.trim()))
    problems.push('klucz (correctOptionId) nie wskazuje żadnej z odpowiedzi');
  return problems;
}

function openProblems(item: GeneratedQuestion, rules: QuestionRules): string[] {
  const problems: string[] = [];
  if (blank(item.referenceAnswer)) problems.push('brak wzorcowej odpowiedzi');
  if (item.expectsValue) {
    if (!rules.practice) problems.push('w quizie z teorii odpowiedź nie może być wartością do obliczenia');
    else if (compareMathAnswers(item.referenceAnswer, item.referenceAnswer).kind !== 'equal')
      problems.push('wynik zadania (referenceAnswer) musi być liczbą lub wyrażeniem, np. „0,5” albo „2x+1”');
  }
  return problems;
}

/** Every problem of one item (empty when it is good), without the flow's duplicates. */
export function questionProblems(item: GeneratedQuestion, rules: QuestionRules): string[] {
  const problems: string[] = [];
  if (!rules.questionTypes.includes(item.kind)) problems.push(`niedozwolony rodzaj pytania ${item.kind}`);
  if (blank(item.question)) problems.push('puste pytanie');
  if (item.question.length > QUESTION_MAX || item.referenceAnswer.length > ANSWER_MAX)
    problems.push('pytanie albo odpowiedź jest za długa');
  if (blank(item.explanation)) problems.push('brak wyjaśnienia');
  if (rules.passageCount > 0) {
    const n = item.passage;
    if (n === null || !Number.isInteger(n) || n < 1 || n > rules.passageCount)
      problems.push(`pytanie musi wskazywać fragment od [1] do [${rules.passageCount}], z którego powstało`);
  }
  problems.push(...(item.kind === 'ZAMKNIETE' ? closedProblems(item) : openProblems(item, rules)));
  return problems;
}

/** Fisher–Yates with a cryptographic source: models put the key in position B far too often. */
export function shuffled<T>(items: readonly T[], random: (max: number) => number = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const LABELS = 'ABCDE';

/** A checked item in stored form: options shuffled and re-labelled, the key moved with them. */
export function finalizeQuestion(
  item: GeneratedQuestion,
  rules: QuestionRules,
  random?: (max: number) => number,
): CheckedQuestion {
  const base = {
    kind: item.kind,
    question: item.question.trim(),
    referenceAnswer: item.referenceAnswer.trim(),
    explanation: item.explanation.trim(),
    passage: rules.passageCount > 0 ? item.passage : null,
    fingerprint: fingerprintOf(item.question),
  };
  if (item.kind === 'OTWARTE') {
    const points = Math.min(OPEN_POINTS_MAX, Math.max(1, Math.round(item.points) || 1));
    return { ...base, options: [], correctOptionId: null, expectsValue: item.expectsValue, points };
  }
  const key = item.correctOptionId?.trim();
  const order = shuffled(item.options, random);
  const options = order.map((o, i) => ({ id: LABELS[i] as string, text: o.text.trim() }));
  const correctOptionId = options[order.findIndex((o) => o.id.trim() === key)]?.id ?? null;
  // Closed questions are worth one point whatever the model said: code computes what it can.
  return { ...base, options, correctOptionId, expectsValue: false, points: 1 };
}

export interface Sorted {
  accepted: CheckedQuestion[];
  /** Items to regenerate, each with its problems in Polish. */
  rejected: { item: GeneratedQuestion; problems: string[] }[];
}

/**
 * Splits the model's items into good ones (finalized) and ones to regenerate. `seen` holds the
 * fingerprints the flow already has; it is extended with every accepted question.
 */
export function sortQuestions(
  items: readonly GeneratedQuestion[],
  rules: QuestionRules,
  seen: Set<string>,
  random?: (max: number) => number,
): Sorted {
  const sorted: Sorted = { accepted: [], rejected: [] };
  for (const item of items) {
    const problems = questionProblems(item, rules);
    const fingerprint = fingerprintOf(item.question);
    if (problems.length === 0 && seen.has(fingerprint))
      problems.push('to pytanie już było – napisz inne, o czymś innym');
    if (problems.length > 0) {
      sorted.rejected.push({ item, problems });
      continue;
    }
    seen.add(fingerprint);
    sorted.accepted.push(finalizeQuestion(item, rules, random));
  }
  return sorted;
}
