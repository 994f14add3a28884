import type { Interview, InterviewInput } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveApplicant } from '../../../lib/api/applicant-lists';
import { APPLICANTS_KEY } from '../../../lib/api/job-queries';
import { type Envelope, request } from '../../../lib/http';

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
    // The applicant moves to Interview Scheduled in the lists at once, with the interview (the
    // list the form goes back to showed them Shortlisted for seconds on slow 3G); the reload
    // is not awaited: the form goes back at once and the list reloads there.
    onSuccess: ({ interview }) => {
      const { _id, date, start_time, end_time, status } = interview;
      moveApplicant(queryClient, interview.job_id, interview.seeker_id, 'Selected', {
        interview: { _id, date, start_time, end_time, status },
      });
      void queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY });
    },
  });
}
