import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { flowsKey } from './quiz-cache.ts';

/** The workspace's lines of quizzes, newest first, with their quizzes and attempts as summaries. */
export const GET_QUIZ_FLOWS = graphql(`
  query getQuizFlowByWorkspaceId($getQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput!) {
    getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $getQuizFlowByWorkspaceIdInput) {
      ...QuizFlowSummaryFields
    }
  }
`);

export const quizFlowsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: flowsKey(workspaceId),
    queryFn: async ({ signal }) => {
      const { getQuizFlowByWorkspaceId } = await apiRequest(
        GET_QUIZ_FLOWS,
        { getQuizFlowByWorkspaceIdInput: { workspaceId } },
        { signal },
      );
      return getQuizFlowByWorkspaceId.filter((flow) => !flow.isDeleted && flow.quizzes.length > 0);
    },
  });

export function useQuizFlows(workspaceId: string) {
  return useQuery(quizFlowsQueryOptions(workspaceId));
}
