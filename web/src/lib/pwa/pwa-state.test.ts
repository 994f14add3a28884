import { describe, expect, it, vi } from 'vitest';
import {
  type BeforeInstallPromptEvent,
  createPwaStore,
  INSTALL_OFFER_DELAY_MS,
  INSTALL_OFFERED_KEY,
  reloadApp,
  UPDATE_LOOK_MS,
} from './pwa-state';

// Issue 16 item 5: a new version is announced (not swapped silently), and the install is
// offered once, after a seeker's first application.

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function setup({ standalone = false } = {}) {
  const storage = memoryStorage();
  const store = createPwaStore({
    storage,
    standalone: () => standalone,
    delay: (run) => run(), // the offer's pause after the confirmation, skipped here
  });
  return { store, storage };
}

function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  return { event, prompt };
}

describe('the update prompt', () => {
  it('is offered when a new version waits, and Update runs the worker update', async () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.offers().update).toBe(false);

    const update = vi.fn(async () => undefined);
    store.announceUpdate(update);
    expect(store.offers().update).toBe(true);
    expect(listener).toHaveBeenCalled();

    await store.update();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('goes away on Later, and the old version keeps running', () => {
    const { store } = setup();
    const update = vi.fn(async () => undefined);
    store.announceUpdate(update);
    store.dismissUpdate();
    expect(store.offers().update).toBe(false);
    expect(update).not.toHaveBeenCalled();
  });
});

describe('the install offer', () => {
  it('keeps Chrome from showing its own bar, and offers nothing before an application', () => {
    const { store } = setup();
    const { event } = installEvent();
    store.holdInstall(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.offers().install).toBe(false);
  });

  it('is offered after the first application, and Install prompts Chrome once', async () => {
    const { store, storage } = setup();
    const { event, prompt } = installEvent();
    store.holdInstall(event);
    store.noteApplication();
    expect(store.offers().install).toBe(true);
    expect(storage.getItem(INSTALL_OFFERED_KEY)).not.toBeNull();

    await store.install();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.offers().install).toBe(false);
    await store.install(); // the event is spent
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('is offered once: not after the next application, nor after a reload', () => {
    const { store, storage } = setup();
    store.holdInstall(installEvent().event);
    store.noteApplication();
    store.dismissInstall();
    store.holdInstall(installEvent().event); // Chrome fires it again
    store.noteApplication();
    expect(store.offers().install).toBe(false);

    const reloaded = createPwaStore({ storage, standalone: () => false, delay: (run) => run() });
    reloaded.holdInstall(installEvent().event);
    reloaded.noteApplication();
    expect(reloaded.offers().install).toBe(false);
  });

  it('waits for an application while Chrome has not said the app is installable', () => {
    const { store, storage } = setup();
    store.noteApplication(); // no event yet (or not installable): nothing, and not spent
    expect(store.offers().install).toBe(false);
    expect(storage.getItem(INSTALL_OFFERED_KEY)).toBeNull();
    store.holdInstall(installEvent().event);
    store.noteApplication();
    expect(store.offers().install).toBe(true);
  });

  it('is not offered in the installed app, nor after Chrome installed it', () => {
    const opened = setup({ standalone: true });
    opened.store.holdInstall(installEvent().event);
    opened.store.noteApplication();
    expect(opened.store.offers().install).toBe(false);

    const { store } = setup();
    store.holdInstall(installEvent().event);
    store.installed(); // from Chrome's menu
    store.noteApplication();
    expect(store.offers().install).toBe(false);
  });

  it('shows the offer after the confirmation of the application, not on top of it', () => {
    vi.useFakeTimers();
    try {
      const store = createPwaStore({
        storage: memoryStorage(),
        standalone: () => false,
        delay: (run, ms) => void setTimeout(run, ms),
      });
      store.holdInstall(installEvent().event);
      store.noteApplication();
      expect(store.offers().install).toBe(false);
      vi.advanceTimersByTime(INSTALL_OFFER_DELAY_MS);
      expect(store.offers().install).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reloadApp (the error screen and NeedsInternet)', () => {
  it('reloads into the waiting version, whose files the server has', () => {
    const { store } = setup();
    const update = vi.fn(async () => undefined);
    store.announceUpdate(update);
    reloadApp(store);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('reloads into it after its prompt was put off with Later too', () => {
    const { store } = setup();
    const update = vi.fn(async () => undefined);
    store.announceUpdate(update);
    store.dismissUpdate();
    expect(store.offers().update).toBe(false);
    reloadApp(store);
    expect(update).toHaveBeenCalledTimes(1);
  });
});

describe('lookForUpdate (a file of this build gone from the server)', () => {
  it('asks the server for a new version at most once a minute, and not while one waits', async () => {
    vi.useFakeTimers();
    try {
      const { store } = setup();
      store.lookForUpdate(); // before the worker registered: nothing to ask with
      const look = vi.fn(async () => undefined);
      store.watchUpdates(look);
      store.lookForUpdate();
      store.lookForUpdate(); // the screen's own retries
      expect(look).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(UPDATE_LOOK_MS);
      store.lookForUpdate();
      expect(look).toHaveBeenCalledTimes(2);
      // a new version already waits (its prompt put off or not): nothing to look for
      store.announceUpdate(async () => undefined);
      store.dismissUpdate();
      vi.advanceTimersByTime(UPDATE_LOOK_MS);
      store.lookForUpdate();
      expect(look).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed look (offline again) is no error', async () => {
    const { store } = setup();
    const look = vi.fn(async () => {
      throw new TypeError('Failed to update a ServiceWorker');
    });
    store.watchUpdates(look);
    store.lookForUpdate();
    await vi.waitFor(() => expect(look).toHaveBeenCalledTimes(1));
  });
});
