import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { reloadCurrentUser } from '../../../lib/current-user.ts';
import { markCodeSent } from '../code-cooldown.ts';

export const SEND_SMS = graphql(`
  mutation sendSms($sendSmsInput: SendSmsInput!) {
    sendSms(sendSmsInput: $sendSmsInput) {
      success
      message
    }
  }
`);

/**
 * Texts a sign-in or confirmation code to the phone; the resend button waits from now. With
 * `reloadUser` (onboarding) the user is read again: the status moves on to PENDING_SMS_VERIFICATION.
 */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, reloadUser = false }: { phone: string; reloadUser?: boolean }) => {
      const { sendSms } = await apiRequest(SEND_SMS, { sendSmsInput: { phone } });
      markCodeSent(phone);
      if (reloadUser) await reloadCurrentUser(queryClient);
      return sendSms;
    },
  });
}
