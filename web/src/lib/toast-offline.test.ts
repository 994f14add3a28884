import { TOAST_MS } from '@kaamkaj/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { notify, subscribeToToasts, toastsWanted } from './toast';

// sonner cannot be loaded: the network went before the first toast (issue 16 item 6)
vi.mock('sonner', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const alerts = () => [...document.querySelectorAll('[role="alert"]')] as HTMLElement[];

describe('notify without sonner (offline before it was loaded)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('hi');
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const alert of alerts()) alert.remove();
  });

  it('says the message in the page itself, titled in the reader language, and never asks for the Toaster', async () => {
    const asked = vi.fn();
    subscribeToToasts(asked);
    await notify.error('आप ऑफ़लाइन हैं।');
    expect(alerts()).toHaveLength(1);
    const [alert] = alerts();
    expect(alert?.querySelector('p')?.textContent).toBe('गड़बड़ी');
    expect(alert?.textContent).toContain('आप ऑफ़लाइन हैं।');
    expect(alert?.querySelector('button')?.getAttribute('aria-label')).toBe('बंद करें');
    expect(toastsWanted()).toBe(false);
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows one note at a time, gone on Close or after its time', async () => {
    vi.useFakeTimers();
    await notify.warning('पहला');
    await notify.success('दूसरा');
    // a success has only its message; the close button is the "×"
    expect(alerts().map((a) => a.textContent)).toEqual(['दूसरा×']);
    alerts()[0]?.querySelector('button')?.click();
    expect(alerts()).toEqual([]);

    await notify.error('तीसरा');
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(alerts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(alerts()).toEqual([]);
  });
});
