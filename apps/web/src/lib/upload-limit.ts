import { UPLOAD_MAX_BYTES_DEFAULT } from '@kreda/shared/uploads';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/gql.ts';
import { apiRequest } from './api-client.ts';

export const GET_UPLOAD_LIMIT = graphql(`
  query getUploadLimit {
    getAppConfig {
      uploadMaxBytes
    }
  }
`);

/**
 * The largest file the server takes (its UPLOAD_MAX_MB), for the check before sending and the
 * words before picking; the usual default until the server has said.
 */
export function useUploadLimit(): number {
  const limit = useQuery({
    queryKey: ['appConfig', 'uploadMaxBytes'],
    queryFn: async () => (await apiRequest(GET_UPLOAD_LIMIT)).getAppConfig.uploadMaxBytes,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return limit.data ?? UPLOAD_MAX_BYTES_DEFAULT;
}
