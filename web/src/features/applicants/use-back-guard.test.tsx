import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../components/ui/dialog';
import { i18n } from '../../lib/i18n';
import { pressBack } from '../../test/back';
import { useBackGuard } from './use-back-guard';

// The back guard and a dialog's own history entry (use-back-to-close) on a real browser history.

function Page() {
  const [asked, setAsked] = useState(0);
  const [open, setOpen] = useState(false);
  const guard = useBackGuard(true, () => setAsked((n) => n + 1), '/list');
  return (
    <>
      <p data-testid="asked">{asked}</p>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Sure?">
        <button type="button" onClick={() => guard.leave()}>
          done
        </button>
      </Dialog>
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function start() {
  window.history.replaceState(null, '', '/list');
  render(
    <BrowserRouter>
      <Where />
      <Routes>
        <Route path="/list" element={<Link to="/profile">profile</Link>} />
        <Route path="/profile" element={<Page />} />
      </Routes>
    </BrowserRouter>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'profile' }));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('useBackGuard with a dialog open over the page', () => {
  it('does not ask when the dialog closes and takes its entry back off', async () => {
    start();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('asked').textContent).toBe('0');
    expect(screen.getByTestId('where').textContent).toBe('/profile');
  });

  it('still asks on Back with no dialog open', async () => {
    start();
    await pressBack();
    await waitFor(() => expect(screen.getByTestId('asked').textContent).toBe('1'));
    expect(screen.getByTestId('where').textContent).toBe('/profile');
  });

  it('leave() from inside the dialog goes back past its entry and the copy, to the list', async () => {
    start();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/list'));
  });
});
