import { useQueries } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// Who made a change in the audit log: the admin's e-mail (or phone) by id. An admin's address
// rarely changes, so each is asked once per visit of the admin area and shared by every page.

export const GET_ADMIN_ACCOUNT = graphql(`
  query adminAuditAccount($input: GetUserByIdInput!) {
    getUserById(getUserByIdInput: $input) {
      id
      email
      phone
    }
  }
`);

/** The e-mail or phone of each admin id that could be read; a deleted account stays unnamed. */
export function useAdminAccounts(ids: readonly string[]): ReadonlyMap<string, string> {
  const unique = [...new Set(ids)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['admin-stats', 'account', id],
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 30 * 60_000,
      retry: false,
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await apiRequest(GET_ADMIN_ACCOUNT, { input: { id } }, { signal })).getUserById,
    })),
  });
  const names = new Map<string, string>();
  results.forEach((result, index) => {
    const id = unique[index];
    const name = result.data?.email ?? result.data?.phone;
    if (id && name) names.set(id, name);
  });
  return names;
}
