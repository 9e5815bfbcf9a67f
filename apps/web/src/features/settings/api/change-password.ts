import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ChangePasswordInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { reloadCurrentUser } from '../../../lib/current-user.ts';

export const CHANGE_PASSWORD = graphql(`
  mutation changePassword($changePasswordInput: ChangePasswordInput!) {
    changePassword(changePasswordInput: $changePasswordInput) {
      success
      message
    }
  }
`);

/**
 * Changes (or, for an account without one, sets) the password. A first password changes what the
 * user can do (`hasPassword`), so the user is read again then.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      (await apiRequest(CHANGE_PASSWORD, { changePasswordInput: input })).changePassword,
    onSuccess: async (_answer, input) => {
      if (!input.currentPassword) await reloadCurrentUser(queryClient);
    },
  });
}
