import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { setCachedUser } from '../../../lib/session-cache.ts';

/** The code e-mailed after sign-up; the answer is the user with the next onboarding status. */
export const VERIFY_CODE = graphql(`
  mutation verifyCode($verifyCodeInput: VerifyCodeInput!) {
    verifyCode(verifyCodeInput: $verifyCodeInput) {
      ...CurrentUser
    }
  }
`);

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await apiRequest(VERIFY_CODE, { verifyCodeInput: { code } })).verifyCode,
    onSuccess: (user) => setCachedUser(queryClient, user),
  });
}
