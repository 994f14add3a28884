import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoreWhenNear } from './more-when-near';

// issue 16 item 4: the feed's later cards are drawn as the reader nears them.
type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: {
  callback: Callback;
  options: IntersectionObserverInit | undefined;
  disconnected: boolean;
}[] = [];

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

function stubObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry;
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
}

describe('MoreWhenNear', () => {
  it('asks for more once, when its marker comes within reach of the screen', () => {
    stubObserver();
    const onNear = vi.fn();
    render(<MoreWhenNear onNear={onNear} />);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe('800px 0px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(onNear).not.toHaveBeenCalled();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('stops watching when it goes (every card drawn, or the screen left)', () => {
    stubObserver();
    const view = render(<MoreWhenNear onNear={() => {}} />);
    view.unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('asks at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    render(<MoreWhenNear onNear={onNear} />);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
