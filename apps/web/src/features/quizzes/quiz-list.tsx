import { formatRelativeDate } from '@kreda/shared/dates';
import { QUIZ_DETAIL_SCALE_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import type { QuizFlow, QuizSummary } from './api/quiz-fragments.ts';
import { DeleteQuiz } from './delete-quiz.tsx';
import { questionsLabel } from './quiz-labels.ts';
import { isQuizFailed, isQuizGenerating } from './quiz-state.ts';

const oldestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** The quiz's state, or its score history: finished attempts oldest first, then one in progress. */
function QuizStatus({ quiz }: { quiz: QuizSummary }) {
  if (isQuizGenerating(quiz.state)) return <p className="text-sm text-board-800">Kreda układa pytania…</p>;
  if (isQuizFailed(quiz.state)) return <p className="text-sm text-red-800">Nie udało się utworzyć quizu.</p>;
  const finished = quiz.quizResults.filter((result) => result.isFinished).sort(oldestFirst);
  const inProgress = quiz.quizResults.some((result) => !result.isFinished);
  if (finished.length === 0 && !inProgress)
    return <p className="text-sm text-ink-muted">Nie ma jeszcze podejść.</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {finished.length > 0 ? (
        <>
          <span className="text-ink-muted">Wyniki:</span>
          <ol className="flex flex-wrap gap-1" aria-label="Wyniki kolejnych podejść">
            {finished.map((result) => (
              <li
                key={result.id}
                className="rounded-full border border-board-200 bg-board-50 px-2 py-0.5 font-semibold text-board-900"
              >
                {result.percent === null ? 'oceniane' : `${result.percent}%`}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {inProgress ? <span className="text-board-800">Podejście w trakcie</span> : null}
    </div>
  );
}

function QuizRow({ quiz, slug }: { quiz: QuizSummary; slug: string }) {
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 pt-3 first:border-t-0 first:pt-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={ROUTES.workspaceQuiz(slug, quiz.id)}
          className="inline-flex min-h-10 max-w-full min-w-10 items-center self-start font-semibold break-words text-board-900 underline-offset-2 hover:underline"
        >
          {quiz.name}
        </Link>
        <p className="text-sm text-ink-muted">
          {questionsLabel(quiz.questionCount)} · {QUIZ_DETAIL_SCALE_LABELS[quiz.detailScale]}
          {quiz.fromMistakes ? ' · powtórka błędów' : ''} · {formatRelativeDate(quiz.createdAt)}
        </p>
        <QuizStatus quiz={quiz} />
      </div>
      <div className="sm:shrink-0">
        <DeleteQuiz quiz={quiz} />
      </div>
    </li>
  );
}

/** One line of quizzes from the same source, with its average score and its quizzes. */
function FlowCard({ flow, slug }: { flow: QuizFlow; slug: string }) {
  const titleId = `flow-${flow.id}`;
  return (
    <li>
      <section aria-labelledby={titleId} className="rounded-2xl border border-board-100 bg-white p-4 sm:p-5">
        <h3 id={titleId} className="font-bold break-words text-board-950">
          {flow.title}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          {flow.lektura
            ? `Lektura: ${flow.lektura.title} – ${flow.lektura.author}`
            : 'Z materiałów przestrzeni'}
          {flow.score !== null ? ` · średni wynik ${Math.round(flow.score)}%` : ''}
        </p>
        <ul className="mt-3 flex flex-col gap-3">
          {flow.quizzes.map((quiz) => (
            <QuizRow key={quiz.id} quiz={quiz} slug={slug} />
          ))}
        </ul>
      </section>
    </li>
  );
}

/** The workspace's quizzes by flow, newest first, each with its score history. */
export function QuizList({ flows, slug }: { flows: readonly QuizFlow[]; slug: string }) {
  return (
    <section aria-labelledby="quiz-list" className="flex flex-col gap-3">
      <h2 id="quiz-list" className="text-lg font-bold text-board-950">
        Twoje quizy
      </h2>
      <ul className="flex flex-col gap-3">
        {flows.map((flow) => (
          <FlowCard key={flow.id} flow={flow} slug={slug} />
        ))}
      </ul>
    </section>
  );
}
