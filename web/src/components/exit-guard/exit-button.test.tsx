import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../lib/api/logout';
import { i18n } from '../../lib/i18n';
import { pressBack } from '../../test/back';
import { ExitButton } from './exit-button';

vi.mock('../../lib/api/logout', () => ({ logout: vi.fn() }));

const TEXTS = { back: 'Back', title: 'Leave?', body: 'Sure?', confirm: 'Yes, exit', cancel: 'No' };

beforeEach(async () => {
  i18n.addResourceBundle('en', 'exit-test', { exit: TEXTS });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ExitButton (spec 000 §2.6)', () => {
  it('stays closed after No, although the dialog steps back over its history entry', async () => {
    render(<ExitButton ns="exit-test" />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });

  it("asks on the browser's back and logs out on yes", async () => {
    render(<ExitButton ns="exit-test" />);
    await pressBack();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, exit' }));
    expect(logout).toHaveBeenCalled();
  });
});
