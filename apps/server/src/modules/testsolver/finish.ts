import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import { recordEvent } from '../events/index.ts';
import { tasksOf, type ZadanieRow } from '../exercises/index.ts';
import {
  addToolTextMaterial,
  announceMaterial,
  replaceToolMaterialText,
  type UserDocRecord,
} from '../materials/index.ts';
import { commitUsageFor, failAndRelease } from '../usage/index.ts';
import type { TestSolverRow } from './service.ts';
import { testSolvers } from './tables.ts';
import './events.ts';

/*
 * The end of a test: once every page is cut and every task has ended (solved, failed or skipped),
 * the test is SOLVED — its solutions kept as a material of kind ROZWIAZANE_ZADANIA — or, when
 * nothing could be solved, SOLVING_FAILED with the use given back. Decided under a lock of the
 * test's row, so two tasks ending at once finish it once.
 */

export const NO_TASKS =
  'Na przesłanych stronach nie znaleziono zadań. Sfotografuj strony sprawdzianu z numerami zadań, wyraźnie i w dobrym świetle.';
export const NONE_SOLVED = 'Nie udało się rozwiązać żadnego zadania. Spróbuj ponownie przy każdym z nich.';

const OPEN_STATES = ['UPLOADING', 'SOLVING'] as const;

/** The ledger's name for a test's use of "Rozwiązywanie sprawdzianów". */
export const testUsage = (testId: string) => ({ kind: 'test', id: testId });

export function publishTest(deps: Pick<Deps, 'pubsub'>, test: Pick<TestSolverRow, 'id' | 'userId'>) {
  deps.pubsub.publish('testSolver', test.userId, { id: test.id });
}

/**
 * Ends a test that could not be read or solved, with a Polish reason; the use of "Rozwiązywanie
 * sprawdzianów" comes back once (a test that was solved before keeps it: its use was committed).
 */
export async function failTest(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  testId: string,
  state: 'UPLOAD_FAILED' | 'SOLVING_FAILED',
  message: string,
) {
  await failAndRelease(
    deps,
    testUsage(testId),
    async (tx) =>
      (
        await tx
          .update(testSolvers)
          .set({ state, error: message, updatedAt: sql`now()` })
          .where(and(eq(testSolvers.id, testId), inArray(testSolvers.state, [...OPEN_STATES])))
          .returning()
      )[0],
    (failed) => publishTest(deps, failed),
  );
}

const optionLines = (task: ZadanieRow) => task.options.map((o) => `${o.key}. ${o.value}`).join('\n');

/** The solved tasks as one Markdown text: the material the chat, quizzes and notes can use. */
export function solvedText(test: Pick<TestSolverRow, 'title'>, tasks: readonly ZadanieRow[]): string {
  const parts = tasks
    .filter((t) => t.state === 'SOLVED')
    .map((t) =>
      [
        `## Zadanie ${t.numberExercise}`,
        t.question,
        t.options.length ? optionLines(t) : '',
        `### Rozwiązanie\n${t.explanation ?? ''}`,
        `**Odpowiedź:** ${t.answer ?? ''}`,
        t.dlaczego ? `**Dlaczego:** ${t.dlaczego}` : '',
        t.check === 'NIEZGODNE' && t.checkMessage ? `_${t.checkMessage}_` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
    );
  return [`# ${test.title} – rozwiązania`, ...parts].join('\n\n');
}

/** The test's notice as shown: pages read only in part, and files that could not be read. */
export function noticeOf(test: Pick<TestSolverRow, 'partialPages' | 'notice'>): string | null {
  const parts: string[] = [];
  if (test.partialPages.length)
    parts.push(
      `Strony ${[...new Set(test.partialPages)].sort((a, b) => a - b).join(', ')} odczytano tylko częściowo – sprawdź, czy są wszystkie zadania, i dodaj brakujące strony jako nowy sprawdzian.`,
    );
  if (test.notice) parts.push(test.notice);
  return parts.length ? parts.join(' ') : null;
}

type Outcome =
  | { kind: 'open' }
  | { kind: 'failed'; message: string }
  | { kind: 'solved'; test: TestSolverRow; material: { doc: UserDocRecord; kind: 'new' | 'update' } | null };

/** Writes the solutions material (anew, or over the old one) inside the finishing transaction. */
async function keepSolutions(deps: Deps, tx: DB, test: TestSolverRow, tasks: ZadanieRow[]) {
  const text = solvedText(test, tasks);
  const replaced = test.solvedDocId
    ? await replaceToolMaterialText(deps, tx, test.solvedDocId, text)
    : undefined;
  if (replaced) return { doc: replaced, kind: 'update' as const };
  const doc = await addToolTextMaterial(deps, tx, {
    userId: test.userId,
    workspaceId: test.workspaceId,
    name: `${test.title} – rozwiązania`,
    text,
    sourceType: 'ROZWIAZANE_ZADANIA',
  });
  return { doc, kind: 'new' as const };
}

/**
 * Finishes the test if its extraction is done and no task is waiting or being solved. A task solved
 * again later reopens the test (SOLVING) and this rewrites its solutions material.
 */
export async function maybeFinish(deps: Deps, testId: string): Promise<void> {
  const outcome: Outcome = await deps.db.transaction(async (tx) => {
    const [test] = await tx.select().from(testSolvers).where(eq(testSolvers.id, testId)).for('update');
    if (!test || !(OPEN_STATES as readonly string[]).includes(test.state)) return { kind: 'open' };
    if (test.pageCount === 0 || test.extractedPages < test.pageCount) return { kind: 'open' };
    const tasks = await tasksOf(tx, test.userId, [test.id]);
    if (tasks.some((t) => t.state === 'PENDING' || t.state === 'SOLVING')) return { kind: 'open' };
    const solved = tasks.filter((t) => t.state === 'SOLVED').length;
    if (tasks.length === 0) return { kind: 'failed', message: NO_TASKS };
    if (solved === 0 && tasks.some((t) => t.state === 'FAILED'))
      return { kind: 'failed', message: NONE_SOLVED };
    const material = solved > 0 ? await keepSolutions(deps, tx, test, tasks) : null;
    const [row] = await tx
      .update(testSolvers)
      .set({
        state: 'SOLVED',
        solvedDocId: material?.doc.id ?? test.solvedDocId,
        error: null,
        updatedAt: sql`now()`,
      })
      .where(eq(testSolvers.id, test.id))
      .returning();
    await commitUsageFor(tx, testUsage(test.id));
    await recordEvent(deps, tx, {
      type: 'test.solved',
      userId: test.userId,
      entity: { kind: 'test', id: test.id },
      payload: { workspaceId: test.workspaceId, taskCount: tasks.length, solvedCount: solved },
    });
    return { kind: 'solved', test: row as TestSolverRow, material };
  });
  if (outcome.kind === 'failed') await failTest(deps, testId, 'SOLVING_FAILED', outcome.message);
  if (outcome.kind !== 'solved') return;
  publishTest(deps, outcome.test);
  if (outcome.material) announceMaterial(deps, outcome.material.doc, outcome.material.kind);
}
