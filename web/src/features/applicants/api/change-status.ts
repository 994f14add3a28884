import type { ApplicantStatusBody, ApplicationStatus } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveApplicant } from '../../../lib/api/applicant-lists';
import { APPLICANTS_KEY } from '../../../lib/api/job-queries';
import { isRefusal } from '../../../lib/api-error';
import { type Envelope, request } from '../../../lib/http';

export type StatusChanged = { status: ApplicationStatus; message: string };

// spec 001 §4: PUT /job/users/status {job_id, user_id, action}; the server refuses an edge that
// is not in the domain table (400 INVALID_TRANSITION), and the client's toast shows that.
export function changeApplicantStatus(
  body: ApplicantStatusBody,
  toast = true,
): Promise<StatusChanged> {
  return request<Envelope<{ status: ApplicationStatus }>>('/job/users/status', {
    method: 'PUT',
    body,
    toast,
  }).then((res) => ({ status: res.data.status, message: res.message ?? '' }));
}

/** `toast: false` when a confirmation shows the failure itself. */
export type StatusChange = ApplicantStatusBody & { toast?: boolean };

/**
 * "After a change ... the list refreshes" (spec 001 §4): the applicant moves to their new tab
 * in the lists at once, and every applicants query reloads. Not waited for: the profile went
 * back to the list only once its own refetch had come (seconds more on slow 3G).
 */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toast, ...body }: StatusChange) => changeApplicantStatus(body, toast),
    onSuccess: ({ status }, { job_id, user_id }) => {
      moveApplicant(queryClient, job_id, user_id, status);
      void queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY });
    },
    // Refused: the applicant (or the job) changed since this screen read them, on another phone
    // or by an interview scheduled meanwhile; the profile and lists show them as they are now.
    onError: (error) => {
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY });
    },
  });
}
