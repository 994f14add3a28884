import { FIRST_ANSWERS_ID } from '@kaamkaj/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type FeedBody, feedKey, toPage } from '../features/jobs-feed/api/feed';
import type { User } from '../lib/api/user';
import { userQuery } from '../lib/api/user';

/**
 * issue 16 item 3: a signed-in seeker's /jobs rendered by the server carries the answers it was
 * rendered from (GET /api/user/ and the feed's first page, GET /api/job/all), as the API sent
 * them. The server's render and the browser's hydration put them in the query cache the same
 * way, under the keys the screens read, so both draw the same page and nothing is asked again.
 */
export type FirstAnswers = { user: User; feed: FeedBody };

export function seedFirstAnswers(client: QueryClient, userId: string, answers: FirstAnswers) {
  client.setQueryData(userQuery(userId).queryKey, answers.user);
  client.setQueryData(feedKey(userId, null), {
    pages: [toPage(answers.feed)],
    pageParams: [0],
  });
}

/** The answers a server-rendered page carries, or null (none, or not readable). */
export function readFirstAnswers(doc: Document = document): FirstAnswers | null {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const answers = JSON.parse(text) as Partial<FirstAnswers>;
    return answers.user && answers.feed && Array.isArray(answers.feed.data)
      ? (answers as FirstAnswers)
      : null;
  } catch {
    return null;
  }
}
