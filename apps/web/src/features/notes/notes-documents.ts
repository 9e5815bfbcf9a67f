import { graphql } from '../../gql/gql.ts';

/** Everything the list and the note page show of a note. */
export const NOTE_FRAGMENT = graphql(`
  fragment NoteFields on AiNote {
    id
    workspaceId
    name
    content
    action
    createdAt
    updatedAt
  }
`);

export const GET_NOTES = graphql(`
  query getAiNoteByWorkspaceId($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {
    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {
      ...NoteFields
    }
  }
`);

export const GET_NOTE = graphql(`
  query getAiNoteById($getAiNoteByIdInput: GetAiNoteByIdInput!) {
    getAiNoteById(getAiNoteByIdInput: $getAiNoteByIdInput) {
      ...NoteFields
    }
  }
`);

/** Without `id` it creates a note, with `id` it saves one. */
export const EDIT_NOTE = graphql(`
  mutation editnote($editnoteInput: EditnoteInput!) {
    editnote(editnoteInput: $editnoteInput) {
      ...NoteFields
    }
  }
`);

export const DELETE_NOTE = graphql(`
  mutation deleteAiNote($deleteAiNoteInput: DeleteAiNoteInput!) {
    deleteAiNote(deleteAiNoteInput: $deleteAiNoteInput) {
      success
      message
    }
  }
`);

export const NEW_NOTE = graphql(`
  subscription newAiNote($newAiNoteInput: NewAiNoteInput!) {
    newAiNote(newAiNoteInput: $newAiNoteInput) {
      ...NoteFields
    }
  }
`);

/** The AI rewrites a passage; the editor puts the result in place (saving stays the pupil's). */
export const NOTE_ACTION = graphql(`
  mutation noteaction($noteactionInput: NoteactionInput!) {
    noteaction(noteactionInput: $noteactionInput) {
      text
    }
  }
`);
