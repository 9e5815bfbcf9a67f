import { graphql } from '../../../gql/gql.ts';
import type { NoteDetailFieldsFragment, NoteSummaryFieldsFragment } from '../../../gql/graphql.ts';

/**
 * What the list and the live events carry of a note: no content (house rule 17).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const NOTE_SUMMARY_FRAGMENT = graphql(`
  fragment NoteSummaryFields on AiNote {
    id
    workspaceId
    name
    action
    createdAt
    updatedAt
  }
`);

/**
 * The note page and the save's answer: the summary and the Markdown content.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const NOTE_DETAIL_FRAGMENT = graphql(`
  fragment NoteDetailFields on AiNote {
    id
    workspaceId
    name
    content
    action
    createdAt
    updatedAt
  }
`);

export type NoteSummary = NoteSummaryFieldsFragment;
export type Note = NoteDetailFieldsFragment;
