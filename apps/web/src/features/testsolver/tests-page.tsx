import { ROUTES } from '@kreda/shared/routes';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePupilWorkspaces } from './api/get-pupil-workspaces.ts';
import { useTestSolvers } from './api/get-test-solvers.ts';
import { useLiveTestList } from './api/use-live-tests.ts';
import { NewTestForm } from './new-test-form.tsx';
import { TestList } from './test-list.tsx';
import { useNewTestParam } from './use-new-test-param.ts';

const HEADING_ID = 'new-test-form';

function FormSection({ param }: { param: ReturnType<typeof useNewTestParam> }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by the button: the pupil starts at the form's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each newly opened form.
  useEffect(() => {
    if (param.openedHere) heading.current?.focus();
  }, [param.entryKey, param.openedHere]);
  if (!param.open) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
      <div className="mb-5 flex items-start justify-between gap-3">
        <div>
          <h2
            id={HEADING_ID}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-board-950 outline-none"
          >
            Nowy sprawdzian
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Kreda odczyta strony, wytnie z nich zadania i rozwiąże każde osobno. Trudniejsze zadania mogą
            zająć kilka minut – możesz w tym czasie zamknąć stronę.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={param.close} className="shrink-0">
          Zamknij
        </Button>
      </div>
      <NewTestForm
        key={param.entryKey}
        headingId={HEADING_ID}
        initialWorkspace={param.workspaceId}
        onCreated={async (test) => {
          // Replaces the form's entry: Back from the test leads to the list, not to the form.
          await navigate(ROUTES.testSolver(test.id), { replace: true });
        }}
      />
    </section>
  );
}

function Tests() {
  const tests = useTestSolvers();
  const workspaces = usePupilWorkspaces();
  const names = new Map((workspaces.data ?? []).map((workspace) => [workspace.id, workspace.name]));
  return (
    <section
      aria-labelledby="tests-list"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <h2 id="tests-list" className="text-lg font-bold text-board-950">
        Twoje sprawdziany
      </h2>
      {tests.isPending ? <Spinner label="Wczytywanie sprawdzianów…" className="py-4" /> : null}
      {tests.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-red-800">
          <p>{tests.error.message}</p>
          <Button variant="secondary" onClick={() => void tests.refetch()} disabled={tests.isFetching}>
            Spróbuj ponownie
          </Button>
        </div>
      ) : null}
      {tests.isSuccess ? <TestList tests={tests.data} workspaceNames={names} /> : null}
    </section>
  );
}

/** /app/solver/testy and /app/testsolver: the pupil's tests, live, and "Nowy sprawdzian". */
export function Component() {
  useDocumentTitle('Sprawdziany');
  useLiveTestList();
  const param = useNewTestParam();
  const newButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(param.open);
  // Closed: focus goes back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !param.open) newButton.current?.focus();
    wasOpen.current = param.open;
  }, [param.open]);

  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Sprawdziany</h1>
          <p className="mt-1 text-ink-muted">
            Sfotografuj sprawdzian albo dodaj go jako PDF: Kreda wytnie z niego zadania i rozwiąże każde krok
            po kroku, sprawdzając wynik.
          </p>
        </div>
        <button
          ref={newButton}
          type="button"
          data-tour="test-new"
          onClick={param.show}
          className={buttonClass('primary', 'md', 'w-full sm:w-auto sm:self-start')}
        >
          Nowy sprawdzian
        </button>
      </div>
      <FormSection param={param} />
      <Tests />
    </div>
  );
}
