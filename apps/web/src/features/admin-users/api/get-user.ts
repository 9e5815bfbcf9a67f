import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userPartKey } from './keys.ts';

// One account's profile for the admin: who, which role and step, since when, blocked or not.
// Nothing the pupil wrote or made is asked for.

export const ADMIN_USER = graphql(`
  query adminUser($input: GetUserByIdInput!) {
    getUserById(getUserByIdInput: $input) {
      id
      email
      phone
      name
      surname
      role
      onboardingStatus
      isVerified
      isFreeSub
      subStatus
      createdAt
      lastLogin
      blockedAt
    }
  }
`);

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: userPartKey(id, 'profile'),
    queryFn: async ({ signal }) => (await apiRequest(ADMIN_USER, { input: { id } }, { signal })).getUserById,
  });
}

export type AdminUser = NonNullable<ReturnType<typeof useAdminUser>['data']>;
