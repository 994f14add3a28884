import { useSyncExternalStore } from 'react';

/** Chrome's install event (not in the DOM typings): kept, then prompted once. */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** What the app offers now: Update (a new version waits) and Install (issue 16 item 5). */
export type PwaOffers = { update: boolean; install: boolean };

/** Set once the install offer has been shown on this device: it is shown once, ever. */
export const INSTALL_OFFERED_KEY = 'kaamkaj_install_offered';
/** The offer follows the application's own confirmation, not on top of it. */
export const INSTALL_OFFER_DELAY_MS = 1500;
/** A missing file asks the server for a new version at most this often. */
export const UPDATE_LOOK_MS = 60_000;

type Deps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Already opened from the home screen: nothing to install. */
  standalone: () => boolean;
  delay: (run: () => void, ms: number) => void;
};

const browserDeps = (): Deps => ({
  storage: localStorage,
  standalone: () => window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  delay: (run, ms) => void setTimeout(run, ms),
});

export function createPwaStore(deps: Deps = browserDeps()) {
  let offers: PwaOffers = { update: false, install: false };
  let applyUpdate: (() => Promise<void>) | null = null;
  let look: (() => Promise<unknown>) | null = null;
  let lookedAt = Number.NEGATIVE_INFINITY;
  let installEvent: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();

  const set = (next: Partial<PwaOffers>) => {
    offers = { ...offers, ...next };
    for (const listener of listeners) listener();
  };
  const offered = () => {
    try {
      return deps.storage.getItem(INSTALL_OFFERED_KEY) !== null;
    } catch {
      return true; // storage refused: better never than on every application
    }
  };
  const markOffered = () => {
    try {
      deps.storage.setItem(INSTALL_OFFERED_KEY, new Date().toISOString());
    } catch {
      // private mode: this page still shows it once
    }
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    offers: () => offers,

    /** A new service worker waits: offer Update, which runs `update` (it reloads the page). */
    announceUpdate(update: () => Promise<void>) {
      applyUpdate = update;
      set({ update: true });
    },
    async update() {
      await applyUpdate?.();
    },
    /** A new version waits, whether or not its prompt was put off with Later. */
    updateWaits: () => applyUpdate !== null,
    dismissUpdate() {
      set({ update: false });
    },
    /** How to ask the server for a new service worker (register.ts). */
    watchUpdates(lookForUpdate: () => Promise<unknown>) {
      look = lookForUpdate;
    },
    /**
     * A file of this build is gone from the server while the network carries: a deploy. Asks
     * for the new version now rather than at the next visit or hour, so that Update is offered
     * (and Reload applies it) while the reader looks at "could not open". At most once a
     * minute, whatever retries.
     */
    lookForUpdate() {
      const now = Date.now();
      if (!look || applyUpdate || now - lookedAt < UPDATE_LOOK_MS) return;
      lookedAt = now;
      look().catch(() => undefined);
    },

    /**
     * Chrome's install event is kept for later: without preventDefault Chrome shows its own
     * bar on a first visit; the app asks at a better moment, and Chrome's menu still offers
     * "Install app" meanwhile.
     */
    holdInstall(event: BeforeInstallPromptEvent) {
      event.preventDefault();
      installEvent = event;
    },
    installed() {
      installEvent = null;
      markOffered();
      set({ install: false });
    },
    /** A seeker's application went through: offer the install if it never was. */
    noteApplication() {
      if (!installEvent || offers.install || offered() || deps.standalone()) return;
      markOffered();
      deps.delay(() => set({ install: true }), INSTALL_OFFER_DELAY_MS);
    },
    async install() {
      const event = installEvent;
      installEvent = null; // a kept event prompts once
      set({ install: false });
      if (!event) return;
      await event.prompt();
      await event.userChoice.catch(() => undefined);
    },
    dismissInstall() {
      set({ install: false });
    },
  };
}

export type PwaStore = ReturnType<typeof createPwaStore>;

/** The app's one store, made on first use (tests make their own). */
let store: PwaStore | null = null;
export function pwaStore(): PwaStore {
  store ??= createPwaStore();
  return store;
}

export function usePwaOffers(source: PwaStore = pwaStore()): PwaOffers {
  return useSyncExternalStore(source.subscribe, source.offers, source.offers);
}

/**
 * Reloads the page, into the new version when one waits: a reload alone keeps the old service
 * worker and its shell (the error screen's and NeedsInternet's Reload; after a deploy the old
 * shell's lazy files are gone from the server).
 */
export function reloadApp(store: PwaStore = pwaStore()): void {
  if (store.updateWaits()) void store.update();
  else window.location.reload();
}
