import { ONBOARDING_MAX_EXAMS } from '@kreda/shared/accounts';
import type { Ref } from 'react';
import { ChoiceGroup } from './choice-group.tsx';
import {
  EXAM_CHOICES,
  LEVEL_CHOICES,
  type OnboardingAnswers,
  STEP_COUNT,
  STEP_FIELDS,
  SUBJECT_CHOICES,
  toggle,
} from './onboarding-choices.ts';

/** "Krok 2 z 3" and its bar. */
export function StepProgress({ step }: { step: number }) {
  return (
    <>
      <p className="mt-5 text-sm font-semibold text-board-800">
        Krok {step + 1} z {STEP_COUNT}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-board-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-board-700 motion-safe:transition-[width]"
          style={{ width: `${((step + 1) / STEP_COUNT) * 100}%` }}
        />
      </div>
    </>
  );
}

interface OnboardingQuestionProps {
  step: number;
  answers: OnboardingAnswers;
  onChange: (next: Partial<OnboardingAnswers>) => void;
  error: string | null;
  /** The question's legend, focused when the step changes. */
  legendRef: Ref<HTMLHeadingElement>;
}

/** The step's question: the class, the exams (optional, a few at most) or the favourite subjects. */
export function OnboardingQuestion({ step, answers, onChange, error, legendRef }: OnboardingQuestionProps) {
  const groupId = `onboarding-${STEP_FIELDS[step]}`;
  return (
    <>
      {step === 0 ? (
        <ChoiceGroup
          id={groupId}
          legend="Do której klasy chodzisz?"
          legendRef={legendRef}
          type="radio"
          choices={LEVEL_CHOICES}
          selected={answers.poziom ? [answers.poziom] : []}
          onToggle={(poziom) => onChange({ poziom })}
          error={error}
        />
      ) : null}
      {step === 1 ? (
        <ChoiceGroup
          id={groupId}
          legend="Do jakich egzaminów się przygotowujesz?"
          legendRef={legendRef}
          hint={`Nieobowiązkowe — zaznacz najwyżej ${ONBOARDING_MAX_EXAMS} albo przejdź dalej.`}
          type="checkbox"
          choices={EXAM_CHOICES}
          selected={answers.egzaminy}
          onToggle={(exam) => onChange({ egzaminy: toggle(answers.egzaminy, exam) })}
          isDisabled={() => answers.egzaminy.length >= ONBOARDING_MAX_EXAMS}
          error={error}
        />
      ) : null}
      {step === 2 ? (
        <ChoiceGroup
          id={groupId}
          legend="Które przedmioty lubisz najbardziej?"
          legendRef={legendRef}
          hint="Zaznacz co najmniej jeden. Możesz wybrać wiele."
          type="checkbox"
          choices={SUBJECT_CHOICES}
          selected={answers.przedmioty}
          onToggle={(subject) => onChange({ przedmioty: toggle(answers.przedmioty, subject) })}
          error={error}
        />
      ) : null}
    </>
  );
}
