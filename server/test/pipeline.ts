import { and, eq } from 'drizzle-orm';
import { applications } from '../src/platform/db/schema';
import { newId } from '../src/platform/ids';
import { insertJob } from './company';
import { createEmployerWithCompany, type TestEmployer } from './employer';
import { call, type TestApp } from './helpers';
import { createOnboardedSeeker } from './seeker';

export type TestSeeker = Awaited<ReturnType<typeof createOnboardedSeeker>>;

/** An Approved employer with one Open job ("Delivery Executive", hr-gurugram). */
export async function employerWithOpenJob(t: TestApp) {
  const employer = await createEmployerWithCompany(t, { verification: 'Approved' });
  const jobId = await insertJob(t, employer.id, 0);
  return { employer, jobId };
}

/** A seeker (Ravi Kumar) who applied to the job through POST /api/job/response. */
export async function applicant(t: TestApp, jobId: string): Promise<TestSeeker> {
  const seeker = await createOnboardedSeeker(t.app);
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/job/response',
    token: seeker.token,
    payload: { job_id: jobId, status: 'Applied' },
  });
  if (res.status !== 200) throw new Error(`apply failed: ${JSON.stringify(res.body)}`);
  return seeker;
}

/** Puts the application straight into a status (for tests that start mid-pipeline). */
export async function setApplicationStatus(
  t: TestApp,
  jobId: string,
  seekerId: string,
  status: string,
) {
  const db = t.database.db;
  const [row] = await db
    .update(applications)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seekerId)))
    .returning({ id: applications.id });
  if (!row) await db.insert(applications).values({ id: newId(), jobId, seekerId, status });
}

export type { TestEmployer };
