import type { Level, Subject } from '@kreda/shared/enums';
import { and, asc, count, eq, ilike, isNotNull, or } from 'drizzle-orm';
import { requireAdmin, requireViewer } from '../../core/actor.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { pageOf } from '../../core/page.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import { deleteTasksOf, PUBLIC_TASKS_USER, tasksOf } from '../exercises/index.ts';
import { allCatalogueTopics, unlinkTopicsFrom } from '../reference/index.ts';
import { PUBLIC_OWNER, removeSources } from '../retrieval/index.ts';
import { BOOK_NOT_FOUND } from './commands.ts';
import { coverKeyOf } from './covers.ts';
import { forgetPublished } from './published.ts';
import { findBook, LIBRARY_TASKS, likeLiteral } from './service.ts';
import { libraryBooks, libraryChapters, libraryImports } from './tables.ts';
import { BOOK_PAGE } from './validation.ts';

/*
 * The admin's catalogue: every book, hidden ones too, searched and paged by the database in one
 * statement pair; and the deletion of a book with everything that hangs on it.
 */

const SEARCH_MAX = 200;
const DEMO_KEPT =
  'Podręcznika demonstracyjnego nie można usunąć (wraca przy każdym starcie). Ukryj go albo wyłącz bibliotekę demonstracyjną ustawieniem LIBRARY_DEMO=false.';

interface AdminBooksInput {
  przedmiot?: Subject | null;
  szukaj?: string | null;
  page?: number | null;
  limit?: number | null;
}

/** `adminPodreczniki`: every textbook (hidden too) by subject, level, class and title; a title or ISBN search. */
export async function adminBooks(ctx: Ctx, input: AdminBooksInput) {
  requireAdmin(await requireViewer(ctx));
  const { page, limit } = pageOf(input, BOOK_PAGE);
  const text = (input.szukaj ?? '').trim().replace(/\s+/g, ' ');
  if (text.length > SEARCH_MAX) throw badInput({ szukaj: `Wpisz najwyżej ${SEARCH_MAX} znaków.` });
  const digits = text.replace(/[\s-]/g, '');
  const where = and(
    input.przedmiot ? eq(libraryBooks.przedmiot, input.przedmiot) : undefined,
    text
      ? or(
          ilike(libraryBooks.title, `%${likeLiteral(text)}%`),
          /^\d+$/.test(digits) ? ilike(libraryBooks.isbn, `%${digits}%`) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(libraryBooks)
      .where(where)
      .orderBy(
        asc(libraryBooks.przedmiot),
        asc(libraryBooks.poziom),
        asc(libraryBooks.klasa),
        asc(libraryBooks.title),
        asc(libraryBooks.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(libraryBooks).where(where),
  ]);
  return { data: rows, total: total?.n ?? 0, page, limit };
}

/** `adminTematy`: the curriculum topics of a subject and level, hidden ones too, for linking to books. */
export async function adminTopics(ctx: Ctx, input: { przedmiot: Subject; poziom: Level }) {
  requireAdmin(await requireViewer(ctx));
  return allCatalogueTopics(ctx.db, input.przedmiot, input.poziom);
}

/**
 * `deletePodrecznik`: a book leaves the library with its chapters, exercises, imports and their
 * passages in the AI tools' index, and the curriculum topics forget it — all in one transaction —
 * and then its uploaded PDFs and cover go. Demo books are refused (the seed would bring them back).
 * An import's jobs still queued for it find no row and change nothing.
 */
export async function deleteBook(ctx: Ctx, input: { id: string }): Promise<string> {
  requireAdmin(await requireViewer(ctx));
  const book = await findBook(ctx.db, input.id, { everything: true });
  if (!book) throw notFound(BOOK_NOT_FOUND);
  if (book.demo) throw badInput({ id: DEMO_KEPT });
  const files = await ctx.db.transaction(async (tx) => {
    const chapters = await tx
      .select({ id: libraryChapters.id, parentId: libraryChapters.parentId })
      .from(libraryChapters)
      .where(eq(libraryChapters.bookId, book.id));
    const subchapters = chapters.filter((row) => row.parentId).map((row) => row.id);
    const tasks = await tasksOf(tx, PUBLIC_TASKS_USER, subchapters);
    await unlinkTopicsFrom(
      tx,
      book.id,
      tasks.map((task) => task.id),
    );
    await deleteTasksOf(tx, PUBLIC_TASKS_USER, LIBRARY_TASKS, subchapters);
    await removeSources(
      tx,
      PUBLIC_OWNER,
      chapters.map((row) => ({ kind: 'LIBRARY_CHAPTER', id: row.id })),
    );
    const imports = await tx
      .select({ fileKey: libraryImports.fileKey })
      .from(libraryImports)
      .where(and(eq(libraryImports.bookId, book.id), isNotNull(libraryImports.fileKey)));
    // Chapters and imports go with the book (on delete cascade).
    const deleted = await tx
      .delete(libraryBooks)
      .where(eq(libraryBooks.id, book.id))
      .returning({ id: libraryBooks.id });
    if (deleted.length === 0) throw notFound(BOOK_NOT_FOUND);
    return [...imports.map((row) => row.fileKey), coverKeyOf(book)].filter((key) => key !== null);
  });
  forgetPublished(ctx.db);
  // The PDFs last: a file left by a failed delete is unreachable, never a book without its file.
  for (const key of files) await ctx.services.storage.delete(key).catch(() => {});
  return book.id;
}
