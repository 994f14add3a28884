import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forceLogout } from './logout';
import {
  clearSession,
  getItem,
  guardSessionOf,
  readSession,
  setSession,
  subscribeSession,
  useSession,
} from './session';

beforeEach(() => localStorage.clear());

describe('session (spec 000 §3.1)', () => {
  it('stores every key under the kaamkaj_ prefix', () => {
    setSession({ authToken: 't1', user_role: 0, profile_status: 2, user_tnc: true });
    expect(localStorage.getItem('kaamkaj_authToken')).toBe('t1');
    expect(localStorage.getItem('kaamkaj_user_role')).toBe('0');
    expect(localStorage.getItem('kaamkaj_profile_status')).toBe('2');
    expect(localStorage.getItem('kaamkaj_user_tnc')).toBe('true');
    expect(getItem('authToken')).toBe('t1');
  });

  it('removes a key given null', () => {
    setSession({ authToken: 't1' });
    setSession({ authToken: null });
    expect(localStorage.getItem('kaamkaj_authToken')).toBeNull();
  });

  it('clear removes the sign-in but keeps the language', () => {
    setSession({ authToken: 't', refresh_token: 'r', user: 'u', user_contact: '9876543210' });
    setSession({ lang: 'en', user_name: 'a@b.co', login_type: 'email' });
    clearSession();
    const session = readSession();
    expect(session.lang).toBe('en');
    for (const key of [
      'authToken',
      'refresh_token',
      'user',
      'user_contact',
      'user_name',
    ] as const) {
      expect(session[key]).toBeNull();
    }
    expect(Object.keys(localStorage)).toEqual(['kaamkaj_lang']);
  });

  it('gives the guard numbers', () => {
    setSession({ authToken: 't', user_role: 2, profile_status: 1 });
    expect(guardSessionOf(readSession())).toEqual({ token: 't', role: 2, profileStatus: 1 });
    clearSession();
    expect(guardSessionOf(readSession())).toEqual({ token: null, role: null, profileStatus: null });
  });

  it('returns the same snapshot until something changes', () => {
    const first = readSession();
    expect(readSession()).toBe(first);
    setSession({ user: 'u1' });
    expect(readSession()).not.toBe(first);
    expect(readSession().user).toBe('u1');
  });

  it('useSession re-renders on a change, here or in another tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.authToken).toBeNull();
    act(() => setSession({ authToken: 'abc' }));
    expect(result.current.authToken).toBe('abc');
    act(() => {
      localStorage.setItem('kaamkaj_authToken', 'other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'kaamkaj_authToken' }));
    });
    expect(result.current.authToken).toBe('other-tab');
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession({ user: 'x' });
    unsubscribe();
    setSession({ user: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forceLogout clears the session and reloads (spec 000 §8)', async () => {
    setSession({ authToken: 't', lang: 'hi' });
    const reload = vi.fn();
    forceLogout(reload);
    expect(getItem('authToken')).toBeNull();
    expect(getItem('lang')).toBe('hi');
    // the reload waits for the service worker's per-user caches to go (issue 16 item 5)
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
