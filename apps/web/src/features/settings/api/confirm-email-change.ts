import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ConfirmEmailChangeInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { setCachedUser } from '../../../lib/session-cache.ts';

export const CONFIRM_EMAIL_CHANGE = graphql(`
  mutation confirmEmailChange($confirmEmailChangeInput: ConfirmEmailChangeInput!) {
    confirmEmailChange(confirmEmailChangeInput: $confirmEmailChangeInput) {
      ...CurrentUser
    }
  }
`);

/** Step 2: the code from the new address moves the account there; the user is cached anew. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConfirmEmailChangeInput) =>
      (await apiRequest(CONFIRM_EMAIL_CHANGE, { confirmEmailChangeInput: input })).confirmEmailChange,
    onSuccess: (user) => setCachedUser(queryClient, user),
  });
}
