import { PROFILE_STATUS, ROLE } from '../common/roles';
import { findRoute, normalisePath, PATHS } from './routes';

export type GuardSession = {
  token: string | null;
  role: number | null;
  profileStatus: number | null;
};

export type GuardDecision = { redirect: string } | null;

const same = (a: string, b: string) => normalisePath(a) === normalisePath(b);

/** The #anchor of a location, as a section id: "#FAQ" -> "faq". */
function anchorOf(hash: string): string {
  return normalisePath(hash.replace(/^#/, ''));
}

/**
 * Where a navigation must go instead, or null to show the page: spec 000 §2.2 and spec 001 §2
 * "Guards". `search` is the query string including its "?" (or empty), `hash` the "#anchor".
 */
export function guardRoute(
  pathname: string,
  search: string,
  session: GuardSession,
  hash = '',
): GuardDecision {
  const route = findRoute(pathname);
  if (!route) return { redirect: PATHS.home }; // spec 000 §2.1: unknown paths go to /
  const signedIn = Boolean(session.token);
  const isSeeker = session.role === ROLE.SEEKER;

  switch (route.access) {
    case 'otp':
    case 'open':
      return null;
    case 'guest':
      // spec 001 §2: the landing and the logins send a signed-in user to /dashboard; the
      // landing's FAQ, blogs and contact stay readable (docs/architecture.md "Routing").
      if (!signedIn || route.readableAnchors?.includes(anchorOf(hash))) return null;
      return { redirect: PATHS.dashboard };
    case 'shared-job':
      return signedIn ? { redirect: `${PATHS.job}${search}` } : null;
    case 'shared-community': {
      // Product decision (issue 13, docs/architecture.md "Decisions"): the app's share link is
      // /shared/community?id=, so a visitor with an id goes to the public video page too, not to
      // /homepage as spec 000 §2.1 reads; without an id there is nothing to show.
      const hasId = /(?:^\?|&)id=[^&]/.test(search);
      return {
        redirect: signedIn || hasId ? `${PATHS.sharedCommunityVideo}${search}` : PATHS.homepage,
      };
    }
    case 'private':
      break;
  }

  if (!signedIn) return { redirect: PATHS.homepage };
  const status = session.profileStatus ?? PROFILE_STATUS.NEW;
  const onBasic = same(pathname, PATHS.basicDetail) || same(pathname, PATHS.jobInterested);

  if (status === PROFILE_STATUS.COMPLETE) {
    if (isSeeker && onBasic) return { redirect: PATHS.jobs };
    if (!isSeeker && same(pathname, PATHS.companyDetail)) return { redirect: PATHS.dashboard };
  } else if (status === PROFILE_STATUS.BASIC_DONE) {
    if (isSeeker) {
      return same(pathname, PATHS.jobInterested) ? null : { redirect: PATHS.jobInterested };
    }
    if (!same(pathname, PATHS.dashboard)) return { redirect: PATHS.dashboard };
  } else {
    // Not yet onboarded: only the first onboarding page of the user's own side shows.
    const start = isSeeker
      ? PATHS.basicDetail
      : session.role === ROLE.SAARTHI
        ? PATHS.saarthiProfile
        : PATHS.companyDetail;
    return same(pathname, start) ? null : { redirect: start };
  }

  const role = session.role;
  if (route.roles && (role === null || !route.roles.some((allowed) => allowed === role))) {
    return { redirect: PATHS.dashboard };
  }
  return null;
}
