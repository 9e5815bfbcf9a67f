import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/current-user.ts';

export const NEW_PASSWORD = graphql(`
  mutation newPassword($newPasswordInput: NewPasswordInput!) {
    newPassword(newPasswordInput: $newPasswordInput) {
      success
      message
    }
  }
`);

/** Sets a new password with the e-mailed code and signs in (other devices are signed out). */
export function useNewPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; code: string; password: string }) => {
      await apiRequest(NEW_PASSWORD, { newPasswordInput: input });
      return completeSignIn(queryClient);
    },
  });
}
