import type { QueryClient } from '@tanstack/react-query';
import type { Note, NoteSummary } from './note-fragments.ts';

export const notesKey = (workspaceId: string) => ['notes', 'list', workspaceId] as const;
export const noteKey = (id: string) => ['notes', 'detail', id] as const;

const newestFirst = (a: NoteSummary, b: NoteSummary) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
const isOlder = (a: { updatedAt: string }, b: { updatedAt: string }) =>
  Date.parse(a.updatedAt) < Date.parse(b.updatedAt);

/** The list with `note` in it, most recently changed first, as the server orders it. */
export function upsertNote(list: NoteSummary[] | undefined, note: NoteSummary): NoteSummary[] | undefined {
  if (!list) return list;
  const current = list.find((item) => item.id === note.id);
  // An older event arriving late must not undo a newer save.
  if (current && isOlder(note, current)) return list;
  return [note, ...list.filter((item) => item.id !== note.id)].sort(newestFirst);
}

export function withoutNote(list: NoteSummary[] | undefined, id: string): NoteSummary[] | undefined {
  return list?.filter((item) => item.id !== id);
}

/** A saved note (the save's answer, in full): its summary into the list, the whole into its entry. */
export function rememberNote(queryClient: QueryClient, note: Note): void {
  const { content: _content, ...summary } = note;
  queryClient.setQueryData<NoteSummary[]>(notesKey(note.workspaceId), (list) => upsertNote(list, summary));
  queryClient.setQueryData<Note>(noteKey(note.id), (current) =>
    current && isOlder(note, current) ? current : note,
  );
}

/** A live event (a summary): into the list; an older cached note is read again for its content. */
export function applyNoteEvent(queryClient: QueryClient, note: NoteSummary): void {
  queryClient.setQueryData<NoteSummary[]>(notesKey(note.workspaceId), (list) => upsertNote(list, note));
  const detail = queryClient.getQueryData<Note>(noteKey(note.id));
  if (detail && isOlder(detail, note))
    void queryClient.invalidateQueries({ queryKey: noteKey(note.id), exact: true });
}

/** After a deletion, once nobody shows the note any more. */
export function forgetNote(queryClient: QueryClient, workspaceId: string, id: string): void {
  queryClient.setQueryData<NoteSummary[]>(notesKey(workspaceId), (list) => withoutNote(list, id));
  queryClient.removeQueries({ queryKey: noteKey(id), exact: true });
}
