import { EXERCISE_KIND_LABELS } from '@kreda/shared/labels';
import { EXERCISE_ANSWER_MAX } from '@kreda/shared/wordbases';
import { type FormEvent, type Ref, useId } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import type { WordExercise } from './api/wordbase-fragments.ts';
import { ExerciseExample } from './exercise-example.tsx';

/**
 * The review when it adds to the verdict's heading and the answer line: a plain "Dobrze!" or
 * "Niepoprawnie. Poprawna odpowiedź: „…”." only repeated them ("Dobrze!" twice on screen).
 */
export function extraReview(exercise: Pick<WordExercise, 'review' | 'expected'>): string | null {
  const review = exercise.review?.trim();
  if (!review || review === 'Dobrze!') return null;
  if (exercise.expected && review === `Niepoprawnie. Poprawna odpowiedź: „${exercise.expected}”.`)
    return null;
  return review;
}

/** What a choice turned out to be once answered, marked as the quizzes mark theirs. */
function choiceMark(exercise: WordExercise, option: string) {
  if (!exercise.answered) return null;
  const chosen = exercise.answer === option;
  const correct = exercise.expected === option;
  if (chosen && correct) return { text: 'Twoja – poprawna', className: 'bg-green-700 text-white' };
  if (correct) return { text: 'Poprawna', className: 'bg-green-700 text-white' };
  if (chosen) return { text: 'Twoja – błędna', className: 'bg-red-700 text-white' };
  return null;
}

function Verdict({ exercise, headingRef }: { exercise: WordExercise; headingRef: Ref<HTMLHeadingElement> }) {
  const correct = exercise.isCorrect === true;
  const review = extraReview(exercise);
  return (
    <section
      aria-labelledby={`verdict-${exercise.id}`}
      className={`flex flex-col gap-2 rounded-xl border p-4 ${correct ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-red-200 bg-red-50 text-red-950'}`}
    >
      <h3 id={`verdict-${exercise.id}`} ref={headingRef} tabIndex={-1} className="font-bold outline-none">
        {correct ? 'Dobrze!' : 'Nie tym razem'}
      </h3>
      {review ? <p className="break-words">{review}</p> : null}
      {exercise.expected && (!correct || exercise.answer?.trim() !== exercise.expected) ? (
        <p className="break-words">
          Poprawna odpowiedź: <strong>{exercise.expected}</strong>
        </p>
      ) : null}
    </section>
  );
}

interface AnswerFieldProps {
  exercise: WordExercise;
  value: string;
  onChange: (value: string) => void;
  errorId: string | undefined;
}

function AnswerField({ exercise, value, onChange, errorId }: AnswerFieldProps) {
  const id = useId();
  const answered = exercise.answered;
  if (exercise.kind === 'FORMA' && exercise.options.length > 0)
    return (
      <fieldset aria-describedby={errorId} className="min-w-0">
        <legend className="mb-1.5 font-medium text-board-950">Wybierz odpowiedź</legend>
        <ul className="flex flex-col gap-2">
          {exercise.options.map((option) => {
            const mark = choiceMark(exercise, option);
            return (
              <li key={option}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-board-200 bg-white px-3 py-2 text-board-950 hover:bg-board-50 has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950 has-disabled:cursor-default">
                  <input
                    type="radio"
                    name={`exercise-${exercise.id}`}
                    value={option}
                    checked={(answered ? exercise.answer : value) === option}
                    disabled={answered}
                    onChange={() => onChange(option)}
                    className="size-5 shrink-0 accent-board-700"
                  />
                  <span className="min-w-0 flex-1 break-words">{option}</span>
                  {mark ? (
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${mark.className}`}
                    >
                      {mark.text}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  const long = exercise.kind === 'ZDANIE' || exercise.kind === 'TLUMACZENIE';
  const common = {
    id,
    value: answered ? (exercise.answer ?? '') : value,
    readOnly: answered,
    maxLength: EXERCISE_ANSWER_MAX,
    autoComplete: 'off',
    spellCheck: false,
    'aria-describedby': errorId,
    'aria-invalid': errorId ? true : undefined,
  } as const;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-board-950">
        Twoja odpowiedź
      </label>
      {long ? (
        <textarea
          {...common}
          rows={3}
          onChange={(e) => onChange(e.currentTarget.value)}
          className={`${inputClass} py-2`}
        />
      ) : (
        <input
          {...common}
          type="text"
          onChange={(e) => onChange(e.currentTarget.value)}
          className={inputClass}
        />
      )}
    </div>
  );
}

interface ExerciseCardProps {
  exercise: WordExercise;
  number: number;
  total: number;
  draft: string;
  onDraft: (value: string) => void;
  onCheck: () => void;
  checking: boolean;
  problem: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  verdictRef: Ref<HTMLHeadingElement>;
}

/** One exercise: the instruction, the sentence, the answer (options or typed) and, once checked, the verdict. */
export function ExerciseCard(props: ExerciseCardProps) {
  const { exercise, number, total, problem } = props;
  const errorId = problem ? `exercise-${exercise.id}-error` : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!exercise.answered) props.onCheck();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`exercise-${exercise.id}`}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-ink-muted">
        Ćwiczenie {number} / {total} · {EXERCISE_KIND_LABELS[exercise.kind]}
      </p>
      <h2
        id={`exercise-${exercise.id}`}
        ref={props.headingRef}
        tabIndex={-1}
        className="text-lg font-bold break-words text-board-950 outline-none"
      >
        {exercise.polecenie}
      </h2>
      {exercise.example ? <ExerciseExample text={exercise.example} /> : null}
      <AnswerField exercise={exercise} value={props.draft} onChange={props.onDraft} errorId={errorId} />
      <FieldError id={errorId} message={problem} />
      {exercise.answered ? (
        <Verdict exercise={exercise} headingRef={props.verdictRef} />
      ) : (
        <SubmitButton loading={props.checking} loadingText="Sprawdzanie…" className="sm:w-auto sm:self-start">
          Sprawdź
        </SubmitButton>
      )}
    </form>
  );
}
