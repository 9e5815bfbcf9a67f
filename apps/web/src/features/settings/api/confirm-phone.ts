import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { VerifyPhoneInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { reloadCurrentUser } from '../../../lib/current-user.ts';
import { FormMessageError } from '../../../lib/form-errors.ts';
import { setCachedUser } from '../../../lib/session-cache.ts';

export const CONFIRM_PHONE = graphql(`
  mutation confirmSettingsPhone($verifyPhoneInput: VerifyPhoneInput!) {
    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {
      success
      message
      user {
        ...CurrentUser
      }
    }
  }
`);

/** `verifyPhone` from the settings: the SMS code makes the number the account's. */
export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerifyPhoneInput) => {
      const { verifyPhone } = await apiRequest(CONFIRM_PHONE, { verifyPhoneInput: input });
      if (!verifyPhone.success) throw new FormMessageError(verifyPhone.message);
      const me = verifyPhone.user ?? (await reloadCurrentUser(queryClient));
      setCachedUser(queryClient, me);
      return verifyPhone;
    },
  });
}
