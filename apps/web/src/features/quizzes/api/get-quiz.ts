import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isQuizGenerating } from '../quiz-state.ts';
import { quizKey } from './quiz-cache.ts';

/** While the questions are written, read again now and then in case a live event was missed. */
const GENERATING_POLL_MS = 5_000;

/** One quiz with its questions and attempts. */
export const GET_QUIZ = graphql(`
  query getQuizWorkspaceById($getQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput!) {
    getQuizWorkspaceById(getQuizWorkspaceByIdInput: $getQuizWorkspaceByIdInput) {
      ...QuizDetailFields
    }
  }
`);

export const quizQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quizKey(id),
    queryFn: async ({ signal }) => {
      const { getQuizWorkspaceById } = await apiRequest(
        GET_QUIZ,
        { getQuizWorkspaceByIdInput: { id } },
        { signal },
      );
      return getQuizWorkspaceById;
    },
  });

export function useQuiz(id: string) {
  return useQuery({
    ...quizQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data && isQuizGenerating(query.state.data.state) ? GENERATING_POLL_MS : false,
  });
}
