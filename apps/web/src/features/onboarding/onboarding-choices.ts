import { ONBOARDING_MAX_EXAMS, ONBOARDING_MIN_SUBJECTS } from '@kreda/shared/accounts';
import { EXAM_LEVELS, type ExamLevel, LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { compareLevels, EXAM_LEVEL_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import type { Choice } from './choice-group.tsx';

/** Classes in school order 1–14 with their Polish labels. */
export const LEVEL_CHOICES: Choice<Level>[] = [...LEVELS]
  .sort(compareLevels)
  .map((value) => ({ value, label: LEVEL_LABELS[value] }));

// The eighth-grade exam first, then the two matura levels.
const EXAM_ORDER: ExamLevel[] = ['PODSTAWOWKA', 'MAUTURA_PODSTAWOWA', 'MATURA_ROZSZERZONA'];
export const EXAM_CHOICES: Choice<ExamLevel>[] = EXAM_ORDER.filter((value) =>
  EXAM_LEVELS.includes(value),
).map((value) => ({ value, label: EXAM_LEVEL_LABELS[value] }));

/** Every subject except the "all subjects" filter value, alphabetically by Polish name. */
export const SUBJECT_CHOICES: Choice<Subject>[] = SUBJECTS.filter((value) => value !== 'all')
  .map((value) => ({ value, label: SUBJECT_LABELS[value] }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pl'));

export interface OnboardingAnswers {
  poziom: Level | null;
  egzaminy: ExamLevel[];
  przedmioty: Subject[];
}

export const STEP_COUNT = 3;

/** Polish message for a step that cannot be left yet (0-based step), or null. */
export function stepProblem(step: number, answers: OnboardingAnswers): string | null {
  if (step === 0 && !answers.poziom) return 'Wybierz swoją klasę albo studia.';
  if (step === 1 && answers.egzaminy.length > ONBOARDING_MAX_EXAMS) {
    return `Wybierz najwyżej ${ONBOARDING_MAX_EXAMS} egzaminy.`;
  }
  if (step === 2 && answers.przedmioty.length < ONBOARDING_MIN_SUBJECTS) {
    return 'Wybierz co najmniej jeden przedmiot.';
  }
  return null;
}

/**
 * The step to show for the one asked for (0-based, e.g. from `?krok=3`): itself, or the first
 * earlier step still missing its answer (a reload, a bookmark or Forward may jump ahead).
 */
export function reachableStep(requested: number, answers: OnboardingAnswers): number {
  const wanted = Number.isInteger(requested) ? Math.min(Math.max(requested, 0), STEP_COUNT - 1) : 0;
  for (let step = 0; step < wanted; step++) if (stepProblem(step, answers)) return step;
  return wanted;
}

/** Adds or removes `value`. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The answer each step asks for, in step order (server field problems map back to their step). */
export const STEP_FIELDS = ['poziom', 'egzaminy', 'przedmioty'] as const;
