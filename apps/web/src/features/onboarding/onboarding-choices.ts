import { ONBOARDING_MIN_SUBJECTS } from '@kreda/shared/accounts';
import { type ExamLevel, LEVELS, type Level, type Subject } from '@kreda/shared/enums';
import { compareLevels, LEVEL_LABELS } from '@kreda/shared/labels';
import {
  asksSchoolType,
  examsOfMatura,
  MATURA_LEVELS_BY_SUBJECT,
  type MaturaChoice,
  type MaturaLevel,
  normalizeQualification,
  type OnboardingField,
  type OnboardingInput,
  type OnboardingPath,
  offersEighthGradeExam,
  onboardingPath,
  onboardingProblems,
  type SchoolType,
  SUBJECTS_BY_LEVEL,
  subjectLabelFor,
  type UpcomingAssessment,
} from '@kreda/shared/onboarding-paths';
import type { Choice } from './choice-group.tsx';

/** Classes in school order 1–14 with their Polish labels. */
export const LEVEL_CHOICES: Choice<Level>[] = [...LEVELS]
  .sort(compareLevels)
  .map((value) => ({ value, label: LEVEL_LABELS[value] }));

/**
 * Everything answered so far. Answers of other levels are kept (going back and changing the class
 * loses nothing); `inputFor` sends only what fits the level.
 */
export interface OnboardingAnswers {
  poziom: Level | null;
  typSzkoly: SchoolType | null;
  /** Only the eighth-grade exam is chosen directly (classes 7–8); matura levels come per subject. */
  egzaminy: ExamLevel[];
  przedmioty: Subject[];
  matura: Partial<Record<Subject, MaturaLevel>>;
  kwalifikacja: string;
  kierunek: string;
  /** University courses (topic ids) by the field they belong to. */
  kursy: Partial<Record<Subject, string[]>>;
  zaliczenie: UpcomingAssessment | null;
}

export const EMPTY_ANSWERS: OnboardingAnswers = {
  poziom: null,
  typSzkoly: null,
  egzaminy: [],
  przedmioty: [],
  matura: {},
  kwalifikacja: '',
  kierunek: '',
  kursy: {},
  zaliczenie: null,
};

/** The questions onboarding can ask, one per step. */
export type StepId = 'poziom' | 'egzamin' | 'przedmioty' | 'matura' | 'kierunek' | 'kursy';

/** The path of the answers so far; null until the class (and, for classes 1–4 of secondary school, the school) is known. */
export function pathOf(answers: OnboardingAnswers): OnboardingPath | null {
  if (!answers.poziom) return null;
  if (asksSchoolType(answers.poziom) && !answers.typSzkoly) return null;
  return onboardingPath(answers.poziom, answers.typSzkoly);
}

/** The steps of the answers' path (the first step alone while the path is unknown). */
export function stepsFor(answers: OnboardingAnswers): StepId[] {
  const path = pathOf(answers);
  if (!path || !answers.poziom) return ['poziom'];
  if (path === 'STUDIA') return ['poziom', 'kierunek', 'kursy'];
  if (path === 'LICEUM' || path === 'TECHNIKUM') return ['poziom', 'przedmioty', 'matura'];
  if (offersEighthGradeExam(answers.poziom)) return ['poziom', 'egzamin', 'przedmioty'];
  return ['poziom', 'przedmioty'];
}

/** The chosen subjects taught at the level, in the order they were chosen. */
export function chosenSubjects(answers: OnboardingAnswers): Subject[] {
  const offered = answers.poziom ? SUBJECTS_BY_LEVEL[answers.poziom] : [];
  return answers.przedmioty.filter((subject) => offered.includes(subject));
}

