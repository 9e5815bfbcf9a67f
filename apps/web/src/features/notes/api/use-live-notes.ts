import { useLiveSync } from '../../../lib/use-live-sync.ts';
import { newNoteEvent } from './new-note-event.ts';
import { notesKey } from './note-cache.ts';

/**
 * Keeps the workspace's note list live: notes made elsewhere (another tab, the chat, a quiz) are
 * added to the cache, and after a reconnect (events may have been missed) the list is read again.
 */
export function useLiveNotes(workspaceId: string): void {
  useLiveSync({
    enabled: workspaceId !== '',
    events: [newNoteEvent(workspaceId)],
    refetchOnReconnect: [notesKey(workspaceId)],
  });
}
