import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProvidedSource, SourceProvider } from '../../core/deps.ts';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { topicsByIds } from '../reference/index.ts';
import { findOwnWorkspace } from '../workspaces/index.ts';
import { PUBLISHED_CHAPTER } from './indexing.ts';
import { libraryBooks, libraryChapters } from './tables.ts';

/*
 * A published textbook chapter is a material of every workspace: the sources module offers the
 * chapters of its subject's textbooks in the tools' pickers ("Podręczniki"), and a chosen chapter
 * grounds the chat, notes, quizzes and word sets in its text (indexed by indexing.ts, read by any
 * user who names it). A chapter of a hidden book, a deleted one or a made-up id is not a material.
 */

/** The picker's most chapters of one workspace. */
const PICKER_MAX = 50;

/** A chapter as the `Sources` union's LibrarySource. */
export interface LibrarySourceView extends ProvidedSource {
  podrecznikId: string;
}

const columns = {
  id: libraryChapters.id,
  number: libraryChapters.number,
  name: libraryChapters.name,
  bookId: libraryBooks.id,
  bookTitle: libraryBooks.title,
};

function named(row: { id: string; number: string; name: string; bookId: string; bookTitle: string }) {
  return {
    id: row.id,
    workspaceId: null,
    name: `${row.number}. ${row.name} – ${row.bookTitle}`,
    podrecznikId: row.bookId,
  };
}

async function chaptersByIds(db: DB, ids: readonly string[]): Promise<LibrarySourceView[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(libraryChapters)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryChapters.bookId))
    .where(and(inArray(libraryChapters.id, valid), PUBLISHED_CHAPTER));
  return rows.map(named);
}

/** The chapters of the published textbooks of the workspace's subject (its level's first). */
async function chaptersFor(db: DB, userId: string, workspaceId: string): Promise<LibrarySourceView[]> {
  const workspace = await findOwnWorkspace(db, userId, workspaceId);
  if (!workspace?.tematId) return [];
  const topic = (await topicsByIds(db, [workspace.tematId])).get(workspace.tematId);
  if (!topic) return [];
  const rows = await db
    .select({ ...columns, poziom: libraryBooks.poziom })
    .from(libraryChapters)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryChapters.bookId))
    .where(and(eq(libraryBooks.przedmiot, topic.przedmiot), PUBLISHED_CHAPTER))
    .orderBy(asc(libraryBooks.klasa), asc(libraryBooks.title), asc(libraryChapters.order))
    .limit(PICKER_MAX * 4);
  const level = (row: { poziom: string }) => (row.poziom === topic.poziom ? 0 : 1);
  return rows
    .sort((a, b) => level(a) - level(b))
    .slice(0, PICKER_MAX)
    .map(named);
}

export const chapterSource: SourceProvider = {
  itemType: 'LIBRARY_CHAPTER',
  typename: 'LibrarySource',
  label: 'Podręczniki',
  load: ({ db }, _userId, ids) => chaptersByIds(db, ids),
  list: ({ db }, userId, workspaceId) => chaptersFor(db, userId, workspaceId),
};
