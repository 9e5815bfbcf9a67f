import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { materialKey } from './material-cache.ts';

/** One material in full: its read text, captions and file. */
export const GET_MATERIAL = graphql(`
  query getUserDocById($getUserDocByIdInput: GetUserDocByIdInput!) {
    getUserDocById(getUserDocByIdInput: $getUserDocByIdInput) {
      ...MaterialDetailFields
    }
  }
`);

export const materialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: materialKey(id),
    queryFn: async ({ signal }) => {
      const { getUserDocById } = await apiRequest(GET_MATERIAL, { getUserDocByIdInput: { id } }, { signal });
      return getUserDocById;
    },
  });

export function useMaterial(id: string) {
  return useQuery(materialQueryOptions(id));
}
