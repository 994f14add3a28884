import { type EmployerJob, type EmployerRecord, FIRST_ANSWERS_ID } from '@kaamkaj/domain';
import type { QueryClient } from '@tanstack/react-query';
import { RECRUITER_JOBS_KEY } from '../features/employer-jobs/api/recruiter-jobs';
import { type FeedBody, feedKey, toPage } from '../features/jobs-feed/api/feed';
import {
  FIRST_SAARTHI_TAB,
  type SaarthiPage,
  saarthiTabQuery,
} from '../features/saarthi/api/dashboard-tab';
import type { User } from '../lib/api/user';
import { userQuery } from '../lib/api/user';
import type { Envelope } from '../lib/http';

/**
 * issue 16 item 3: a signed-in page rendered by the server carries the answers it was rendered
 * from, as the API sent them: GET /api/user/ and the first page of the list it shows: a seeker's
 * /jobs the feed (GET /api/job/all), an employer's /dashboard their jobs (GET
 * /api/job/recruiter/), a Saarthi's /dashboard their New User Enrolled (GET
 * /api/saarthi/dashboard). The server's render and the browser's hydration put them in the query
 * cache the same way, under the keys the screens read, so both draw the same page and nothing is
 * asked again.
 */
export type FeedAnswers = { user: User; feed: FeedBody };
export type EmployerAnswers = { user: EmployerRecord; jobs: Envelope<EmployerJob[]> };
export type SaarthiAnswers = { user: User; leads: SaarthiPage };
export type FirstAnswers = FeedAnswers | EmployerAnswers | SaarthiAnswers;

export const isFeedAnswers = (answers: FirstAnswers): answers is FeedAnswers => 'feed' in answers;

export function seedFirstAnswers(client: QueryClient, userId: string, answers: FirstAnswers) {
  // the employer's record is under the user's key too (lib/api/employer.ts employerQuery)
  client.setQueryData(userQuery(userId).queryKey, answers.user);
  if (isFeedAnswers(answers)) {
    client.setQueryData(feedKey(userId, null), {
      pages: [toPage(answers.feed)],
      pageParams: [0],
    });
  } else if ('jobs' in answers) {
    client.setQueryData(RECRUITER_JOBS_KEY, { pages: [answers.jobs], pageParams: [0] });
  } else {
    client.setQueryData(saarthiTabQuery(FIRST_SAARTHI_TAB).queryKey, {
      pages: [answers.leads],
      pageParams: [0],
    });
  }
}

/** The answers a server-rendered page carries, or null (none, or not readable). */
export function readFirstAnswers(doc: Document = document): FirstAnswers | null {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const answers = JSON.parse(text) as Record<'user' | 'feed' | 'jobs' | 'leads', unknown>;
    if (!answers.user || typeof answers.user !== 'object') return null;
    const listed = (list: unknown) => Array.isArray((list as { data?: unknown } | null)?.data);
    if (answers.feed) return listed(answers.feed) ? (answers as FeedAnswers) : null;
    if (answers.jobs) return listed(answers.jobs) ? (answers as EmployerAnswers) : null;
    const leads = answers.leads as Partial<SaarthiPage> | undefined;
    return listed(leads) && leads?.counts ? (answers as SaarthiAnswers) : null;
  } catch {
    return null;
  }
}
