import { PATHS, ROLE, type SeekerResponse, statusesLeadingTo } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api-error';
import { type Envelope, request, showErrorToast } from '../http';
import { queueAnswer } from '../outbox';
import { pwaStore } from '../pwa/pwa-state';
import { clearSession, getItem } from '../session';
import { FEED_KEY, JOB_DETAIL_KEY, SEEKER_DASHBOARD_KEY } from './job-queries';

export type JobResponseResult = {
  job_id: string;
  status: SeekerResponse;
  changed: boolean;
  /** Not sent: no network, so it waits in the outbox (issue 16 item 6). */
  queued?: boolean;
};

/**
 * One answer; `toast: false` when the caller shows the failure itself (a confirmation). `title`
 * names the job if the answer has to wait offline and the server later refuses it.
 */
export type JobResponseVariables = {
  jobId: string;
  status: SeekerResponse;
  toast?: boolean;
  title?: string;
};

/** The seeker is not signed in as a seeker: the caller has been sent to the seeker login. */
export const SENT_TO_LOGIN = 'SENT_TO_LOGIN';

// A visitor's answer on a shared job, kept for this tab until they are back signed in, so the
// tap is not lost on the way through the OTP (spec 000 §2.2). Half an hour, then it is stale.
const PENDING_KEY = 'kaamkaj_pending_answer';
const PENDING_MS = 30 * 60 * 1000;
type PendingAnswer = { jobId: string; status: SeekerResponse; at: number };

function rememberAnswer(jobId: string, status: SeekerResponse): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ jobId, status, at: Date.now() }));
  } catch {
    // storage refused (private mode): the seeker taps again after signing in
  }
}

/** The answer a visitor tapped on this job before signing in, taken out of storage (once). */
export function takePendingAnswer(jobId: string, now = Date.now()): SeekerResponse | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingAnswer;
    if (pending.jobId !== jobId) return null;
    sessionStorage.removeItem(PENDING_KEY);
    return now - pending.at <= PENDING_MS ? pending.status : null;
  } catch {
    return null;
  }
}

/**
 * Apply Now / Apply Later / Not Apply (spec 000 §2.7, §4): POST /job/response, then the feed,
 * the dashboard and the job's page reload. Spec 000 §2.2: a visitor without a token goes to the
 * seeker login with the current location (back here after the OTP); a stored employer role, or
 * the server's 403 NOT_A_SEEKER, clears the session and goes to the seeker login.
 */
export function useJobResponse() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = (from: unknown) =>
    navigate(PATHS.seekerLogin, { state: from ? { from } : null, replace: false });
  return useMutation({
    mutationFn: async ({ jobId, status, toast = true, title = '' }: JobResponseVariables) => {
      if (!getItem('authToken')) {
        rememberAnswer(jobId, status);
        toLogin({ pathname: location.pathname, search: location.search });
        throw new ApiError(401, SENT_TO_LOGIN, '');
      }
      if (Number(getItem('user_role')) !== ROLE.SEEKER) {
        clearSession();
        toLogin(null);
        throw new ApiError(403, SENT_TO_LOGIN, '');
      }
      try {
        const body = await request<Envelope<JobResponseResult>>('/job/response', {
          body: { job_id: jobId, status },
          toast: false,
        });
        return body.data;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_A_SEEKER') {
          clearSession();
          toLogin(null);
          throw new ApiError(403, SENT_TO_LOGIN, '');
        }
        // issue 16 item 6: no network (not a refusal): kept, and sent when it returns
        const userId = getItem('user');
        if (error instanceof ApiError && error.status === 0 && userId) {
          const replaces = statusesLeadingTo(status);
          const kept = await queueAnswer({ userId, jobId, status, title, replaces }).catch(
            () => null,
          );
          if (kept === 'queued' || kept === 'already') {
            return { job_id: jobId, status, changed: true, queued: true };
          }
        }
        if (toast && error instanceof ApiError && error.code !== 'UNAUTHORIZED') {
          showErrorToast(error);
        }
        throw error;
      }
    },
    onSuccess: (data, { status }) => {
      // issue 16 item 5: after the first application, the app offers to be installed, once
      if (status === 'Applied' && !data.queued) pwaStore().noteApplication();
    },
    onSettled: (data, error) => {
      if (error instanceof ApiError && error.code === SENT_TO_LOGIN) return;
      // offline the lists cannot reload; the outbox reloads them once it has sent the answer
      if (data?.queued) return;
      // A refused or closed job changed too: reload what shows it either way.
      void client.invalidateQueries({ queryKey: FEED_KEY });
      void client.invalidateQueries({ queryKey: SEEKER_DASHBOARD_KEY });
      void client.invalidateQueries({ queryKey: JOB_DETAIL_KEY });
    },
  });
}

/** POST /job/record/view when a job's detail opens (spec 000 §7); fire and forget. */
export function recordJobView(jobId: string): void {
  // The call needs a token; visitors are not counted, nor an employer opening their own job.
  if (!getItem('authToken') || Number(getItem('user_role')) !== ROLE.SEEKER) return;
  request('/job/record/view', { body: { job_id: jobId }, toast: false }).catch(() => {
    // a view that was not counted is not worth a message
  });
}
