import { PROFILE_STATUS, ROLE } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { type AuthUser, requireRole } from '../../platform/auth';
import type { Tx } from '../../platform/db/client';
import { companies, users } from '../../platform/db/schema';
import { forbidden } from '../../platform/errors';

type CompanyRow = typeof companies.$inferSelect;

/** spec 001 §6: jobs are an employer's (role 2) business only. */
export const requireEmployer = (me: AuthUser) =>
  requireRole(me, ROLE.EMPLOYER, 'Only employers can post jobs');

/**
 * The employer's company, once the company details are saved (profile_status 2, spec 001 §4
 * "Employer onboarding"). The row is held (FOR SHARE) until the transaction ends, so an admin
 * approval cannot slip between reading the verification status and saving the job.
 */
export async function lockEmployerCompany(tx: Tx, me: AuthUser): Promise<CompanyRow> {
  requireEmployer(me);
  const [user] = await tx
    .select({ profileStatus: users.profileStatus })
    .from(users)
    .where(eq(users.id, me.id));
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.userId, me.id))
    .for('share');
  if (user?.profileStatus !== PROFILE_STATUS.COMPLETE || !company) {
    throw forbidden('Please complete your company details first');
  }
  return company;
}
