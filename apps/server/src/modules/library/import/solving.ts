import { fileURLToPath } from 'node:url';
import { SUBJECT_LABELS, ZADANIE_TYPE_LABELS } from '@kreda/shared/labels';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { loadPrompt } from '../../../platform/ai/prompts.ts';
import type { DB } from '../../../platform/db/database.ts';
import type { JobDefinition } from '../../../platform/jobs/jobs.ts';
import {
  answerOf,
  claimAttempt,
  failAttempt,
  renewOpenAttempts,
  saveSolution,
  solveWithModel,
  taskText,
  type ZadanieRow,
} from '../../exercises/index.ts';
import { workFailure } from '../../usage/index.ts';
import { findBook, LIBRARY_TASKS } from '../service.ts';
import { libraryChapters, libraryImports } from '../tables.ts';
import { findImport } from './store.ts';

/*
 * SOLVING: each exercise an import found is solved by the AI as its own durable job (as the test
 * solver's tasks, ADR 011), keyed by the exercise and its attempt, so it is sent once and survives a
 * restart. A solve that keeps failing ends that exercise FAILED with a Polish reason, not the book.
 * Each end moves the import's count (in the transaction that ends the exercise, so a count is never
 * added twice); the import is DONE once every exercise it found has ended and its subchapters are read.
 */

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
export const SOLVE_JOB = 'library-solve';
export const SOLVE_ACTION = 'LIBRARY_IMPORT_SOLVE';
/** Exercises solved at once by one process (a book has hundreds; the provider's limits bound it). */
const SOLVE_CONCURRENCY = 4;

const SOLVE_FAILED = 'Nie udało się rozwiązać tego zadania (usługa AI nie odpowiadała). Popraw je ręcznie.';
const AI_OFF = 'AI nie jest skonfigurowane, więc tego zadania nie rozwiązano. Popraw je ręcznie.';

export interface SolveJobData {
  importId: string;
  taskId: string;
  attempt: number;
}

/** Enqueues these exercises' solving (each attempt once) in one statement, inside the transaction `db` that stored them. */
export function enqueueSolving(
  deps: Pick<Deps, 'services'>,
  db: DB,
  importId: string,
  tasks: readonly Pick<ZadanieRow, 'id' | 'attempt'>[],
) {
  return deps.services.jobs.sendMany(
    tasks.map((task) => ({
      name: SOLVE_JOB,
      data: { importId, taskId: task.id, attempt: task.attempt } satisfies SolveJobData,
      key: `${task.id}:${task.attempt}`,
    })),
    { db },
  );
}

/**
 * A retried import's unfinished exercises (their jobs may have been lost with the run that failed)
 * as a new attempt each, with a new job, in one transaction: the older jobs then change nothing.
 */
export async function resendOpenExercises(
  deps: Pick<Deps, 'db' | 'services'>,
  importId: string,
  bookId: string,
) {
  const subchapters = await deps.db
    .select({ id: libraryChapters.id })
    .from(libraryChapters)
    .where(eq(libraryChapters.bookId, bookId));
  await deps.db.transaction(async (tx) => {
    const tasks = await renewOpenAttempts(
      tx,
      LIBRARY_TASKS,
      subchapters.map((sub) => sub.id),
    );
    await enqueueSolving(deps, tx, importId, tasks);
  });
}

/** SOLVING → DONE once every exercise found has ended (one conditional statement: whoever ends last moves it). */
export async function finishSolving(deps: Pick<Deps, 'db' | 'pubsub'>, importId: string) {
  const [done] = await deps.db
    .update(libraryImports)
    .set({ state: 'DONE', error: null, updatedAt: new Date() })
    .where(
      and(
        eq(libraryImports.id, importId),
        eq(libraryImports.state, 'SOLVING'),
        sql`${libraryImports.exercisesSolved} + ${libraryImports.exercisesFailed} >= ${libraryImports.exercisesFound}`,
      ),
    )
    .returning({ bookId: libraryImports.bookId });
  if (done) deps.pubsub.publish('libraryImport', done.bookId, { id: importId });
}

