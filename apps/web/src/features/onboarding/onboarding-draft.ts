import { EXAM_LEVELS, type ExamLevel, isOneOf, LEVELS, SUBJECTS, type Subject } from '@kreda/shared/enums';
import {
  isMaturaLevel,
  isSchoolType,
  isUpcomingAssessment,
  type MaturaLevel,
} from '@kreda/shared/onboarding-paths';
import { EMPTY_ANSWERS, type OnboardingAnswers } from './onboarding-choices.ts';

// The answers given so far, kept in localStorage under the user's id: the steps are history
// entries, so Back, Forward, a reload, a new tab or a browser opened again all come back to them
// (sessionStorage lived only as long as the tab, so a step's address opened anew came back empty);
// another account in the same browser has its own. They are dropped once the answers are saved.

const PREFIX = 'kreda.onboarding';

const keyOf = (userId: string) => `${PREFIX}.${userId}`;

/** The answers so far and whether the class's usual exam was already suggested. */
export interface OnboardingDraft {
  answers: OnboardingAnswers;
  examsSuggested: boolean;
}

export const EMPTY_DRAFT: OnboardingDraft = { answers: EMPTY_ANSWERS, examsSuggested: false };

const only = <T extends string>(allowed: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? value.filter((item): item is T => isOneOf(allowed, item)) : [];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Stored answers made safe: anything unknown or of the wrong shape is left out. */
export function parseAnswers(value: unknown): OnboardingAnswers {
  const raw = record(value);
  const matura: Partial<Record<Subject, MaturaLevel>> = {};
  for (const [subject, level] of Object.entries(record(raw.matura)))
    if (isOneOf(SUBJECTS, subject) && isMaturaLevel(level)) matura[subject] = level;
  const kursy: Partial<Record<Subject, string[]>> = {};
  for (const [subject, ids] of Object.entries(record(raw.kursy)))
    if (isOneOf(SUBJECTS, subject) && Array.isArray(ids))
      kursy[subject] = ids.filter((id): id is string => typeof id === 'string' && id.length <= 64);
  return {
    poziom: isOneOf(LEVELS, raw.poziom) ? raw.poziom : null,
    typSzkoly: isSchoolType(raw.typSzkoly) ? raw.typSzkoly : null,
    egzaminy: only<ExamLevel>(EXAM_LEVELS, raw.egzaminy),
    przedmioty: only<Subject>(SUBJECTS, raw.przedmioty).filter((s) => s !== 'all'),
    matura,
    kwalifikacja: text(raw.kwalifikacja, 20),
    kierunek: text(raw.kierunek, 200),
    kursy,
    zaliczenie: isUpcomingAssessment(raw.zaliczenie) ? raw.zaliczenie : null,
  };
}

/** The user's draft; anything unreadable or unknown is left out. */
export function readDraft(userId: string, storage: Storage = localStorage): OnboardingDraft {
  try {
    const raw = record(JSON.parse(storage.getItem(keyOf(userId)) ?? 'null'));
    return { answers: parseAnswers(raw.answers), examsSuggested: raw.examsSuggested === true };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(userId: string, draft: OnboardingDraft, storage: Storage = localStorage): void {
  try {
    storage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers still live in the page until it is closed.
  }
}

export function clearDraft(userId: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keyOf(userId));
  } catch {
    // Nothing was kept.
  }
}
