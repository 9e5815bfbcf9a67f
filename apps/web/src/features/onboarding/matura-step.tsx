import type { Subject } from '@kreda/shared/enums';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import {
  COMMON_QUALIFICATIONS,
  MATURA_LEVEL_LABELS,
  MATURA_LEVELS_BY_SUBJECT,
  type MaturaLevel,
} from '@kreda/shared/onboarding-paths';
import { FieldError } from '../../components/form/field-error.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { chosenSubjects } from './onboarding-choices.ts';
import { errorOf, type QuestionProps } from './question-props.ts';

type Choice = MaturaLevel | 'NIE';

/** One subject's matura: the levels it has, or "nie zdaję". */
function SubjectMatura({
  subject,
  value,
  onChoose,
}: {
  subject: Subject;
  value: MaturaLevel | undefined;
  onChoose: (level: MaturaLevel | undefined) => void;
}) {
  const levels = MATURA_LEVELS_BY_SUBJECT[subject] ?? [];
  const choices: { value: Choice; label: string }[] = [
    ...levels.map((level) => ({ value: level, label: MATURA_LEVEL_LABELS[level] })),
    { value: 'NIE', label: 'nie zdaję' },
  ];
  return (
    <fieldset className="min-w-0 rounded-lg border border-board-200 p-3">
      <legend className="px-1 font-semibold text-board-950">{SUBJECT_LABELS[subject]}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-board-200 px-3 text-board-950 hover:bg-board-50 has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950"
          >
            <input
              type="radio"
              name={`matura-${subject}`}
              value={choice.value}
              checked={(value ?? 'NIE') === choice.value}
              onChange={() => onChoose(choice.value === 'NIE' ? undefined : choice.value)}
              className="size-5 shrink-0 accent-board-700"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Liceum and technikum: the matura level of each chosen subject; technikum adds its qualification. */
export function MaturaStep({
  answers,
  onChange,
  problem,
  legendRef,
  technikum,
}: QuestionProps & { technikum: boolean }) {
  const subjects = chosenSubjects(answers);
  const withMatura = subjects.filter((s) => MATURA_LEVELS_BY_SUBJECT[s]);
  const without = subjects.filter((s) => !MATURA_LEVELS_BY_SUBJECT[s]);
  const maturaError = errorOf(problem, 'maturaPoziomy', 'egzaminy');
  const choose = (subject: Subject, level: MaturaLevel | undefined) => {
    const matura = { ...answers.matura };
    if (level) matura[subject] = level;
    else delete matura[subject];
    onChange({ matura });
  };
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="onboarding-matura-title" className="flex flex-col gap-3">
        <h2
          id="onboarding-matura-title"
          ref={legendRef}
          tabIndex={-1}
          className="text-xl font-bold text-board-950 outline-none"
        >
          {technikum ? 'Jakie egzaminy Cię czekają?' : 'Na jakim poziomie zdajesz maturę?'}
        </h2>
        <p className="text-sm text-ink-muted">
          Nieobowiązkowe. Dla każdego przedmiotu wybierz poziom matury albo „nie zdaję”.
        </p>
        <div aria-live="polite" data-step-problem="">
          <FieldError id="onboarding-matura-error" message={maturaError} />
        </div>
        {withMatura.map((subject) => (
          <SubjectMatura
            key={subject}
            subject={subject}
            value={answers.matura[subject]}
            onChoose={(level) => choose(subject, level)}
          />
        ))}
        {without.map((subject) => (
          <p key={subject} className="text-sm text-ink-muted">
            Z przedmiotu „{SUBJECT_LABELS[subject]}” nie ma matury.
          </p>
        ))}
      </section>
      {technikum ? (
        <div
          className="flex flex-col gap-2"
          data-step-problem={errorOf(problem, 'kwalifikacja') ? '' : undefined}
        >
          <TextField
            id="onboarding-kwalifikacja"
            label="Kwalifikacja zawodowa (nieobowiązkowe)"
            hint="Symbol z egzaminu zawodowego: trzy litery, kropka i dwie cyfry, np. INF.03."
            list="onboarding-kwalifikacje"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={answers.kwalifikacja}
            onChange={(event) => onChange({ kwalifikacja: event.target.value })}
            error={errorOf(problem, 'kwalifikacja')}
          />
          <datalist id="onboarding-kwalifikacje">
            {COMMON_QUALIFICATIONS.map((q) => (
              <option key={q.symbol} value={q.symbol}>
                {`${q.symbol} – ${q.name}`}
              </option>
            ))}
          </datalist>
        </div>
      ) : null}
    </div>
  );
}
