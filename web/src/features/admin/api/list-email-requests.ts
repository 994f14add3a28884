import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, fetchPage } from './paged';
import type { AdminEmailRequest, EmailRequestStatus } from './types';

// GET /admin/email-requests?status= (issue 4 contract; spec 001 §4 "E-mail change").
export const emailRequestsQuery = (status: EmailRequestStatus) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'email-requests', status],
    queryFn: ({ signal }) =>
      fetchPage<AdminEmailRequest>('/admin/email-requests', { status }, signal),
  });

export function useEmailRequests(status: EmailRequestStatus) {
  return useQuery(emailRequestsQuery(status));
}
