import type { EmployerJob, JobPost } from '@kaamkaj/domain';
import { type Envelope, request } from '../../../lib/http';

type Posted = { message: string | undefined; job: EmployerJob };

// spec 001 §7 "Post job": POST /job/v2/post. The form shows failures in its own alert.
export function postJob(body: JobPost): Promise<Posted> {
  return request<Envelope<EmployerJob>>('/job/v2/post', {
    method: 'POST',
    body,
    toast: false,
  }).then((res) => ({ message: res.message, job: res.data }));
}
