import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { type BeforeInstallPromptEvent, createPwaStore } from '../../lib/pwa/pwa-state';
import { PwaPrompts } from './pwa-prompts';

// Issue 16 item 5: the update prompt and the install offer, in the reader's language, with
// 48 px buttons; Android's back closes them.

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function storeWith({ update = false, install = false } = {}) {
  const store = createPwaStore({
    storage: { getItem: () => null, setItem: () => undefined },
    standalone: () => false,
    delay: (run) => run(),
  });
  const updateSW = vi.fn(async () => undefined);
  const prompt = vi.fn(async () => undefined);
  if (update) store.announceUpdate(updateSW);
  if (install) {
    const event = new Event('beforeinstallprompt') as BeforeInstallPromptEvent;
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
    store.holdInstall(event);
    store.noteApplication();
  }
  return { store, updateSW, prompt };
}

describe('PwaPrompts', () => {
  it('shows nothing while nothing waits', () => {
    const { container } = render(<PwaPrompts store={storeWith().store} />);
    expect(container.innerHTML).toBe('');
  });

  it('announces a new version in Hindi; Update runs the update', async () => {
    await i18n.changeLanguage('hi');
    const { store, updateSW } = storeWith({ update: true });
    render(<PwaPrompts store={store} />);
    const dialog = await screen.findByRole('dialog', { name: 'काम-काज का नया वर्ज़न तैयार है' });
    expect(dialog.getAttribute('aria-modal')).toBe('false'); // never blocks the page
    const update = screen.getByRole('button', { name: 'अपडेट करें' });
    expect(update.className).toContain('min-h-12'); // 48 px
    await act(async () => fireEvent.click(update));
    expect(updateSW).toHaveBeenCalledTimes(1);
  });

  it('closes on Later, and on Android back', async () => {
    const { store } = storeWith({ update: true });
    render(<PwaPrompts store={store} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => store.announceUpdate(async () => undefined));
    await screen.findByRole('dialog', { name: 'A new version of Kaamkaj is ready' });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the install in English; Install opens Chrome’s dialog', async () => {
    const { store, prompt } = storeWith({ install: true });
    render(<PwaPrompts store={store} />);
    await screen.findByRole('dialog', { name: 'Install the Kaamkaj app' });
    screen.getByRole('button', { name: 'Not now' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the update first when both wait', async () => {
    const { store } = storeWith({ update: true, install: true });
    render(<PwaPrompts store={store} />);
    await screen.findByRole('dialog', { name: 'A new version of Kaamkaj is ready' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
