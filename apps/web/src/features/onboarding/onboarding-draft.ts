import { EXAM_LEVELS, type ExamLevel, LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import type { OnboardingAnswers } from './onboarding-choices.ts';

// The answers given so far, kept in the tab's sessionStorage: the steps are history entries, so
// Back, Forward and a reload all come back to them; they are dropped once the answers are saved.

const KEY = 'kreda.onboarding';

/** The answers so far and whether the class's usual exam was already suggested. */
export interface OnboardingDraft {
  answers: OnboardingAnswers;
  examsSuggested: boolean;
}

export const EMPTY_DRAFT: OnboardingDraft = {
  answers: { poziom: null, egzaminy: [], przedmioty: [] },
  examsSuggested: false,
};

const only = <T extends string>(allowed: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? value.filter((item): item is T => allowed.includes(item as T)) : [];

/** The draft of this tab; anything unreadable or unknown is left out. */
export function readDraft(storage: Storage = sessionStorage): OnboardingDraft {
  try {
    const raw = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<{
      answers: Partial<Record<keyof OnboardingAnswers, unknown>>;
      examsSuggested: unknown;
    }> | null;
    if (!raw || typeof raw !== 'object') return EMPTY_DRAFT;
    const poziom = raw.answers?.poziom;
    return {
      answers: {
        poziom: LEVELS.includes(poziom as Level) ? (poziom as Level) : null,
        egzaminy: only<ExamLevel>(EXAM_LEVELS, raw.answers?.egzaminy),
        przedmioty: only<Subject>(SUBJECTS, raw.answers?.przedmioty).filter((s) => s !== 'all'),
      },
      examsSuggested: raw.examsSuggested === true,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: OnboardingDraft, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers still live in the page until it is closed.
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
