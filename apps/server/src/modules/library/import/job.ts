import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import type { DB } from '../../../platform/db/database.ts';
import type { JobDefinition } from '../../../platform/jobs/jobs.ts';
import { indexBookChapters } from '../indexing.ts';
import { findBook } from '../service.ts';
import { type LibraryBookRow, type LibraryImportRow, libraryChapters } from '../tables.ts';
import { cutExercises } from './exercises.ts';
import { type BookPdf, BrokenPdf, readBookPdf } from './pdf-book.ts';
import { finishSolving, resendOpenExercises } from './solving.ts';
import { findImport, type ImportState, moveImport, RUNNING_STATES } from './store.ts';
import { contentsPages, readContentsPages } from './toc-reader.ts';
import { checkToc, pageRanges, type Toc, type TocDraft } from './toc-rules.ts';

/*
 * The import of a textbook's PDF as one durable job per run (keyed by the import and its attempt):
 * READING (each page's text) → TOC (the outline; else the contents pages read by the AI; else
 * NEEDS_TOC, waiting for an admin's table) → CHAPTERS (chapters and subchapters with their pages'
 * text, in one transaction with EXERCISES) → EXERCISES (each subchapter's exercises cut by the AI,
 * `exercises.ts`) → SOLVING (a job per exercise, `solving.ts`) → DONE. A run that restarts reads
 * the file again; the chapters are written all at once or not at all, so no restart duplicates
 * one, and a run whose chapters are written goes on with the subchapters not read yet. A broken
 * file fails the import with a Polish reason and leaves the book as it was (hidden, no chapters).
 */

export const IMPORT_JOB = 'library-import';

export interface ImportJobData {
  importId: string;
  attempt: number;
}

const LOST_FILE = 'Przesłany plik zniknął z magazynu. Prześlij PDF jeszcze raz.';
const HAS_CHAPTERS = 'Podręcznik ma już spis treści – import niczego nie zmienił.';
/** Said when the job gave up after its retries (the AI or the database kept failing). */
export const IMPORT_FAILED =
  'Import nie powiódł się (usługa AI albo baza danych nie odpowiadała). Spróbuj ponownie.';
const NO_CONTENTS =
  'Plik nie ma zakładek ani strony „Spis treści”. Wpisz spis treści ręcznie, a import będzie kontynuowany.';
const AI_OFF = 'AI nie jest skonfigurowane, więc spisu treści nie da się odczytać. Wpisz go ręcznie.';
const NO_EXERCISES =
  'AI nie jest skonfigurowane, więc zadań nie wyszukano ani nie rozwiązano. Podręcznik ma spis treści i tekst; zadania dodaj ręcznie albo ponów import z AI.';
const tocRefused = (problem: string) =>
  `Odczytany spis treści nie przeszedł sprawdzenia: ${problem} Wpisz spis treści ręcznie.`;

export function enqueueImport(
  deps: Pick<Deps, 'services'>,
  db: DB,
  row: Pick<LibraryImportRow, 'id' | 'attempt'>,
) {
  return deps.services.jobs.send<ImportJobData>(
    IMPORT_JOB,
    { importId: row.id, attempt: row.attempt },
    `${row.id}:${row.attempt}`,
    { db },
  );
}

/** Fails the run's import (once), with the Polish reason; nothing it wrote is left (CHAPTERS is atomic). */
export function failImport(
  deps: Deps,
  row: Pick<LibraryImportRow, 'id' | 'bookId' | 'attempt'>,
  error: string,
) {
  return moveImport(deps, row, RUNNING_STATES, { state: 'FAILED', error });
}

type Found = { toc: Toc; source: 'OUTLINE' | 'AI' | 'MANUAL' } | { waiting: string };

