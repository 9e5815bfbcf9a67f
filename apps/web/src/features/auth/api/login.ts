import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/current-user.ts';

// The operation name equals the field: lib/api-client.ts recognises it and never tries to
// refresh a session for it (a 401 here means wrong credentials, not an expired token).
export const LOGIN = graphql(`
  mutation login($loginInput: LoginInput!) {
    login(loginInput: $loginInput) {
      id
      onboardingStatus
    }
  }
`);

export interface Credentials {
  email: string;
  password: string;
  /** The bot check's token header, when the check is on. */
  headers: Record<string, string>;
}

/** Signs in with e-mail and password; resolves with the signed-in user, already in the session cache. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password, headers }: Credentials) => {
      await apiRequest(LOGIN, { loginInput: { email, password } }, { headers });
      return completeSignIn(queryClient);
    },
  });
}
