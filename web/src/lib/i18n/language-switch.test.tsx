import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session';
import { notify } from '../toast';
import { addLazyNamespace, i18n } from './index';
import { LanguageSwitch } from './language-switch';

// issue 16 items 1 and 6: a language's texts load on its first switch; when they cannot come
// (offline before the service worker kept them), the switch says so instead of doing nothing.

afterEach(async () => {
  cleanup();
  setSession({ lang: null });
  await i18n.changeLanguage('hi');
});

describe('LanguageSwitch', () => {
  it('shows the language chosen once its texts are in', async () => {
    await i18n.changeLanguage('hi');
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says, in the language shown, that the other could not be loaded', async () => {
    await i18n.changeLanguage('hi');
    // a namespace whose English texts cannot come (the network gone)
    addLazyNamespace('switch-test', async (lang) => {
      if (lang === 'en') throw new TypeError('Failed to fetch');
      return { x: 'एक्स' };
    });
    const error = vi.spyOn(notify, 'error').mockResolvedValue(undefined);
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'दूसरी भाषा लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
      ),
    );
    expect(i18n.language).toBe('hi');
    expect(screen.getByRole('button', { name: 'हिंदी' }).getAttribute('aria-pressed')).toBe('true');
  });
});
