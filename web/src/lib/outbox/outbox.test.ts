import 'fake-indexeddb/auto';
import { statusesLeadingTo } from '@kaamkaj/domain';
import { act, renderHook } from '@testing-library/react';
import { clear, createStore, values } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, type Reply } from '../../test/fake-server';
import { i18n } from '../i18n';
import { queryClient } from '../query-client';
import { clearSession, setSession, userDataCleared } from '../session';
import { notify } from '../toast';
import { flushOutbox, type OutboxEntry, outboxMayHoldEntries, usePendingAnswer } from './index';
import { flush, queue, refresh } from './outbox';

vi.mock('../toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

const store = createStore('kaamkaj-outbox', 'answers');
const stored = () => values<OutboxEntry>(store);

const signIn = (user: string, token = `jwt-${user}`) =>
  setSession({ authToken: token, user, user_role: 0, profile_status: 2 });

const answer = (jobId: string, status: OutboxEntry['status'] = 'Applied', userId = 'seeker-1') => ({
  userId,
  jobId,
  status,
  title: `Job ${jobId}`,
  replaces: statusesLeadingTo(status),
});

const answered = (body: Record<string, unknown>): Reply =>
  ok({ job_id: body.job_id, status: body.status, changed: true });

beforeEach(async () => {
  localStorage.clear();
  await clear(store);
  signIn('seeker-1');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('queue (issue 16 item 6)', () => {
  it('keeps an answer for the user and job, and flags the device', async () => {
    expect(await queue(answer('job-1'), 100)).toBe('queued');
    expect(await stored()).toEqual([
      { userId: 'seeker-1', jobId: 'job-1', status: 'Applied', title: 'Job job-1', at: 100 },
    ]);
    expect(outboxMayHoldEntries()).toBe(true);
  });

  it('a double tap keeps one entry', async () => {
    await queue(answer('job-1'), 100);
    expect(await queue(answer('job-1'), 200)).toBe('already');
    expect(await stored()).toHaveLength(1);
    expect((await stored())[0]?.at).toBe(100);
  });

  it('Apply Now after Apply Later replaces it; nothing replaces Apply Now or Not Apply', async () => {
    await queue(answer('job-1', 'Saved'), 100);
    expect(await queue(answer('job-1', 'Applied'), 200)).toBe('queued');
    expect((await stored()).map((e) => e.status)).toEqual(['Applied']);
    expect(await queue(answer('job-1', 'Visited'), 300)).toBe('refused');
    expect(await queue(answer('job-1', 'Saved'), 300)).toBe('refused');
    await queue(answer('job-2', 'Visited'), 400);
    expect(await queue(answer('job-2', 'Applied'), 500)).toBe('refused');
    expect((await stored()).map((e) => `${e.jobId}:${e.status}`).sort()).toEqual([
      'job-1:Applied',
      'job-2:Visited',
    ]);
  });

  it('the cards see the signed-in user’s waiting answers only', async () => {
    await queue(answer('job-1', 'Saved'));
    await queue(answer('job-9', 'Applied', 'seeker-2'));
    const { result } = renderHook(() => [usePendingAnswer('job-1'), usePendingAnswer('job-9')]);
    await act(() => refresh());
    expect(result.current).toEqual(['Saved', null]);
  });
});

describe('flush', () => {
  it('sends each entry once, in order, with the user’s token, then empties the outbox', async () => {
    await queue(answer('job-2', 'Visited'), 200);
    await queue(answer('job-1', 'Applied'), 100);
    const calls = fakeServer({ 'POST /api/job/response': answered });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await Promise.all([flush(), flush(), flushOutbox()]);
    await flush();
    expect(calls.map((c) => c.body)).toEqual([
      { job_id: 'job-1', status: 'Applied' },
      { job_id: 'job-2', status: 'Visited' },
    ]);
    expect(calls.map((c) => (c.init.headers as Record<string, string>).Authorization)).toEqual([
      'Bearer jwt-seeker-1',
      'Bearer jwt-seeker-1',
    ]);
    expect(await stored()).toEqual([]);
    expect(outboxMayHoldEntries()).toBe(false);
    expect(notify.success).toHaveBeenCalledExactlyOnceWith(
      'Back online. Your waiting answers have been sent.',
    );
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['feed'],
      ['seeker-dashboard'],
      ['job-detail'],
    ]);
  });

  it('a refusal (4xx) drops the entry and tells the user why, in their language', async () => {
    await i18n.changeLanguage('hi');
    await queue(answer('job-1'));
    fakeServer({
      'POST /api/job/response': () => ({
        status: 400,
        body: { success: false, code: 'JOB_NOT_OPEN', message: 'यह नौकरी अब खुली नहीं है' },
      }),
    });
    await flush();
    expect(await stored()).toEqual([]);
    expect(notify.error).toHaveBeenCalledExactlyOnceWith(
      '"Job job-1": यह नौकरी अब खुली नहीं है',
      'जवाब नहीं भेजा जा सका',
    );
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('a network error or a server error keeps every entry for the next time', async () => {
    await queue(answer('job-1'), 100);
    await queue(answer('job-2'), 200);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', failing);
    await flush();
    expect(failing).toHaveBeenCalledTimes(1); // the rest waits behind the first
    expect(await stored()).toHaveLength(2);

    fakeServer({
      'POST /api/job/response': () => ({ status: 503, body: { success: false, message: 'down' } }),
    });
    await flush();
    expect(await stored()).toHaveLength(2);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('offline it sends nothing and only shows what waits', async () => {
    await queue(answer('job-1'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = fakeServer({ 'POST /api/job/response': answered });
    await flush();
    expect(calls).toEqual([]);
    expect(await stored()).toHaveLength(1);
  });

  it('never sends one user’s entries with another user’s token', async () => {
    await queue(answer('job-1', 'Applied', 'seeker-1'));
    await queue(answer('job-2', 'Applied', 'seeker-2'));
    signIn('seeker-2');
    const calls = fakeServer({ 'POST /api/job/response': answered });
    await flush();
    expect(calls.map((c) => c.body.job_id)).toEqual(['job-2']);
    expect(calls.map((c) => (c.init.headers as Record<string, string>).Authorization)).toEqual([
      'Bearer jwt-seeker-2',
    ]);
    // seeker-1's answer outlived their session: it is gone, not sent
    expect(await stored()).toEqual([]);
  });

  it('sends nothing without a signed-in seeker', async () => {
    await queue(answer('job-1'));
    clearSession();
    setSession({ lang: 'en' });
    const calls = fakeServer({ 'POST /api/job/response': answered });
    await flush();
    expect(calls).toEqual([]);
  });
});

describe('logout', () => {
  it('clearSession deletes the user’s waiting answers, not another user’s', async () => {
    await queue(answer('job-1', 'Applied', 'seeker-1'));
    await queue(answer('job-2', 'Saved', 'seeker-1'));
    await queue(answer('job-3', 'Applied', 'seeker-2'));
    clearSession();
    await userDataCleared();
    expect((await stored()).map((e) => e.userId)).toEqual(['seeker-2']);
    expect(outboxMayHoldEntries()).toBe(true);
  });
});
