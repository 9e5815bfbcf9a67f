import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/current-user.ts';
import { markCodeSent } from '../code-cooldown.ts';
import type { Credentials } from './login.ts';

// The operation name equals the field: lib/api-client.ts recognises it and never tries to
// refresh a session for it (a 401 here means wrong credentials, not an expired token).
export const SIGN_UP = graphql(`
  mutation signUp($signUpInput: SignUpInput!) {
    signUp(signUpInput: $signUpInput) {
      id
      onboardingStatus
    }
  }
`);

/**
 * Creates the account and signs in; resolves with the new user, already in the session cache.
 * The server has just e-mailed the first code, so the resend button waits from now.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password, headers }: Credentials) => {
      await apiRequest(SIGN_UP, { signUpInput: { email, password } }, { headers });
      markCodeSent(email);
      return completeSignIn(queryClient);
    },
  });
}
