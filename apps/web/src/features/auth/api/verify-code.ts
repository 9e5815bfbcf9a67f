import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/current-user.ts';
import { setCachedUser } from '../../../lib/session-cache.ts';

/** The code e-mailed after sign-up; the answer is the user with the next onboarding status. */
export const VERIFY_CODE = graphql(`
  mutation verifyCode($verifyCodeInput: VerifyCodeInput!) {
    verifyCode(verifyCodeInput: $verifyCodeInput) {
      ...CurrentUser
    }
  }
`);

/**
 * Signed in, confirms the account's own address; as a guest (just after sign-up) sends the address
 * too, and the right code starts the session.
 */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, email }: { code: string; email?: string }) => {
      const { verifyCode } = await apiRequest(VERIFY_CODE, { verifyCodeInput: { code, email } });
      return email ? completeSignIn(queryClient) : verifyCode;
    },
    onSuccess: (user) => setCachedUser(queryClient, user),
  });
}
