import { eq } from 'drizzle-orm';
import { companies, jobs, subscriptions, users } from '../src/platform/db/schema';
import { signInEmployer, type TestApp } from './helpers';

export type TestEmployer = { id: string; token: string; email: string };

type CompanyOptions = {
  verification?: 'Not Initiated' | 'In Progress' | 'Approved' | 'Declined';
  organizationType?: 'company' | 'consultancy';
  companyName?: string;
};

/** A signed-in employer without company details (profile_status 0). */
export async function createEmployer(t: TestApp): Promise<TestEmployer> {
  const signedIn = await signInEmployer(t.app);
  return { id: signedIn.data._id, token: signedIn.data.token, email: signedIn.email };
}

/**
 * A signed-in employer whose company is saved (profile_status 2), written straight to the
 * database so job tests do not depend on the company feature's routes.
 */
export async function createEmployerWithCompany(
  t: TestApp,
  opts: CompanyOptions = {},
): Promise<TestEmployer & { companyName: string }> {
  const employer = await createEmployer(t);
  const companyName = opts.companyName ?? 'Sharma Logistics Pvt Ltd';
  const db = t.database.db;
  await db
    .update(users)
    .set({ name: 'Anil Sharma', profileStatus: 2 })
    .where(eq(users.id, employer.id));
  await db.insert(companies).values({
    userId: employer.id,
    hiringFor: opts.organizationType === 'consultancy' ? 'my_client' : 'my_company',
    organizationType: opts.organizationType ?? 'company',
    companyName,
    district: 'up-lucknow',
    verificationStatus: opts.verification ?? 'Not Initiated',
  });
  return { ...employer, companyName };
}

/** Sets what the employer may still use (creates the row when missing). */
export async function setAllowance(
  t: TestApp,
  userId: string,
  jobPosts: number,
  animated = 0,
  audio = 0,
) {
  const set = { jobPostUsage: jobPosts, animatedJdUsage: animated, audioJdUsage: audio };
  await t.database.db
    .insert(subscriptions)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: subscriptions.userId, set });
}

/** The employer's stored job rows. */
export function jobRowsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(jobs).where(eq(jobs.createdBy, userId));
}
export const JOB = {
  company_name: 'Sharma Logistics Pvt Ltd',
  job_title: 'Delivery Driver (LMV)',
  category: 'driver',
  salary_from: 12000,
  salary_to: 18000,
  job_location: 'Transport Nagar, near the bus depot',
  district: 'up-lucknow',
  description: 'Drive our delivery van within the city. Licence needed.',
  skills: ['lmv-licence', 'truck'],
  openings: '3',
  job_timings: 1,
  job_type: 1,
  experience: 2,
  gender: 0,
  can_contact_emp: false,
  animated_jd_required: false,
};

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
