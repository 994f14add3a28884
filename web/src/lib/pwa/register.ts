import { registerSW } from 'virtual:pwa-register';
import { cacheLoadedAssets } from './cache-loaded';
import { type BeforeInstallPromptEvent, pwaStore } from './pwa-state';

// A phone keeps the app open for days: look for a new version every hour as well as on each
// visit (and the version check, app/version-check.ts, on focus).
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * issue 16 item 5: the service worker (web/pwa.config.ts) and the install event. Called once by
 * main.tsx in a production build only: no service worker under vite dev or vitest.
 * `onInstalled`: the app was installed (by the app's card or Chrome's own menu).
 */
export function registerServiceWorker(onInstalled: () => void = () => undefined) {
  const store = pwaStore();
  window.addEventListener('beforeinstallprompt', (event) =>
    store.holdInstall(event as BeforeInstallPromptEvent),
  );
  window.addEventListener('appinstalled', () => {
    store.installed();
    onInstalled();
  });
  if (!('serviceWorker' in navigator)) return;

  // loaded before a worker controlled this page: the worker keeps them too, once it runs
  if (!navigator.serviceWorker.controller) {
    void navigator.serviceWorker.ready.then((registration) => cacheLoadedAssets(registration));
  }
  // 'prompt': a new version waits until the user taps Update (never swapped under a form)
  const updateSW = registerSW({
    onNeedRefresh: () => store.announceUpdate(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      store.watchUpdates(() => registration.update());
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
