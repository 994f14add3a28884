import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedKey, keepFeedPage, keptFeedPage } from '../features/jobs-feed/api/feed';
import { queryClient } from '../lib/query-client';
import { clearSession, setSession } from '../lib/session';
import { fakeServer, ok } from '../test/fake-server';
import { makeSeeker } from '../test/make-seeker';
import { makeSeekerJob } from '../test/make-seeker-job';
import { startFirstRequests } from './first-requests';

// issue 16 item 3: /jobs asks for the user and the feed's first page together, as the entry
// starts, under the keys the screens read.

const USER = '01a2181f-9783-7417-8087-7afe5f8fc7c4';
// onboarded (the guard sends anyone else to their profile's steps first)
const seeker = () =>
  setSession({ authToken: 'token', user: USER, user_role: '0', profile_status: '2' });

afterEach(() => {
  vi.unstubAllGlobals();
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

  it("asks an employer's /dashboard for the employer, their jobs' first page and the categories at once", async () => {
    setSession({ authToken: 'token', user: USER, user_role: '2', profile_status: '2' });
    const calls = fakeServer({
      'GET /api/user/': () => ok({ _id: USER, company_name: 'Sharma Logistics' }),
      'GET /api/job/recruiter/': () => ({
        status: 200,
        body: { success: true, count: 1, data: [{ _id: 'j1', job_title: 'Van Driver' }] },
      }),
      'GET /api/job-category': () => ok([{ _id: 'driver', name: 'Driver', name_hi: 'ड्राइवर' }]),
    });
    startFirstRequests('/Dashboard');
    expect(calls.map((c) => c.key)).toEqual([
      'GET /api/user/',
      'GET /api/job/recruiter/',
      'GET /api/job-category',
    ]);
    expect(calls[1]?.url).toContain('page=0');
    await expect
      .poll(
        () =>
          queryClient.getQueryData<{ pages: { data: { job_title: string }[] }[] }>([
            'recruiter-jobs',
          ])?.pages[0]?.data[0]?.job_title,
      )
      .toBe('Van Driver');
    await expect
      .poll(() => queryClient.getQueryData<{ company_name: string }>(['user', USER])?.company_name)
      .toBe('Sharma Logistics');
  });

  it("asks a Saarthi's /dashboard for the user and the first tab's first page at once", async () => {
    setSession({ authToken: 'token', user: USER, user_role: '1', profile_status: '2' });
    const calls = fakeServer({
      'GET /api/user/': () => ok({ _id: USER, name: 'Sunil Yadav' }),
      'GET /api/saarthi/dashboard': () => ({
        status: 200,
        body: {
          success: true,
          data: [{ _id: 's1', name: 'Mohan Lal' }],
          counts: { location: 5, self: 0, enrolled: 1, employed: 0 },
        },
      }),
    });
    startFirstRequests('/dashboard');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/user/', 'GET /api/saarthi/dashboard']);
    expect(calls[1]?.url).toBe('/api/saarthi/dashboard?tab=enrolled&page=0');
    await expect
      .poll(
        () =>
          queryClient.getQueryData<{ pages: { data: { name: string }[] }[] }>([
            'saarthi',
            'dashboard',
            'enrolled',
          ])?.pages[0]?.data[0]?.name,
      )
      .toBe('Mohan Lal');
  });

  it("asks a seeker's /dashboard for the user and the first page of Applied, or of the tab in the address", async () => {
    seeker();
    const calls = fakeServer({
      'GET /api/user/': () => ok(makeSeeker({ _id: USER, name: 'Meena' })),
      'GET /api/job/applied': () => ({
        status: 200,
        body: {
          success: true,
          count: 1,
          tab_counts: [1, 0, 0, 0, 0],
          data: [{ _id: 'a1', job_title: 'Cook' }],
        },
      }),
    });
    startFirstRequests('/dashboard');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/user/', 'GET /api/job/applied']);
    expect(calls[1]?.url).toBe(`/api/job/applied?user_id=${USER}&tab=0&page=0`);
    await expect
      .poll(
        () =>
          queryClient.getQueryData<{ pages: { data: { job_title: string }[] }[] }>([
            'seeker-dashboard',
            USER,
            0,
          ])?.pages[0]?.data[0]?.job_title,
      )
      .toBe('Cook');
    // the user is in already
    startFirstRequests('/dashboard?tab=2');
    expect(calls.slice(2).map((c) => c.url)).toEqual([
      `/api/job/applied?user_id=${USER}&tab=2&page=0`,
    ]);
  });

  it("asks, at / (where the installed app opens), for the screen the guard takes the user to: the seeker's or the employer's /dashboard", () => {
    seeker();
    const calls = fakeServer({
      'GET /api/user/': () => ok(makeSeeker({ _id: USER })),
      'GET /api/job/applied': () => ({
        status: 200,
        body: { success: true, count: 0, tab_counts: [0, 0, 0, 0, 0], data: [] },
      }),
      'GET /api/job/recruiter/': () => ({
        status: 200,
        body: { success: true, count: 0, data: [] },
      }),
      'GET /api/job-category': () => ok([]),
    });
    startFirstRequests('/');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/user/', 'GET /api/job/applied']);
    queryClient.clear();
    setSession({ authToken: 'token', user: USER, user_role: '2', profile_status: '2' });
    startFirstRequests('/');
    expect(calls.slice(2).map((c) => c.key)).toEqual([
      'GET /api/user/',
      'GET /api/job/recruiter/',
      'GET /api/job-category',
    ]);
  });

  it("asks for no feed when the guard sends a seeker to their profile first, nor at the landing's #faq", () => {
    const calls = fakeServer({});
    // the basic details not filled in yet: /jobs and / take them to the first step
    setSession({ authToken: 'token', user: USER, user_role: '0', profile_status: '0' });
    startFirstRequests('/jobs');
    startFirstRequests('/');
    // a signed-in seeker may read the landing's FAQ: they stay there
    seeker();
    startFirstRequests('/#faq');
    expect(calls).toEqual([]);
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

  describe('a repeat visit (the service worker kept the last feed page)', () => {
    type Feed = { pages: { jobs: { job_title: string }[] }[] };
    const firstTitle = () =>
      queryClient.getQueryData<Feed>(feedKey(USER, null))?.pages[0]?.jobs[0]?.job_title;
    const answer = (data: unknown, date = new Date()) =>
      ({
        ok: true,
        status: 200,
        headers: new Headers({ 'content-type': 'application/json', date: date.toUTCString() }),
        json: async () => ({ success: true, data, count: 1 }),
      }) as Response;
    /**
     * The worker's feed cache holding `title`, answering when `ready` settles; what was asked
     * of it, and when it has answered.
     */
    const keptCache = (
      title: string,
      keptAt = new Date(),
      ready: Promise<unknown> = Promise.resolve(),
    ) => {
      const asked: { url: string; options?: CacheQueryOptions }[] = [];
      let answered: () => void = () => undefined;
      const read = new Promise<void>((resolve) => {
        answered = resolve;
      });
      vi.stubGlobal('caches', {
        match: async (url: string, options?: CacheQueryOptions) => {
          asked.push({ url, options });
          await ready;
          answered();
          return answer([makeSeekerJob({ job_title: title })], keptAt);
        },
      });
      return { asked, read };
    };

    it('shows no kept page older than the day the worker keeps it for', async () => {
      keptCache('Kept: Driver', new Date(Date.now() - 25 * 60 * 60 * 1000));
      expect(await keptFeedPage(USER)).toBeNull();
      keptCache('Kept: Driver', new Date(Date.now() - 23 * 60 * 60 * 1000));
      expect((await keptFeedPage(USER))?.jobs[0]?.job_title).toBe('Kept: Driver');
    });

    /** A service worker, active once `ready` resolves; what the page handed it. */
    const worker = (ready: Promise<void> = Promise.resolve()) => {
      const posted: unknown[] = [];
      const active = { postMessage: (message: unknown) => void posted.push(message) };
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { ready: ready.then(() => ({ active })), controller: active },
      });
      return posted;
    };
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });

    it("hands the page a server-rendered /jobs carried to the worker, which keeps the feed's pages", async () => {
      const posted = worker();
      const body = {
        success: true as const,
        data: [makeSeekerJob({ job_title: 'Driver' })],
        count: 1,
      };
      await keepFeedPage(USER, body); // signed out (or as another user): nothing is kept
      expect(posted).toEqual([]);
      seeker();
      await keepFeedPage(USER, body);
      expect(posted).toEqual([
        { type: 'KEEP_FEED_PAGE', url: `/api/job/all?user_id=${USER}&page=0`, body },
      ]);
    });

    it('keeps nothing when the seeker signs out while the worker gets ready', async () => {
      seeker();
      let ready: () => void = () => undefined;
      const posted = worker(
        new Promise<void>((resolve) => {
          ready = resolve;
        }),
      );
      const keeping = keepFeedPage(USER, { success: true, data: [makeSeekerJob()], count: 1 });
      clearSession(); // the sign-out: the worker is told to empty the user's caches
      ready();
      await keeping;
      expect(posted).toEqual([{ type: 'CLEAR_USER_CACHES' }]);
    });

    it('reads no kept page when the page the server rendered brought the feed', async () => {
      seeker();
      const { asked } = keptCache('Kept: Driver');
      queryClient.setQueryData(feedKey(USER, null), {
        pages: [{ jobs: [makeSeekerJob({ job_title: 'Rendered: Cook' })], count: 1 }],
        pageParams: [0],
      });
      vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
      startFirstRequests('/jobs');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(asked).toEqual([]);
      expect(firstTitle()).toBe('Rendered: Cook');
    });

    it('shows the page the worker kept at once, stale, and the network page once it comes', async () => {
      seeker();
      const { asked } = keptCache('Kept: Driver');
      let network: (res: Response) => void = () => undefined;
      vi.stubGlobal('fetch', (url: string) =>
        url.startsWith('/api/job/all')
          ? new Promise<Response>((resolve) => {
              network = resolve;
            })
          : Promise.resolve(answer(makeSeeker({ _id: USER }))),
      );
      startFirstRequests('/jobs');
      await expect.poll(firstTitle).toBe('Kept: Driver');
      // this seeker's page 0, whatever encoding and language it was kept for
      expect(asked).toEqual([
        {
          url: `/api/job/all?user_id=${USER}&page=0`,
          options: { cacheName: 'kaamkaj-user-feed', ignoreVary: true },
        },
      ]);
      // stale, and the network still asked: the screen shows it is refreshing
      const state = queryClient.getQueryState(feedKey(USER, null));
      expect(state?.dataUpdatedAt).toBe(0);
      expect(state?.fetchStatus).toBe('fetching');
      network(answer([makeSeekerJob({ job_title: 'Fresh: Electrician' })]));
      await expect.poll(firstTitle).toBe('Fresh: Electrician');
      expect(queryClient.getQueryState(feedKey(USER, null))?.dataUpdatedAt).toBeGreaterThan(0);
    });

    it("never puts the kept page over the network's, when the network answered first", async () => {
      seeker();
      let release: (value?: unknown) => void = () => undefined;
      const { read } = keptCache(
        'Kept: Driver',
        new Date(),
        new Promise((resolve) => {
          release = resolve;
        }),
      );
      fakeServer({
        'GET /api/user/': () => ok(makeSeeker({ _id: USER })),
        'GET /api/job/all': () => ok([makeSeekerJob({ job_title: 'Fresh: Electrician' })]),
      });
      startFirstRequests('/jobs');
      await expect.poll(firstTitle).toBe('Fresh: Electrician');
      release(); // the kept page comes after the network's
      await read;
      await new Promise((resolve) => setTimeout(resolve, 0)); // showKeptFeed has looked
      expect(firstTitle()).toBe('Fresh: Electrician');
    });
  });
});
