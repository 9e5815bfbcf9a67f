import type { Subject } from '@kreda/shared/enums';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import {
  COURSES_MAX,
  FIELD_OF_STUDY_MAX,
  UPCOMING_ASSESSMENT_LABELS,
  UPCOMING_ASSESSMENTS,
  type UpcomingAssessment,
} from '@kreda/shared/onboarding-paths';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useStudiaCourses } from './api/studia-courses.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { chosenSubjects, subjectChoices, toggle } from './onboarding-choices.ts';
import { errorOf, type QuestionProps } from './question-props.ts';

/** Studia, first question: the field of study and the fields its courses come from. */
export function FieldOfStudyStep({ answers, onChange, problem, legendRef }: QuestionProps) {
  const fieldError = errorOf(problem, 'kierunek');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3" data-step-problem={fieldError ? '' : undefined}>
        <h2 ref={legendRef} tabIndex={-1} className="text-xl font-bold text-board-950 outline-none">
          Co studiujesz?
        </h2>
        <TextField
          id="onboarding-kierunek"
          label="Kierunek studiów"
          hint="Na przykład: informatyka, filologia angielska, biotechnologia."
          autoComplete="off"
          maxLength={FIELD_OF_STUDY_MAX}
          value={answers.kierunek}
          onChange={(event) => onChange({ kierunek: event.target.value })}
          error={fieldError}
        />
      </div>
      <ChoiceGroup
        id="onboarding-dziedziny"
        legend="Z jakich dziedzin masz zajęcia?"
        hint="Zaznacz co najmniej jedną — na następnym kroku wybierzesz z nich swoje kursy."
        type="checkbox"
        choices={subjectChoices('STUDIA', 'STUDIA')}
        selected={answers.przedmioty}
        onToggle={(subject) => onChange({ przedmioty: toggle(answers.przedmioty, subject) })}
        error={errorOf(problem, 'przedmioty')}
      />
    </div>
  );
}

type Coming = UpcomingAssessment | 'NIC';

const COMING_CHOICES: { value: Coming; label: string }[] = [
  ...UPCOMING_ASSESSMENTS.map((value) => ({ value, label: UPCOMING_ASSESSMENT_LABELS[value] })),
  { value: 'NIC', label: 'Nic z tych rzeczy' },
];

/** Studia, second question: the courses of the chosen fields and what is coming up. */
export function CoursesStep({ answers, onChange, problem, legendRef }: QuestionProps) {
  const fields = chosenSubjects(answers);
  const results = useStudiaCourses(fields);
  const chosenCount = fields.reduce((sum, field) => sum + (answers.kursy[field]?.length ?? 0), 0);
  const setCourses = (field: Subject, ids: string[]) =>
    onChange({ kursy: { ...answers.kursy, [field]: ids } });
  const coursesError = errorOf(problem, 'kursy');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 ref={legendRef} tabIndex={-1} className="text-xl font-bold text-board-950 outline-none">
          Jakie masz kursy?
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Nieobowiązkowe — zaznacz najwyżej {COURSES_MAX} albo przejdź dalej.
        </p>
      </div>
      {fields.map((field, index) => {
        const result = results[index];
        const selected = answers.kursy[field] ?? [];
        if (!result || result.isPending)
          return (
            <p key={field} role="status" className="text-ink-muted">
              Wczytywanie kursów: {SUBJECT_LABELS[field]}…
            </p>
          );
        if (result.isError)
          return (
            <div key={field} role="alert" className="flex flex-col items-start gap-2">
              <p>Nie udało się wczytać kursów: {SUBJECT_LABELS[field]}.</p>
              <Button variant="secondary" onClick={() => void result.refetch()}>
                Spróbuj ponownie
              </Button>
            </div>
          );
        return (
          <ChoiceGroup
            key={field}
            id={`onboarding-kursy-${field}`}
            legend={SUBJECT_LABELS[field]}
            type="checkbox"
            choices={result.data.map((course) => ({ value: course.id, label: course.temat }))}
            selected={selected}
            onToggle={(id) => setCourses(field, toggle(selected, id))}
            isDisabled={() => chosenCount >= COURSES_MAX}
            error={index === 0 ? coursesError : null}
          />
        );
      })}
      <ChoiceGroup<Coming>
        id="onboarding-zaliczenie"
        legend="Co Cię czeka najbliżej?"
        type="radio"
        choices={COMING_CHOICES}
        selected={[answers.zaliczenie ?? 'NIC']}
        onToggle={(value) => onChange({ zaliczenie: value === 'NIC' ? null : value })}
        error={errorOf(problem, 'zaliczenie')}
      />
    </div>
  );
}
