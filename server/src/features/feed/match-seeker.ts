import type { MatchSeeker } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { seekerProfiles } from '../../platform/db/schema';

// What matching reads of a seeker, from seeker_profiles (spec 000 §3.3).
export const matchColumns = {
  addressCurrent: seekerProfiles.addressCurrent,
  addressWork: seekerProfiles.addressWork,
  addressHome: seekerProfiles.addressHome,
  jobIntrested: seekerProfiles.jobIntrested,
  experience: seekerProfiles.experience,
  salaryFrom: seekerProfiles.salaryFrom,
  salaryTo: seekerProfiles.salaryTo,
  gender: seekerProfiles.gender,
};
type MatchRow = { [K in keyof typeof matchColumns]: (typeof seekerProfiles.$inferSelect)[K] };

/** A profile row as matching reads it; no profile is a seeker who matches on nothing. */
export function toMatchSeeker(p: MatchRow | undefined): MatchSeeker {
  const interests = p?.jobIntrested ?? [];
  return {
    districts: [p?.addressCurrent, p?.addressWork, p?.addressHome],
    categories: interests.map((i) => i.job_category),
    skills: [...new Set(interests.flatMap((i) => i.skills))],
    experience: p?.experience ?? null,
    salary_from: p?.salaryFrom ?? null,
    salary_to: p?.salaryTo ?? null,
    gender: p?.gender ?? null,
  };
}

/** What matching reads of a seeker (spec 000 §3.3). */
export async function loadMatchSeeker(db: Executor, userId: string): Promise<MatchSeeker> {
  const [p] = await db
    .select(matchColumns)
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, userId));
  return toMatchSeeker(p);
}
