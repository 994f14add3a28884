import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_KEY, fetchPage, nextPageOf } from './paged';
import type { AuditEntry } from './types';

// GET /admin/audit?page=: the admin actions, newest first (DESIGN.md §5 audit_log).
export const auditQuery = () =>
  infiniteQueryOptions({
    queryKey: [ADMIN_KEY, 'audit'],
    queryFn: ({ pageParam, signal }) =>
      fetchPage<AuditEntry>('/admin/audit', { page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });

export function useAudit() {
  return useInfiniteQuery(auditQuery());
}
