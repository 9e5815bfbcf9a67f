import { graphql } from '../../../gql/gql.ts';
import type { EssayReviewDetailFieldsFragment } from '../../../gql/graphql.ts';

// The server refuses documents nested more than 8 levels deep and counts a fragment spread as a
// level, so the four criteria sets are spelled out here instead of spreading a criteria fragment
// (one exam's set is filled, the other three are null). The query and the live event both use it.

/**
 * A review on its own page: state, the graded text, every criteria set with its quotes, the fixes.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const ESSAY_REVIEW_DETAIL_FRAGMENT = graphql(`
  fragment EssayReviewDetailFields on RozprawkaAiReview {
    id
    workspaceId
    przedmiot
    poziom
    egzamin
    temat
    content
    state
    error
    notice
    review
    reviewContent
    poprawki {
      fragment
      rewrite
      why
    }
    wordCount
    dysleksja
    rozprawkaId
    poprawionaRozprawkaId
    userDocId
    maturaPolski {
      egzamin
      nazwa
      liczbaPunktow
      zdobytePunkty
      zasady
      kryteria {
        id
        name
        maxPoints
        points
        reason
        rule
        cytaty {
          text
          start
          end
          kind
          comment
          correction
        }
      }
    }
    egzaminOsmoklasistyPolski {
      egzamin
      nazwa
      liczbaPunktow
      zdobytePunkty
      zasady
      kryteria {
        id
        name
        maxPoints
        points
        reason
        rule
        cytaty {
          text
          start
          end
          kind
          comment
          correction
        }
      }
    }
    maturaAngielski {
      egzamin
      nazwa
      liczbaPunktow
      zdobytePunkty
      zasady
      kryteria {
        id
        name
        maxPoints
        points
        reason
        rule
        cytaty {
          text
          start
          end
          kind
          comment
          correction
        }
      }
    }
    egzaminOsmoklasistyAngielski {
      egzamin
      nazwa
      liczbaPunktow
      zdobytePunkty
      zasady
      kryteria {
        id
        name
        maxPoints
        points
        reason
        rule
        cytaty {
          text
          start
          end
          kind
          comment
          correction
        }
      }
    }
    createdAt
    updatedAt
  }
`);

export type EssayReview = EssayReviewDetailFieldsFragment;
/** One exam's criteria set with its points (the four sets have the same shape). */
export type ReviewCriteriaSet = NonNullable<EssayReview['maturaPolski']>;
export type ReviewCriterion = ReviewCriteriaSet['kryteria'][number];
export type ReviewQuote = ReviewCriterion['cytaty'][number];
export type ReviewQuoteKind = ReviewQuote['kind'];
export type ReviewFix = EssayReview['poprawki'][number];
