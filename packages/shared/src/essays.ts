// The essay tool's exams and the one word count both sides use: the server checks generated essays
// and applies the exam's rules with it, the web shows the same live count while the pupil edits.
import type { ExamLevel } from './enums.ts';

/** Exam writing tasks the essay tool knows, keyed as in the seeded CKE criteria (`getcke`). */
export const ESSAY_EXAMS = [
  'matura_polski_pp',
  'matura_polski_pr',
  'e8_polski',
  'matura_angielski_pp',
  'matura_angielski_pr',
  'e8_angielski',
] as const;
export type EssayExam = (typeof ESSAY_EXAMS)[number];

export function isEssayExam(value: unknown): value is EssayExam {
  return typeof value === 'string' && (ESSAY_EXAMS as readonly string[]).includes(value);
}

/** Subjects an essay can be written in (values of the `Przedmiot` enum). */
export const ESSAY_SUBJECTS = ['polish', 'english'] as const;
export type EssaySubject = (typeof ESSAY_SUBJECTS)[number];

export interface EssayExamInfo {
  /** Polish name, e.g. „Matura z polskiego – poziom podstawowy”. */
  label: string;
  /** A short name for lists and badges. */
  shortLabel: string;
  przedmiot: EssaySubject;
  poziom: ExamLevel;
  /** The language the essay is written in. */
  language: 'pl' | 'en';
  minWords: number;
  /** The upper bound, where the exam sets one (the English tasks). */
  maxWords: number | null;
  /** Graded by the criteria (the extended Polish matura's detailed criteria are not compiled yet). */
  gradable: boolean;
  /** The essay must use a set reading from the exam's list (the Polish exams). */
  needsLektura: boolean;
}

export const ESSAY_EXAM_INFO: Record<EssayExam, EssayExamInfo> = {
  matura_polski_pp: {
    label: 'Matura z polskiego – poziom podstawowy',
    shortLabel: 'Matura PP – polski',
    przedmiot: 'polish',
    poziom: 'MAUTURA_PODSTAWOWA',
    language: 'pl',
    minWords: 300,
    maxWords: null,
    gradable: true,
    needsLektura: true,
  },
  matura_polski_pr: {
    label: 'Matura z polskiego – poziom rozszerzony',
    shortLabel: 'Matura PR – polski',
    przedmiot: 'polish',
    poziom: 'MATURA_ROZSZERZONA',
    language: 'pl',
    minWords: 400,
    maxWords: null,
    gradable: false,
    needsLektura: true,
  },
  e8_polski: {
    label: 'Egzamin ósmoklasisty z polskiego',
    shortLabel: 'E8 – polski',
    przedmiot: 'polish',
    poziom: 'PODSTAWOWKA',
    language: 'pl',
    minWords: 200,
    maxWords: null,
    gradable: true,
    needsLektura: true,
  },
  matura_angielski_pp: {
    label: 'Matura z angielskiego – poziom podstawowy',
    shortLabel: 'Matura PP – angielski',
    przedmiot: 'english',
    poziom: 'MAUTURA_PODSTAWOWA',
    language: 'en',
    minWords: 100,
    maxWords: 150,
    gradable: true,
    needsLektura: false,
  },
  matura_angielski_pr: {
    label: 'Matura z angielskiego – poziom rozszerzony',
    shortLabel: 'Matura PR – angielski',
    przedmiot: 'english',
    poziom: 'MATURA_ROZSZERZONA',
    language: 'en',
    minWords: 200,
    maxWords: 250,
    gradable: true,
    needsLektura: false,
  },
  e8_angielski: {
    label: 'Egzamin ósmoklasisty z angielskiego',
    shortLabel: 'E8 – angielski',
    przedmiot: 'english',
    poziom: 'PODSTAWOWKA',
    language: 'en',
    minWords: 50,
    maxWords: 120,
    gradable: true,
    needsLektura: false,
  },
};

/** The exam of a subject and exam level (`przedmiot` + `poziom` of RozprawkaAi and its review). */
export function essayExamOf(przedmiot: EssaySubject, poziom: ExamLevel): EssayExam {
  const found = ESSAY_EXAMS.find(
    (exam) => ESSAY_EXAM_INFO[exam].przedmiot === przedmiot && ESSAY_EXAM_INFO[exam].poziom === poziom,
  );
  if (!found) throw new Error(`no essay exam for ${przedmiot}/${poziom}`);
  return found;
}

/** Arguments a pupil may ask for. */
export const ESSAY_ARGUMENTS_MIN = 2;
export const ESSAY_ARGUMENTS_MAX = 4;
/** Longest topic, in characters. */
export const ESSAY_TOPIC_MAX = 500;
/** Longest essay the grader takes (about 5,000 words), in characters. */
export const ESSAY_TEXT_MAX = 30_000;
/** Shortest text the grader looks at at all, in words. */
export const ESSAY_TEXT_MIN_WORDS = 30;
/** Longest segment, in characters (a paragraph of a long essay, with room to spare). */
export const ESSAY_SEGMENT_MAX = 6_000;
/** Longest instruction for a rewrite. */
export const ESSAY_INSTRUCTION_MAX = 500;
/** Set readings one essay may use. */
export const ESSAY_LEKTURY_MAX = 4;

// A word is a run of letters (with inner hyphens or apostrophes: "biało-czerwony", "don't"), or a
// number written in digits with its separators ("1918", "3,5", "10 000" is two), as CKE counts them:
// a number in digits is one word, punctuation and dashes are none.
const WORD = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*|\p{N}+(?:[.,:/]\p{N}+)*/gu;

/**
 * Words of a text as the exam counts them (titles included; a number in digits is one word;
 * punctuation, dashes and Markdown marks are not words).
 */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** "312 / 300+ wyrazów", "140 / 100–150 wyrazów": a count against the exam's range. */
export function wordRangeLabel(info: Pick<EssayExamInfo, 'minWords' | 'maxWords'>): string {
  return info.maxWords ? `${info.minWords}–${info.maxWords} wyrazów` : `co najmniej ${info.minWords} wyrazów`;
}

/** Where a count stands against the exam's range. */
export function wordCountStatus(
  count: number,
  info: Pick<EssayExamInfo, 'minWords' | 'maxWords'>,
): 'short' | 'ok' | 'long' {
  if (count < info.minWords) return 'short';
  if (info.maxWords !== null && count > info.maxWords) return 'long';
  return 'ok';
}
