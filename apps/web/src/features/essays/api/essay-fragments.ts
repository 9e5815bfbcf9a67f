import { graphql } from '../../../gql/gql.ts';
import type {
  EssayDetailFieldsFragment,
  EssayReviewSummaryFieldsFragment,
  EssayRewriteFieldsFragment,
  EssaySegmentFieldsFragment,
  EssaySummaryFieldsFragment,
} from '../../../gql/graphql.ts';

// The server refuses documents nested more than 8 levels deep and counts a fragment spread as two
// levels, so nested parts are spelled out rather than spread (as in the quiz documents). The
// copies are kept equal: documents.test.ts compares them.

/** An essay in the list and its live events: what it is and how far it is, no segment texts. */
export const ESSAY_SUMMARY_FRAGMENT = graphql(`
  fragment EssaySummaryFields on RozprawkaAi {
    id
    workspaceId
    type
    temat
    przedmiot
    poziom
    egzamin
    state
    liczbaArgumentow
    poziomJezyka
    wordCount
    minWords
    maxWords
    error
    createdAt
    updatedAt
  }
`);

/** One part of an essay, as its card shows it. */
export const ESSAY_SEGMENT_FRAGMENT = graphql(`
  fragment EssaySegmentFields on RozprawkaAiSegment {
    id
    rozprawkaId
    order
    type
    content
    contentJson
    explanation
    helperContent
    lekturaId
    lektura {
      id
      title
      author
    }
    uwagi {
      kind
      message
      quote
      lekturaId
    }
    wordCount
    updatedAt
  }
`);

/** The essay page: the summary, the order's details and every segment. */
export const ESSAY_DETAIL_FRAGMENT = graphql(`
  fragment EssayDetailFields on RozprawkaAi {
    id
    workspaceId
    type
    temat
    przedmiot
    poziom
    egzamin
    state
    liczbaArgumentow
    poziomJezyka
    wordCount
    minWords
    maxWords
    error
    createdAt
    updatedAt
    polecenie
    notice
    rozprawkaReviewId
    lektury {
      id
      title
      author
    }
    segments {
      id
      rozprawkaId
      order
      type
      content
      contentJson
      explanation
      helperContent
      lekturaId
      lektura {
        id
        title
        author
      }
      uwagi {
        kind
        message
        quote
        lekturaId
      }
      wordCount
      updatedAt
    }
  }
`);

/** A proposed new version of a segment (from an instruction or a text action). */
export const ESSAY_REWRITE_FRAGMENT = graphql(`
  fragment EssayRewriteFields on RozprawkaSegmentRewrite {
    id
    segmentId
    content
    instruction
    action
    discarded
    accepted
    previousContent
    createdAt
  }
`);

/** A review in the list: what was graded, how far it is and the points, no text or comments. */
export const ESSAY_REVIEW_SUMMARY_FRAGMENT = graphql(`
  fragment EssayReviewSummaryFields on RozprawkaAiReview {
    id
    workspaceId
    przedmiot
    poziom
    egzamin
    temat
    state
    error
    wordCount
    createdAt
    updatedAt
    maturaPolski {
      egzamin
      liczbaPunktow
      zdobytePunkty
    }
    egzaminOsmoklasistyPolski {
      egzamin
      liczbaPunktow
      zdobytePunkty
    }
    maturaAngielski {
      egzamin
      liczbaPunktow
      zdobytePunkty
    }
    egzaminOsmoklasistyAngielski {
      egzamin
      liczbaPunktow
      zdobytePunkty
    }
  }
`);

export type EssaySummary = EssaySummaryFieldsFragment;
export type Essay = EssayDetailFieldsFragment;
export type EssaySegment = EssaySegmentFieldsFragment;
export type EssayRewrite = EssayRewriteFieldsFragment;
export type EssayReviewSummary = EssayReviewSummaryFieldsFragment;
