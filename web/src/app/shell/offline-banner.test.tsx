import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { noteNetworkFailure } from '../../lib/network';
import { OfflineBanner } from './offline-banner';

let online = true;
beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  await i18n.changeLanguage('hi');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

describe('OfflineBanner (issue 16 item 6)', () => {
  it('says "no internet" in Hindi on the offline event, and goes when the network is back', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(goOffline);
    expect(region.textContent).toBe('इंटरनेट नहीं है। आप ऑफ़लाइन हैं।');
    expect(document.documentElement.hasAttribute('data-offline')).toBe(true);
    act(goOnline);
    expect(region.textContent).toBe('');
    expect(document.documentElement.hasAttribute('data-offline')).toBe(false);
  });

  it('speaks English to an English reader', async () => {
    await i18n.changeLanguage('en');
    render(<OfflineBanner />);
    act(goOffline);
    expect(screen.getByRole('status').textContent).toBe('No internet. You are offline.');
    act(goOnline);
  });

  it('shows after a request fails with the browser still "online", until the server answers', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async () => ({ ok: true, status: 200 }) as Response);
    vi.stubGlobal('fetch', probe);
    render(<OfflineBanner />);
    act(() => noteNetworkFailure());
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('इंटरनेट नहीं है। आप ऑफ़लाइन हैं।');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(probe).toHaveBeenCalledExactlyOnceWith('/api/health', { cache: 'no-store' });
    expect(region.textContent).toBe('');
  });
});
