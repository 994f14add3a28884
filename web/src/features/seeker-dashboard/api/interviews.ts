import type { Interview, InterviewAnswer } from '@kaamkaj/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEEKER_DASHBOARD_KEY } from '../../../lib/api/job-queries';
import { type Envelope, request } from '../../../lib/http';

export const interviewsKey = (userId: string) =>
  [...SEEKER_DASHBOARD_KEY, userId, 'interviews'] as const;

// spec 000 §7: GET /job/interviews-by-seeker/{id}, newest date first, live jobs only; each
// interview carries `expired` (spec 000 §4).
export const interviewsQuery = (userId: string) =>
  queryOptions({
    queryKey: interviewsKey(userId),
    queryFn: ({ signal }) =>
      request<Envelope<Interview[]>>(`/job/interviews-by-seeker/${encodeURIComponent(userId)}`, {
        signal,
      }).then((body) => body.data),
  });

export function useInterviews(userId: string) {
  return useQuery({ ...interviewsQuery(userId), enabled: Boolean(userId) });
}

type Answer = { id: string; status: InterviewAnswer };

// spec 000 §7: PUT /job/interview with params {_id} and body {status}. It is sent from a
// confirmation, which shows a refusal (INTERVIEW_CLOSED) itself; the list reloads either way.
export function useAnswerInterview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: Answer) =>
      request<Envelope<unknown>>('/job/interview', {
        method: 'PUT',
        query: { _id: id },
        body: { status },
        toast: false,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewsKey(userId) }),
  });
}
