import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminAuditLogQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// `/admin/dziennik`: the admins' changes, newest first, a page at a time, optionally of one target.

export const GET_AUDIT_LOG = graphql(`
  query adminAuditLog($input: GetAdminAuditLogInput!) {
    getAdminAuditLog(getAdminAuditLogInput: $input) {
      page
      limit
      total
      data {
        id
        adminId
        operation
        targetType
        targetId
        before
        after
        createdAt
      }
    }
  }
`);

export type AuditEntry = AdminAuditLogQuery['getAdminAuditLog']['data'][number];

export const AUDIT_PER_PAGE = 20;

export function useAuditLog({ page, targetId }: { page: number; targetId: string | null }) {
  return useQuery({
    queryKey: ['admin-stats', 'audit', { page, targetId }],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          GET_AUDIT_LOG,
          { input: { page, limit: AUDIT_PER_PAGE, targetId: targetId ?? undefined } },
          { signal },
        )
      ).getAdminAuditLog,
  });
}
