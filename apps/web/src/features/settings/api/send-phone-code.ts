import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { SendSmsInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const SEND_PHONE_CODE = graphql(`
  mutation sendSettingsPhoneCode($sendSmsInput: SendSmsInput!) {
    sendSms(sendSmsInput: $sendSmsInput) {
      success
      message
    }
  }
`);

/** `sendSms` from the settings: a code to the new number (with the password, when there is one). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: async (input: SendSmsInput) =>
      (await apiRequest(SEND_PHONE_CODE, { sendSmsInput: input })).sendSms,
  });
}
