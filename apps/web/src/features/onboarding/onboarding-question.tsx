import {
  asksSchoolType,
  SCHOOL_TYPE_LABELS,
  SCHOOL_TYPES,
  type SchoolType,
} from '@kreda/shared/onboarding-paths';
import { ChoiceGroup } from './choice-group.tsx';
import { MaturaStep } from './matura-step.tsx';
import { LEVEL_CHOICES, pathOf, type StepId, subjectChoices, toggle } from './onboarding-choices.ts';
import { errorOf, type QuestionProps } from './question-props.ts';
import { CoursesStep, FieldOfStudyStep } from './studies-steps.tsx';

/** Steps of the longest path, shown before the class (and so the path) is chosen. */
const MOST_STEPS = 3;

/** "Krok 2 z 3" and its bar; before the path is known, counted as the longest path. */
export function StepProgress({ step, total }: { step: number; total: number | null }) {
  const count = total ?? MOST_STEPS;
  return (
    <>
      <p className="mt-5 text-sm font-semibold text-board-800">
        Krok {step + 1} z {count}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-board-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-board-700 motion-safe:transition-[width]"
          style={{ width: `${((step + 1) / count) * 100}%` }}
        />
      </div>
    </>
  );
}

const SCHOOL_CHOICES = SCHOOL_TYPES.map((value) => ({ value, label: SCHOOL_TYPE_LABELS[value] }));

/** The step's question: what it asks follows the level chosen on the first step. */
export function OnboardingQuestion({ stepId, ...props }: QuestionProps & { stepId: StepId }) {
  const { answers, onChange, problem, legendRef } = props;
  const path = pathOf(answers);
  if (stepId === 'poziom') {
    return (
      <>
        <ChoiceGroup
          id="onboarding-poziom"
          legend="Do której klasy chodzisz?"
          legendRef={legendRef}
          type="radio"
          choices={LEVEL_CHOICES}
          selected={answers.poziom ? [answers.poziom] : []}
          onToggle={(poziom) => onChange({ poziom })}
          error={errorOf(problem, 'poziom')}
        />
        {asksSchoolType(answers.poziom) ? (
          <ChoiceGroup<SchoolType>
            id="onboarding-typ-szkoly"
            legend="Do jakiej szkoły chodzisz?"
            hint="W technikum zdajesz też egzamin zawodowy."
            type="radio"
            choices={SCHOOL_CHOICES}
            selected={answers.typSzkoly ? [answers.typSzkoly] : []}
            onToggle={(typSzkoly) => onChange({ typSzkoly })}
            error={errorOf(problem, 'typSzkoly')}
          />
        ) : null}
      </>
    );
  }
  if (stepId === 'egzamin') {
    return (
      <ChoiceGroup
        id="onboarding-egzamin"
        legend="Czy przygotowujesz się do egzaminu ósmoklasisty?"
        legendRef={legendRef}
        hint="Nieobowiązkowe — zaznacz albo przejdź dalej."
        type="checkbox"
        choices={[{ value: 'PODSTAWOWKA', label: 'Egzamin ósmoklasisty' }]}
        selected={answers.egzaminy}
        onToggle={(exam) => onChange({ egzaminy: toggle(answers.egzaminy, exam) })}
        error={errorOf(problem, 'egzaminy')}
      />
    );
  }
  if (stepId === 'przedmioty' && answers.poziom && path) {
    const early = path === 'WCZESNOSZKOLNA';
    const secondary = path === 'LICEUM' || path === 'TECHNIKUM';
    return (
      <ChoiceGroup
        id="onboarding-przedmioty"
        legend={early ? 'Czego lubisz się uczyć?' : 'Które przedmioty lubisz najbardziej?'}
        legendRef={legendRef}
        hint={
          secondary
            ? 'Zaznacz co najmniej jeden. Na następnym kroku wybierzesz poziom matury z każdego.'
            : 'Zaznacz co najmniej jeden. Możesz wybrać wiele.'
        }
        type="checkbox"
        choices={subjectChoices(answers.poziom, path)}
        selected={answers.przedmioty}
        onToggle={(subject) => onChange({ przedmioty: toggle(answers.przedmioty, subject) })}
        error={errorOf(problem, 'przedmioty')}
      />
    );
  }
  if (stepId === 'matura') return <MaturaStep {...props} technikum={path === 'TECHNIKUM'} />;
  if (stepId === 'kierunek') return <FieldOfStudyStep {...props} />;
  if (stepId === 'kursy') return <CoursesStep {...props} />;
  return null;
}
