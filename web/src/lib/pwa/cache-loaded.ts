/**
 * The app's files (/assets/) this page loaded before a service worker controlled it, handed to
 * the worker to keep by its own rules (Workbox's CACHE_URLS message, which
 * workbox-routing's router answers; the chunks' rule in sw.ts). A first visit's screens came through the HTTP cache only: the next visit,
 * offline or on a phone that emptied that cache, would have asked the network for them again.
 * The worker's fetches find them in the HTTP cache: no data is spent.
 */
export function cacheLoadedAssets(
  registration: Pick<ServiceWorkerRegistration, 'active'>,
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
) {
  const urls = entries
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  if (urls.length === 0) return;
  registration.active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [...new Set(urls)] },
  });
}
