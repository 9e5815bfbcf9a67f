import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const RESET_PASSWORD = graphql(`
  mutation resetPassword($resetPasswordInput: ResetPasswordInput!) {
    resetPassword(resetPasswordInput: $resetPasswordInput) {
      success
      message
    }
  }
`);

/** E-mails a password-reset code to the address (the answer is the same whether it exists or not). */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await apiRequest(RESET_PASSWORD, { resetPasswordInput: { email } })).resetPassword,
  });
}
