import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { SubmitAnswerInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { UploadProgress } from '../../../lib/graphql-upload.ts';
import { loadUploads } from '../../../lib/load-uploads.ts';
import { rememberAnswer } from './quiz-cache.ts';

/** Saves the answer to one question; the verdict comes with it in practice mode. */
export const SUBMIT_ANSWER = graphql(`
  mutation submitAnswer($submitAnswerInput: SubmitAnswerInput!) {
    submitAnswer(submitAnswerInput: $submitAnswerInput) {
      ...QuizAnswerFields
    }
  }
`);

const FILE_PATH = 'variables.submitAnswerInput.file';

export interface NewAnswer {
  input: Omit<SubmitAnswerInput, 'file'>;
  /** The photo of a handwritten solution (open questions): sent as a multipart upload. */
  photo?: File | null;
  onProgress?: (progress: UploadProgress) => void;
}

export function useSubmitAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, photo, onProgress }: NewAnswer) => {
      const variables = { submitAnswerInput: input };
      const result = photo
        ? await (await loadUploads()).uploadRequest(SUBMIT_ANSWER, variables, photo, {
            filePath: FILE_PATH,
            ...(onProgress ? { onProgress } : {}),
          })
        : await apiRequest(SUBMIT_ANSWER, variables);
      return result.submitAnswer;
    },
    onSuccess: (answer, { input }) => rememberAnswer(queryClient, String(input.quizResultId), answer),
  });
}
