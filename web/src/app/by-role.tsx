import { ROLE } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { roleOf, useSession } from './session';

/** One path, two screens: /dashboard, /jobs and /profile differ for seekers and employers
 * (spec 000 §2.1, spec 001 §2). Any role other than seeker gets the employer screen. */
export function ByRole({ seeker, employer }: { seeker: ReactNode; employer: ReactNode }) {
  return roleOf(useSession()) === ROLE.SEEKER ? seeker : employer;
}
