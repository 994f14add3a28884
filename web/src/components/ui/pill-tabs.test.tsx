import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PillTabs } from './pill-tabs';

afterEach(cleanup);

const KEYS = ['applied', 'saved', 'interview', 'shortlisted', 'rejected'] as const;
type Key = (typeof KEYS)[number];

function Row({ start, counts }: { start: Key; counts?: number[] }) {
  const [selected, setSelected] = useState<Key>(start);
  return (
    <PillTabs
      label="Your jobs"
      tabs={KEYS.map((key, i) => ({ key, name: key, count: counts?.[i] }))}
      countLabel={(name, count) => `${name} (${count})`}
      selected={selected}
      onSelect={(key) => setSelected(key)}
      panelId="panel"
    />
  );
}

describe('PillTabs', () => {
  it('brings a chosen tab off the narrow screen into view, again once the counts widen the row', () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    const { rerender } = render(<Row start="rejected" />);
    expect(scrolled).toEqual(['tab-rejected']);
    rerender(<Row start="rejected" counts={[4, 1, 0, 2, 7]} />);
    expect(scrolled).toEqual(['tab-rejected', 'tab-rejected']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('rejected (7)');
  });

  it('moves between tabs with the arrow keys, Home and End; only the chosen one is tabbable', () => {
    Element.prototype.scrollIntoView = vi.fn();
    render(<Row start="applied" />);
    const tabbable = () =>
      screen
        .getAllByRole('tab')
        .filter((tab) => tab.tabIndex === 0)
        .map((tab) => tab.id);
    expect(tabbable()).toEqual(['tab-applied']);
    const list = screen.getByRole('tablist', { name: 'Your jobs' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).id).toBe('tab-rejected');
    expect(document.activeElement?.id).toBe('tab-rejected');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).id).toBe('tab-applied');
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).id).toBe('tab-shortlisted');
    expect(tabbable()).toEqual(['tab-shortlisted']);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement?.id).toBe('tab-applied');
  });
});