/** The table of contents: the admin's, else the outline's, else the AI's reading of the contents pages. */
async function findToc(deps: Deps, row: LibraryImportRow, title: string, pdf: BookPdf, signal: AbortSignal) {
  const checked = (draft: TocDraft) => checkToc(draft, pdf.pageCount);
  if (row.toc) {
    const manual = checked(row.toc as TocDraft);
    return 'toc' in manual
      ? { toc: manual.toc, source: 'MANUAL' as const }
      : { waiting: tocRefused(manual.problem) };
  }
  if (pdf.outline) {
    const outline = checked(pdf.outline);
    if ('toc' in outline) return { toc: outline.toc, source: 'OUTLINE' as const };
  }
  const contents = contentsPages(pdf.pages);
  if (contents.length === 0) return { waiting: NO_CONTENTS };
  if (!deps.services.ai.has('main')) return { waiting: AI_OFF };
  const draft = await readContentsPages(deps, { title, pages: pdf.pages, contents, signal });
  const read = checked(draft);
  return 'toc' in read ? { toc: read.toc, source: 'AI' as const } : { waiting: tocRefused(read.problem) };
}

/** Writes the chapters and subchapters and moves the import on to EXERCISES, in one transaction. */
async function writeChapters(
  deps: Deps,
  row: LibraryImportRow,
  found: { toc: Toc; source: string },
  pdf: BookPdf,
) {
  const ranges = pageRanges(found.toc, pdf.pageCount);
  const textOf = (number: string) => {
    const range = ranges.get(number);
    return range
      ? pdf.pages
          .slice(range.first - 1, range.last)
          .join('\n\n')
          .trim()
      : '';
  };
  return deps.db.transaction(async (tx) => {
    // Serialises with an admin's change of this import (a retry, another run).
    await tx.execute(sql`select 1 from library_imports where id = ${row.id} for update`);
    const [existing] = await tx
      .select({ id: libraryChapters.id })
      .from(libraryChapters)
      .where(eq(libraryChapters.bookId, row.bookId))
      .limit(1);
    if (existing) return moveImport(deps, row, ['CHAPTERS'], { state: 'FAILED', error: HAS_CHAPTERS }, tx);
    let order = 0;
    let subchapters = 0;
    for (const chapter of found.toc.chapters) {
      const [parent] = await tx
        .insert(libraryChapters)
        .values({
          bookId: row.bookId,
          tocId: chapter.number,
          number: chapter.number,
          name: chapter.name,
          rawName: chapter.rawName,
          page: chapter.page,
          order: ++order,
        })
        .returning({ id: libraryChapters.id });
      if (chapter.subchapters.length === 0) continue;
      subchapters += chapter.subchapters.length;
      await tx.insert(libraryChapters).values(
        chapter.subchapters.map((sub) => ({
          bookId: row.bookId,
          parentId: parent?.id,
          tocId: sub.number,
          number: sub.number,
          name: sub.name,
          rawName: sub.rawName,
          page: sub.page,
          content: textOf(sub.number),
          order: ++order,
        })),
      );
    }
    return moveImport(
      deps,
      row,
      ['CHAPTERS'],
      {
        state: 'EXERCISES',
        error: null,
        tocSource: found.source,
        chapterCount: found.toc.chapters.length,
        subchapterCount: subchapters,
      },
      tx,
    );
  });
}

/** Reads the file's pages, telling the progress only on the first reading (`progress`). */
async function readPages(
  deps: Deps,
  row: LibraryImportRow,
  bytes: Uint8Array,
  signal: AbortSignal,
  progress: boolean,
): Promise<BookPdf | undefined> {
  try {
    return await readBookPdf(
      bytes,
      async (read, total) => {
        if (progress) await moveImport(deps, row, ['READING'], { pagesRead: read, pageCount: total });
      },
      signal,
    );
  } catch (error) {
    if (!(error instanceof BrokenPdf)) throw error;
    await failImport(deps, row, error.message);
    return undefined;
  }
}

