import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
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
 * Asks for the account. The server answers alike whether the address is new or taken (then it
 * e-mails the owner instead) and signs nobody in: the code from the e-mail, typed on /auth/verify,
 * does. The code has just been sent, so the resend button waits from now.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: async ({ email, password, headers }: Credentials) => {
      const answer = await apiRequest(SIGN_UP, { signUpInput: { email, password } }, { headers });
      markCodeSent(email);
      return answer.signUp;
    },
  });
}
