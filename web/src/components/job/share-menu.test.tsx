import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { jobShareLink, ShareMenu, shareUrls } from './share-menu';

vi.mock('../../lib/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('share link and addresses (spec 000 §2.7)', () => {
  it('is the origin plus /shared/job?id=', () => {
    expect(jobShareLink('abc-1', 'https://kaamkaj.in')).toBe(
      'https://kaamkaj.in/shared/job?id=abc-1',
    );
    expect(jobShareLink('x')).toBe(`${window.location.origin}/shared/job?id=x`);
  });

  it('offers WhatsApp first, then Facebook, Twitter/X, e-mail and LinkedIn', () => {
    const urls = shareUrls('https://k.in/shared/job?id=1', 'Driver at A & B');
    expect(urls.map((u) => u.target)).toEqual([
      'whatsapp',
      'facebook',
      'twitter',
      'email',
      'linkedin',
    ]);
    expect(urls[0]?.url).toBe(
      'https://wa.me/?text=Driver%20at%20A%20%26%20B%20https%3A%2F%2Fk.in%2Fshared%2Fjob%3Fid%3D1',
    );
    expect(urls[1]?.url).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fk.in%2Fshared%2Fjob%3Fid%3D1',
    );
    expect(urls[2]?.url).toContain(
      'https://twitter.com/intent/tweet?text=Driver%20at%20A%20%26%20B&url=',
    );
    expect(urls[3]?.url).toMatch(/^mailto:\?subject=Driver/);
    expect(urls[4]?.url).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fk.in%2Fshared%2Fjob%3Fid%3D1',
    );
  });
});

describe('ShareMenu', () => {
  it('opens the menu with WhatsApp first and copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<ShareMenu jobId="job-7" jobTitle="Driver" companyName="Sharma" />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = screen.getByRole('list', { name: 'Share this job' });
    const items = within(menu)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'WhatsApp',
      'Facebook',
      'Twitter / X',
      'E-mail',
      'LinkedIn',
      'Copy link',
    ]);
    const whatsapp = within(menu).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(
      encodeURIComponent(
        `Driver at Sharma - apply on Kaamkaj ${window.location.origin}/shared/job?id=job-7`,
      ),
    );
    fireEvent.click(within(menu).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/job?id=job-7`);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the link when copying fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    render(<ShareMenu jobId="j" jobTitle="Driver" companyName="Sharma" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        `Could not copy. Link: ${window.location.origin}/shared/job?id=j`,
      ),
    );
  });
});
