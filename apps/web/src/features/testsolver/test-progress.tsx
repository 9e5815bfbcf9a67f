import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { newTestPath } from '../../lib/test-links.ts';
import type { TestSolver, Zadanie } from './api/testsolver-fragments.ts';
import { isTestWorking, progressText } from './test-state.ts';

/**
 * The counts the progress says, from the tasks shown below it once they are read, so the two never
 * disagree ("Rozwiązano 8 z 8" above a task still "Rozwiązywanie" after a reload); from the test's
 * own counters until then.
 */
export function progressCounts(test: TestSolver, tasks: readonly Zadanie[] | undefined) {
  if (!tasks)
    return { solved: test.solvedCount, failed: test.failedCount, skipped: 0, total: test.taskCount };
  const count = (state: Zadanie['state']) => tasks.filter((task) => task.state === state).length;
  return {
    solved: count('SOLVED'),
    failed: count('FAILED'),
    skipped: count('SKIPPED'),
    total: Math.max(test.taskCount, tasks.length),
  };
}

/**
 * How far the test is: while its pages are read, that; then the solved and failed tasks of all
 * of them as a bar, with the same in words for screen readers as it changes.
 */
export function TestProgress({ test, tasks }: { test: TestSolver; tasks: readonly Zadanie[] | undefined }) {
  const counts = progressCounts(test, tasks);
  const { total } = counts;
  const done = Math.min(total, counts.solved + counts.failed + counts.skipped);
  const text = progressText(counts);
  const working = isTestWorking(test.state);
  return (
    <section
      aria-label="Postęp rozwiązywania"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      {test.state === 'UPLOADING' ? <Spinner label="Odczytuję strony i wycinam zadania…" /> : null}
      <p aria-live="polite" className="text-board-900">
        {total > 0 ? text : ''}
      </p>
      {total > 0 ? (
        <ProgressBar label="Rozwiązane zadania" value={done} max={total} valueText={text} />
      ) : null}
      {working ? (
        <p className="text-sm text-ink-muted">
          Zadania pojawiają się poniżej, gdy tylko zostaną wycięte, a rozwiązania – gdy będą gotowe.
          Trudniejsze zadania mogą zająć kilka minut; możesz w tym czasie zamknąć tę stronę.
        </p>
      ) : null}
    </section>
  );
}

/** The test could not be read or solved: the server's Polish reason and a way to try again. */
export function TestFailed({ test, inWorkspace }: { test: TestSolver; inWorkspace: boolean }) {
  const heading =
    test.state === 'UPLOAD_FAILED'
      ? 'Nie udało się odczytać sprawdzianu'
      : 'Nie udało się rozwiązać sprawdzianu';
  return (
    <section
      aria-labelledby="test-failed"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5"
    >
      <h2 id="test-failed" className="text-lg font-bold">
        {heading}
      </h2>
      <p role="alert">{test.error ?? 'Spróbuj ponownie za chwilę.'}</p>
      <p className="text-sm">
        {test.taskCount > 0
          ? 'Każde zadanie poniżej możesz spróbować rozwiązać jeszcze raz. Jeśli zadania odczytano źle, popraw ich treść albo dodaj wyraźniejsze zdjęcia.'
          : 'Zrób wyraźne zdjęcia z góry, przy dobrym świetle – po jednej stronie na zdjęciu – i dodaj sprawdzian jeszcze raz.'}
      </p>
      <Link to={newTestPath(inWorkspace ? test.workspaceId : undefined)} className={buttonClass('secondary')}>
        Dodaj sprawdzian jeszcze raz
      </Link>
    </section>
  );
}
