import { ESSAY_EXAM_INFO, ESSAY_EXAMS, type EssayExam, type EssayExamInfo } from '@kreda/shared/essays';
import type { RozprawkaState } from '../../gql/graphql.ts';

/** Queued, being written or being checked: segments may still arrive. */
export function isEssayWriting(state: RozprawkaState): boolean {
  return state === 'CREATED' || state === 'CREATING' || state === 'FINALIZATION';
}

export type BadgeTone = 'progress' | 'done' | 'failed';

export interface StateBadgeInfo {
  label: string;
  tone: BadgeTone;
}

const ESSAY_STATES: Partial<Record<RozprawkaState, StateBadgeInfo>> = {
  CREATED: { label: 'W kolejce', tone: 'progress' },
  CREATING: { label: 'W trakcie pisania', tone: 'progress' },
  FINALIZATION: { label: 'Sprawdzanie', tone: 'progress' },
  FINALIZATION_FAILED: { label: 'Nie udało się', tone: 'failed' },
  FINISHED: { label: 'Gotowa', tone: 'done' },
  FINALIZED: { label: 'Gotowa', tone: 'done' },
};

const REVIEW_STATES: Partial<Record<RozprawkaState, StateBadgeInfo>> = {
  CREATED: { label: 'W kolejce', tone: 'progress' },
  INITIAL: { label: 'Odczytywanie pracy', tone: 'progress' },
  FINALIZATION_REVIEW: { label: 'Ocenianie', tone: 'progress' },
  FINALIZATION_REVIEW_FAILED: { label: 'Nie udało się', tone: 'failed' },
  FINISHED: { label: 'Oceniona', tone: 'done' },
  FINALIZED: { label: 'Oceniona', tone: 'done' },
};

/** The Polish badge of an essay's state. */
export function essayStateBadge(state: RozprawkaState): StateBadgeInfo {
  return ESSAY_STATES[state] ?? { label: 'W trakcie', tone: 'progress' };
}

/** The Polish badge of a review's state. */
export function reviewStateBadge(state: RozprawkaState): StateBadgeInfo {
  return REVIEW_STATES[state] ?? { label: 'W trakcie', tone: 'progress' };
}

/** The exam of a subject and level the server sent, or null for a pair the essay tool does not know. */
export function examOf(przedmiot: string, poziom: string): EssayExam | null {
  return (
    ESSAY_EXAMS.find(
      (exam) => ESSAY_EXAM_INFO[exam].przedmiot === przedmiot && ESSAY_EXAM_INFO[exam].poziom === poziom,
    ) ?? null
  );
}

/** The exam's details, or null for an unknown pair. */
export function examInfoOf(przedmiot: string, poziom: string): EssayExamInfo | null {
  const exam = examOf(przedmiot, poziom);
  return exam ? ESSAY_EXAM_INFO[exam] : null;
}
