import type { LibraryChapterRow } from './tables.ts';

/** Chapters and subchapters of the public table of contents: none deleted, none under a deleted one. */
export function shownChapters<T extends Pick<LibraryChapterRow, 'id' | 'parentId' | 'deleted'>>(
  rows: T[],
): T[] {
  const shown = new Set(rows.filter((row) => !row.deleted && !row.parentId).map((row) => row.id));
  return rows.filter((row) => !row.deleted && (!row.parentId || shown.has(row.parentId)));
}
