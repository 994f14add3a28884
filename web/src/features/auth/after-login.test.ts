import type { LoginResult } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../lib/session';
import { employerDestination, saveLogin, seekerDestination } from './after-login';

const result = (profile_status: number, role = 0): LoginResult => ({
  success: true,
  message: 'ok',
  data: { _id: 'u-1', role, token: 'jwt', profile_status },
  refresh_token: 'rt',
});

describe('after the OTP (DESIGN.md §4, spec 001 §2)', () => {
  it('sends a seeker back where they came from', () => {
    expect(seekerDestination(result(2), { from: '/shared/job?id=7' })).toBe('/shared/job?id=7');
    expect(seekerDestination(result(0), { from: { pathname: '/job', search: '?id=3' } })).toBe(
      '/job?id=3',
    );
  });

  it('else to /jobs when complete and /user/basicdetail when not', () => {
    expect(seekerDestination(result(2), null)).toBe('/jobs');
    expect(seekerDestination(result(1), {})).toBe('/user/basicdetail');
    expect(seekerDestination(result(0), { from: 'https://evil.example' })).toBe(
      '/user/basicdetail',
    );
  });

  it('sends an employer to /dashboard when complete, else /companydetail', () => {
    expect(employerDestination(result(2, 2))).toBe('/dashboard');
    expect(employerDestination(result(0, 2))).toBe('/companydetail');
  });

  it('stores the session of spec 000 §3.1', () => {
    saveLogin(result(2));
    expect(readSession()).toMatchObject({
      authToken: 'jwt',
      refresh_token: 'rt',
      user: 'u-1',
      user_role: '0',
      profile_status: '2',
    });
  });
});
