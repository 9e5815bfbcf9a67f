import { ONBOARDING_MAX_EXAMS, ONBOARDING_MIN_SUBJECTS } from '@kreda/shared/accounts';
import { EXAM_LEVELS, type ExamLevel, isOneOf, LEVELS, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import {
  examsOfMatura,
  impliedSchoolType,
  isMaturaLevel,
  isSchoolType,
  isUpcomingAssessment,
  type MaturaChoice,
  normalizeQualification,
  type OnboardingInput,
  onboardingPath,
  onboardingProblems,
} from '@kreda/shared/onboarding-paths';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput } from '../../core/domain-error.ts';
import { topicsByIds } from '../reference/index.ts';
import { afterQuestions, onboardingSettings } from './onboarding.ts';
import { advanceOnboarding, type UserRow, updateUser } from './service.ts';

/** The answers as the GraphQL input brings them (optional fields may be null or missing). */
export interface AnswerOnboardingInput {
  poziom: string;
  egzaminy: readonly string[];
  przedmioty: readonly string[];
  typSzkoly?: string | null;
  maturaPoziomy?: readonly { przedmiot: string; poziom: string }[] | null;
  kwalifikacja?: string | null;
  kierunek?: string | null;
  kursy?: readonly string[] | null;
  zaliczenie?: string | null;
}

// Any character of the Unicode control category (tabs and line breaks were collapsed before).
const CONTROL = /\p{Cc}/u;

/** The input with enum values checked and text trimmed, or the problems of its fields. */
function readInput(input: AnswerOnboardingInput): {
  answers?: OnboardingInput;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  const poziom = input.poziom;
  if (!isOneOf(LEVELS, poziom)) fields.poziom = FORM_MESSAGES.required;
  const egzaminy = [...new Set(input.egzaminy)];
  if (!egzaminy.every((e) => isOneOf(EXAM_LEVELS, e))) fields.egzaminy = FORM_MESSAGES.invalid;
  else if (egzaminy.length > ONBOARDING_MAX_EXAMS)
    fields.egzaminy = `Wybierz najwyżej ${ONBOARDING_MAX_EXAMS} egzaminy.`;
  const przedmioty = [...new Set(input.przedmioty)].filter((p) => p !== 'all');
  if (!przedmioty.every((p) => isOneOf(SUBJECTS, p))) fields.przedmioty = FORM_MESSAGES.invalid;
  else if (przedmioty.length < ONBOARDING_MIN_SUBJECTS)
    fields.przedmioty = 'Wybierz co najmniej jeden przedmiot.';
  const typSzkoly = input.typSzkoly ?? null;
  if (typSzkoly !== null && !isSchoolType(typSzkoly)) fields.typSzkoly = FORM_MESSAGES.invalid;
  const matura = input.maturaPoziomy ?? null;
  if (matura?.some((m) => !isOneOf(SUBJECTS, m.przedmiot) || !isMaturaLevel(m.poziom)))
    fields.maturaPoziomy = FORM_MESSAGES.invalid;
  const zaliczenie = input.zaliczenie ?? null;
  if (zaliczenie !== null && !isUpcomingAssessment(zaliczenie)) fields.zaliczenie = FORM_MESSAGES.invalid;
  const kierunek = input.kierunek?.trim().replace(/\s+/g, ' ') || null;
  if (kierunek && CONTROL.test(kierunek)) fields.kierunek = 'Kierunek zawiera niedozwolone znaki.';
  const kwalifikacja = input.kwalifikacja ? normalizeQualification(input.kwalifikacja) || null : null;
  if (Object.keys(fields).length) return { fields };
  return {
    fields,
    answers: {
      poziom: poziom as OnboardingInput['poziom'],
      egzaminy: egzaminy as ExamLevel[],
      przedmioty: przedmioty as Subject[],
      typSzkoly: typSzkoly as OnboardingInput['typSzkoly'],
      maturaPoziomy: matura as MaturaChoice[] | null,
      kwalifikacja,
      kierunek,
      kursy: input.kursy ? [...new Set(input.kursy)] : null,
      zaliczenie: zaliczenie as OnboardingInput['zaliczenie'],
    },
  };
}

/** The chosen courses must be seeded STUDIA topics of the chosen fields. */
async function courseProblem(deps: Pick<Deps, 'db'>, answers: OnboardingInput): Promise<string | null> {
  const ids = answers.kursy ?? [];
  if (ids.length === 0) return null;
  const found = await topicsByIds(deps.db, ids);
  for (const id of ids) {
    const topic = found.get(id);
    if (!topic?.base || topic.poziom !== 'STUDIA' || !topic.visible)
      return 'Wybierz kursy z listy kursów studiów.';
    if (!answers.przedmioty.includes(topic.przedmiot))
      return `Kurs „${topic.temat}” należy do dziedziny „${SUBJECT_LABELS[topic.przedmiot]}” — zaznacz ją albo odznacz kurs.`;
  }
  return null;
}

/**
 * Saves the onboarding answers: each must fit the level (`onboardingProblems`, the rules the web
 * follows too); a refused answer changes nothing. The answers replace the previous ones whole, so
 * a level's fields left out are cleared.
 */
export async function answerOnboardingQuestion(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  input: AnswerOnboardingInput,
): Promise<UserRow> {
  const { user } = actor;
  const { answers, fields } = readInput(input);
  if (!answers) throw badInput(fields);
  const problems: Record<string, string> = { ...onboardingProblems(answers) };
  if (!problems.kursy && !problems.przedmioty) {
    const courses = await courseProblem(deps, answers);
    if (courses) problems.kursy = courses;
  }
  if (Object.keys(problems).length) throw badInput(problems);

  const path = onboardingPath(answers.poziom, answers.typSzkoly ?? null);
  const secondary = path === 'LICEUM' || path === 'TECHNIKUM';
  const matura = answers.maturaPoziomy ?? null;
  const patch = {
    poziom: answers.poziom,
    // Given per subject, the CKE levels taken are what the subjects make up.
    egzaminy: matura ? examsOfMatura(matura) : [...answers.egzaminy],
    przedmioty: [...answers.przedmioty],
    typSzkoly: secondary ? (impliedSchoolType(answers.poziom) ?? answers.typSzkoly ?? null) : null,
    maturaPoziomy: matura ? [...matura] : [],
    kwalifikacja: answers.kwalifikacja ?? null,
    kierunek: answers.kierunek ?? null,
    kursy: [...(answers.kursy ?? [])],
    zaliczenie: answers.zaliczenie ?? null,
  };
  const advanced = await advanceOnboarding(
    deps.db,
    user.id,
    ['PENDING_QUESTIONS'],
    afterQuestions(onboardingSettings(deps.config)),
    patch,
  );
  if (advanced) return advanced;
  // Finished users may update their answers; anyone earlier must finish the previous steps first.
  if (user.onboardingStatus === 'COMPLETED' || user.onboardingStatus === 'PENDING_USAGE') {
    return (await updateUser(deps.db, user.id, patch)) ?? user;
  }
  throw badInput({}, 'Najpierw dokończ poprzednie kroki rejestracji.');
}
