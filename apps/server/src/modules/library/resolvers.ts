import type { Actor } from '../../core/actor.ts';
import { notFound } from '../../core/domain-error.ts';
import { pageOf } from '../../core/page.ts';
import { batchByOwner } from '../../core/request-batch.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import type { UploadedFile } from '../materials/index.ts';
import { adminBooks, adminTopics, deleteBook } from './catalogue-admin.ts';
import { BOOK_NOT_FOUND, updateBook, updateTopic } from './commands.ts';
import { removeCover, setCover } from './covers.ts';
import { type BookView, bookExercise, tableOfContents } from './presenting.ts';
import { bookPage, published, publishedExerciseCount } from './published.ts';
import { listRagDocuments, reindexBook, removeRagDocument, searchRag } from './rag-admin.ts';
import {
  type Audience,
  booksBySubjectAndLevel,
  booksByTitle,
  chaptersOf,
  exerciseCounts,
  findBook,
  solvedExercisesOf,
} from './service.ts';
import type { LibraryBookRow } from './tables.ts';
import { BOOK_PAGE, searchText } from './validation.ts';

const isAdmin = (viewer: Actor | null) => viewer?.user.role === 'ADMIN';

/** What the caller may see: everything for an admin, the published library for anyone else. */
async function audienceOf(ctx: Ctx): Promise<Audience> {
  return { everything: isAdmin(await ctx.viewer()) };
}

/**
 * A book with its table of contents and solved-exercise counts: the public's from the published
 * snapshot (no statement), an admin's read afresh (two statements, deleted entries included).
 */
async function viewOf(ctx: Ctx, book: LibraryBookRow, audience: Audience): Promise<BookView> {
  if (!audience.everything && book.visible) {
    const { chapters, counts } = await published(ctx.db);
    return { book, chapters: tableOfContents(chapters.get(book.id) ?? [], counts) };
  }
  const rows = await chaptersOf(ctx.db, [book.id], audience);
  const counts = await exerciseCounts(
    ctx.db,
    rows.filter((row) => row.parentId).map((row) => row.id),
  );
  return { book, chapters: tableOfContents(rows, counts) };
}

/** Each request's loader of books' published exercise counts: one pair of statements per list level. */
const countLoaders = new WeakMap<
  Ctx,
  (owner: string, id: string) => Promise<{ id: string; n: number } | undefined>
>();

async function exerciseCountOf(ctx: Ctx, book: LibraryBookRow): Promise<number> {
  const shown = (await published(ctx.db)).bookCounts.get(book.id);
  if (shown !== undefined) return shown;
  // An unpublished book (only an admin sees one): counted from its rows.
  let load = countLoaders.get(ctx);
  if (!load) {
    load = batchByOwner(async (_, ids) => {
      const rows = await chaptersOf(ctx.db, ids, { everything: false });
      const counts = await exerciseCounts(
        ctx.db,
        rows.filter((row) => row.parentId).map((row) => row.id),
      );
      const byBook = new Map(ids.map((id) => [id, 0]));
      for (const row of rows)
        byBook.set(row.bookId, (byBook.get(row.bookId) ?? 0) + (counts.get(row.id) ?? 0));
      return [...byBook].map(([id, n]) => ({ id, n }));
    });
    countLoaders.set(ctx, load);
  }
  return load('library', book.id).then((found) => found?.n ?? 0);
}

const PUBLIC: Audience = { everything: false };

