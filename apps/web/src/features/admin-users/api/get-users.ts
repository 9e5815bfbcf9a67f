import type { OnboardingStatus, Role } from '@kreda/shared/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminUserSummaryFragment } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { USER_LISTS_KEY } from './keys.ts';

/**
 * A user in the admin's list: who it is, where they stand, whether they may sign in.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const ADMIN_USER_SUMMARY = graphql(`
  fragment AdminUserSummary on User {
    id
    email
    phone
    name
    surname
    role
    isFreeSub
    onboardingStatus
    createdAt
    lastLogin
    blockedAt
  }
`);

export const ADMIN_USERS = graphql(`
  query adminUsers($input: GetUsersInput) {
    getUsers(getUsersInput: $input) {
      total
      page
      limit
      data {
        ...AdminUserSummary
      }
    }
  }
`);

export type AdminUserSummary = AdminUserSummaryFragment;

export const ADMIN_USERS_PER_PAGE = 20;

export interface AdminUsersFilter {
  search: string;
  role: Role | null;
  onboardingStatus: OnboardingStatus | null;
  /** true: the free plan only; false: a subscription in force only (paid or granted). */
  isFreeSub: boolean | null;
  page: number;
}

/** A page of accounts found by the server; the previous page stays shown while the next one loads. */
export function useAdminUsers({ search, role, onboardingStatus, isFreeSub, page }: AdminUsersFilter) {
  return useQuery({
    queryKey: [...USER_LISTS_KEY, { search, role, onboardingStatus, isFreeSub, page }],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          ADMIN_USERS,
          {
            input: {
              search: search || null,
              role,
              onboardingStatus,
              isFreeSub,
              page,
              limit: ADMIN_USERS_PER_PAGE,
            },
          },
          { signal },
        )
      ).getUsers,
  });
}
