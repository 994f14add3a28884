import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

const props = (over: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => ({
  open: true,
  onOpenChange: vi.fn(),
  onConfirm: vi.fn(),
  title: 'Reject Ravi?',
  message: 'Ravi will be told.',
  confirmLabel: 'Yes, reject',
  cancelLabel: 'Cancel',
  ...over,
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('ConfirmDialog (issue 14: no irreversible taps)', () => {
  it('puts Cancel first and the 48 px red confirm second; Cancel only closes', () => {
    const p = props({ danger: true });
    render(<ConfirmDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Reject Ravi?' });
    const [, cancel, yes] = within(dialog).getAllByRole('button');
    expect(cancel?.textContent).toBe('Cancel');
    expect(yes?.textContent).toBe('Yes, reject');
    expect(yes?.className).toContain('min-h-12');
    expect(yes?.className).toContain('text-red-700');
    fireEvent.click(cancel as HTMLElement);
    expect(p.onOpenChange).toHaveBeenCalledWith(false);
    expect(p.onConfirm).not.toHaveBeenCalled();
  });

  it('while busy, spins on confirm and will not close', () => {
    const p = props({ busy: true });
    render(<ConfirmDialog {...p} />);
    const dialog = screen.getByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    const yes = within(dialog).getByRole('button', { name: 'Yes, reject' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    expect(yes.disabled).toBe(true);
    expect(yes.getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(p.onOpenChange).not.toHaveBeenCalled();
  });

  it('shows the failure inside the dialog', () => {
    render(<ConfirmDialog {...props({ error: 'This job is not open any more' })} />);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
      'This job is not open any more',
    );
  });
});
