import type { PodrChapterChangeInput } from '../../gql/graphql.ts';
import type { AdminChapter } from './api/get-admin-textbook.ts';

// The table of contents being edited: each entry's fields as typed, and what changed against the
// saved entries, as one `updatepodrecznik` sends it.

export interface EntryDraft {
  number: string;
  name: string;
  /** As typed; empty means "no page". */
  page: string;
  deleted: boolean;
}

type Saved = Pick<AdminChapter, 'id' | 'number' | 'name' | 'page' | 'deleted'>;

/** Every entry of the table of contents (chapters and their subchapters), in order. */
export function entriesOf(chapters: readonly AdminChapter[]): Saved[] {
  return chapters.flatMap((chapter) => [chapter, ...chapter.subchapters]);
}

export function draftOf(entry: Saved): EntryDraft {
  return {
    number: entry.number,
    name: entry.name,
    page: entry.page ? String(entry.page) : '',
    deleted: entry.deleted,
  };
}

const PAGE = /^\d{1,4}$/;

/** The typed page as the server takes it, or undefined when it is not a whole number 1–5000. */
function pageOf(typed: string): number | null | undefined {
  const value = typed.trim();
  if (!value) return null;
  if (!PAGE.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 && page <= 5000 ? page : undefined;
}

export const PAGE_PROBLEM = 'Strona: liczba całkowita od 1 do 5000 (albo puste pole).';

/**
 * The changed entries, each with only its changed fields, and the entries whose typed page is not
 * a page (asked to be fixed before anything is sent).
 */
export function changesOf(
  saved: readonly Saved[],
  drafts: Readonly<Record<string, EntryDraft>>,
): { changes: PodrChapterChangeInput[]; badPages: string[] } {
  const changes: PodrChapterChangeInput[] = [];
  const badPages: string[] = [];
  for (const entry of saved) {
    const draft = drafts[entry.id];
    if (!draft) continue;
    const page = pageOf(draft.page);
    if (page === undefined) {
      badPages.push(entry.id);
      continue;
    }
    const change: PodrChapterChangeInput = { id: entry.id };
    if (draft.number.trim() !== entry.number) change.number = draft.number;
    if (draft.name.trim() !== entry.name) change.name = draft.name;
    if (page !== (entry.page ?? null)) change.page = page;
    if (draft.deleted !== entry.deleted) change.deleted = draft.deleted;
    if (Object.keys(change).length > 1) changes.push(change);
  }
  return { changes, badPages };
}

/**
 * The server's messages about the sent entries (`chapters.2.name`: the third sent entry's name),
 * by entry id and field; a message about the changes as a whole (`chapters`) is the form's.
 */
export function entryErrorsOf(
  fields: Readonly<Record<string, string>>,
  sent: readonly PodrChapterChangeInput[],
): Record<string, Partial<Record<keyof EntryDraft, string>>> {
  const errors: Record<string, Partial<Record<keyof EntryDraft, string>>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const [root, index, field] = key.split('.');
    const id = sent[Number(index)]?.id;
    if (root !== 'chapters' || !id || !field || !['number', 'name', 'page', 'deleted'].includes(field))
      continue;
    errors[id] = { ...errors[id], [field]: message };
  }
  return errors;
}
