import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import type { TestSolverSummary } from './api/testsolver-fragments.ts';
import { DeleteTest } from './delete-test.tsx';
import { StateBadge } from './test-badge.tsx';
import { solvedOfTotal, testBadge } from './test-state.ts';

function TestRow({ test, workspaceName }: { test: TestSolverSummary; workspaceName: string | undefined }) {
  const facts = [
    test.taskCount > 0 ? solvedOfTotal(test.solvedCount, test.taskCount) : null,
    formatRelativeDate(test.createdAt),
    workspaceName ?? null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 pt-3 first:border-t-0 first:pt-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={ROUTES.testSolver(test.id)}
          className="inline-flex min-h-10 max-w-full items-center self-start font-semibold break-words text-board-900 underline-offset-2 hover:underline"
        >
          {test.title}
        </Link>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <StateBadge badge={testBadge(test.state)} />
          <span>{facts.join(' · ')}</span>
        </div>
      </div>
      <div className="sm:shrink-0">
        <DeleteTest test={test} />
      </div>
    </li>
  );
}

interface TestListProps {
  tests: readonly TestSolverSummary[];
  /** Names of the pupil's subject workspaces by id (the general one has none to show). */
  workspaceNames: ReadonlyMap<string, string>;
}

/** The pupil's tests, newest first; each opens its page. */
export function TestList({ tests, workspaceNames }: TestListProps) {
  if (tests.length === 0)
    return (
      <p className="text-ink-muted">
        Nie masz jeszcze sprawdzianów. Zrób telefonem zdjęcia stron sprawdzianu, kartkówki albo karty pracy –
        albo dodaj je jako PDF. Kreda wytnie z nich zadania, przepisze ich treść i rozwiąże każde krok po
        kroku: z odpowiedzią, wyjaśnieniem i sprawdzonym wynikiem. O każde zadanie możesz potem dopytać na
        czacie.
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {tests.map((test) => (
        <TestRow key={test.id} test={test} workspaceName={workspaceNames.get(test.workspaceId)} />
      ))}
    </ul>
  );
}
