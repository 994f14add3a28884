import type { EmployerJob, SeekerJob } from '@kaamkaj/domain';
import { useQuery } from '@tanstack/react-query';
import { JOB_DETAIL_KEY } from '../../../lib/api/job-queries';
import { ApiError, isMissing } from '../../../lib/api-error';
import { type Envelope, request } from '../../../lib/http';

/** The answers that mean "no such open job" (issue 5 contract): the page says so, no toast. */
export function isGone(error: unknown): boolean {
  return isMissing(error) || (error instanceof ApiError && error.code === 'JOB_NOT_AVAILABLE');
}

const retry = (failures: number, error: unknown) => !isGone(error) && failures < 2;

// spec 000 §7: GET /fetch/job/{id}, public; an Open job as a visitor sees it.
export function usePublicJob(id: string) {
  return useQuery({
    queryKey: [...JOB_DETAIL_KEY, 'public', id],
    queryFn: ({ signal }) =>
      request<Envelope<SeekerJob>>(`/fetch/job/${encodeURIComponent(id)}`, {
        auth: false,
        toast: false,
        signal,
      }).then((body) => body.data),
    enabled: id !== '',
    retry,
  });
}

/**
 * spec 000 §7: GET /job/fetch/detail/{id} for a signed-in user: a seeker gets the job with their
 * status and the contact rule; an employer their own job (EmployerJob, with openings).
 */
export function useSignedInJob(id: string) {
  return useQuery({
    queryKey: [...JOB_DETAIL_KEY, 'signed-in', id],
    queryFn: ({ signal }) =>
      request<Envelope<SeekerJob | EmployerJob>>(`/job/fetch/detail/${encodeURIComponent(id)}`, {
        toast: false,
        signal,
      }).then((body) => body.data),
    enabled: id !== '',
    retry,
  });
}

/** An employer's own job in the shape the job detail shows; openings kept apart (role 2 only). */
export function asSeekerView(job: SeekerJob | EmployerJob): {
  job: SeekerJob;
  openings: number | null;
} {
  if (!('openings' in job)) return { job, openings: null };
  const {
    openings,
    applicants: _a,
    views: _v,
    created_by: _c,
    animated_jd_required: _r,
    audio_jd_required: _ar,
    status,
    ...rest
  } = job;
  return {
    job: {
      ...rest,
      job_status: status,
      category_name: null,
      district_name: null,
      match_reasons: [],
      status: null,
      company_contact: null,
    },
    openings,
  };
}
