import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applyNoteEvent } from './note-cache.ts';

export const NEW_NOTE = graphql(`
  subscription newAiNote($newAiNoteInput: NewAiNoteInput!) {
    newAiNote(newAiNoteInput: $newAiNoteInput) {
      ...NoteSummaryFields
    }
  }
`);

/** A note made or saved elsewhere (another tab, the chat, a quiz). */
export const newNoteEvent = (workspaceId: string) =>
  liveEvent(NEW_NOTE, { newAiNoteInput: { workspaceId } }, (data, queryClient) =>
    applyNoteEvent(queryClient, data.newAiNote),
  );
