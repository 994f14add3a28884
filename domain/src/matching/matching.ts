// Matching of jobs to a seeker (issue 5; spec 000 §2.7, §3.3-§3.5). The server ranks the feed
// in SQL with MATCH_WEIGHTS and explains each job with matchScore, so the rules live here once.
import type { GENDER } from '../reference/codes';
import type { JOB_GENDER } from '../reference/codes-jobs';

type SeekerGender = keyof typeof GENDER;
type JobGender = keyof typeof JOB_GENDER;

/** The job gender code (JOB_GENDER) of each seeker gender (GENDER); the two tables differ. */
export const JOB_GENDER_OF_SEEKER = { 0: 1, 1: 2, 2: 3 } as const satisfies Record<
  SeekerGender,
  JobGender
>;

/** Job gender 0 (All) admits everyone; 1 Female, 2 Male, 3 Others admit that seeker gender. */
export function admittedJobGenders(seekerGender: number | null | undefined): JobGender[] {
  const own = JOB_GENDER_OF_SEEKER[seekerGender as SeekerGender];
  return own === undefined ? [0] : [0, own];
}

export function genderAdmits(jobGender: number, seekerGender: number | null | undefined) {
  return admittedJobGenders(seekerGender).some((g) => g === jobGender);
}

/**
 * Weights of the ranking: each is larger than all lower ones together, so the order is district
 * first, then skill overlap, experience fit, salary fit; ties go to the newest job.
 */
export const MATCH_WEIGHTS = { district: 8, skills: 4, experience: 2, salary: 1 } as const;

export const MATCH_REASONS = ['district', 'skills', 'experience', 'salary', 'category'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** What matching reads of a seeker (spec 000 §3.3). */
export type MatchSeeker = {
  /** address_current, address_work (preferred) and address_home district ids */
  districts: readonly (string | null | undefined)[];
  /** job_intrested[].job_category */
  categories: readonly string[];
  /** every skill id of job_intrested */
  skills: readonly string[];
  experience: number | null | undefined;
  salary_from: number | null | undefined;
  salary_to?: number | null | undefined;
  gender?: number | null | undefined;
};

/** What matching reads of a job (spec 000 §3.5). */
export type MatchJob = {
  district: string;
  category: string;
  skills: readonly string[];
  experience: number;
  salary_from: number | null;
  salary_to: number | null;
};

/** The seeker's districts without blanks and duplicates. */
export function seekerDistricts(seeker: Pick<MatchSeeker, 'districts'>): string[] {
  return [...new Set(seeker.districts.filter((d): d is string => !!d))];
}

/** The best monthly pay a job offers: its upper bound, else its lower one. */
export function jobTopSalary(job: Pick<MatchJob, 'salary_from' | 'salary_to'>): number | null {
  return job.salary_to ?? job.salary_from ?? null;
}

/**
 * How well a job fits a seeker:
 * - district: the job is in the seeker's current, preferred (work) or home district;
 * - skills: the job asks for at least one of the seeker's skills;
 * - experience: the seeker has at least the experience code the job asks for;
 * - salary: the job pays (its upper bound, else its lower one) at least the seeker's salary_from;
 * - category: the job is in one of the seeker's job interests (no weight: the feed holds only
 *   those; a filter may choose others).
 * score = the sum of MATCH_WEIGHTS of the reasons; the same expression orders the feed in SQL.
 */
export function matchScore(
  seeker: MatchSeeker,
  job: MatchJob,
): { score: number; match_reasons: MatchReason[] } {
  const reasons: MatchReason[] = [];
  if (seekerDistricts(seeker).includes(job.district)) reasons.push('district');
  if (job.skills.some((s) => seeker.skills.includes(s))) reasons.push('skills');
  if (seeker.experience != null && seeker.experience >= job.experience) reasons.push('experience');
  const top = jobTopSalary(job);
  if (seeker.salary_from != null && top != null && top >= seeker.salary_from) {
    reasons.push('salary');
  }
  if (seeker.categories.includes(job.category)) reasons.push('category');
  const score = reasons.reduce(
    (sum, r) => sum + (r === 'category' ? 0 : MATCH_WEIGHTS[r as keyof typeof MATCH_WEIGHTS]),
    0,
  );
  return { score, match_reasons: reasons };
}

/** Jobs best first: by matchScore, then newest (created_at), then id for a stable order. */
export function rankJobs<J extends MatchJob & { created_at: string; _id?: string }>(
  seeker: MatchSeeker,
  jobs: readonly J[],
): (J & { score: number; match_reasons: MatchReason[] })[] {
  return jobs
    .map((job) => ({ ...job, ...matchScore(seeker, job) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.created_at.localeCompare(a.created_at) ||
        (b._id ?? '').localeCompare(a._id ?? ''),
    );
}
