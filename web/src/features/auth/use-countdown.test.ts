import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSeconds, useCountdown } from './use-countdown';

describe('useCountdown (spec 000 §2.5: 60 s before Resend)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down to zero and stops there', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0); // the interval is gone
  });

  it('restarts the full 60 s', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.remaining).toBe(30);
  });

  it('follows the clock when timers were throttled', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => {
      vi.setSystemTime(Date.now() + 45_000); // the phone slept; only one tick arrives
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(14);
  });

  it('formats minutes and seconds', () => {
    expect(formatSeconds(60)).toBe('1:00');
    expect(formatSeconds(59)).toBe('0:59');
    expect(formatSeconds(5)).toBe('0:05');
  });
});
