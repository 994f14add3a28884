import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '../../../lib/api/job-categories';
import { i18n } from '../../../lib/i18n';
import type { InterestValue } from './interest-rules';
import { InterestTiles } from './interest-tiles';

const category = (id: string, name: string, name_hi: string): Category => ({
  _id: id,
  name,
  name_hi,
  icon: '🔧',
  image: null,
  skills: [],
});
const CATEGORIES = [
  category('driver', 'Driver', 'ड्राइवर'),
  category('cook', 'Cook', 'रसोइया'),
  category('helper', 'Helper', 'हेल्पर'),
  category('mason', 'Mason', 'राजमिस्त्री'),
];

function Tiles({ initial, locked = [] }: { initial: InterestValue[]; locked?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <InterestTiles categories={CATEGORIES} value={value} onChange={setValue} locked={locked} />
  );
}

const box = (name: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe('job interest tiles (spec 000 §2.6 step 2)', () => {
  it('counts the choices and disables the rest after 3', () => {
    render(<Tiles initial={[]} />);
    expect(screen.getByText('0/3')).toBeTruthy();
    fireEvent.click(box('Driver'));
    fireEvent.click(box('Cook'));
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(box('Mason').disabled).toBe(false);
    fireEvent.click(box('Helper'));
    expect(screen.getByText('3/3')).toBeTruthy();
    expect(box('Mason').disabled).toBe(true);
    fireEvent.click(box('Cook'));
    expect(box('Mason').disabled).toBe(false);
  });

  it('shows saved categories checked and locked', () => {
    render(<Tiles initial={[{ job_category: 'driver', skills: [] }]} locked={['driver']} />);
    expect(box('Driver').checked).toBe(true);
    expect(box('Driver').disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: /saved, cannot be removed/ })).toBe(box('Driver'));
  });

  it('names the categories in the interface language', async () => {
    await i18n.changeLanguage('hi');
    render(<Tiles initial={[]} />);
    expect(box('रसोइया')).toBeTruthy();
  });
});
