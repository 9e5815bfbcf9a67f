import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const SEND_DELETE_ACCOUNT_CODE = graphql(`
  mutation sendDeleteAccountCode {
    sendDeleteAccountCode {
      success
      message
    }
  }
`);

/** For an account without a password: an SMS code that confirms its deletion. */
export function useSendDeleteAccountCode() {
  return useMutation({
    mutationFn: async () => (await apiRequest(SEND_DELETE_ACCOUNT_CODE)).sendDeleteAccountCode,
  });
}
