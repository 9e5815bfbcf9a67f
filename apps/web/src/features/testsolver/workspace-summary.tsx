import { formatRelativeDate } from '@kreda/shared/dates';
import { pluralPl } from '@kreda/shared/form-messages';
import { TEST_SOLVER_STATE_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { newTestPath } from '../../lib/test-links.ts';
import { useWorkspaceTests } from './api/get-workspace-tests.ts';

/** How many of the latest tests the overview lists. */
const SHOWN = 5;

type Test = NonNullable<ReturnType<typeof useWorkspaceTests>['data']>[number];

/** "Rozwiązany · 5 z 8 zadań rozwiązanych · Dzisiaj, 10:15". */
function factsOf(test: Test): string[] {
  const { taskCount: n, solvedCount } = test;
  return [
    TEST_SOLVER_STATE_LABELS[test.state],
    n > 0 ? `${solvedCount} z ${n} ${pluralPl(n, 'zadania', 'zadań', 'zadań')} rozwiązanych` : null,
    formatRelativeDate(test.createdAt),
  ].filter((fact): fact is string => fact !== null);
}

/**
 * The test solver's section of a workspace's overview (app/tool-registry.tsx): the workspace's
 * latest tests with their state, each opening in the workspace, and "Nowy sprawdzian".
 */
export function Summary({ workspaceId }: { workspaceId: string }) {
  const tests = useWorkspaceTests(workspaceId);
  const list = tests.data ?? [];
  return (
    <section
      aria-labelledby="tests-title"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="tests-title" className="text-lg font-bold text-board-950">
            Sprawdziany
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {tests.data && list.length === 0
              ? 'Nie ma jeszcze sprawdzianów. Sfotografuj sprawdzian z tego przedmiotu, a Kreda rozwiąże jego zadania krok po kroku.'
              : 'Sprawdziany z tego przedmiotu rozwiązane krok po kroku.'}
          </p>
        </div>
        <Link
          to={newTestPath(workspaceId)}
          className={buttonClass('secondary', 'md', 'self-start sm:shrink-0')}
        >
          Nowy sprawdzian
        </Link>
      </div>
      {list.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {list.slice(0, SHOWN).map((test) => (
            <li key={test.id} className="flex min-w-0 flex-col gap-0.5 border-t border-board-100 pt-2">
              <Link
                to={ROUTES.workspaceSolve(workspaceId, test.id)}
                className="inline-flex min-h-10 max-w-full items-center self-start font-semibold break-words text-board-900 underline-offset-2 hover:underline"
              >
                {test.title}
              </Link>
              <span className="text-sm text-ink-muted">{factsOf(test).join(' · ')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {list.length > SHOWN ? (
        <Link to={ROUTES.solverTests} className="self-start text-sm font-medium text-board-800 underline">
          Wszystkie sprawdziany ({list.length})
        </Link>
      ) : null}
    </section>
  );
}
