import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userPartKey } from './keys.ts';

// What a user used: the plan's limits in the current periods, the AI calls of the last 30 days
// with tokens and cost (US dollars), and how many workspaces they have (a number, no names).

export const ADMIN_USER_LIMITS = graphql(`
  query adminUserLimits($input: GetUserByIdInput!) {
    getUserLimits(getUserByIdInput: $input) {
      action
      label
      limit
      limitType
      limitInterval
      usage
      remaining
      renewsAt
    }
  }
`);

export const ADMIN_USER_AI = graphql(`
  query adminUserAi($input: GetUsageInput) {
    getUsage(getUsageInput: $input) {
      data {
        ai {
          calls
          tokensPrompt
          tokensOutput
          cost
          unpricedCalls
        }
        aiByAction {
          key
          calls
          tokensPrompt
          tokensOutput
          cost
          unpricedCalls
        }
      }
    }
  }
`);

export const ADMIN_USER_WORKSPACES = graphql(`
  query adminUserWorkspaceCount($input: GetUserByIdInput!) {
    getUserWorkspaceCount(getUserByIdInput: $input)
  }
`);

export function useUserLimits(id: string) {
  return useQuery({
    queryKey: userPartKey(id, 'limits'),
    queryFn: async ({ signal }) =>
      (await apiRequest(ADMIN_USER_LIMITS, { input: { id } }, { signal })).getUserLimits,
  });
}

/** The last 30 days (the server's default range) of one user's AI calls. */
export function useUserAi(userId: string) {
  return useQuery({
    queryKey: userPartKey(userId, 'ai'),
    queryFn: async ({ signal }) =>
      (await apiRequest(ADMIN_USER_AI, { input: { userId } }, { signal })).getUsage.data[0] ?? null,
  });
}

export type AiByAction = NonNullable<ReturnType<typeof useUserAi>['data']>['aiByAction'][number];

export function useUserWorkspaceCount(id: string) {
  return useQuery({
    queryKey: userPartKey(id, 'workspaces'),
    queryFn: async ({ signal }) =>
      (await apiRequest(ADMIN_USER_WORKSPACES, { input: { id } }, { signal })).getUserWorkspaceCount,
  });
}
