import type { Interview, InterviewInput } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

/** The prefix of the applicants screen's queries: a new interview moves the applicant to Selected. */
export const APPLICANTS_KEY = ['applicants'] as const;

type Scheduled = { message: string | undefined; interview: Interview };

// spec 001 §7 "Create interview": POST /job/interview. The form shows failures in its own alert.
export function scheduleInterview(body: InterviewInput): Promise<Scheduled> {
  return request<Envelope<Interview>>('/job/interview', {
    method: 'POST',
    body,
    toast: false,
  }).then((res) => ({ message: res.message, interview: res.data }));
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInterview,
    // not awaited: the form goes back at once and the list reloads there
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY }),
  });
}
