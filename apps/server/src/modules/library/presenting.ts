import type { ZadanieRow } from '../exercises/index.ts';
import type { LibraryBookRow, LibraryChapterRow } from './tables.ts';

/** A chapter of the table of contents with its subchapters and their solved-exercise counts. */
export interface ChapterView {
  row: Omit<LibraryChapterRow, 'content'>;
  subchapters: ChapterView[];
  exerciseCount: number;
}

/** A book with its table of contents (for `PodrBook` and `Book`). */
export interface BookView {
  book: LibraryBookRow;
  chapters: ChapterView[];
}

/** Builds the tree of chapters → subchapters from rows in order, with counts per subchapter. */
export function tableOfContents(
  rows: readonly Omit<LibraryChapterRow, 'content'>[],
  counts: Map<string, number>,
): ChapterView[] {
  const chapters: ChapterView[] = [];
  const byId = new Map<string, ChapterView>();
  for (const row of rows) {
    const view: ChapterView = { row, subchapters: [], exerciseCount: counts.get(row.id) ?? 0 };
    byId.set(row.id, view);
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) parent.subchapters.push(view);
    else if (!row.parentId) chapters.push(view);
  }
  for (const chapter of chapters)
    chapter.exerciseCount += chapter.subchapters.reduce((sum, sub) => sum + sub.exerciseCount, 0);
  return chapters;
}

/** A library exercise as the exercise catalogue lists it (`BookExercise`). */
export function bookExercise(task: ZadanieRow) {
  return {
    id: task.id,
    title: `Zadanie ${task.numberExercise}`,
    pageNumber: task.pages[0] ?? null,
    question: task.question,
    answer: task.answer,
    link: null,
    externalId: null,
    exerciseNumber: task.numberExercise,
    subExercises: [],
  };
}

/** A `Book`: a row from a list (its chapters read when asked) or a book already read with them. */
export type BookRow = LibraryBookRow | BookView;
