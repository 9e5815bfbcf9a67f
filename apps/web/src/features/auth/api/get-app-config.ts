import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const GET_APP_CONFIG = graphql(`
  query getAppConfig {
    getAppConfig {
      turnstileSiteKey
      requirePhone
    }
  }
`);

/** Settings the app needs before sign-in (bot check, phone requirement); they rarely change. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['appConfig'],
    queryFn: async () => (await apiRequest(GET_APP_CONFIG)).getAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
