import { describe, expect, it, vi } from 'vitest';
import { cacheLoadedAssets } from './cache-loaded';

// issue 16 items 3 and 6: what a first visit loaded before the worker ran is handed to it.

const entry = (name: string) => ({ name }) as PerformanceEntry;

describe('the files loaded before the worker', () => {
  it("hands the worker this site's /assets/ files, once each, and nothing else", () => {
    const postMessage = vi.fn();
    cacheLoadedAssets({ active: { postMessage } as unknown as ServiceWorker }, [
      entry(`${location.origin}/assets/jobs-screen-abc.js`),
      entry('/assets/noto-sans-latin-600-x.woff2'),
      entry(`${location.origin}/assets/jobs-screen-abc.js`),
      entry(`${location.origin}/api/job/all?user_id=u&page=0`),
      entry('https://cdn.example.com/assets/other.js'),
    ]);
    expect(postMessage.mock.calls).toEqual([
      [
        {
          type: 'CACHE_URLS',
          payload: {
            urlsToCache: [
              `${location.origin}/assets/jobs-screen-abc.js`,
              `${location.origin}/assets/noto-sans-latin-600-x.woff2`,
            ],
          },
        },
      ],
    ]);
  });

  it('asks nothing when the page loaded none', () => {
    const postMessage = vi.fn();
    cacheLoadedAssets({ active: { postMessage } as unknown as ServiceWorker }, [
      entry(`${location.origin}/api/user/`),
    ]);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
