import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadAhead } from './load-failure';

afterEach(cleanup);

function Screen({ loads, label }: { loads: (() => Promise<unknown>)[]; label: string }) {
  useLoadAhead(...loads);
  return <p>{label}</p>;
}

describe('useLoadAhead', () => {
  it('loads each once, when the component has shown, not again on a later render', async () => {
    const dialog = vi.fn(() => Promise.resolve('dialog'));
    const rules = vi.fn(() => Promise.resolve('rules'));
    const view = render(<Screen loads={[dialog, rules]} label="first" />);
    expect(view.getByText('first')).toBeTruthy();
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(rules).toHaveBeenCalledTimes(1);
    view.rerender(<Screen loads={[dialog, rules]} label="second" />);
    expect(view.getByText('second')).toBeTruthy();
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(rules).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load (offline) to be asked for again where it is used, with no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const offline = vi.fn(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      );
      render(<Screen loads={[offline]} label="shown" />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(offline).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
