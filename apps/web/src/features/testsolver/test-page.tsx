import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, type LoaderFunctionArgs, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pupilWorkspacesQueryOptions, usePupilWorkspaces } from './api/get-pupil-workspaces.ts';
import { testSolverQueryOptions, useTestSolver } from './api/get-test-solver.ts';
import { useZadania, zadaniaQueryOptions } from './api/get-zadania.ts';
import type { TestSolver } from './api/testsolver-fragments.ts';
import { useLiveTest } from './api/use-live-tests.ts';
import { DeleteTest } from './delete-test.tsx';
import { TestHeader } from './test-header.tsx';
import { TestFailed, TestProgress } from './test-progress.tsx';
import { isTestWorking } from './test-state.ts';
import { ZadanieCard } from './zadanie-card.tsx';
import type { ChatPlace } from './zadanie-tools.tsx';

/** What the page hosts under a solved test of a subject workspace: the quiz tool's practice quiz. */
export interface PracticeQuizSlot {
  workspaceId: string;
  /** The material of the solved tasks (a USER_DOC of kind "Rozwiązane zadania"). */
  solvedDocId: string;
  /** The workspace's subject. */
  przedmiot: string | null;
}

interface TestPageProps {
  /**
   * "Podobne zadania do ćwiczenia": a component of the quizzes feature, which the route passes in
   * (features do not import each other; see app/routes/test-page.tsx). Nothing is shown without it.
   */
  practiceQuiz?: ComponentType<PracticeQuizSlot> | undefined;
}

const isNotFound = (error: unknown) => error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';

/** Where "back" leads: the workspace's overview inside a workspace, else the list of tests. */
const backOf = (slug: string | undefined) =>
  slug
    ? { to: ROUTES.workspace(slug), label: 'Wróć do przestrzeni' }
    : { to: ROUTES.solverTests, label: 'Wszystkie sprawdziany' };

function NotFound({ slug }: { slug: string | undefined }) {
  const back = backOf(slug);
  return (
    <section data-testid="error-page" data-status="404" className="max-w-2xl py-6">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Nie znaleziono sprawdzianu.</h1>
      <p className="mt-4">Ten sprawdzian nie istnieje albo został usunięty.</p>
      <Link to={back.to} className={buttonClass('primary', 'md', 'mt-6')}>
        {back.label}
      </Link>
    </section>
  );
}

/** The test's subject workspace (when it is in one): its name, subject and where its chat lives. */
function useTestWorkspace(test: TestSolver) {
  const workspaces = usePupilWorkspaces();
  const workspace = workspaces.data?.find((entry) => entry.id === test.workspaceId);
  // Only subject workspaces have a topic; a test without one lives in the task solver's workspace.
  const subject = workspace !== undefined || test.tematyId.length > 0;
  const chat: ChatPlace = {
    workspaceId: test.workspaceId,
    path: (id) =>
      `${subject ? ROUTES.workspacePlayground(test.workspaceId) : ROUTES.solver}?c=${encodeURIComponent(id)}`,
  };
  return {
    name: workspace?.name,
    subject,
    przedmiot: workspace?.temat.przedmiot ?? test.przedmiot ?? null,
    chat,
  };
}

function Tasks({ tasks, chat }: { tasks: ReturnType<typeof useZadania>; chat: ChatPlace }) {
  if (tasks.isPending) return <Spinner label="Wczytywanie zadań…" className="py-4" />;
  if (tasks.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-red-800">
        <p>{tasks.error.message}</p>
        <Button variant="secondary" onClick={() => void tasks.refetch()} disabled={tasks.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  if (tasks.data.length === 0) return null;
  return (
    <section aria-labelledby="tasks-title" className="flex flex-col gap-3">
      <h2 id="tasks-title" className="text-xl font-bold text-board-950">
        Zadania
      </h2>
      <ol className="flex flex-col gap-4">
        {tasks.data.map((task) => (
          <li key={task.id}>
            <ZadanieCard task={task} chat={chat} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function TestScreen({
  test,
  slug,
  practiceQuiz: PracticeQuiz,
}: { test: TestSolver; slug: string | undefined } & TestPageProps) {
  useDocumentTitle(test.title);
  const navigate = useNavigate();
  const workspace = useTestWorkspace(test);
  const tasks = useZadania(test.id, isTestWorking(test.state));
  const back = backOf(slug);
  const failed = test.state === 'UPLOAD_FAILED' || test.state === 'SOLVING_FAILED';
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-5">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-board-800 hover:underline"
      >
        <BackIcon className="size-5" />
        {back.label}
      </Link>
      <TestHeader test={test} workspaceName={workspace.name} />
      {test.notice ? <FormAlert tone="info">{test.notice}</FormAlert> : null}
      {failed ? (
        <TestFailed test={test} inWorkspace={workspace.subject} />
      ) : (
        <TestProgress test={test} tasks={tasks.data} />
      )}
      <Tasks tasks={tasks} chat={workspace.chat} />
      {PracticeQuiz && test.state === 'SOLVED' && test.solvedDocId && workspace.subject ? (
        <PracticeQuiz
          workspaceId={test.workspaceId}
          solvedDocId={test.solvedDocId}
          przedmiot={workspace.przedmiot}
        />
      ) : null}
      <div className="border-t border-board-100 pt-4">
        <DeleteTest test={test} afterDeleted={() => navigate(back.to, { replace: true })} />
      </div>
    </div>
  );
}

/**
 * The test, its tasks and the pupil's workspaces (the test's subject and chat), read together
 * before the page renders: read by the page, the tasks and workspaces were asked for only once the
 * test had come. A failure is left for the page to show.
 */
export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs): Promise<void> {
  if (!params.id) return;
  await Promise.all([
    queryClient.prefetchQuery(testSolverQueryOptions(params.id)),
    queryClient.prefetchQuery(zadaniaQueryOptions(params.id)),
    queryClient.prefetchQuery(pupilWorkspacesQueryOptions()),
  ]);
}

/** /app/testsolver/{id} and /workspace/{slug}/solve/{id}: one test, from reading its pages to its solutions. */
export function Component({ practiceQuiz }: TestPageProps) {
  const { id = '', slug } = useParams();
  useLiveTest(id);
  const test = useTestSolver(id);
  if (test.isPending) return <Spinner label="Wczytywanie sprawdzianu…" className="py-6" />;
  if (test.isError) {
    if (isNotFound(test.error)) return <NotFound slug={slug} />;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <h1 className="text-xl font-bold">Nie udało się wczytać sprawdzianu</h1>
        <p>{test.error.message}</p>
        <Button variant="secondary" onClick={() => void test.refetch()} disabled={test.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  // Inside a workspace, only that workspace's tests: another's would show under the wrong frame.
  if (slug && test.data.workspaceId !== slug) return <NotFound slug={slug} />;
  return <TestScreen test={test.data} slug={slug} practiceQuiz={practiceQuiz} />;
}
