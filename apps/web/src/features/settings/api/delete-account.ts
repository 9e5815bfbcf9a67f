import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { DeleteAccountInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetSession } from '../../../lib/current-user.ts';

export const DELETE_ACCOUNT = graphql(`
  mutation deleteAccount($deleteAccountInput: DeleteAccountInput!) {
    deleteAccount(deleteAccountInput: $deleteAccountInput) {
      success
      message
    }
  }
`);

/**
 * Deletes the account with everything in it. The server has ended every session and cleared the
 * cookies; this device then forgets the session too (cache, refresh timer, socket).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) =>
      (await apiRequest(DELETE_ACCOUNT, { deleteAccountInput: input })).deleteAccount,
    onSuccess: () => forgetSession(queryClient),
  });
}
