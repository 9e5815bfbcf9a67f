import type { Subject } from '@kreda/shared/enums';
import { pluralPl } from '@kreda/shared/form-messages';
import { formatNumberPl } from '@kreda/shared/numbers';
import type { QuestionType } from '../../gql/graphql.ts';
import type { QuizAnswer } from './api/quiz-fragments.ts';

/** Subjects with computational tasks (PRACTICE): maths and the sciences. */
export const PRACTICE_SUBJECTS: ReadonlySet<string> = new Set<Subject>([
  'mathematics',
  'physics',
  'chemistry',
  'infromatyka',
]);

export const QUESTION_COUNT_MIN = 5;
export const QUESTION_COUNT_MAX = 30;
export const QUESTION_COUNT_DEFAULT = 10;

/** The question mix of the form and the `questionTypes` each one orders. */
export const QUESTION_MIXES = {
  ZAMKNIETE: { label: 'Zamknięte', types: ['ZAMKNIETE'] },
  OTWARTE: { label: 'Otwarte', types: ['OTWARTE'] },
  OBA: { label: 'Oba rodzaje', types: ['ZAMKNIETE', 'OTWARTE'] },
} as const satisfies Record<string, { label: string; types: readonly QuestionType[] }>;
export type QuestionMix = keyof typeof QUESTION_MIXES;

/** "A", "B", "C"… for the n-th option (from 0): counted by code, never written by the model. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** Points in Polish: "1 pkt", "1,5 pkt". */
export function formatPoints(points: number): string {
  return `${formatNumberPl(points, 2)} pkt`;
}

/** "5 pytań", "2 pytania", "1 pytanie". */
export const questionsLabel = (n: number) => `${n} ${pluralPl(n, 'pytanie', 'pytania', 'pytań')}`;

/** An answer that did not earn all its points (what "Powtórz błędy" repeats). */
export const isMistake = (answer: Pick<QuizAnswer, 'isCorrect' | 'points' | 'maxPoints'>) =>
  answer.isCorrect === false || (answer.points !== null && answer.points < answer.maxPoints);