/** EXERCISES → SOLVING (DONE at once without AI, with a note): the subchapters' exercises, then their solving. */
async function findExercises(
  deps: Deps,
  row: LibraryImportRow,
  book: LibraryBookRow,
  pdf: BookPdf,
  job: { signal: AbortSignal; isLastAttempt: boolean },
) {
  if (!deps.services.ai.has('main')) {
    await moveImport(deps, row, ['EXERCISES'], { state: 'DONE', note: NO_EXERCISES });
    return;
  }
  await cutExercises(deps, { row, book, pages: pdf.pages, ...job });
  if (await moveImport(deps, row, ['EXERCISES'], { state: 'SOLVING' })) await finishSolving(deps, row.id);
}

/** One run of an import, from reading its file to SOLVING or DONE (or NEEDS_TOC, or FAILED). */
async function runImport(
  deps: Deps,
  row: LibraryImportRow,
  job: { signal: AbortSignal; isLastAttempt: boolean },
): Promise<void> {
  const { signal } = job;
  const book = await findBook(deps.db, row.bookId, { everything: true });
  const bytes = await deps.services.storage.get(row.fileKey);
  if (!book || !bytes) {
    await failImport(deps, row, LOST_FILE);
    return;
  }
  // This import's chapters are written: go on with the exercises of the subchapters not read yet.
  if (row.chapterCount > 0) {
    const pdf = await readPages(deps, row, bytes, signal, false);
    if (!pdf) return;
    const moved = await moveImport(deps, row, ['QUEUED', 'EXERCISES'], {
      state: 'EXERCISES',
      pagesRead: pdf.pageCount,
    });
    if (!moved) return;
    // A retry (an admin's, after a failure): the exercises left unfinished are sent again.
    if (row.state === 'QUEUED') await resendOpenExercises(deps, row.id, row.bookId);
    await findExercises(deps, moved, book, pdf, job);
    return;
  }
  if (
    !(await moveImport(deps, row, ['QUEUED', 'READING', 'TOC', 'CHAPTERS'], {
      state: 'READING',
      pagesRead: 0,
    }))
  )
    return;
  const pdf = await readPages(deps, row, bytes, signal, true);
  if (!pdf) return;
  if (!(await moveImport(deps, row, ['READING'], { state: 'TOC' }))) return;
  const found: Found = await findToc(deps, row, book.title, pdf, signal);
  if ('waiting' in found) {
    await moveImport(deps, row, ['TOC'], { state: 'NEEDS_TOC', error: found.waiting });
    return;
  }
  if (!(await moveImport(deps, row, ['TOC'], { state: 'CHAPTERS', tocSource: found.source }))) return;
  const written = await writeChapters(deps, row, found, pdf);
  deps.pubsub.publish('libraryImport', row.bookId, { id: row.id });
  if (written?.state !== 'EXERCISES') return;
  // The new chapters' text, where the AI tools search (read only once the book is published).
  await indexBookChapters(deps.db, row.bookId);
  await findExercises(deps, written, book, pdf, job);
}

export function importJob(deps: Deps): JobDefinition<ImportJobData> {
  return {
    name: IMPORT_JOB,
    retryLimit: 2,
    retryDelaySeconds: 3,
    // A long textbook is read page by page, and the AI reads each subchapter's exercises; a run
    // lost half-way goes on after the last subchapter stored.
    expireInSeconds: 60 * 60,
    async handler({ importId, attempt }, { signal, isLastAttempt }) {
      const row = await findImport(deps.db, importId);
      if (!row || row.attempt !== attempt) return;
      // Its exercises are being solved (their own jobs): the run has nothing more to do.
      if (row.state === 'SOLVING') return finishSolving(deps, row.id);
      if (!RUNNING_STATES.includes(row.state as ImportState)) return;
      await runImport(deps, row, { signal, isLastAttempt });
    },
    async onFinalFailure({ importId, attempt }) {
      const row = await findImport(deps.db, importId);
      if (row && row.attempt === attempt) await failImport(deps, row, IMPORT_FAILED);
    },
  };
}
