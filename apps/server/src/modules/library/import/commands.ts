import { randomUUID } from 'node:crypto';
import type { Level, Subject } from '@kreda/shared/enums';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireAdmin, requireViewer } from '../../../core/actor.ts';
import { badInput, notFound } from '../../../core/domain-error.ts';
import { parseInput, text } from '../../../core/input.ts';
import type { GraphQLContext as Ctx } from '../../../graphql/context.ts';
import { detectFileType } from '../../../platform/extraction/detect.ts';
import type { UploadedFile } from '../../materials/index.ts';
import { BOOK_NOT_FOUND } from '../commands.ts';
import { findBook } from '../service.ts';
import {
  type LibraryBookRow,
  type LibraryImportRow,
  libraryBooks,
  libraryChapters,
  libraryImports,
} from '../tables.ts';
import { parseBookChange } from '../validation.ts';
import { enqueueImport } from './job.ts';
import { findImport, moveImport, openImportOf } from './store.ts';
import { checkToc } from './toc-rules.ts';

/*
 * The admin's side of the import: a new hidden textbook, its PDF (checked by content and size;
 * a refusal stores nothing), a table of contents entered by hand for an import waiting for one,
 * and a retry of a failed import. Every one refused to anyone but an admin.
 */

const IMPORT_NOT_FOUND = 'Nie znaleziono importu.';
const EVERYTHING = { everything: true };
const ISBN_TAKEN = 'Inny podręcznik ma już ten numer ISBN.';

/** `createPodrecznik`: a new textbook, hidden until an admin publishes it. */
export async function createBook(ctx: Ctx, input: Record<string, unknown>): Promise<LibraryBookRow> {
  requireAdmin(await requireViewer(ctx));
  const { type, ...rest } = input;
  // The same rules as an admin's change of a book (validation.ts); a new book needs its title.
  const { id: _, chapters: __, visible: ___, ...fields } = parseBookChange({ ...rest, id: 'new' });
  if (!fields.title) throw badInput({ title: 'Podaj tytuł podręcznika.' });
  if (fields.isbn) {
    const [other] = await ctx.db
      .select({ id: libraryBooks.id })
      .from(libraryBooks)
      .where(eq(libraryBooks.isbn, fields.isbn));
    if (other) throw badInput({ isbn: ISBN_TAKEN });
  }
  const [row] = await ctx.db
    .insert(libraryBooks)
    .values({
      ...fields,
      title: fields.title,
      przedmiot: fields.przedmiot as Subject,
      poziom: fields.poziom as Level,
      type: type === 'ZBIOR_ZADAN' ? 'ZBIOR_ZADAN' : 'PODRECZNIK',
      visible: false,
    })
    .onConflictDoNothing()
    .returning();
  // Another admin took the ISBN in between.
  if (!row) throw badInput({ isbn: ISBN_TAKEN });
  return row;
}

