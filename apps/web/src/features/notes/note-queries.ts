import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NoteFieldsFragment } from '../../gql/graphql.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { getWsClient, subscribe } from '../../lib/ws-client.ts';
import { GET_NOTE, GET_NOTES, NEW_NOTE } from './notes-documents.ts';

export type Note = NoteFieldsFragment;

/** The `{id}` of /workspace/{slug}/ainote/{id} that opens an empty editor instead of a note. */
export const NEW_NOTE_ID = 'new';

export const notesKey = (workspaceId: string) => ['notes', 'list', workspaceId] as const;
export const noteKey = (id: string) => ['notes', 'detail', id] as const;

const newestFirst = (a: Note, b: Note) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

/** The list with `note` in it, most recently changed first, as the server orders it. */
export function upsertNote(list: Note[] | undefined, note: Note): Note[] | undefined {
  if (!list) return list;
  const current = list.find((item) => item.id === note.id);
  // An older event arriving late must not undo a newer save.
  if (current && Date.parse(current.updatedAt) > Date.parse(note.updatedAt)) return list;
  return [note, ...list.filter((item) => item.id !== note.id)].sort(newestFirst);
}

export function withoutNote(list: Note[] | undefined, id: string): Note[] | undefined {
  return list?.filter((item) => item.id !== id);
}

/** Puts a note the server sent (mutation answer or live event) into every cache that shows it. */
export function rememberNote(queryClient: QueryClient, note: Note): void {
  queryClient.setQueryData<Note[]>(notesKey(note.workspaceId), (list) => upsertNote(list, note));
  queryClient.setQueryData<Note>(noteKey(note.id), (current) =>
    current && Date.parse(current.updatedAt) > Date.parse(note.updatedAt) ? current : note,
  );
}

export function forgetNote(queryClient: QueryClient, workspaceId: string, id: string): void {
  queryClient.setQueryData<Note[]>(notesKey(workspaceId), (list) => withoutNote(list, id));
  queryClient.removeQueries({ queryKey: noteKey(id), exact: true });
}

export function useNotes(workspaceId: string) {
  return useQuery({
    queryKey: notesKey(workspaceId),
    queryFn: async ({ signal }) => {
      const { getAiNoteByWorkspaceId } = await apiRequest(
        GET_NOTES,
        { getAiNoteByWorkspaceIdInput: { workspaceId } },
        { signal },
      );
      return getAiNoteByWorkspaceId;
    },
  });
}

export function useNote(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: noteKey(id),
    enabled,
    queryFn: async ({ signal }) => {
      const { getAiNoteById } = await apiRequest(GET_NOTE, { getAiNoteByIdInput: { id } }, { signal });
      return getAiNoteById;
    },
  });
}

/**
 * Keeps the workspace's note list live: notes made elsewhere (another tab, the chat, a quiz) are
 * added to the cache, and after a reconnect (events may have been missed) the list is read again.
 */
export function useLiveNotes(workspaceId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!workspaceId) return;
    const stop = subscribe(
      NEW_NOTE,
      { newAiNoteInput: { workspaceId } },
      { next: (data) => rememberNote(queryClient, data.newAiNote) },
    );
    let connections = 0;
    const stopListening = getWsClient().on('connected', () => {
      connections += 1;
      if (connections === 1) return;
      void queryClient.invalidateQueries({ queryKey: notesKey(workspaceId) });
    });
    return () => {
      stop();
      stopListening();
    };
  }, [queryClient, workspaceId]);
}
