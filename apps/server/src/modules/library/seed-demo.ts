import { readdir, readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { insertTasks, PUBLIC_TASKS_USER } from '../exercises/index.ts';
import { type DemoBook, parseDemoBook } from './demo-book.ts';
import { indexBookChapters } from './indexing.ts';
import { LIBRARY_TASKS } from './service.ts';
import { libraryBooks, libraryChapters } from './tables.ts';

/*
 * The demo library: books written for the project (`demo/*.md`), seeded published and labelled
 * `demo`, so a fresh `npm start` shows a working catalogue with exercises and solutions. A book is
 * seeded once (its file name is its seed key): an admin's later edits are never overwritten.
 * LIBRARY_DEMO=false leaves the demo out.
 */

const DEMO_DIR = new URL('./demo/', import.meta.url);

/** The demo books, by seed key (the file name without `.md`). */
export async function readDemoBooks(): Promise<Map<string, DemoBook>> {
  const files = (await readdir(DEMO_DIR)).filter((file) => file.endsWith('.md')).sort();
  const books = new Map<string, DemoBook>();
  for (const file of files) {
    const key = `demo:${file.replace(/\.md$/, '')}`;
    try {
      books.set(key, parseDemoBook(await readFile(new URL(file, DEMO_DIR), 'utf8')));
    } catch (error) {
      throw new Error(`demo book ${file}: ${(error as Error).message}`);
    }
  }
  return books;
}

const taskType = (book: DemoBook, options: number) =>
  options > 0 ? 'ZAMKNIETE' : book.przedmiot === 'mathematics' ? 'OBLICZENIOWE' : 'OTWARTE';

/** Stores one demo book with its table of contents and solved exercises, in one transaction. */
async function storeBook(db: DB, seedKey: string, book: DemoBook): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(libraryBooks)
      .values({
        seedKey,
        title: book.title,
        isbn: book.isbn,
        przedmiot: book.przedmiot,
        poziom: book.poziom,
        klasa: book.klasa,
        wydawnictwo: book.wydawnictwo,
        authors: book.authors,
        releaseDate: book.releaseDate,
        demo: true,
        visible: true,
      })
      .onConflictDoNothing()
      .returning({ id: libraryBooks.id });
    if (!row) return;
    // Chapters, then subchapters, one statement each; then each subchapter's solved exercises.
    let order = 0;
    const chapterRows = await tx
      .insert(libraryChapters)
      .values(
        book.chapters.map((chapter) => {
          order += 1 + chapter.subchapters.length;
          return {
            bookId: row.id,
            tocId: chapter.number,
            number: chapter.number,
            name: chapter.name,
            rawName: `${chapter.number}. ${chapter.name}`,
            page: chapter.page,
            order: order - chapter.subchapters.length,
          };
        }),
      )
      .returning({ id: libraryChapters.id, tocId: libraryChapters.tocId, order: libraryChapters.order });
    const subchapters = book.chapters.flatMap((chapter) => {
      const parent = chapterRows.find((stored) => stored.tocId === chapter.number);
      return chapter.subchapters.map((sub, i) => ({
        sub,
        parentId: parent?.id,
        order: (parent?.order ?? 0) + i + 1,
      }));
    });
    const subRows = await tx
      .insert(libraryChapters)
      .values(
        subchapters.map(({ sub, parentId, order: position }) => ({
          bookId: row.id,
          parentId,
          tocId: sub.number,
          number: sub.number,
          name: sub.name,
          rawName: `${sub.number}. ${sub.name}`,
          page: sub.page,
          content: sub.text,
          order: position,
        })),
      )
      .returning({ id: libraryChapters.id, tocId: libraryChapters.tocId });
    for (const { sub } of subchapters) {
      const stored = subRows.find((entry) => entry.tocId === sub.number);
      if (!stored) continue;
      await insertTasks(
        tx,
        { kind: LIBRARY_TASKS, id: stored.id, userId: PUBLIC_TASKS_USER, workspaceId: PUBLIC_TASKS_USER },
        sub.exercises.map((exercise) => ({
          numberExercise: exercise.number,
          question: exercise.question,
          type: taskType(book, exercise.options.length),
          options: exercise.options,
          points: null,
          pages: [sub.page],
          state: 'SOLVED' as const,
          solution: { answer: exercise.answer, explanation: exercise.solution || null, dlaczego: null },
        })),
      );
    }
  });
}

/** Seeds the demo books not stored yet; returns the seed keys it stored. */
export async function seedDemoLibrary(db: DB): Promise<string[]> {
  const stored: string[] = [];
  for (const [seedKey, book] of await readDemoBooks()) {
    const [existing] = await db
      .select({ id: libraryBooks.id })
      .from(libraryBooks)
      .where(eq(libraryBooks.seedKey, seedKey));
    if (existing) continue;
    await storeBook(db, seedKey, book);
    stored.push(seedKey);
  }
  return stored;
}

/**
 * Indexes the demo books' chapters for the AI tools. Run on every start: unchanged text is left as
 * it is, and a database seeded before the library was searchable catches up.
 */
export async function indexDemoBooks(db: DB): Promise<number> {
  const books = await db
    .select({ id: libraryBooks.id })
    .from(libraryBooks)
    .where(eq(libraryBooks.demo, true));
  let chapters = 0;
  for (const book of books) chapters += await indexBookChapters(db, book.id);
  return chapters;
}
