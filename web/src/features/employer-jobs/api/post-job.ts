import type { EmployerJob, JobPost } from '@kaamkaj/domain';
import { type Envelope, request } from '../../../lib/http';

type Posted = { message: string | undefined; job: EmployerJob };

// spec 001 §7 "Post job": POST /job/v2/post. The form shows failures in its own alert.
// `key` names this one post (Idempotency-Key): sent again after a lost answer, it gets the job
// the first one made instead of a second job and a second post of the plan.
export function postJob(body: JobPost, key: string): Promise<Posted> {
  return request<Envelope<EmployerJob>>('/job/v2/post', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    toast: false,
  }).then((res) => ({ message: res.message, job: res.data }));
}

/** A new post's key: 32 hex digits (getRandomValues works on plain http too, randomUUID not). */
export function newPostKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
