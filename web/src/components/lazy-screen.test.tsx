import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLazyNamespace, i18n } from '../lib/i18n';
import { noteNetworkFailure, noteNetworkSuccess } from '../lib/network';
import { pwaStore } from '../lib/pwa/pwa-state';
import { errorScreen } from '../test/error-screen';
import { lazyScreen } from './lazy-screen';

function Hello({ name }: { name: string }) {
  return <p>{i18n.t('lazy-screen-test:hello', { name })}</p>;
}

/** What a screen's module does as it is imported: adds its texts (features/site/site-i18n.ts). */
function addTexts() {
  addLazyNamespace('lazy-screen-test', async (lang) => ({
    hello: lang === 'en' ? 'Hello {{name}}' : 'नमस्ते {{name}}',
  }));
}

/** The screen for Meena, under a Suspense that shows "loading". */
function shown(Screen: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Screen name="Meena" />
    </Suspense>,
  );
}

describe('lazyScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    noteNetworkSuccess();
  });
  /** The server answers /api/health: the network carries, only the file would not load. */
  const serverAnswers = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );

  it('shows the loader until the chunk and its texts are in, then the screen', async () => {
    let finish: () => void = () => undefined;
    const Screen = lazyScreen(
      () =>
        new Promise<{ Hello: typeof Hello }>((resolve) => {
          finish = () => {
            addTexts();
            resolve({ Hello });
          };
        }),
      'Hello',
    );
    await i18n.changeLanguage('en');
    shown(Screen);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => finish());
    expect(await screen.findByText('Hello Meena')).toBeTruthy();
  });

  it('renders a preloaded screen at once, never suspending (a prerendered page hydrates)', async () => {
    const Screen = lazyScreen(async () => {
      addTexts();
      return { Hello };
    }, 'Hello');
    await Screen.preload();
    await i18n.changeLanguage('hi');
    shown(Screen);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('नमस्ते Meena')).toBeTruthy();
  });

  it('shows "needs the internet" in its place when offline, and the screen once the network returns', async () => {
    let calls = 0;
    const Screen = lazyScreen(async () => {
      calls += 1;
      // as Chromium says a chunk it could not fetch
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module: /x.js');
      addTexts();
      return { Hello };
    }, 'Hello');
    await i18n.changeLanguage('hi');
    act(() => noteNetworkFailure());
    render(
      <Suspense fallback={<p>loading</p>}>
        <p>the layout</p>
        <Screen name="Meena" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'इस पेज के लिए इंटरनेट चाहिए' })).toBeTruthy();
    expect(screen.getByText('the layout')).toBeTruthy();
    // Try again while still offline: asked again, still not there
    fireEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('heading', { name: 'इस पेज के लिए इंटरनेट चाहिए' })).toBeTruthy();
    expect(calls).toBe(2);
    // the network back: loaded by itself
    act(() => noteNetworkSuccess());
    expect(await screen.findByText('नमस्ते Meena')).toBeTruthy();
    expect(calls).toBe(3);
  });

  it('online, tries a failed load again by itself (the network just back, not yet carrying)', async () => {
    serverAnswers();
    let calls = 0;
    const Screen = lazyScreen(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: /y.js');
      addTexts();
      return { Hello };
    }, 'Hello');
    await i18n.changeLanguage('en');
    shown(Screen);
    expect(await screen.findByRole('heading', { name: 'This page could not open' })).toBeTruthy();
    expect(await screen.findByText('Hello Meena', {}, { timeout: 3000 })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('on a dead link the browser calls "online", finds the network gone and says so', async () => {
    const probe = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', probe);
    const Screen = lazyScreen(async (): Promise<{ Hello: typeof Hello }> => {
      throw new TypeError('Failed to fetch dynamically imported module: /z.js');
    }, 'Hello');
    await i18n.changeLanguage('en');
    shown(Screen);
    expect(
      await screen.findByRole('heading', { name: 'This page needs the internet' }),
    ).toBeTruthy();
    expect(probe).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers a reload when online, and leaves any other error to the error screen', async () => {
    serverAnswers();
    const Unloadable = lazyScreen(async (): Promise<{ Hello: typeof Hello }> => {
      throw new TypeError('Importing a module script failed.');
    }, 'Hello');
    await i18n.changeLanguage('en');
    const { unmount } = shown(Unloadable);
    expect(await screen.findByRole('heading', { name: 'This page could not open' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    unmount();

    const Broken = lazyScreen(async (): Promise<{ Hello: typeof Hello }> => {
      throw new Error('a bug');
    }, 'Hello');
    const { ErrorScreen, seen } = errorScreen();
    render(
      <ErrorScreen>
        <Suspense fallback={<p>loading</p>}>
          <Broken name="Meena" />
        </Suspense>
      </ErrorScreen>,
    );
    await screen.findByText('error screen');
    expect((seen.caught as Error).message).toBe('a bug');
  });

  it('after a deploy (the server answers, the file is gone), looks for the new version at once, and Reload applies it', async () => {
    serverAnswers();
    const update = vi.fn(async () => undefined);
    // the worker's registration.update(): the server's new worker installs and waits
    const look = vi.fn(async () => pwaStore().announceUpdate(update));
    pwaStore().watchUpdates(look);
    let calls = 0;
    const Gone = lazyScreen(async (): Promise<{ Hello: typeof Hello }> => {
      calls += 1;
      throw new TypeError('Failed to fetch dynamically imported module: /assets/old.js');
    }, 'Hello');
    await i18n.changeLanguage('hi');
    shown(Gone);
    expect(await screen.findByRole('heading', { name: 'यह पेज खुल नहीं सका' })).toBeTruthy();
    await vi.waitFor(() => expect(pwaStore().offers().update).toBe(true));
    // its own retry after 1 s fails again, and asks the server no second time
    await vi.waitFor(() => expect(calls).toBe(2), { timeout: 3000 });
    expect(look).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'दोबारा लोड करें' }));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
