import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteNetworkFailure, noteNetworkSuccess } from '../../lib/network';
import { QrCode } from './qr-code';

// the library as the browser gets it: offline before it ever came, its load fails
const draw = vi.hoisted(() => ({ fails: false }));
vi.mock('qrcode', () => ({
  toString: async (text: string) => {
    if (draw.fails) throw new TypeError('Failed to fetch dynamically imported module: /qr.js');
    return `<svg xmlns="http://www.w3.org/2000/svg"><title>${text}</title></svg>`;
  },
}));

afterEach(() => {
  cleanup();
  noteNetworkSuccess();
  draw.fails = false;
});

describe('QrCode', () => {
  it('draws the code of the text, labelled', async () => {
    render(<QrCode text="https://kaamkaj.in/r/SA1234" label="QR code of SA1234" />);
    // a pulsing square of the same name until it is drawn
    const img = await vi.waitFor(() => {
      const drawn = screen.getByRole('img', { name: 'QR code of SA1234' });
      expect(drawn.tagName).toBe('IMG');
      return drawn;
    });
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).toContain(
      'https://kaamkaj.in/r/SA1234',
    );
  });

  // issue 16 item 6: before, the square pulsed for ever, as if the code were on its way
  it('offline before the library came: stops pulsing, and draws the code once the network returns', async () => {
    draw.fails = true;
    act(() => noteNetworkFailure());
    render(<QrCode text="https://kaamkaj.in/r/SA1234" label="QR code of SA1234" />);
    const square = screen.getByRole('img', { name: 'QR code of SA1234' });
    expect(square.className).toContain('animate-pulse');
    await vi.waitFor(() => expect(square.className).not.toContain('animate-pulse'));

    draw.fails = false;
    act(() => noteNetworkSuccess());
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code of SA1234' }).tagName).toBe('IMG'),
    );
  });
});
