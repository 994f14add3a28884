import type { SeekerResponse } from '@kaamkaj/domain';
import { useSyncExternalStore } from 'react';

// issue 16 item 6: Apply, Apply Later and Not Apply taken offline wait in an outbox (IndexedDB,
// ./outbox.ts) and are sent when the network returns. This light part is all that loads with
// the app: the outbox itself (and idb-keyval) loads the first time something is queued, or at
// start when the device flag says something waits.

/** One waiting answer: one per user and job (a double tap or a later answer does not add one). */
export type OutboxEntry = {
  userId: string;
  jobId: string;
  status: SeekerResponse;
  /** The job's name, for the message when the server refuses the answer. */
  title: string;
  /** When it was queued: the outbox is sent in this order. */
  at: number;
};

// Not a session key: it says only "the outbox may hold something", so that an empty outbox
// costs no IndexedDB read and no chunk at start.
const FLAG = 'kaamkaj_outbox';

export function outboxMayHoldEntries(): boolean {
  try {
    return localStorage.getItem(FLAG) !== null;
  } catch {
    return true; // no storage: look in IndexedDB
  }
}

export function setOutboxFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    // without the flag the outbox is read when the network returns
  }
}

// The signed-in user's waiting answers by job: the cards show them as given (and "will be sent").
let pending: ReadonlyMap<string, SeekerResponse> = new Map();
const listeners = new Set<() => void>();

export function setPendingAnswers(entries: readonly OutboxEntry[]) {
  pending = new Map(entries.map((entry) => [entry.jobId, entry.status]));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The answer to this job waiting in the outbox, or null. */
export function usePendingAnswer(jobId: string): SeekerResponse | null {
  return useSyncExternalStore(
    subscribe,
    () => pending.get(jobId) ?? null,
    () => null,
  );
}

let loading: Promise<typeof import('./outbox')> | null = null;
const load = () => {
  loading ??= import('./outbox').catch((error: unknown) => {
    loading = null; // try again next time
    throw error;
  });
  return loading;
};

/**
 * Loads the outbox while the network is there (the response buttons ask): offline it would be
 * too late to fetch it, where no service worker keeps it (web/pwa.config.ts precaches it).
 */
export function preloadOutbox() {
  void load().catch(() => undefined);
}

/** Keeps an answer that could not be sent; see outbox.ts `queue` for double taps and changes. */
export function queueAnswer(entry: Omit<OutboxEntry, 'at'> & { replaces: readonly string[] }) {
  return load().then((outbox) => outbox.queue(entry));
}

/** Sends what waits for the signed-in user (at start, on sign-in, when the network returns). */
export function flushOutbox(): Promise<void> {
  // the flag is set with every entry (and reads "maybe" where storage is refused)
  if (!outboxMayHoldEntries()) return Promise.resolve();
  return load().then((outbox) => outbox.flush());
}

/** Logout: the user's waiting answers go with their session. */
export function forgetOutbox(userId: string | null): Promise<void> {
  if (!userId || !outboxMayHoldEntries()) return Promise.resolve();
  return load().then((outbox) => outbox.forget(userId));
}
