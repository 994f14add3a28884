import { FILE_TOAST_MS } from '@kaamkaj/domain';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { notify, subscribeToToasts, toastsWanted } from './toast';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

describe('notify (spec 000 §8 toasts)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('titles errors "Error" and warnings "Warning", with the message below', async () => {
    const asked = vi.fn();
    subscribeToToasts(asked);
    expect(toastsWanted()).toBe(false);
    await notify.error('Boom');
    // sonner loaded: app.tsx renders the Toaster now, once
    expect(toastsWanted()).toBe(true);
    await notify.error('Boom again');
    expect(asked).toHaveBeenCalledTimes(1);
    await notify.warning('Careful');
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Boom' });
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(toast.warning).toHaveBeenCalledWith('Warning', { description: 'Careful' });
  });

  it('keeps file errors on screen for 5 s', async () => {
    await notify.fileError('File size should be less than 5 MB');
    expect(toast.error).toHaveBeenCalledWith('File size should be less than 5 MB', {
      duration: FILE_TOAST_MS,
    });
    expect(FILE_TOAST_MS).toBe(5000);
  });

  it('translates the titles', async () => {
    await i18n.changeLanguage('hi');
    await notify.error('x');
    expect(toast.error).toHaveBeenLastCalledWith('गड़बड़ी', { description: 'x' });
  });
});
