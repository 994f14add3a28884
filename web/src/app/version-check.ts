import { APP_VERSION } from '@kaamkaj/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configQuery } from '../lib/config';

const RELOADED_FOR = 'kaamkaj_reloaded_for';

/** Compares "12.0.26-rel" style versions by their numeric parts: -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => (v.match(/\d+/g) ?? []).map(Number);
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

async function clearCachesAndReload(version: string) {
  // Reload once per server version: a stale CDN must not trap the phone in a reload loop.
  if (sessionStorage.getItem(RELOADED_FOR) === version) return;
  sessionStorage.setItem(RELOADED_FOR, version);
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  // and the service worker with them: the reload then runs the server's code, which registers
  // the new worker (a waiting one would otherwise keep the old shell until Update)
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  window.location.reload();
}

/** spec 000 §1: a newer server version makes the app clear its cache and reload. */
export function useVersionCheck() {
  const version = useQuery(configQuery).data?.version;
  useEffect(() => {
    if (version && compareVersions(version, APP_VERSION) > 0) {
      void clearCachesAndReload(version).catch(() => undefined);
    }
  }, [version]);
}
