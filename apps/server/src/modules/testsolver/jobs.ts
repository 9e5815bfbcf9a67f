import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { AiError } from '../../platform/ai/ai.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import {
  answerOf,
  type CutTask,
  claimAttempt,
  failAttempt,
  insertTasks,
  type PageBatch,
  pageBatches,
  publishTask,
  saveSolution,
  tidyTasks,
} from '../exercises/index.ts';
import { findDoc, type UserDocRecord } from '../materials/index.ts';
import { AI_JOB_RETRY, workFailure } from '../usage/index.ts';
import { extractBatch, subjectOf, testPages } from './extraction.ts';
import { failTest, maybeFinish, publishTest } from './finish.ts';
import { findTest, TEST_TASKS, type TestSolverRow } from './service.ts';
import { checkSolution, solveTask } from './solving.ts';
import { testSolvers } from './tables.ts';

export const EXTRACT_JOB = 'testsolver-extract';
export const SOLVE_JOB = 'testsolver-solve';

export interface ExtractJobData {
  testId: string;
}
export interface SolveJobData {
  taskId: string;
  attempt: number;
}

const READ_FAILED = 'Nie udało się odczytać sprawdzianu. Limit wrócił – spróbuj ponownie za chwilę.';
const SOLVE_FAILED = 'Nie udało się rozwiązać tego zadania. Spróbuj ponownie.';
const AI_OFF = 'AI nie jest skonfigurowane – sprawdzianu nie da się teraz rozwiązać.';

/** Enqueues a test's reading once, inside the transaction `db` that found its pages read. */
export function enqueueExtraction(deps: Pick<Deps, 'services'>, db: DB, testId: string) {
  return deps.services.jobs.send<ExtractJobData>(EXTRACT_JOB, { testId }, testId, { db });
}

/** Enqueues the solving of these tasks (each attempt once) in one statement, inside the transaction `db`. */
export function enqueueSolving(
  deps: Pick<Deps, 'services'>,
  db: DB,
  tasks: readonly { id: string; attempt: number }[],
) {
  return deps.services.jobs.sendMany(
    tasks.map((task) => ({
      name: SOLVE_JOB,
      data: { taskId: task.id, attempt: task.attempt } satisfies SolveJobData,
      key: `${task.id}:${task.attempt}`,
    })),
    { db },
  );
}

type Pages = { docs: UserDocRecord[]; unread: string[] } | 'pending' | 'gone';

/** The test's materials once every one of them is read (or failed). */
export async function readPages(deps: Pick<Deps, 'db'>, test: TestSolverRow): Promise<Pages> {
  const docs: UserDocRecord[] = [];
  const unread: string[] = [];
  for (const id of test.docIds) {
    const doc = await findDoc(deps.db, id);
    if (!doc || doc.userId !== test.userId) return 'gone';
    if (doc.state === 'SOLVED') docs.push(doc);
    else if (doc.state === 'SOLVING_FAILED' || doc.state === 'UPLOAD_FAILED')
      unread.push(`„${doc.name}”: ${doc.error ?? 'nie udało się odczytać'}`);
    else return 'pending';
  }
  return { docs, unread };
}

/** Stores a batch's tasks, their solving jobs and the progress, under a lock of the test's row. */
async function saveBatch(
  deps: Deps,
  testId: string,
  batch: PageBatch,
  cut: { tasks: CutTask[]; subject: string | null; partial: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const [test] = await tx.select().from(testSolvers).where(eq(testSolvers.id, testId)).for('update');
    if (!test || !['UPLOADING', 'SOLVING'].includes(test.state) || test.extractedPages >= batch.last)
      return [];
    const rows = await insertTasks(
      tx,
      { kind: TEST_TASKS, id: test.id, userId: test.userId, workspaceId: test.workspaceId },
      cut.tasks.map((task) => ({
        numberExercise: task.numberExercise,
        question: task.question,
        type: task.type,
        options: task.options,
        points: task.points,
        pages: task.pages,
        state: task.solve ? ('PENDING' as const) : ('SKIPPED' as const),
      })),
    );
    await enqueueSolving(
      deps,
      tx,
      rows.filter((row) => row.state === 'PENDING'),
    );
    await tx
      .update(testSolvers)
      .set({
        extractedPages: batch.last,
        przedmiot: test.przedmiot ?? cut.subject,
        partialPages: cut.partial
          ? [...test.partialPages, ...batch.pages.map((p) => p.page)]
          : test.partialPages,
        state: rows.length > 0 ? 'SOLVING' : test.state,
        updatedAt: sql`now()`,
      })
      .where(eq(testSolvers.id, testId));
    return rows;
  });
}

/** Cuts the tasks of every batch not cut yet; a batch that keeps failing is marked as read in part. */
async function cutTasks(
  deps: Deps,
  test: TestSolverRow,
  docs: UserDocRecord[],
  signal: AbortSignal,
  lastAttempt: boolean,
) {
  for (const batch of pageBatches(testPages(docs))) {
    if (batch.last <= test.extractedPages) continue;
    let cut: { tasks: CutTask[]; subject: string | null; partial: boolean };
    try {
      const extraction = await extractBatch(deps, {
        userId: test.userId,
        batch,
        polecenie: test.polecenie,
        signal,
      });
      cut = {
        tasks: tidyTasks(extraction.zadania, batch),
        subject: subjectOf(extraction.przedmiot),
        partial: extraction.partial === true,
      };
    } catch (error) {
      if (signal.aborted || !lastAttempt || !(error instanceof AiError) || error.code === 'AI_NOT_CONFIGURED')
        throw error;
      cut = { tasks: [], subject: null, partial: true };
    }
    const rows = await saveBatch(deps, test.id, batch, cut);
    publishTest(deps, test);
    for (const row of rows) publishTask(deps, row);
  }
}

