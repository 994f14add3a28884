import { useEffect, useRef, useSyncExternalStore } from 'react';

// issue 16 item 6: is the network there? The browser's `offline` event says so at once, but a
// phone on a dead mobile-data link often still reports "online": a request that fails to reach
// the server counts as offline too, until a request gets through or the browser says "online".

const PROBE_URL = '/api/health';
const PROBE_MS = 10_000;

let failed = false;
const listeners = new Set<() => void>();
const returns = new Set<() => void>();

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Offline by the browser's word, or because the last request could not reach the server. */
export function isOffline(): boolean {
  return browserOffline() || failed;
}

function emit(wasOffline: boolean) {
  for (const listener of listeners) listener();
  if (wasOffline && !isOffline()) for (const back of returns) back();
}

/** A request failed with a network error (not an HTTP answer). */
export function noteNetworkFailure() {
  if (failed) return;
  const was = isOffline();
  failed = true;
  emit(was);
}

/** A request got an answer from the server: the network is there. */
export function noteNetworkSuccess() {
  if (!failed) return;
  const was = isOffline();
  failed = false;
  emit(was);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => emit(false));
  window.addEventListener('online', () => {
    if (failed) noteNetworkSuccess();
    else emit(true);
  });
}

/**
 * While a failed request says "offline" but the browser says "online" (no event will come),
 * asks the server every 10 s whether it is back; the returned function stops asking.
 */
export function probeWhileOffline(): () => void {
  const id = setInterval(() => {
    if (!failed || browserOffline()) return;
    fetch(PROBE_URL, { cache: 'no-store' }).then(noteNetworkSuccess, () => undefined);
  }, PROBE_MS);
  return () => clearInterval(id);
}

/**
 * Asks the server whether the network carries, and notes the answer: after a failure that does
 * not say which it was (a file that would not load: a dead link, or a file the server no longer
 * has), so that a dead link the browser still calls "online" shows as offline.
 */
export function checkNetwork(): Promise<void> {
  if (browserOffline()) return Promise.resolve();
  return fetch(PROBE_URL, { cache: 'no-store' }).then(noteNetworkSuccess, noteNetworkFailure);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `back` each time the network returns (the outbox sends what waits). */
export function onBackOnline(back: () => void): () => void {
  returns.add(back);
  return () => returns.delete(back);
}

/** True while offline; re-renders when that changes (the shell's banner). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * While `failed` (code or data that could not come, offline), calls `again` once the network
 * returns: the district list, the QR code's library.
 */
export function useAgainWhenOnline(failed: boolean, again: () => void): void {
  const latest = useRef(again);
  latest.current = again;
  useEffect(() => {
    if (!failed) return;
    return onBackOnline(() => latest.current());
  }, [failed]);
}
