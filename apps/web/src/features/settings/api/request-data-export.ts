import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const REQUEST_DATA_EXPORT = graphql(`
  mutation requestDataExport {
    requestDataExport {
      url
      expiresAt
    }
  }
`);

/** A link to a ZIP of all the user's data, good for a few minutes and only in this session. */
export function useRequestDataExport() {
  return useMutation({
    mutationFn: async () => (await apiRequest(REQUEST_DATA_EXPORT)).requestDataExport,
  });
}
