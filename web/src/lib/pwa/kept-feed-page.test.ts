import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_FEED_PAGE, writeKeptFeedPage } from './kept-feed-page';

const ORIGIN = 'https://kaamkaj.example';
const USER = '01a2181f-9783-7417-8087-7afe5f8fc7c4';

/** The worker's CacheStorage: what was put where. */
function cacheStorage() {
  const put: {
    cache: string;
    url: string;
    body: unknown;
    date: string | null;
    type: string | null;
  }[] = [];
  vi.stubGlobal('caches', {
    open: async (cache: string) => ({
      put: async (url: string, res: Response) => {
        put.push({
          cache,
          url,
          body: await res.json(),
          date: res.headers.get('date'),
          type: res.headers.get('content-type'),
        });
      },
    }),
  });
  return put;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the worker keeping a feed page the page handed it', () => {
  it("writes it into the feed's cache under the seeker's first page, dated now", async () => {
    const put = cacheStorage();
    const body = { success: true, data: [{ _id: 'j1', job_title: 'Driver' }], count: 1 };
    const url = `/api/job/all?user_id=${USER}&page=0`;
    expect(await writeKeptFeedPage({ type: KEEP_FEED_PAGE, url, body }, ORIGIN)).toBe(true);
    expect(put).toEqual([
      {
        cache: 'kaamkaj-user-feed',
        url: `${ORIGIN}${url}`,
        body,
        date: expect.any(String),
        type: 'application/json; charset=utf-8',
      },
    ]);
    expect(Date.now() - Date.parse(put[0]?.date ?? '')).toBeLessThan(5_000);
  });

  it('refuses anything but the first feed page of a user on its own origin', async () => {
    const put = cacheStorage();
    const body = { data: [] };
    for (const url of [
      `https://elsewhere.example/api/job/all?user_id=${USER}&page=0`,
      `/api/user/?user_id=${USER}&page=0`,
      '/api/job/all?page=0',
      `/api/job/all?user_id=${USER}&page=1`,
    ]) {
      expect(await writeKeptFeedPage({ type: KEEP_FEED_PAGE, url, body }, ORIGIN), url).toBe(false);
    }
    const url = `/api/job/all?user_id=${USER}&page=0`;
    expect(
      await writeKeptFeedPage({ type: KEEP_FEED_PAGE, url, body: { data: 'x' } }, ORIGIN),
    ).toBe(false);
    expect(await writeKeptFeedPage({ type: 'OTHER', url, body }, ORIGIN)).toBe(false);
    expect(await writeKeptFeedPage(null, ORIGIN)).toBe(false);
    expect(put).toEqual([]);
  });
});
