import { fileURLToPath } from 'node:url';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { AiError } from '../../../platform/ai/ai.ts';
import { loadPrompt } from '../../../platform/ai/prompts.ts';
import {
  type CutTask,
  extractTasks,
  insertTasks,
  type PageBatch,
  PUBLIC_TASKS_USER,
  pageBatches,
  tidyTasks,
} from '../../exercises/index.ts';
import { LIBRARY_TASKS } from '../service.ts';
import { type LibraryBookRow, type LibraryImportRow, libraryChapters, libraryImports } from '../tables.ts';
import { enqueueSolving } from './solving.ts';

/*
 * EXERCISES: the exercises of each subchapter, cut by the AI from its pages with the shared
 * faithful extraction (`exercises/extraction.ts`) and a textbook's prompt (theory and worked
 * examples are not exercises). Subchapters go in order; each one's exercises are stored with their
 * solving jobs, and the import's count of subchapters read moves on, in one transaction under a
 * lock of the import's row and only from the count the run started from — so a restart or a
 * repeated delivery goes on after the last subchapter stored and never stores one twice.
 */

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
export const EXERCISES_ACTION = 'LIBRARY_IMPORT_EXERCISES';
const SCHEMA_NAME = 'zadania_podrecznika';
const UNREAD = 'Zadania nie zostały odczytane w całości (sprawdź je i dodaj brakujące) w podrozdziałach: ';

export interface Subchapter {
  id: string;
  number: string;
  name: string;
  /** The PDF's pages (from 1) read for its exercises; empty when it shares its page with the one before. */
  first: number;
  last: number;
}

/**
 * The book's subchapters in the order of its table, each with the pages its exercises are cut
 * from: from its page to the page before the next entry's, a page read only once (two subchapters
 * starting on one page: the first one reads it).
 */
export async function subchaptersOf(deps: Pick<Deps, 'db'>, bookId: string, pageCount: number) {
  const rows = await deps.db
    .select({
      id: libraryChapters.id,
      number: libraryChapters.number,
      name: libraryChapters.name,
      page: libraryChapters.page,
      parentId: libraryChapters.parentId,
    })
    .from(libraryChapters)
    .where(and(eq(libraryChapters.bookId, bookId), isNotNull(libraryChapters.page)))
    .orderBy(asc(libraryChapters.order));
  const subchapters: Subchapter[] = [];
  let read = 0;
  for (const [i, row] of rows.entries()) {
    const page = row.page ?? 1;
    const next = rows.slice(i + 1).find((later) => (later.page ?? 0) > page);
    const last = next?.page ? next.page - 1 : pageCount;
    const first = Math.max(page, read + 1);
    if (!row.parentId) continue;
    subchapters.push({ id: row.id, number: row.number, name: row.name, first, last });
    if (last >= first) read = last;
  }
  return subchapters;
}

/**
 * A subchapter's exercises: the batches' tasks, a number cut twice (a batch's overlap, a model's
 * slip) kept once; `partial` when an answer was cut off and only its whole exercises were kept.
 */
async function cutSubchapter(
  deps: Deps,
  input: { book: LibraryBookRow; sub: Subchapter; pages: readonly string[]; signal: AbortSignal },
): Promise<{ tasks: CutTask[]; partial: boolean }> {
  const { sub } = input;
  if (sub.last < sub.first) return { tasks: [], partial: false };
  const pages = input.pages.slice(sub.first - 1, sub.last).map((text, i) => ({ page: sub.first + i, text }));
  const found: CutTask[] = [];
  let partial = false;
  for (const batch of pageBatches(pages)) {
    const extraction = await extractTasks(deps, {
      meta: { userId: null, action: EXERCISES_ACTION },
      system: await exercisesPrompt(input.book, sub, batch),
      schemaName: SCHEMA_NAME,
      batch,
      signal: input.signal,
    });
    if (extraction.partial) partial = true;
    for (const task of tidyTasks(extraction.zadania, batch))
      if (!found.some((kept) => kept.numberExercise === task.numberExercise)) found.push(task);
  }
  return { tasks: found, partial };
}

function exercisesPrompt(book: LibraryBookRow, sub: Subchapter, batch: PageBatch): Promise<string> {
  const range = batch.first === batch.last ? `${batch.first}` : `${batch.first}–${batch.last}`;
  return loadPrompt(PROMPTS, 'library-exercises', {
    title: book.title,
    subject: SUBJECT_LABELS[book.przedmiot as keyof typeof SUBJECT_LABELS] ?? book.przedmiot,
    subchapter: `${sub.number} ${sub.name}`,
    pages: range,
    continuation: batch.next ? ` i, osobno, początek następnej strony (${batch.next.page})` : '',
  });
}

/**
 * Stores the subchapter's exercises (PENDING, each with its solving job) and moves the import's
 * count on, only if the import is still this run's and in EXERCISES at this subchapter.
 */
async function storeSubchapter(
  deps: Deps,
  row: LibraryImportRow,
  input: { index: number; sub: Subchapter; tasks: CutTask[]; unread: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(libraryImports)
      .where(eq(libraryImports.id, row.id))
      .for('update');
    if (
      !current ||
      current.attempt !== row.attempt ||
      current.state !== 'EXERCISES' ||
      current.subchaptersRead !== input.index
    )
      return false;
    const stored = await insertTasks(
      tx,
      { kind: LIBRARY_TASKS, id: input.sub.id, userId: PUBLIC_TASKS_USER, workspaceId: PUBLIC_TASKS_USER },
      input.tasks.map((task) => ({
        numberExercise: task.numberExercise,
        question: task.question,
        type: task.type,
        options: task.options,
        points: task.points,
        pages: task.pages,
        state: 'PENDING' as const,
      })),
    );
    await enqueueSolving(deps, tx, row.id, stored);
    await tx
      .update(libraryImports)
      .set({
        subchaptersRead: input.index + 1,
        exercisesFound: sql`${libraryImports.exercisesFound} + ${stored.length}`,
        ...(input.unread
          ? {
              note: sql`case when ${libraryImports.note} is null then ${UNREAD + input.sub.number}
                        else ${libraryImports.note} || ${`, ${input.sub.number}`} end`,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(libraryImports.id, row.id));
    return true;
  });
}

/**
 * Cuts the exercises of every subchapter not read yet. A subchapter whose answer was cut off keeps
 * its whole exercises, and one the AI keeps failing on is, on the job's last attempt, stored
 * without exercises; both are named in the import's note.
 */
export async function cutExercises(
  deps: Deps,
  input: {
    row: LibraryImportRow;
    book: LibraryBookRow;
    pages: readonly string[];
    signal: AbortSignal;
    isLastAttempt: boolean;
  },
): Promise<void> {
  const { row } = input;
  const subchapters = await subchaptersOf(deps, row.bookId, input.pages.length);
  for (const [index, sub] of subchapters.entries()) {
    if (index < row.subchaptersRead) continue;
    let tasks: CutTask[] = [];
    let unread = false;
    try {
      const cut = await cutSubchapter(deps, {
        book: input.book,
        sub,
        pages: input.pages,
        signal: input.signal,
      });
      tasks = cut.tasks;
      unread = cut.partial;
    } catch (error) {
      if (input.signal.aborted || !input.isLastAttempt || !(error instanceof AiError)) throw error;
      if (error.code === 'AI_NOT_CONFIGURED') throw error;
      unread = true;
    }
    if (!(await storeSubchapter(deps, row, { index, sub, tasks, unread }))) return;
    deps.pubsub.publish('libraryImport', row.bookId, { id: row.id });
  }
}
