import { type EmployerJob, type EmployerRecord, FIRST_ANSWERS_ID } from '@kaamkaj/domain';
import type { QueryClient } from '@tanstack/react-query';
import { RECRUITER_JOBS_KEY } from '../features/employer-jobs/api/recruiter-jobs';
import { type FeedBody, feedKey, toPage } from '../features/jobs-feed/api/feed';
import type { User } from '../lib/api/user';
import { userQuery } from '../lib/api/user';
import type { Envelope } from '../lib/http';

/**
 * issue 16 item 3: a signed-in page rendered by the server carries the answers it was rendered
 * from, as the API sent them: a seeker's /jobs GET /api/user/ and the feed's first page (GET
 * /api/job/all), an employer's /dashboard GET /api/user/ and the first page of their jobs (GET
 * /api/job/recruiter/). The server's render and the browser's hydration put them in the query
 * cache the same way, under the keys the screens read, so both draw the same page and nothing is
 * asked again.
 */
export type FeedAnswers = { user: User; feed: FeedBody };
export type EmployerAnswers = { user: EmployerRecord; jobs: Envelope<EmployerJob[]> };
export type FirstAnswers = FeedAnswers | EmployerAnswers;

export const isFeedAnswers = (answers: FirstAnswers): answers is FeedAnswers => 'feed' in answers;

export function seedFirstAnswers(client: QueryClient, userId: string, answers: FirstAnswers) {
  // the employer's record is under the user's key too (lib/api/employer.ts employerQuery)
  client.setQueryData(userQuery(userId).queryKey, answers.user);
  if (isFeedAnswers(answers)) {
    client.setQueryData(feedKey(userId, null), {
      pages: [toPage(answers.feed)],
      pageParams: [0],
    });
  } else {
    client.setQueryData(RECRUITER_JOBS_KEY, { pages: [answers.jobs], pageParams: [0] });
  }
}

/** The answers a server-rendered page carries, or null (none, or not readable). */
export function readFirstAnswers(doc: Document = document): FirstAnswers | null {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const answers = JSON.parse(text) as { user?: unknown; feed?: FeedBody; jobs?: unknown };
    if (!answers.user || typeof answers.user !== 'object') return null;
    if (answers.feed) return Array.isArray(answers.feed.data) ? (answers as FeedAnswers) : null;
    const jobs = answers.jobs as Partial<Envelope<EmployerJob[]>> | undefined;
    return jobs && Array.isArray(jobs.data) ? (answers as EmployerAnswers) : null;
  } catch {
    return null;
  }
}
