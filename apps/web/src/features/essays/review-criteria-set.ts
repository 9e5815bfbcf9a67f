import { EXAM_LEVELS, isOneOf } from '@kreda/shared/enums';
import {
  ESSAY_EXAM_INFO,
  ESSAY_EXAMS,
  ESSAY_SUBJECTS,
  type EssayExam,
  type EssayExamInfo,
  essayExamOf,
} from '@kreda/shared/essays';

// Shared by the review page and whatever else shows a review (the list's score, the essay view's
// link to its review): which criteria set a review has, and which exam it is for.

/** The four criteria-set fields of RozprawkaAiReview; exactly one is filled once it is graded. */
export const CRITERIA_SET_FIELDS = [
  'maturaPolski',
  'egzaminOsmoklasistyPolski',
  'maturaAngielski',
  'egzaminOsmoklasistyAngielski',
] as const;

type WithCriteriaSets<T> = { [K in (typeof CRITERIA_SET_FIELDS)[number]]?: T | null };

/** The criteria set of a graded review (its exam's), or null while there is none. */
export function criteriaSetOf<T extends object>(review: WithCriteriaSets<T>): T | null {
  for (const field of CRITERIA_SET_FIELDS) {
    const set = review[field];
    if (set) return set;
  }
  return null;
}

/**
 * The exam of a review: its criteria set's key (`matura_polski_pp`) when graded, else its subject
 * and level. Null for a pair the essay tool does not know, so a caller shows no range rather than
 * a wrong one.
 */
export function reviewExamOf(review: {
  przedmiot: string;
  poziom: string;
  criteriaSet?: { egzamin: string } | null;
}): EssayExam | null {
  const key = review.criteriaSet?.egzamin;
  if (isOneOf(ESSAY_EXAMS, key)) return key;
  if (!isOneOf(ESSAY_SUBJECTS, review.przedmiot) || !isOneOf(EXAM_LEVELS, review.poziom)) return null;
  try {
    return essayExamOf(review.przedmiot, review.poziom);
  } catch {
    return null;
  }
}

/** The Polish exam name and word range of a review's exam, when known. */
export function reviewExamInfoOf(review: Parameters<typeof reviewExamOf>[0]): EssayExamInfo | null {
  const exam = reviewExamOf(review);
  return exam ? ESSAY_EXAM_INFO[exam] : null;
}
