import { ROUTES } from '@kreda/shared/routes';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SelectField } from '../../components/form/select-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NEW_WORKSPACE_PATH } from '../../lib/workspace-lists.ts';
import { type AllQuizzesEntry, useAllQuizzes, useQuizWorkspaceChoices } from './api/get-all-quizzes.ts';
import { questionsLabel } from './quiz-labels.ts';
import { isQuizFailed, isQuizGenerating } from './quiz-state.ts';

function ErrorBox({ message, retry, busy }: { message: string; retry: () => void; busy: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
    >
      <p>{message}</p>
      <Button variant="secondary" onClick={retry} disabled={busy}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}

/**
 * "Nowy quiz": a quiz is made from a workspace's materials, so the pupil picks the workspace and its
 * quiz page opens, with its form.
 */
function NewQuiz() {
  const id = useId();
  const navigate = useNavigate();
  const choices = useQuizWorkspaceChoices();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (choices.isPending) return <Spinner label="Wczytywanie przestrzeni…" className="py-2" />;
  if (choices.isError)
    return (
      <ErrorBox
        message={choices.error.message}
        retry={() => void choices.refetch()}
        busy={choices.isFetching}
      />
    );
  if (choices.data.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-ink-muted">
          Quiz powstaje z materiałów przestrzeni. Załóż przestrzeń dla tematu, dodaj materiał i ułóż z niego
          quiz.
        </p>
        <Link to={NEW_WORKSPACE_PATH} className={buttonClass('secondary')}>
          Załóż przestrzeń
        </Link>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError('Wybierz przestrzeń.');
      return;
    }
    void navigate(ROUTES.workspaceQuizzes(chosen));
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        id={`${id}-workspace`}
        label="Przestrzeń nowego quizu"
        value={chosen}
        placeholder="Wybierz przestrzeń…"
        options={choices.data.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
        error={error}
        className="sm:flex-1"
      />
      <Button type="submit" className="self-start sm:self-auto">
        Przejdź do quizów przestrzeni
      </Button>
    </form>
  );
}

function QuizState({ quiz }: { quiz: AllQuizzesEntry }) {
  if (isQuizGenerating(quiz.state)) return <span className="text-ink-muted">Kreda układa pytania…</span>;
  if (isQuizFailed(quiz.state)) return <span className="text-red-800">Nie udało się ułożyć pytań</span>;
  return <span className="text-ink-muted">{questionsLabel(quiz.questionCount)}</span>;
}

function Quizzes() {
  const quizzes = useAllQuizzes();
  if (quizzes.isPending) return <Spinner label="Wczytywanie quizów…" className="py-4" />;
  if (quizzes.isError)
    return (
      <ErrorBox
        message={quizzes.error.message}
        retry={() => void quizzes.refetch()}
        busy={quizzes.isFetching}
      />
    );
  if (quizzes.data.length === 0)
    return (
      <section
        aria-labelledby="all-quizzes-empty"
        className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2 id="all-quizzes-empty" className="text-lg font-bold text-board-950">
          Nie masz jeszcze quizów
        </h2>
        <p className="mt-1 text-ink-muted">
          Quiz sprawdzi, co już umiesz: pytania z Twoich materiałów albo z lektury, z wyjaśnieniem przy każdej
          odpowiedzi. Wybierz przestrzeń powyżej, żeby ułożyć pierwszy.
        </p>
      </section>
    );
  return (
    <section aria-labelledby="all-quizzes-list" className="flex flex-col gap-3">
      <h2 id="all-quizzes-list" className="text-lg font-bold text-board-950">
        Twoje quizy ({quizzes.data.length})
      </h2>
      <ul className="flex flex-col gap-3">
        {quizzes.data.map((quiz) => (
          <li key={quiz.id}>
            <Link
              to={ROUTES.workspaceQuiz(quiz.workspaceId, quiz.id)}
              className="flex min-h-11 flex-col gap-1 rounded-xl border border-board-100 bg-white p-4 no-underline hover:border-board-300 hover:bg-board-50"
            >
              <span className="font-semibold break-words text-board-950">
                {quiz.name}
                {quiz.fromMistakes ? ' (powtórka błędów)' : ''}
              </span>
              <span className="text-sm break-words text-ink-muted">{quiz.workspaceName}</span>
              <span className="text-sm">
                <QuizState quiz={quiz} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /app/quizy: every quiz of the pupil, from all workspaces, and the way to a new one. */
export function Component() {
  useDocumentTitle('Quizy');
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Quizy</h1>
        <p className="mt-1 text-ink-muted">
          Wszystkie Twoje quizy ze wszystkich przestrzeni, od najnowszego. Każdy otwiera się w swojej
          przestrzeni.
        </p>
      </div>
      <section
        aria-labelledby="all-quizzes-new"
        className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2 id="all-quizzes-new" className="text-lg font-bold text-board-950">
          Nowy quiz
        </h2>
        <NewQuiz />
      </section>
      <Quizzes />
    </div>
  );
}
