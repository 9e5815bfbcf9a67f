import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { LegalOperatorQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Who runs Kreda, from the server's configuration (OPERATOR_*), for the terms and the privacy policy. */
export const GET_OPERATOR = graphql(`
  query legalOperator {
    getAppConfig {
      operator {
        name
        address
        krs
        nip
        email
        dpoEmail
        example
      }
    }
  }
`);

export type Operator = LegalOperatorQuery['getAppConfig']['operator'];

/** The operator changes only with a new deployment: read once per visit. */
export function useOperator() {
  return useQuery({
    queryKey: ['appConfig', 'operator'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_OPERATOR, undefined, { signal })).getAppConfig.operator,
  });
}
