import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isEssayWriting } from '../essay-state.ts';
import { essayKey } from './essay-cache.ts';

/** While the essay is written, read again now and then in case a live event was missed. */
const WRITING_POLL_MS = 5_000;

/** One essay with its segments. */
export const GET_ESSAY = graphql(`
  query getRozprawkaAiById($getRozprawkaAiByIdInput: GetRozprawkaAiByIdInput!) {
    getRozprawkaAiById(getRozprawkaAiByIdInput: $getRozprawkaAiByIdInput) {
      ...EssayDetailFields
    }
  }
`);

export const essayQueryOptions = (id: string) =>
  queryOptions({
    queryKey: essayKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_ESSAY, { getRozprawkaAiByIdInput: { id } }, { signal })).getRozprawkaAiById,
  });

export function useEssay(id: string) {
  return useQuery({
    ...essayQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data && isEssayWriting(query.state.data.state) ? WRITING_POLL_MS : false,
  });
}
