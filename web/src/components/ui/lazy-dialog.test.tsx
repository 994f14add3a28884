import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { noteNetworkFailure, noteNetworkSuccess } from '../../lib/network';
import { notify } from '../../lib/toast';
import { errorScreen } from '../../test/error-screen';
import { LazyDialog, lazyDialog } from './lazy-dialog';

vi.mock('../../lib/toast', () => ({ notify: { error: vi.fn() } }));

function Hello({ name }: { name: string }) {
  return <p role="dialog">Hello {name}</p>;
}

/** A button that opens `Dialog` in a LazyDialog, as the screens do. */
function Opener({ Dialog }: { Dialog: typeof Hello }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <span>{open ? 'is open' : 'is closed'}</span>
      <LazyDialog
        open={open}
        component={Dialog}
        props={{ name: 'Meena' }}
        onUnavailable={() => setOpen(false)}
      />
    </>
  );
}

describe('LazyDialog (issue 16 item 6)', () => {
  afterEach(cleanup);
  beforeEach(async () => {
    vi.mocked(notify.error).mockClear();
    await i18n.changeLanguage('hi');
  });

  it('offline, a dialog whose code cannot load closes and says it needs the internet; the next open loads it', async () => {
    let calls = 0;
    const Dialog = lazyDialog(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: /d.js');
      return { default: Hello };
    });
    act(() => noteNetworkFailure());
    render(<Opener Dialog={Dialog} />);
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('is closed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toBe(1); // not asked again and again while offline
    expect(notify.error).toHaveBeenCalledWith(
      'इसे खोलने के लिए इंटरनेट चाहिए। इंटरनेट आने पर फिर से टैप करें।',
    );

    act(() => noteNetworkSuccess());
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect((await screen.findByRole('dialog')).textContent).toBe('Hello Meena');
    expect(calls).toBe(2);
  });

  it('tries a dialog that could not load once while its screen keeps it open, and again when asked anew', async () => {
    let calls = 0;
    const Dialog = lazyDialog(async (): Promise<{ default: typeof Hello }> => {
      calls += 1;
      throw new TypeError('Failed to fetch dynamically imported module: /gate.js');
    });
    // a gate its screen shows while a condition holds: nothing closes it when it fails
    function Gate({ open }: { open: boolean }) {
      return (
        <LazyDialog
          open={open}
          component={Dialog}
          props={{ name: 'Meena' }}
          onUnavailable={() => undefined}
        />
      );
    }
    act(() => noteNetworkFailure());
    const view = render(<Gate open />);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls).toBe(1); // once, though the screen still asks for it
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // asked for again after it was let go: a new try
    view.rerender(<Gate open={false} />);
    view.rerender(<Gate open />);
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('leaves any other error to the error screen', async () => {
    const Dialog = lazyDialog(async (): Promise<{ default: typeof Hello }> => {
      throw new Error('a bug');
    });
    const { ErrorScreen, seen } = errorScreen();
    render(
      <ErrorScreen>
        <Opener Dialog={Dialog} />
      </ErrorScreen>,
    );
    act(() => screen.getByRole('button', { name: 'open' }).click());
    await screen.findByText('error screen');
    expect((seen.caught as Error).message).toBe('a bug');
    expect(notify.error).not.toHaveBeenCalled();
  });
});