/** The import's count of solved or failed exercises, one more (in the transaction that ended one). */
async function countEnded(tx: DB, importId: string, column: 'exercisesSolved' | 'exercisesFailed') {
  await tx
    .update(libraryImports)
    .set({ [column]: sql`${libraryImports[column]} + 1`, updatedAt: new Date() })
    .where(eq(libraryImports.id, importId));
}

async function solvingPrompt(deps: Pick<Deps, 'db'>, task: ZadanieRow): Promise<string> {
  const [sub] = await deps.db
    .select({ bookId: libraryChapters.bookId, number: libraryChapters.number, name: libraryChapters.name })
    .from(libraryChapters)
    .where(eq(libraryChapters.id, task.ownerId));
  const book = sub ? await findBook(deps.db, sub.bookId, { everything: true }) : undefined;
  return loadPrompt(PROMPTS, 'library-solve', {
    title: book?.title ?? 'podręcznik',
    subject: book ? (SUBJECT_LABELS[book.przedmiot as keyof typeof SUBJECT_LABELS] ?? book.przedmiot) : '',
    subchapter: sub ? `${sub.number} ${sub.name}` : '',
    number: task.numberExercise,
    kind: ZADANIE_TYPE_LABELS[task.type].toLocaleLowerCase('pl'),
    ...taskText(task),
  });
}

/** Ends the exercise unsolved with a Polish reason (this attempt, once), then maybe the import. */
async function failExercise(deps: Deps, data: SolveJobData, message: string) {
  const failed = await deps.db.transaction(async (tx) => {
    const row = await failAttempt(tx, { id: data.taskId, attempt: data.attempt }, message);
    if (row) await countEnded(tx, data.importId, 'exercisesFailed');
    return row;
  });
  if (!failed) return;
  await publishProgress(deps, data.importId);
  await finishSolving(deps, data.importId);
}

async function publishProgress(deps: Pick<Deps, 'db' | 'pubsub'>, importId: string) {
  const row = await findImport(deps.db, importId);
  if (row) deps.pubsub.publish('libraryImport', row.bookId, { id: row.id });
}

/** Solves one exercise of an import: PENDING → SOLVING → SOLVED, or FAILED with a Polish reason. */
export function solveJob(deps: Deps): JobDefinition<SolveJobData> {
  return {
    name: SOLVE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 3,
    expireInSeconds: 10 * 60,
    concurrency: SOLVE_CONCURRENCY,
    async handler(data, { signal, isLastAttempt }) {
      const task = await claimAttempt(deps.db, { id: data.taskId, attempt: data.attempt });
      if (!task) return finishSolving(deps, data.importId);
      try {
        const solution = await solveWithModel(deps, {
          task,
          system: await solvingPrompt(deps, task),
          meta: { userId: null, action: SOLVE_ACTION },
          signal,
        });
        const solved = await deps.db.transaction(async (tx) => {
          const row = await saveSolution(tx, task, {
            answer: answerOf(task, solution),
            explanation: solution.kroki.trim(),
            dlaczego: solution.dlaczego.trim() || null,
            check: null,
            checkMessage: null,
          });
          if (row) await countEnded(tx, data.importId, 'exercisesSolved');
          return row;
        });
        if (!solved) return;
        await publishProgress(deps, data.importId);
        await finishSolving(deps, data.importId);
      } catch (error) {
        if (signal.aborted) throw error;
        const message = workFailure(
          error,
          { notConfigured: AI_OFF, aiFailed: SOLVE_FAILED },
          { isLastAttempt },
        );
        if (message === null) throw error;
        await failExercise(deps, data, message);
      }
    },
    onFinalFailure: (data) => failExercise(deps, data, SOLVE_FAILED),
  };
}
