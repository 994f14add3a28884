import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { noteNetworkFailure, noteNetworkSuccess } from '../../lib/network';
import { DistrictPicker } from './district-picker';

// the district list as the browser gets it: offline before it ever came, its chunk fails
const list = vi.hoisted(() => ({ fails: true }));
vi.mock('./district-data', async (importOriginal) => {
  if (list.fails) {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/district-data.js');
  }
  return importOriginal();
});

afterEach(() => {
  cleanup();
  noteNetworkSuccess();
});

// issue 16 item 6: before, typing offline said "Loading districts…" for ever
describe('the district picker offline, before its list ever came', () => {
  it('says the list needs the internet (Hindi), and suggests once the network returns', async () => {
    await i18n.changeLanguage('hi');
    act(() => noteNetworkFailure());
    render(<DistrictPicker label="गृह ज़िला" value="" onChange={vi.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'गृह ज़िला' }), {
      target: { value: 'पटना' },
    });
    expect(
      await screen.findByText('ज़िलों की सूची के लिए इंटरनेट चाहिए। इंटरनेट आते ही यह अपने-आप आ जाएगी।'),
    ).toBeTruthy();

    list.fails = false;
    act(() => noteNetworkSuccess());
    expect(await screen.findByRole('option', { name: /पटना/ })).toBeTruthy();
    expect(screen.queryByText(/इंटरनेट चाहिए/)).toBeNull();
  });
});
