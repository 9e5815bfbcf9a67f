import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const RESEND_AUTH_CODE = graphql(`
  mutation resendAuthCode {
    resendAuthCode {
      success
      message
    }
  }
`);

/** E-mails a new sign-up code (the previous one stops working). */
export function useResendAuthCode() {
  return useMutation({ mutationFn: async () => (await apiRequest(RESEND_AUTH_CODE)).resendAuthCode });
}
