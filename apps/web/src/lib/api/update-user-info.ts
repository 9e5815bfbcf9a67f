import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import type { UpdateUserInfoInput } from '../../gql/graphql.ts';
import { apiRequest } from '../api-client.ts';
import { setCachedUser } from '../session-cache.ts';

export const UPDATE_USER_INFO = graphql(`
  mutation updateUserInfo($updateUserInfoInput: UpdateUserInfoInput!) {
    updateUserInfo(updateUserInfoInput: $updateUserInfoInput) {
      ...CurrentUser
    }
  }
`);

/** Saves name, surname and avatar (settings, the home's name prompt); the updated user goes into the session cache. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateUserInfoInput) =>
      (await apiRequest(UPDATE_USER_INFO, { updateUserInfoInput: input })).updateUserInfo,
    onSuccess: (user) => setCachedUser(queryClient, user),
  });
}
