import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn, reloadCurrentUser } from '../../../lib/current-user.ts';
import { FormMessageError } from '../../../lib/form-errors.ts';
import { setCachedUser } from '../../../lib/session-cache.ts';

export const VERIFY_PHONE = graphql(`
  mutation verifyPhone($verifyPhoneInput: VerifyPhoneInput!) {
    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {
      success
      message
      user {
        ...CurrentUser
      }
    }
  }
`);

/**
 * The SMS code: a guest is signed in (the account is made on first use); a signed-in user in
 * onboarding gets the number confirmed in the same session. Resolves with the user, cached.
 */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, code, signedIn }: { phone: string; code: string; signedIn: boolean }) => {
      const { verifyPhone } = await apiRequest(VERIFY_PHONE, { verifyPhoneInput: { phone, code } });
      if (!verifyPhone.success) throw new FormMessageError(verifyPhone.message);
      if (!signedIn) return completeSignIn(queryClient);
      const me = verifyPhone.user ?? (await reloadCurrentUser(queryClient));
      setCachedUser(queryClient, me);
      return me;
    },
  });
}
