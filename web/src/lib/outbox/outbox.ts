import { ROLE } from '@kaamkaj/domain';
import { createStore, del, delMany, entries, get, set } from 'idb-keyval';
import { FEED_KEY, JOB_DETAIL_KEY, SEEKER_DASHBOARD_KEY } from '../api/job-queries';
import { isRefusal } from '../api-error';
import { request } from '../http';
import { i18n } from '../i18n';
import { queryClient } from '../query-client';
import { getItem, readSession, roleOf } from '../session';
import { notify } from '../toast';
import { type OutboxEntry, setOutboxFlag, setPendingAnswers } from './index';

// The outbox (issue 16 item 6), loaded on first use. One entry per [user id, job id]: the answer
// is its value. POST /job/response is idempotent on the server (one row per seeker and job, a
// repeated answer is "changed: false"), so an answer that reached the server but whose reply was
// lost is harmless to send again; an entry goes only after a definite answer.

const store = createStore('kaamkaj-outbox', 'answers');
type Key = [userId: string, jobId: string];
const keyOf = (entry: Pick<OutboxEntry, 'userId' | 'jobId'>): Key => [entry.userId, entry.jobId];

export type QueueResult = 'queued' | 'already' | 'refused';

/** An answer to keep, and the waiting answers it may replace (domain statusesLeadingTo). */
export type QueueRequest = Omit<OutboxEntry, 'at'> & { replaces: readonly string[] };

/**
 * Keeps an answer. The same answer again (a double tap) is 'already' there; a later answer
 * replaces the waiting one when spec 000 §4 allows that step (Apply Later, then Apply Now or
 * Not Apply: only the last is sent, the server takes it from no answer too); anything else is
 * 'refused' (nothing follows Apply Now or Not Apply, and the buttons no longer offer it).
 * The caller names the steps: the domain's table would bring zod into this small chunk.
 */
export async function queue(
  { replaces, ...entry }: QueueRequest,
  now = Date.now(),
): Promise<QueueResult> {
  const waiting = await get<OutboxEntry>(keyOf(entry), store);
  if (waiting?.status === entry.status) return 'already';
  if (waiting && !replaces.includes(waiting.status)) return 'refused';
  await set(keyOf(entry), { ...entry, at: now } satisfies OutboxEntry, store);
  setOutboxFlag(true);
  await refresh();
  return 'queued';
}

async function readAll(): Promise<OutboxEntry[]> {
  const all = await entries<Key, OutboxEntry>(store);
  return all.map(([, entry]) => entry).sort((a, b) => a.at - b.at);
}

/** Shows the signed-in user's waiting answers on the cards; clears the device flag when empty. */
export async function refresh(): Promise<OutboxEntry[]> {
  const all = await readAll();
  setOutboxFlag(all.length > 0);
  const user = getItem('user');
  const mine = all.filter((entry) => entry.userId === user);
  setPendingAnswers(mine);
  return mine;
}

/** Logout: the user's entries go with the session. */
export async function forget(userId: string): Promise<void> {
  const all = await readAll();
  await delMany(all.filter((entry) => entry.userId === userId).map(keyOf), store);
  await refresh();
}

let running: Promise<void> | null = null;

/** Sends the signed-in user's entries in order, one at a time; one flush at a time per device. */
export function flush(): Promise<void> {
  running ??= withLock(sendAll).finally(() => {
    running = null;
  });
  return running;
}

function withLock(task: () => Promise<void>): Promise<void> {
  // two tabs must not send the same entry at once (the server would still keep one answer)
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('kaamkaj-outbox', () => task()).then(() => undefined) : task();
}

type Outcome = 'sent' | 'refused' | 'kept';

async function sendAll(): Promise<void> {
  const userId = getItem('user');
  const seeker = roleOf(readSession()) === ROLE.SEEKER && getItem('authToken') !== null;
  const all = await readAll();
  // Another user's entries outlived their session (logout deletes them): never sent with this
  // user's token, and gone now that someone else has signed in.
  const others = all.filter((entry) => entry.userId !== userId);
  if (userId && others.length > 0) await delMany(others.map(keyOf), store);
  let answered = 0;
  let sent = 0;
  if (userId && seeker) {
    for (const entry of all.filter((e) => e.userId === userId)) {
      if (navigator.onLine === false || getItem('user') !== userId) break;
      const outcome = await sendOne(entry);
      if (outcome === 'kept') break; // no network (or the server is down): the rest waits too
      await removeIfUnchanged(entry);
      answered += 1;
      if (outcome === 'sent') sent += 1;
    }
  }
  if (answered > 0) {
    // the answered jobs leave the feed: reload the lists before the cards lose "will be sent"
    await Promise.all(
      [FEED_KEY, SEEKER_DASHBOARD_KEY, JOB_DETAIL_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }).catch(() => undefined),
      ),
    );
  }
  await refresh();
  if (sent > 0) void notify.success(i18n.t('offline.sent'));
}

async function sendOne(entry: OutboxEntry): Promise<Outcome> {
  try {
    await request('/job/response', {
      body: { job_id: entry.jobId, status: entry.status },
      toast: false,
    });
    return 'sent';
  } catch (error) {
    // a 401 signs the user out, and that deletes the entry with the session
    if (!isRefusal(error)) return 'kept';
    if (error.code === 'UNAUTHORIZED') return 'kept';
    // a definite no (the job closed, the answer no longer allowed ...): said, and dropped
    const reason = error.message || i18n.t('errors.generic');
    void notify.error(
      i18n.t('offline.notSent', { title: entry.title, reason }),
      i18n.t('offline.notSentTitle'),
    );
    return 'refused';
  }
}

/** Removes a sent entry unless a newer answer to the same job replaced it meanwhile. */
async function removeIfUnchanged(entry: OutboxEntry) {
  const now = await get<OutboxEntry>(keyOf(entry), store);
  if (now && now.at === entry.at && now.status === entry.status) await del(keyOf(entry), store);
}
