import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { pressBack } from '../../test/back';
import { Dialog } from './dialog';

// Issue 14 item 3: Android's back button closes what is open instead of leaving the page.

function Overlays() {
  const [detail, setDetail] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDetail(true)}>
        open detail
      </button>
      <Dialog open={detail} onOpenChange={setDetail} title="Job detail">
        <button type="button" onClick={() => setConfirm(true)}>
          open confirm
        </button>
      </Dialog>
      <Dialog open={confirm} onOpenChange={setConfirm} title="Are you sure?">
        <p>sure?</p>
      </Dialog>
    </>
  );
}

const back = pressBack;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('Dialog and the back button', () => {
  it('takes a history entry while open; Back closes it and the page stays', async () => {
    const before = window.history.length;
    render(<Overlays />);
    fireEvent.click(screen.getByRole('button', { name: 'open detail' }));
    expect(screen.getByRole('dialog', { name: 'Job detail' })).toBeTruthy();
    expect(window.history.length).toBe(before + 1);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'open detail' })).toBeTruthy();
  });

  it('closes only the top one of two overlays', async () => {
    render(<Overlays />);
    fireEvent.click(screen.getByRole('button', { name: 'open detail' }));
    fireEvent.click(screen.getByRole('button', { name: 'open confirm' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeTruthy();
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Job detail' })).toBeTruthy();
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes its entry back off when closed by its button', async () => {
    render(<Overlays />);
    const before = window.history.state;
    fireEvent.click(screen.getByRole('button', { name: 'open detail' }));
    expect(window.history.state?.overlay).toMatch(/^overlay-/);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.history.state?.overlay).toBe(before?.overlay));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('steps back over both entries when the top one closes the one under it too', async () => {
    function Nested() {
      const [detail, setDetail] = useState(false);
      const [confirm, setConfirm] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setDetail(true)}>
            open detail
          </button>
          <Dialog open={detail} onOpenChange={setDetail} title="Job detail">
            <button type="button" onClick={() => setConfirm(true)}>
              Apply Now
            </button>
          </Dialog>
          <Dialog open={confirm} onOpenChange={setConfirm} title="Apply?">
            <button
              type="button"
              onClick={() => {
                setConfirm(false);
                setDetail(false);
              }}
            >
              Yes, apply
            </button>
          </Dialog>
        </>
      );
    }
    const before = window.history.state?.overlay;
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'open detail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(window.history.state?.overlays).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() => expect(window.history.state?.overlay).toBe(before));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has a close button of at least 48 px', () => {
    render(<Overlays />);
    fireEvent.click(screen.getByRole('button', { name: 'open detail' }));
    expect(screen.getByRole('button', { name: 'Close' }).className).toContain('size-12');
  });
});

describe('Dialog and the focus', () => {
  it('gives the focus back to the button that opened it, closed by its button or by Back', async () => {
    render(<Overlays />);
    const opener = screen.getByRole('button', { name: 'open detail' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Job detail' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Job detail' });
    const inner = screen.getByRole('button', { name: 'open confirm' });
    inner.focus();
    fireEvent.click(inner);
    await screen.findByRole('dialog', { name: 'Are you sure?' });
    await back();
    // the confirmation closed: back to the button inside the detail that opened it
    await waitFor(() => expect(document.activeElement).toBe(inner));
  });
});
