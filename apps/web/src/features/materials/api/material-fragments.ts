import { graphql } from '../../../gql/gql.ts';
import type { MaterialDetailFieldsFragment, MaterialSummaryFieldsFragment } from '../../../gql/graphql.ts';

/**
 * What the list, the live events and the mutation answers carry of a material: no read text,
 * segments, captions or signed file address (house rule 17, lists are summaries).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const MATERIAL_SUMMARY_FRAGMENT = graphql(`
  fragment MaterialSummaryFields on UserDoc {
    id
    workspaceId
    type
    state
    name
    sourceType
    error
    createdAt
    updatedAt
  }
`);

/**
 * Everything the detail page shows: the summary plus the read text by page, the video's captions
 * and the file's signed address. Written out without a nested fragment: the server counts each
 * fragment as a level of its depth limit.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const MATERIAL_DETAIL_FRAGMENT = graphql(`
  fragment MaterialDetailFields on UserDoc {
    id
    workspaceId
    type
    state
    name
    sourceType
    error
    createdAt
    updatedAt
    youtubeMetadata {
      url
      videoId
      title
      author
      language
      transcripts {
        text
        start
        duration
      }
    }
    content
    segments {
      text
      page
    }
    pageCount
    ocrPages
    truncatedFrom
    file {
      id
      contentType
      originalFileName
      fileUrl
    }
  }
`);

export type MaterialSummary = MaterialSummaryFieldsFragment;
export type Material = MaterialDetailFieldsFragment;
