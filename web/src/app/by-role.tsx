import { ROLE } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { roleOf, useSession } from '../lib/session';

/** One path, two screens: /dashboard, /jobs and /profile differ for seekers and employers
 * (spec 000 §2.1, spec 001 §2). Any role other than seeker gets the employer screen. */
export function ByRole(props: { seeker: ReactNode; employer: ReactNode; saarthi?: ReactNode }) {
  const role = roleOf(useSession());
  if (role === ROLE.SEEKER) return props.seeker;
  // a Saarthi (role 1) has screens of their own where the spec gives them (issue 13)
  if (role === ROLE.SAARTHI && props.saarthi) return props.saarthi;
  return props.employer;
}
