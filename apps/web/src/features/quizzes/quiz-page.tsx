import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { quizQueryOptions, useQuiz } from './api/get-quiz.ts';
import { quizResultQueryOptions, useQuizResult } from './api/get-quiz-result.ts';
import type { Quiz } from './api/quiz-fragments.ts';
import { useLiveQuiz } from './api/use-live-quizzes.ts';
import { QuizAttempt } from './quiz-attempt.tsx';
import { QuizFailed, QuizGenerating } from './quiz-generating.tsx';
import { QuizResultView } from './quiz-result-view.tsx';
import { QuizStart } from './quiz-start.tsx';
import { isQuizFailed, isQuizGenerating } from './quiz-state.ts';

const isNotFound = (error: unknown) => error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';

function LoadProblem({
  title,
  message,
  onRetry,
  busy,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={busy}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}

function NotFound({ slug, what }: { slug: string; what: string }) {
  return (
    <section data-testid="error-page" data-status="404" className="max-w-2xl py-6">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Nie znaleziono {what}.</h1>
      <p className="mt-4">Ten quiz nie istnieje albo został usunięty.</p>
      <Link to={ROUTES.workspaceQuizzes(slug)} className={buttonClass('primary', 'md', 'mt-6')}>
        Wróć do quizów
      </Link>
    </section>
  );
}

/** What the page hosts beside a ready quiz: the sharing feature's "Udostępnij", handed in by the app. */
export interface QuizShareSlot {
  id: string;
  name: string;
}

/** One attempt: in progress (the questions) or finished (the result). */
function AttemptScreen({ quiz, resultId, slug }: { quiz: Quiz; resultId: string; slug: string }) {
  const result = useQuizResult(resultId);
  if (result.isPending) return <Spinner label="Wczytywanie podejścia…" className="py-6" />;
  if (result.isError) {
    if (isNotFound(result.error)) return <p role="alert">Nie znaleziono tego podejścia do quizu.</p>;
    return (
      <LoadProblem
        title="Nie udało się wczytać podejścia"
        message={result.error.message}
        onRetry={() => void result.refetch()}
        busy={result.isFetching}
      />
    );
  }
  if (result.data.quizWorkspaceId !== quiz.id)
    return <p role="alert">To podejście należy do innego quizu.</p>;
  if (result.data.isFinished)
    return <QuizResultView key={result.data.id} quiz={quiz} result={result.data} slug={slug} />;
  return <QuizAttempt key={result.data.id} quiz={quiz} result={result.data} slug={slug} />;
}

function QuizScreen({
  quiz,
  slug,
  resultId,
  share: Share,
}: {
  quiz: Quiz;
  slug: string;
  resultId: string | undefined;
  share: ComponentType<QuizShareSlot> | undefined;
}) {
  useDocumentTitle(quiz.name);
  let body: ReactNode;
  if (isQuizGenerating(quiz.state)) body = <QuizGenerating quiz={quiz} />;
  else if (isQuizFailed(quiz.state)) body = <QuizFailed quiz={quiz} slug={slug} />;
  else if (resultId) body = <AttemptScreen quiz={quiz} resultId={resultId} slug={slug} />;
  else body = <QuizStart quiz={quiz} slug={slug} />;
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-5">
      <Link
        to={ROUTES.workspaceQuizzes(slug)}
        className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-board-800 hover:underline"
      >
        <BackIcon className="size-5" />
        Wszystkie quizy
      </Link>
      <h1 className="min-w-0 text-2xl font-bold break-words text-board-950 sm:text-3xl">{quiz.name}</h1>
      {Share && !resultId && !isQuizGenerating(quiz.state) && !isQuizFailed(quiz.state) ? (
        <Share id={quiz.id} name={quiz.name} />
      ) : null}
      {body}
    </div>
  );
}

/**
 * The quiz and the attempt in the address, read together before the page renders: read by the
 * page itself, the attempt was asked for only once the quiz had come, one more round trip before
 * a phone could show the question. A failure is left for the page to show.
 */
export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs): Promise<void> {
  await Promise.all([
    params.id ? queryClient.prefetchQuery(quizQueryOptions(params.id)) : null,
    params.resultId ? queryClient.prefetchQuery(quizResultQueryOptions(params.resultId)) : null,
  ]);
}

/**
 * /workspace/{slug}/quiz/{id}[/{attempt id}]: one quiz, from its generation to its results.
 * `share` comes from the app's route (app/routes/quiz-page.tsx): features do not import each other.
 */
export function Component({ share }: { share?: ComponentType<QuizShareSlot> } = {}) {
  const { slug = '', id = '', resultId } = useParams();
  useLiveQuiz(slug, id, resultId ?? null);
  const quiz = useQuiz(id);
  if (quiz.isPending) return <Spinner label="Wczytywanie quizu…" className="py-6" />;
  if (quiz.isError) {
    if (isNotFound(quiz.error)) return <NotFound slug={slug} what="quizu" />;
    return (
      <div className="mx-auto max-w-3xl">
        <LoadProblem
          title="Nie udało się wczytać quizu"
          message={quiz.error.message}
          onRetry={() => void quiz.refetch()}
          busy={quiz.isFetching}
        />
      </div>
    );
  }
  return <QuizScreen quiz={quiz.data} slug={slug} resultId={resultId} share={share} />;
}