/**
 * Reads a test, sent once its pages are read (`pagesSettled`), so the test is UPLOADING until then:
 * cuts the tasks batch by batch,
 * each batch's tasks stored with their solving jobs as soon as it is cut (the test turns SOLVING).
 * Resumable: the pages already cut are stored on the test, so a restart goes on after them.
 */
export function extractJob(deps: Deps): JobDefinition<ExtractJobData> {
  return {
    name: EXTRACT_JOB,
    ...AI_JOB_RETRY,
    expireInSeconds: 30 * 60,
    concurrency: 2,
    async handler({ testId }, { signal, isLastAttempt }) {
      const test = await findTest(deps.db, testId);
      if (!test || !['UPLOADING', 'SOLVING'].includes(test.state)) return;
      if (test.pageCount > 0 && test.extractedPages >= test.pageCount) return maybeFinish(deps, testId);
      try {
        // Sent once every page is read (see `pagesSettled`); pages still pending cannot come back
        // unread, so this is a bug, left to the sweeper rather than waited for here.
        const pages = await readPages(deps, test);
        if (pages === 'pending') {
          deps.logger.warn({ testId }, 'test extraction started before its pages were read');
          return;
        }
        if (pages === 'gone')
          return failTest(
            deps,
            test.id,
            'UPLOAD_FAILED',
            'Strony sprawdzianu usunięto z materiałów, zanim zostały odczytane.',
          );
        if (pages.docs.length === 0)
          return failTest(
            deps,
            test.id,
            'UPLOAD_FAILED',
            `Nie udało się odczytać stron sprawdzianu. ${pages.unread.join(' ')}`.trim(),
          );
        const count = testPages(pages.docs).length;
        await deps.db
          .update(testSolvers)
          .set({
            pageCount: count,
            notice: pages.unread.length ? `Nie odczytano: ${pages.unread.join('; ')}.` : null,
          })
          .where(and(eq(testSolvers.id, test.id), eq(testSolvers.pageCount, 0)));
        await cutTasks(deps, { ...test, pageCount: count }, pages.docs, signal, isLastAttempt);
        await maybeFinish(deps, test.id);
      } catch (error) {
        if (signal.aborted) throw error;
        const message = workFailure(
          error,
          { notConfigured: AI_OFF, aiFailed: READ_FAILED },
          { isLastAttempt },
        );
        if (message === null) throw error;
        await failTest(deps, test.id, 'UPLOAD_FAILED', message);
      }
    },
    onFinalFailure: ({ testId }) => failTest(deps, testId, 'UPLOAD_FAILED', READ_FAILED),
  };
}

/** Ends a task unsolved with a Polish reason (this run's attempt only), then maybe the test. */
async function failTask(deps: Deps, taskId: string, attempt: number, message: string) {
  const failed = await failAttempt(deps.db, { id: taskId, attempt }, message);
  if (!failed) return;
  publishTask(deps, failed);
  // The test's progress (its failed count) changed too.
  publishTest(deps, { id: failed.ownerId, userId: failed.userId });
  await maybeFinish(deps, failed.ownerId);
}

/**
 * Solves one task (its own job; several run at once): PENDING → SOLVING → SOLVED with the checked
 * answer, or FAILED with a Polish reason. Keyed by the task and its attempt: a retry or a solve
 * after an edit is a new attempt, and an older run's result is never written over a newer one.
 */
export function solveJob(deps: Deps): JobDefinition<SolveJobData> {
  return {
    name: SOLVE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 3,
    expireInSeconds: 10 * 60,
    concurrency: deps.config.testSolverConcurrency,
    async handler({ taskId, attempt }, { signal, isLastAttempt }) {
      const task = await claimAttempt(deps.db, { id: taskId, attempt });
      if (!task) return;
      publishTask(deps, task);
      const test = await findTest(deps.db, task.ownerId);
      if (!test) return;
      try {
        const solution = await solveTask(deps, { task, test, signal });
        const checked = await checkSolution(deps, { task, solution, signal });
        const solved = await saveSolution(deps.db, task, {
          answer: answerOf(task, solution),
          explanation: solution.kroki.trim(),
          dlaczego: solution.dlaczego.trim() || null,
          check: checked.check,
          checkMessage: checked.message,
        });
        if (!solved) return;
        publishTask(deps, solved);
        // The test's progress ("Rozwiązano 3 z 8 zadań", on its page and in the list) moved on too.
        publishTest(deps, { id: solved.ownerId, userId: solved.userId });
        await maybeFinish(deps, solved.ownerId);
      } catch (error) {
        if (signal.aborted) throw error;
        const message = workFailure(
          error,
          { notConfigured: AI_OFF, aiFailed: SOLVE_FAILED },
          { isLastAttempt },
        );
        if (message === null) throw error;
        await failTask(deps, task.id, attempt, message);
      }
    },
    onFinalFailure: ({ taskId, attempt }) => failTask(deps, taskId, attempt, SOLVE_FAILED),
  };
}
