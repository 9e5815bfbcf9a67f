import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { SprawdziansolutionInput } from '../../../gql/graphql.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import type { UploadProgress } from '../../../lib/graphql-upload.ts';
import { loadUploads } from '../../../lib/load-uploads.ts';
import { applyTest } from './testsolver-cache.ts';

/** Sends the pages of a new test; jobs then cut its tasks and solve each one. */
export const SUBMIT_TEST = graphql(`
  mutation sprawdziansolution($sprawdziansolutionInput: SprawdziansolutionInput!) {
    sprawdziansolution(sprawdziansolutionInput: $sprawdziansolutionInput) {
      __typename
      ... on TestSolver {
        ...TestSolverDetailFields
      }
      ... on ExecutionError {
        errorCode
        message
      }
    }
  }
`);

export interface NewTest {
  input: Omit<SprawdziansolutionInput, 'files'>;
  /** The photos of the pages in the pupil's order, or one PDF. */
  files: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Uploads the pages in one multipart request (progress over all of them). Resolves with the new
 * test (already in the cache, so its page opens at once) or an ExecutionError with a Polish
 * message; field messages come keyed by the form's fields (`files`, `polecenie`, `title`).
 */
export function useSubmitTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, files, onProgress }: NewTest) => {
      try {
        const result = await (await loadUploads()).uploadFilesRequest(
          SUBMIT_TEST,
          { sprawdziansolutionInput: { ...input, files: [] } },
          files.map((file, index) => ({ file, path: `variables.sprawdziansolutionInput.files.${index}` })),
          onProgress ? { onProgress } : {},
        );
        return result.sprawdziansolution;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (answer) => {
      if (answer.__typename === 'TestSolver') applyTest(queryClient, answer);
    },
  });
}
