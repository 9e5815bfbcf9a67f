import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const RESEND_AUTH_CODE = graphql(`
  mutation resendAuthCode($resendAuthCodeInput: ResendAuthCodeInput) {
    resendAuthCode(resendAuthCodeInput: $resendAuthCodeInput) {
      success
      message
    }
  }
`);

/** E-mails a new sign-up code (the previous one stops working); a guest names the address. */
export function useResendAuthCode() {
  return useMutation({
    mutationFn: async (email?: string) =>
      (await apiRequest(RESEND_AUTH_CODE, { resendAuthCodeInput: email ? { email } : null })).resendAuthCode,
  });
}