/** The subjects of a level as choices, alphabetically by the name shown on its path. */
export function subjectChoices(level: Level, path: OnboardingPath): Choice<Subject>[] {
  return SUBJECTS_BY_LEVEL[level]
    .map((value) => ({ value, label: subjectLabelFor(path, value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pl'));
}

/** The answers as the API takes them: only what the level asks for. */
export function inputFor(answers: OnboardingAnswers): OnboardingInput | null {
  const path = pathOf(answers);
  if (!path || !answers.poziom) return null;
  const przedmioty = chosenSubjects(answers);
  const secondary = path === 'LICEUM' || path === 'TECHNIKUM';
  const matura: MaturaChoice[] = secondary
    ? przedmioty.flatMap((przedmiot) => {
        const poziom = answers.matura[przedmiot];
        return poziom && MATURA_LEVELS_BY_SUBJECT[przedmiot]?.includes(poziom) ? [{ przedmiot, poziom }] : [];
      })
    : [];
  const egzaminy: ExamLevel[] = secondary
    ? examsOfMatura(matura)
    : path === 'PODSTAWOWA' && offersEighthGradeExam(answers.poziom)
      ? answers.egzaminy.filter((exam) => exam === 'PODSTAWOWKA')
      : [];
  const input: OnboardingInput = { poziom: answers.poziom, egzaminy, przedmioty };
  if (asksSchoolType(answers.poziom)) input.typSzkoly = answers.typSzkoly;
  if (secondary) input.maturaPoziomy = matura;
  if (path === 'TECHNIKUM') input.kwalifikacja = normalizeQualification(answers.kwalifikacja) || null;
  if (path === 'STUDIA') {
    input.kierunek = answers.kierunek.trim().replace(/\s+/g, ' ');
    input.kursy = przedmioty.flatMap((subject) => answers.kursy[subject] ?? []);
    input.zaliczenie = answers.zaliczenie;
  }
  return input;
}

/** The step that asks for each answer the server may refuse. */
export function stepOfField(field: string, steps: readonly StepId[]): number {
  const candidates: Record<string, StepId[]> = {
    poziom: ['poziom'],
    typSzkoly: ['poziom'],
    egzaminy: ['egzamin', 'matura', 'poziom'],
    przedmioty: ['przedmioty', 'kierunek'],
    maturaPoziomy: ['matura'],
    kwalifikacja: ['matura'],
    kierunek: ['kierunek'],
    kursy: ['kursy'],
    zaliczenie: ['kursy'],
  };
  const found = (candidates[field] ?? []).map((id) => steps.indexOf(id)).find((index) => index >= 0);
  return found ?? -1;
}

/** A step's problem: the answer it is about and why, in Polish. */
export interface StepProblem {
  field: OnboardingField;
  message: string;
}

/** Why a step cannot be left yet (the shared rules the server checks too), or null. */
export function stepProblem(step: StepId, answers: OnboardingAnswers): StepProblem | null {
  if (step === 'poziom') {
    if (!answers.poziom) return { field: 'poziom', message: 'Wybierz swoją klasę albo studia.' };
    if (asksSchoolType(answers.poziom) && !answers.typSzkoly)
      return { field: 'typSzkoly', message: 'Wybierz, czy chodzisz do liceum, czy do technikum.' };
  }
  const input = inputFor(answers);
  if (!input) return null;
  const problems = onboardingProblems(input);
  const steps = stepsFor(answers);
  const own = (Object.entries(problems) as [OnboardingField, string][]).find(
    ([field]) => steps[stepOfField(field, steps)] === step,
  );
  if (own) return { field: own[0], message: own[1] };
  if ((step === 'przedmioty' || step === 'kierunek') && input.przedmioty.length < ONBOARDING_MIN_SUBJECTS) {
    const message =
      step === 'kierunek' ? 'Wybierz co najmniej jedną dziedzinę.' : 'Wybierz co najmniej jeden przedmiot.';
    return { field: 'przedmioty', message };
  }
  return null;
}

/**
 * The step to show for the one asked for (0-based, e.g. from `?krok=3`): itself, or the first
 * earlier step still missing its answer (a reload, a bookmark or Forward may jump ahead).
 */
export function reachableStep(requested: number, answers: OnboardingAnswers): number {
  const steps = stepsFor(answers);
  const wanted = Number.isInteger(requested) ? Math.min(Math.max(requested, 0), steps.length - 1) : 0;
  for (let step = 0; step < wanted; step++) if (stepProblem(steps[step] as StepId, answers)) return step;
  return wanted;
}

/** Adds or removes `value`. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
