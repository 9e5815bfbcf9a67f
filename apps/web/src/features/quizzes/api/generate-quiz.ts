import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GeneratequizInput } from '../../../gql/graphql.ts';
import { saveSources } from '../../../lib/api/update-sources.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SourceChoice } from '../../../lib/source-choice.ts';
import { rememberNewQuiz } from './quiz-cache.ts';

/** Orders a quiz; the AI writes its questions in the background (newQuizWorkspace tells how far). */
export const GENERATE_QUIZ = graphql(`
  mutation generatequiz($generatequizInput: GeneratequizInput!) {
    generatequiz(generatequizInput: $generatequizInput) {
      __typename
      ... on QuizWorkspace {
        ...QuizSummaryFields
      }
      ... on ExecutionError {
        errorCode
        message
      }
    }
  }
`);

export interface NewQuiz {
  input: Omit<GeneratequizInput, 'sourcesId'>;
  /** Materials to save as the quiz's source set first (instead of a set reading). */
  sources?: readonly SourceChoice[];
}

/**
 * Orders a quiz from materials (their set is saved first) or a set reading. Resolves with the
 * server's answer: the new quiz (already in the cache) or an ExecutionError with a Polish message.
 */
export function useGenerateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, sources }: NewQuiz) => {
      const sourcesId = sources ? await saveSources(String(input.workspaceId), 'QUIZ', sources) : undefined;
      const { generatequiz } = await apiRequest(GENERATE_QUIZ, {
        generatequizInput: { ...input, ...(sourcesId ? { sourcesId } : {}) },
      });
      return generatequiz;
    },
    onSuccess: (answer) => {
      if (answer.__typename === 'QuizWorkspace') rememberNewQuiz(queryClient, answer);
    },
  });
}
