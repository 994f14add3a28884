import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadDistrictData } from '../components/district-picker/use-district-data';
import { i18n } from '../lib/i18n';
import { setSession } from '../lib/session';
import { EMPLOYER_ID } from './make-employer';

/**
 * Each test of the file starts signed in as EMPLOYER_ID (with `profileStatus`), in English, the
 * district list loaded; each ends with the DOM, the clock and fetch restored.
 */
export function signedInEmployerPerTest({ profileStatus = 2 }: { profileStatus?: 0 | 2 } = {}) {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    setSession({
      authToken: 'jwt',
      user: EMPLOYER_ID,
      user_role: 2,
      profile_status: profileStatus,
      lang: 'en', // as saveLogin keeps it after the English employer login
    });
    await loadDistrictData();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
