import { ROLE } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { roleOf, useSession } from '../lib/session';

type ByRoleProps = { seeker: ReactNode; employer: ReactNode; saarthi?: ReactNode };

/** The screen of a role: any role other than seeker gets the employer screen. */
export function screenFor(props: ByRoleProps, role: number | null): ReactNode {
  if (role === ROLE.SEEKER) return props.seeker;
  // a Saarthi (role 1) has screens of their own where the spec gives them (issue 13)
  if (role === ROLE.SAARTHI && props.saarthi) return props.saarthi;
  return props.employer;
}

/** One path, two screens: /dashboard, /jobs and /profile differ for seekers and employers
 * (spec 000 §2.1, spec 001 §2). */
export function ByRole(props: ByRoleProps) {
  return screenFor(props, roleOf(useSession()));
}
