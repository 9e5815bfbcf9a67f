import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AssignUserSubInput, CreateAdditionalLimitInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { USER_LISTS_KEY, type UserPart, userPartKey } from './keys.ts';

// An admin's grants: a plan (ending the user's earlier grant), the end of a grant, and a gift of
// extra uses. Each lands in the audit log on the server.

export const ADMIN_ASSIGN_SUB = graphql(`
  mutation adminAssignUserSub($input: AssignUserSubInput!) {
    assignUserSub(assignUserSubInput: $input) {
      id
    }
  }
`);

export const ADMIN_END_SUB = graphql(`
  mutation adminDeleteUserSub($input: DeleteUserSubInput!) {
    deleteUserSub(deleteUserSubInput: $input) {
      id
    }
  }
`);

export const ADMIN_GIFT_LIMIT = graphql(`
  mutation adminCreateAdditionalLimit($input: CreateAdditionalLimitInput!) {
    createAdditionalLimit(createAdditionalLimitInput: $input) {
      id
    }
  }
`);

/** Reads again the parts of a user's page a change touched (and the lists, when a row's fields moved). */
export function refreshUser(
  queryClient: QueryClient,
  userId: string,
  parts: readonly UserPart[],
  lists = false,
): Promise<unknown> {
  return Promise.all([
    ...parts.map((part) => queryClient.invalidateQueries({ queryKey: userPartKey(userId, part) })),
    lists ? queryClient.invalidateQueries({ queryKey: USER_LISTS_KEY }) : null,
  ]);
}

/** A plan given or ended: the subscriptions, the limits and the role (a paid plan's) change with it. */
const PLAN_PARTS: readonly UserPart[] = ['subscriptions', 'limits', 'profile'];

export function useUserPlanChanges(userId: string) {
  const queryClient = useQueryClient();
  return {
    assign: useMutation({
      mutationFn: async (input: Omit<AssignUserSubInput, 'userId'>) =>
        (await apiRequest(ADMIN_ASSIGN_SUB, { input: { ...input, userId } })).assignUserSub,
      onSuccess: () => refreshUser(queryClient, userId, PLAN_PARTS, true),
    }),
    end: useMutation({
      mutationFn: async (id: string) => (await apiRequest(ADMIN_END_SUB, { input: { id } })).deleteUserSub,
      onSuccess: () => refreshUser(queryClient, userId, PLAN_PARTS, true),
    }),
    gift: useMutation({
      mutationFn: async (input: Omit<CreateAdditionalLimitInput, 'userId'>) =>
        (await apiRequest(ADMIN_GIFT_LIMIT, { input: { ...input, userId } })).createAdditionalLimit,
      onSuccess: () => refreshUser(queryClient, userId, ['limits']),
    }),
  };
}
