import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadBeforeOpening, registerPreloads } from './page-preload';

afterEach(() => {
  registerPreloads({ page: async () => false, appShell: async () => undefined });
  vi.useRealTimers();
});

describe('preloadBeforeOpening', () => {
  it("loads the path's page without its query or anchor", async () => {
    const asked: string[] = [];
    registerPreloads({ page: async (p) => asked.push(p), appShell: async () => undefined });
    await preloadBeforeOpening('/job?id=7#apply');
    await preloadBeforeOpening('/jobs');
    expect(asked).toEqual(['/job', '/jobs']);
  });

  it('gives up waiting after the cap, and never rejects for a chunk that failed', async () => {
    vi.useFakeTimers();
    registerPreloads({ page: () => new Promise(() => {}), appShell: async () => undefined });
    let done = false;
    const waiting = preloadBeforeOpening('/dashboard', 8000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(7999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);

    registerPreloads({
      page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      appShell: async () => undefined,
    });
    await expect(preloadBeforeOpening('/dashboard')).resolves.toBeUndefined();
  });
});