export const libraryResolvers: Resolvers = {
  Query: {
    getpodrecznikbyprzedmiotandpoziom: async (_, { getpodrecznikbyprzedmiotandpoziomInput: input }, ctx) =>
      booksBySubjectAndLevel(ctx.db, input.przedmiot, input.poziom, await audienceOf(ctx)),
    getPodrBookById: async (_, { getPodrBookByIdInput: input }, ctx) => {
      const audience = await audienceOf(ctx);
      const book = await findBook(ctx.db, input.id, audience);
      if (!book) throw notFound(BOOK_NOT_FOUND);
      return viewOf(ctx, book, audience);
    },
    getBooks: async (_, { getBooksInput: input }, ctx) => {
      const { page, limit } = pageOf(input, BOOK_PAGE);
      const { rows, total } = await bookPage(ctx.db, input, page, limit);
      return { data: rows, total, page, limit };
    },
    getbookbyid: async (_, { getbookbyidInput: input }, ctx) => {
      const book = await findBook(ctx.db, input.id);
      if (!book) throw notFound(BOOK_NOT_FOUND);
      return viewOf(ctx, book, PUBLIC);
    },
    getBooksByTitle: async (_, { getBooksByTitleInput: input }, ctx) =>
      booksByTitle(ctx.db, searchText(input.title), input.przedmiot),
    adminPodreczniki: (_, { adminPodrecznikiInput: input }, ctx) => adminBooks(ctx, input),
    adminTematy: (_, { adminTematyInput: input }, ctx) => adminTopics(ctx, input),
    getcount: (_, args, ctx) => publishedExerciseCount(ctx.db, args.getcountInput?.przedmiot),
    getLibraryRagDocuments: (_, { getLibraryRagDocumentsInput: input }, ctx) => listRagDocuments(ctx, input),
    searchLibraryRag: (_, { searchLibraryRagInput: input }, ctx) => searchRag(ctx, input),
  },
  Mutation: {
    reindexLibraryBook: (_, { reindexLibraryBookInput: input }, ctx) => reindexBook(ctx, input),
    removeLibraryRagDocument: (_, { removeLibraryRagDocumentInput: input }, ctx) =>
      removeRagDocument(ctx, input),
    setPodrecznikCover: (_, { setPodrecznikCoverInput: input }, ctx) =>
      setCover(ctx, { podrecznikId: input.podrecznikId, file: input.file as unknown as UploadedFile }),
    removePodrecznikCover: (_, { removePodrecznikCoverInput: input }, ctx) => removeCover(ctx, input),
    deletePodrecznik: (_, { deletePodrecznikInput: input }, ctx) => deleteBook(ctx, input),
    updatepodrecznik: (_, { updatepodrecznikInput: input }, ctx) => updateBook(ctx, input),
    updatetemat: (_, { updatetematInput: input }, ctx) => updateTopic(ctx, input),
  },
  Podrecznik: {
    exerciseCount: (book, _, ctx) => exerciseCountOf(ctx, book),
  },
  PodrBook: {
    id: (view) => view.book.id,
    podrecznik: (view) => view.book,
    chapters: (view) => view.chapters,
  },
  PodrChapter: {
    id: (view) => view.row.id,
    toc_id: (view) => view.row.tocId,
    number: (view) => view.row.number,
    name: (view) => view.row.name,
    raw_name: (view) => view.row.rawName,
    page: (view) => view.row.page,
    deleted: (view) => view.row.deleted,
    exerciseCount: (view) => view.exerciseCount,
    subchapters: (view) => view.subchapters,
  },
  Book: {
    id: (book) => ('book' in book ? book.book.id : book.id),
    name: (book) => ('book' in book ? book.book.title : book.title),
    klasa: (book) => ('book' in book ? book.book : book).klasa,
    przedmiot: (book) => ('book' in book ? book.book : book).przedmiot,
    poziom: (book) => ('book' in book ? book.book : book).poziom,
    releaseDate: (book) => ('book' in book ? book.book : book).releaseDate,
    isbn: (book) => ('book' in book ? book.book : book).isbn,
    type: (book) => ('book' in book ? book.book : book).type,
    wydawnictwo: (book) => ('book' in book ? book.book : book).wydawnictwo,
    link: (book) => ('book' in book ? book.book : book).link,
    imageUrl: (book) => ('book' in book ? book.book : book).imageUrl,
    authors: (book) => ('book' in book ? book.book : book).authors,
    demo: (book) => ('book' in book ? book.book : book).demo,
    exerciseCount: (book, _, ctx) => exerciseCountOf(ctx, 'book' in book ? book.book : book),
    rozdzialy: async (book, _, ctx) =>
      'book' in book ? book.chapters : (await viewOf(ctx, book, PUBLIC)).chapters,
  },
  BookRozdzial: {
    id: (view) => view.row.id,
    name: (view) => view.row.name,
    number: (view) => view.row.number,
    page: (view) => view.row.page,
    exerciseCount: (view) => view.exerciseCount,
    subrozdzialy: (view) => view.subchapters,
  },
  BookSubrozdzial: {
    id: (view) => view.row.id,
    name: (view) => view.row.name,
    number: (view) => view.row.number,
    page: (view) => view.row.page,
    exerciseCount: (view) => view.exerciseCount,
    exercises: async (view, _, ctx) => (await solvedExercisesOf(ctx.db, [view.row.id])).map(bookExercise),
  },
};
