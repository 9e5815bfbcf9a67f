import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ChangeEmailInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const CHANGE_EMAIL = graphql(`
  mutation changeEmail($changeEmailInput: ChangeEmailInput!) {
    changeEmail(changeEmailInput: $changeEmailInput) {
      success
      message
    }
  }
`);

/** Step 1 of a new e-mail: the server mails a code to the new address (nothing changes yet). */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async (input: ChangeEmailInput) =>
      (await apiRequest(CHANGE_EMAIL, { changeEmailInput: input })).changeEmail,
  });
}
