import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useCheckAnswer } from './api/check-answer.ts';

/** The server's bound of an answer. */
const ANSWER_MAX = 500;

const VERDICT_STYLES = {
  POPRAWNA: { tone: 'border-emerald-600 bg-emerald-50 text-emerald-950', mark: '✓' },
  NIEPOPRAWNA: { tone: 'border-red-600 bg-red-50 text-red-950', mark: '✗' },
  NIESPRAWDZONA: { tone: 'border-board-300 bg-board-50 text-board-950', mark: 'i' },
} as const;

/** The answer's own problem, before anything is sent; null when it may be checked. */
function answerProblem(answer: string): string | null {
  if (answer.trim() === '') return 'Wpisz swoją odpowiedź.';
  if (answer.length > ANSWER_MAX) return `Odpowiedź może mieć najwyżej ${ANSWER_MAX} znaków.`;
  return null;
}

/**
 * "Sprawdź swoją odpowiedź": the pupil types an answer and learns at once whether it agrees with
 * the solution (checkZadanieAnswer, no AI). The verdict is read out by screen readers; the typed
 * answer stays, so a wrong one can be corrected.
 */
export function AnswerCheck({ exerciseId, closed }: { exerciseId: string; closed: boolean }) {
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Each check gets its own verdict node, so a second "wrong" is announced again.
  const [attempt, setAttempt] = useState(0);
  const check = useCheckAnswer();
  const errors = check.isError ? serverFormErrors(check.error) : null;
  const fieldError = problem ?? errors?.fields.answer ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = answerProblem(answer);
    setProblem(found);
    if (found) {
      check.reset();
      return;
    }
    setAttempt((n) => n + 1);
    check.mutate({ id: exerciseId, answer: answer.trim() });
  };
  const verdict = check.data ? VERDICT_STYLES[check.data.verdict] : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          id={`odpowiedz-${exerciseId}`}
          label="Twoja odpowiedź"
          className="min-w-0 flex-1"
          hint={closed ? 'Wpisz literę (np. C) albo treść odpowiedzi.' : 'Na przykład 8/27, 0,5 albo x = 3.'}
          value={answer}
          maxLength={ANSWER_MAX}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => {
            setAnswer(event.target.value);
            if (problem) setProblem(null);
          }}
          error={fieldError}
        />
        <Button type="submit" className="sm:mt-8" disabled={check.isPending}>
          {check.isPending ? 'Sprawdzam…' : 'Sprawdź'}
        </Button>
      </div>
      <div aria-live="polite" data-testid="answer-verdict">
        {check.data && verdict ? (
          <p
            key={attempt}
            className={`flex items-start gap-2 rounded-xl border-2 p-3 font-medium ${verdict.tone}`}
          >
            <span aria-hidden="true" className="font-bold">
              {verdict.mark}
            </span>
            <span>{check.data.message}</span>
          </p>
        ) : null}
      </div>
      {errors && !errors.fields.answer ? <FormAlert>{errors.message}</FormAlert> : null}
    </form>
  );
}
