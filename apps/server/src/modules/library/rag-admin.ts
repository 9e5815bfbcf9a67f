import type { Level, Subject } from '@kreda/shared/enums';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { requireAdmin, requireViewer } from '../../core/actor.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { isUuid } from '../../core/ids.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import {
  PUBLIC_OWNER,
  removeSource,
  type SourceRef,
  searchPassages,
  sourceChunkCounts,
} from '../retrieval/index.ts';
import { BOOK_NOT_FOUND } from './commands.ts';
import { indexBookChapters } from './indexing.ts';
import { findBook } from './service.ts';
import { libraryBooks, libraryChapters } from './tables.ts';

/*
 * `/admin/rag`: the public library's documents in the search index (one per chapter of a table of
 * contents), their chunk counts, re-indexing a book, taking a chapter out of the index, and a test
 * box that shows the ranked passages and their scores for a question. Admins only.
 */

const QUESTION_MIN = 2;
const QUESTION_MAX = 500;
const HITS = 10;
const CHAPTER_NOT_FOUND = 'Nie znaleziono rozdziału podręcznika.';

export interface RagDocument {
  id: string;
  podrecznikId: string;
  title: string;
  chapter: string;
  przedmiot: Subject;
  poziom: Level;
  visible: boolean;
  deleted: boolean;
  chunkCount: number;
  characters: number;
  indexedAt: Date | null;
}

const sourceOf = (id: string): SourceRef => ({ kind: 'LIBRARY_CHAPTER', id });

interface Filter {
  przedmiot?: Subject | null;
  poziom?: Level | null;
  podrecznikId?: string;
  chapterId?: string;
}

/** The chapters (not subchapters) of every book, hidden ones too, by subject, class, title, order. */
async function ragDocuments(ctx: Ctx, filter: Filter): Promise<RagDocument[]> {
  const where: (SQL | undefined)[] = [
    isNull(libraryChapters.parentId),
    filter.przedmiot ? eq(libraryBooks.przedmiot, filter.przedmiot) : undefined,
    filter.poziom ? eq(libraryBooks.poziom, filter.poziom) : undefined,
    filter.podrecznikId ? eq(libraryBooks.id, filter.podrecznikId) : undefined,
    filter.chapterId ? eq(libraryChapters.id, filter.chapterId) : undefined,
  ];
  const rows = await ctx.db
    .select({
      id: libraryChapters.id,
      number: libraryChapters.number,
      name: libraryChapters.name,
      deleted: libraryChapters.deleted,
      podrecznikId: libraryBooks.id,
      title: libraryBooks.title,
      przedmiot: libraryBooks.przedmiot,
      poziom: libraryBooks.poziom,
      visible: libraryBooks.visible,
    })
    .from(libraryChapters)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryChapters.bookId))
    .where(and(...where))
    .orderBy(
      asc(libraryBooks.przedmiot),
      asc(libraryBooks.klasa),
      asc(libraryBooks.title),
      asc(libraryChapters.order),
    );
  const counts = await sourceChunkCounts(ctx.db, {
    userId: PUBLIC_OWNER,
    sources: rows.map((row) => sourceOf(row.id)),
  });
  return rows.map((row) => {
    const indexed = counts.get(row.id);
    return {
      id: row.id,
      podrecznikId: row.podrecznikId,
      title: row.title,
      chapter: `${row.number}. ${row.name}`,
      przedmiot: row.przedmiot,
      poziom: row.poziom,
      visible: row.visible,
      deleted: row.deleted,
      chunkCount: indexed?.chunks ?? 0,
      characters: indexed?.characters ?? 0,
      indexedAt: indexed?.indexedAt ?? null,
    };
  });
}

async function admin(ctx: Ctx) {
  return requireAdmin(await requireViewer(ctx));
}

/** `getLibraryRagDocuments`: the index's documents, optionally of one subject and level. */
export async function listRagDocuments(ctx: Ctx, input: Pick<Filter, 'przedmiot' | 'poziom'>) {
  await admin(ctx);
  return ragDocuments(ctx, input);
}

/** `reindexLibraryBook`: the book's chapters indexed again from their text; its documents. */
export async function reindexBook(ctx: Ctx, input: { podrecznikId: string }) {
  await admin(ctx);
  if (!(await findBook(ctx.db, input.podrecznikId, { everything: true }))) throw notFound(BOOK_NOT_FOUND);
  await indexBookChapters(ctx.db, input.podrecznikId);
  return ragDocuments(ctx, { podrecznikId: input.podrecznikId });
}

/** `removeLibraryRagDocument`: a chapter's passages leave the index (until the book is re-indexed). */
export async function removeRagDocument(ctx: Ctx, input: { id: string }) {
  await admin(ctx);
  if (!isUuid(input.id)) throw notFound(CHAPTER_NOT_FOUND);
  const [before] = await ragDocuments(ctx, { chapterId: input.id });
  if (!before) throw notFound(CHAPTER_NOT_FOUND);
  await removeSource(ctx.db, PUBLIC_OWNER, sourceOf(input.id));
  return { ...before, chunkCount: 0, characters: 0, indexedAt: null };
}

/**
 * `searchLibraryRag`: what the tools would find for the question among the chapters of the chosen
 * subject and level (hidden books too, marked so), best first, with the fused scores.
 */
export async function searchRag(
  ctx: Ctx,
  input: { question: string } & Pick<Filter, 'przedmiot' | 'poziom'>,
) {
  await admin(ctx);
  const question = input.question.trim().replace(/\s+/g, ' ');
  if (question.length < QUESTION_MIN || question.length > QUESTION_MAX)
    throw badInput({ question: `Wpisz pytanie: od ${QUESTION_MIN} do ${QUESTION_MAX} znaków.` });
  const documents = (await ragDocuments(ctx, input)).filter((doc) => doc.chunkCount > 0);
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const passages = await searchPassages(ctx.db, {
    userId: PUBLIC_OWNER,
    question,
    sources: documents.map((doc) => sourceOf(doc.id)),
    k: HITS,
  });
  return passages.flatMap((passage) => {
    const doc = byId.get(passage.source.id);
    if (!doc) return [];
    return [
      {
        documentId: doc.id,
        title: doc.title,
        chapter: doc.chapter,
        visible: doc.visible,
        page: passage.citation.page,
        text: passage.text,
        score: passage.score,
      },
    ];
  });
}