/** The file as a PDF within the size limit, else a Polish refusal (nothing stored). */
async function checkedPdf(ctx: Ctx, file: UploadedFile): Promise<Uint8Array> {
  if (file.size === 0) throw badInput({ file: 'Plik jest pusty.' });
  const limit = ctx.config.uploadMaxBytes;
  if (file.size > limit)
    throw badInput({
      file: `Plik jest za duży. Można przesłać najwyżej ${Math.floor(limit / 1024 / 1024)} MB.`,
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if ((await detectFileType(bytes))?.kind !== 'PDF')
    throw badInput({ file: 'To nie jest plik PDF. Prześlij podręcznik jako PDF.' });
  return bytes;
}

/** `importPodrecznikPdf`: stores the book's PDF and starts its import. */
export async function startImport(
  ctx: Ctx,
  input: { podrecznikId: string; file: UploadedFile },
): Promise<LibraryImportRow> {
  requireAdmin(await requireViewer(ctx));
  const book = await findBook(ctx.db, input.podrecznikId, EVERYTHING);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  const bytes = await checkedPdf(ctx, input.file);
  const [chapter] = await ctx.db
    .select({ id: libraryChapters.id })
    .from(libraryChapters)
    .where(eq(libraryChapters.bookId, book.id))
    .limit(1);
  if (chapter)
    throw badInput({
      podrecznikId: 'Ten podręcznik ma już spis treści. Import dotyczy podręczników bez niego.',
    });
  if (await openImportOf(ctx.db, book.id))
    throw badInput({ podrecznikId: 'Ten podręcznik jest już importowany. Poczekaj na koniec importu.' });
  const id = randomUUID();
  const fileKey = `library/${book.id}/${id}`;
  // Bytes first (a storage failure writes no row); if the row then fails, the bytes go again.
  await ctx.services.storage.put(fileKey, bytes, 'application/pdf');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(libraryImports)
        .values({ id, bookId: book.id, fileKey, fileName: fileNameOf(input.file.name) })
        .returning();
      if (!created) throw new Error('import row not written');
      await enqueueImport(ctx, tx, created);
      return created;
    });
    return row;
  } catch (error) {
    await ctx.services.storage.delete(fileKey).catch(() => {});
    throw error;
  }
}

const fileNameOf = (raw: string) =>
  [...raw.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()].slice(0, 200).join('') || 'podrecznik.pdf';

const page = z.number().int('Strona: liczba całkowita.');
const tocInput = z.object({
  importId: z.string(),
  chapters: z
    .array(
      z.object({
        name: text({ max: 200, required: 'Podaj nazwę rozdziału.' }),
        page,
        subchapters: z.array(
          z.object({ name: text({ max: 200, required: 'Podaj nazwę podrozdziału.' }), page }),
        ),
      }),
    )
    .min(1, 'Spis treści musi mieć co najmniej jeden rozdział.'),
});

/** `setPodrecznikToc`: the table of contents of an import waiting for one; the import goes on with it. */
export async function setToc(ctx: Ctx, input: unknown): Promise<LibraryImportRow> {
  requireAdmin(await requireViewer(ctx));
  const { importId, chapters } = parseInput(tocInput, input);
  const row = await findImport(ctx.db, importId);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  if (row.state !== 'NEEDS_TOC') throw badInput({ importId: 'Ten import nie czeka na spis treści.' });
  const checked = checkToc({ chapters }, row.pageCount ?? 0);
  if ('problem' in checked) throw badInput({ chapters: checked.problem });
  return rerun(ctx, row, ['NEEDS_TOC'], { toc: { chapters } });
}

/** `retryPodrecznikImport`: a failed import from the start (a table entered by hand is kept). */
export async function retryImport(ctx: Ctx, id: string): Promise<LibraryImportRow> {
  requireAdmin(await requireViewer(ctx));
  const row = await findImport(ctx.db, id);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  if (row.state !== 'FAILED') throw badInput({ id: 'Ponowić można tylko nieudany import.' });
  if (await openImportOf(ctx.db, row.bookId))
    throw badInput({ id: 'Ten podręcznik jest już importowany. Poczekaj na koniec importu.' });
  return rerun(ctx, row, ['FAILED'], {});
}

/** A new run (the next attempt) of the import, queued in the transaction that starts it. */
async function rerun(
  ctx: Ctx,
  row: LibraryImportRow,
  from: ('NEEDS_TOC' | 'FAILED')[],
  change: { toc?: unknown },
): Promise<LibraryImportRow> {
  const next = await ctx.db.transaction(async (tx) => {
    const moved = await moveImport(
      ctx,
      row,
      from,
      { ...change, state: 'QUEUED', error: null, attempt: row.attempt + 1, pagesRead: 0 },
      tx,
    );
    if (!moved) throw badInput({ importId: 'Import właśnie się zmienił. Odśwież stronę.' });
    await enqueueImport(ctx, tx, moved);
    return moved;
  });
  ctx.pubsub.publish('libraryImport', next.bookId, { id: next.id });
  return next;
}
