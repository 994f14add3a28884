import { afterEach, describe, expect, it } from 'vitest';
import { feedKey } from '../features/jobs-feed/api/feed';
import { queryClient } from '../lib/query-client';
import { clearSession, setSession } from '../lib/session';
import { fakeServer, ok } from '../test/fake-server';
import { makeSeeker } from '../test/make-seeker';
import { makeSeekerJob } from '../test/make-seeker-job';
import { startFirstRequests } from './first-requests';

// issue 16 item 3: /jobs asks for the user and the feed's first page together, as the entry
// starts, under the keys the screens read.

const USER = '01a2181f-9783-7417-8087-7afe5f8fc7c4';
const seeker = () => setSession({ authToken: 'token', user: USER, user_role: '0' });

afterEach(() => {
  clearSession();
  queryClient.clear();
  sessionStorage.clear();
});

describe('the first requests of /jobs', () => {
  it('asks for the user and page 0 of the feed at once, and keeps the answers for the screens', async () => {
    seeker();
    const job = makeSeekerJob({ job_title: 'Delivery rider' });
    const calls = fakeServer({
      'GET /api/user/': () => ok(makeSeeker({ _id: USER, name: 'Meena' })),
      'GET /api/job/all': () => ok([job]),
    });
    startFirstRequests('/jobs');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/user/', 'GET /api/job/all']);
    expect(calls[1]?.url).toContain(`user_id=${USER}`);
    expect(calls[1]?.url).toContain('page=0');
    await expect
      .poll(() => queryClient.getQueryData<{ name: string }>(['user', USER])?.name)
      .toBe('Meena');
    await expect
      .poll(
        () =>
          queryClient.getQueryData<{ pages: { jobs: { job_title: string }[] }[] }>(
            feedKey(USER, null),
          )?.pages[0]?.jobs[0]?.job_title,
      )
      .toBe('Delivery rider');
  });

  it('leaves the feed to the screen when a category from the landing page will filter it', () => {
    seeker();
    sessionStorage.setItem('kaamkaj_wanted_category', 'driver');
    const calls = fakeServer({ 'GET /api/user/': () => ok(makeSeeker({ _id: USER })) });
    startFirstRequests('/jobs');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/user/']);
  });

  it('asks for nothing on another page, for an employer, or signed out', () => {
    const calls = fakeServer({});
    seeker();
    startFirstRequests('/profile');
    setSession({ user_role: '2' });
    startFirstRequests('/jobs');
    clearSession();
    startFirstRequests('/jobs');
    expect(calls).toEqual([]);
  });
});
