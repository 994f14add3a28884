import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { pwaStore } from '../../lib/pwa/pwa-state';
import { NeedsInternet } from './needs-internet';

describe('NeedsInternet online (a screen whose files the server no longer has)', () => {
  afterEach(cleanup);

  it('reloads into the waiting new version, not the old shell again', async () => {
    await i18n.changeLanguage('en');
    const update = vi.fn(async () => undefined);
    pwaStore().announceUpdate(update);
    render(<NeedsInternet onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'This page could not open' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledTimes(1);
    pwaStore().dismissUpdate();
  });
});
