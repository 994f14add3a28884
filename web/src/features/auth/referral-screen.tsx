import { PATHS } from '@kaamkaj/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/loader';
import { setSession } from '../../lib/session';
import { keepReferralCode, readReferral } from './referral';

/**
 * spec 000 §2.1 "/user": a referral value carrying a user token signs the user in. With a token
 * stored the page reloads (onto /, where the guard routes by profile status). Issue 13: a
 * Saarthi's `?ref=CODE` is kept as the seeker login keeps it, and the visitor goes on to sign up
 * there; with neither the page goes to /.
 */
export function ReferralScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const referral = readReferral(search, document.cookie);
    if (!referral) {
      navigate(keepReferralCode(search) ? PATHS.seekerLogin : PATHS.home, { replace: true });
      return;
    }
    setSession({
      authToken: referral.token,
      refresh_token: referral.refresh_token,
      user: referral._id,
      user_role: referral.role,
      profile_status: referral.profile_status,
    });
    // The referral is spent: a later visit to /user must not sign this user in again.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on older Android browsers
    document.cookie = 'referral=; Max-Age=0; path=/';
    window.location.replace('/');
  }, [search, navigate]);

  return <PageLoader />;
}
