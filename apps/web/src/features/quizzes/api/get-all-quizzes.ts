import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AllQuizzesQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';

/** Every quiz of the pupil, from all workspaces, newest first: a summary with its workspace's name. */
export const GET_ALL_QUIZZES = graphql(`
  query allQuizzes {
    getQuizWorkspaceByUserId {
      id
      workspaceId
      workspaceName
      name
      state
      questionCount
      fromMistakes
      createdAt
    }
  }
`);

export type AllQuizzesEntry = AllQuizzesQuery['getQuizWorkspaceByUserId'][number];

export const allQuizzesQuery = () =>
  queryOptions({
    queryKey: ['quizzes', 'all'],
    // Quizzes are made and taken on the workspaces' pages: read again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_ALL_QUIZZES, {}, { signal })).getQuizWorkspaceByUserId,
  });

export function useAllQuizzes() {
  return useQuery(allQuizzesQuery());
}

/** The workspaces a new quiz can go into (with a topic: quizzes are made from its materials). */
export const QUIZ_WORKSPACE_CHOICES = graphql(`
  query quizWorkspaceChoices {
    getWorkspaceByUserId {
      id
      name
    }
  }
`);

export function useQuizWorkspaceChoices() {
  return useQuery({
    queryKey: [...WORKSPACE_LISTS_KEY, 'quiz-choices'],
    queryFn: async ({ signal }) =>
      (await apiRequest(QUIZ_WORKSPACE_CHOICES, {}, { signal })).getWorkspaceByUserId,
  });
}
