import type { Role } from '@kreda/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshUser } from './user-plan-changes.ts';

// An admin's changes to an account: its role (never the last admin's) and whether it may sign in
// (a block ends its sessions at once). Both land in the audit log on the server.

export const ADMIN_UPDATE_ROLE = graphql(`
  mutation adminUpdateUserRole($input: UpdateUserRoleInput!) {
    updateUserRole(updateUserRoleInput: $input) {
      id
      role
    }
  }
`);

export const ADMIN_SET_BLOCKED = graphql(`
  mutation adminSetUserBlocked($input: SetUserBlockedInput!) {
    setUserBlocked(setUserBlockedInput: $input) {
      id
      blockedAt
    }
  }
`);

export function useUserAccountChanges(userId: string) {
  const queryClient = useQueryClient();
  return {
    role: useMutation({
      mutationFn: async (role: Role) =>
        (await apiRequest(ADMIN_UPDATE_ROLE, { input: { userId, role } })).updateUserRole,
      onSuccess: () => refreshUser(queryClient, userId, ['profile'], true),
    }),
    block: useMutation({
      mutationFn: async (blocked: boolean) =>
        (await apiRequest(ADMIN_SET_BLOCKED, { input: { userId, blocked } })).setUserBlocked,
      onSuccess: () => refreshUser(queryClient, userId, ['profile'], true),
    }),
  };
}
