import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ReviewrozprawkaInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import type { UploadProgress } from '../../../lib/graphql-upload.ts';
import { loadUploads } from '../../../lib/load-uploads.ts';
import { applyReviewSummary } from './essay-cache.ts';

/** Orders a review of a typed text, a photo or PDF of a handwritten essay, or an essay from Kreda. */
export const SUBMIT_ESSAY_REVIEW = graphql(`
  mutation reviewrozprawka($reviewrozprawkaInput: ReviewrozprawkaInput!) {
    reviewrozprawka(reviewrozprawkaInput: $reviewrozprawkaInput) {
      __typename
      ... on RozprawkaAiReview {
        ...EssayReviewSummaryFields
      }
      ... on ExecutionError {
        errorCode
        message
      }
    }
  }
`);

const FILE_PATH = 'variables.reviewrozprawkaInput.file';

export interface NewEssayReview {
  input: Omit<ReviewrozprawkaInput, 'file'>;
  /** A photo or PDF of the essay: sent as a multipart upload. */
  file?: File | null;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Resolves with the new review (already in the list) or an ExecutionError with a Polish message.
 * Field messages are keyed by the input's fields.
 */
export function useSubmitEssayReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, file, onProgress }: NewEssayReview) => {
      const variables = { reviewrozprawkaInput: input };
      try {
        const result = file
          ? await (await loadUploads()).uploadRequest(SUBMIT_ESSAY_REVIEW, variables, file, {
              filePath: FILE_PATH,
              ...(onProgress ? { onProgress } : {}),
            })
          : await apiRequest(SUBMIT_ESSAY_REVIEW, variables);
        return result.reviewrozprawka;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (answer) => {
      if (answer.__typename === 'RozprawkaAiReview') applyReviewSummary(queryClient, answer);
    },
  });
}
