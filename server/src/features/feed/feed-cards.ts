import {
  type ApplicationStatus,
  CONTACT_STATUSES,
  type MatchSeeker,
  matchScore,
  OTHER_SKILL,
  placeNames,
  type SeekerJob,
} from '@kaamkaj/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { companies, files, jobCategories, jobs, users } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

// What a seeker is shown of a job (SeekerJob, spec 000 §2.7) and a feed page's bytes, built from
// its jobs' cards.

type JobRow = typeof jobs.$inferSelect;

export const JOB_GONE = 'job no longer available';
export const jobGone = () => new AppError(404, 'JOB_NOT_AVAILABLE', JOB_GONE);

// The columns a seeker is shown of a job (SeekerJob), all a feed page reads of its 30 jobs (not
// their counts, owner or timestamps; a little less to read and map, bench/README.md eighth run).
export const shownColumns = {
  id: jobs.id,
  jobTitle: jobs.jobTitle,
  companyName: jobs.companyName,
  district: jobs.district,
  jobLocation: jobs.jobLocation,
  salaryFrom: jobs.salaryFrom,
  salaryTo: jobs.salaryTo,
  category: jobs.category,
  skills: jobs.skills,
  otherSkills: jobs.otherSkills,
  experience: jobs.experience,
  jobTimings: jobs.jobTimings,
  jobType: jobs.jobType,
  gender: jobs.gender,
  qualification: jobs.qualification,
  description: jobs.description,
  animatedDescription: jobs.animatedDescription,
  audioDescription: jobs.audioDescription,
  canContactEmp: jobs.canContactEmp,
  status: jobs.status,
  createdAt: jobs.createdAt,
};

/** What a job's match reasons read of it. */
export type MatchedJob = Pick<
  JobRow,
  'district' | 'category' | 'skills' | 'experience' | 'salaryFrom' | 'salaryTo'
>;

/** Why a job matches the seeker (spec 000 §3.3), as the page shows it. */
export function reasonsFor(seeker: MatchSeeker, row: MatchedJob) {
  return matchScore(seeker, {
    district: row.district,
    category: row.category,
    skills: row.skills,
    experience: row.experience,
    salary_from: row.salaryFrom,
    salary_to: row.salaryTo,
  }).match_reasons;
}

export type Loaded = {
  job: Pick<JobRow, keyof typeof shownColumns>;
  logoKey: string | null;
  catEn: string | null;
  catHi: string | null;
  contact: string | null;
};

/**
 * A job of a feed page: its id, what its match reasons read, and its card, the JSON of what every
 * seeker is shown of it without the seeker's own last three fields (match_reasons, status,
 * company_contact), built once per read (issue 17: a page built from kept jobs spent more on
 * building and serializing its 30 objects than on ranking them). UTF-8 bytes, not a string: a
 * JavaScript string holding one character past Latin-1 (any Hindi) takes two bytes for each; a
 * kept job of the bench's took 2.0 KB with a string card, 1.3 KB with bytes (bench/README.md,
 * ninth run).
 */
export type FeedCard = { id: string; match: MatchedJob; json: Buffer };
const CARD_END = ',"match_reasons":[],"status":null,"company_contact":null}';
const PAGE_START = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');
/** UTF-8 bytes of their own, not a slice of Buffer's shared pool: kept a minute, a slice would
 * keep its whole 8 KB slab alive. */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * A card's last fields for its match reasons, as bytes, made once for each set of reasons (at
 * most 32: the reasons are five words, always in the same order); a page's cards share them
 * instead of each writing its own.
 */
const cardEnds = new Map<string, Buffer>();
function cardEnd(reasons: readonly string[]): Buffer {
  const key = reasons.join();
  let end = cardEnds.get(key);
  if (end === undefined) {
    end = ownBytes(
      `,"match_reasons":${JSON.stringify(reasons)},"status":null,"company_contact":null}`,
    );
    cardEnds.set(key, end);
  }
  return end;
}

/** Jobs with their logo, category names and the employer's contact: a detail, the dashboard. */
export const jobsShown = (db: Executor) =>
  db
    .select({
      job: jobs,
      logoKey: files.objectKey,
      catEn: jobCategories.nameEn,
      catHi: jobCategories.nameHi,
      // spec 001: the company's contact person, else the employer's own number
      contact: sql<string | null>`coalesce(${companies.contactPersonNumber}, ${users.contact})`.as(
        'contact',
      ),
    })
    .from(jobs)
    .leftJoin(files, eq(files.id, jobs.companyLogoFile))
    .leftJoin(jobCategories, eq(jobCategories.id, jobs.category))
    .leftJoin(companies, eq(companies.userId, jobs.createdBy))
    .leftJoin(users, eq(users.id, jobs.createdBy));

/** Where a stored logo is served from (platform/adapters/storage.ts). */
export type LogoUrl = (key: string | null) => string | null;

/** A job as the seeker is shown it, with their match reasons, status and the contact rule. */
export function toSeekerJob(
  item: Loaded,
  logoUrl: LogoUrl,
  seeker: MatchSeeker | null,
  status: ApplicationStatus | null = null,
): SeekerJob {
  const row = item.job;
  const showContact =
    status !== null &&
    (CONTACT_STATUSES as readonly string[]).includes(status) &&
    row.canContactEmp;
  return {
    _id: row.id,
    job_title: row.jobTitle,
    company_name: row.companyName,
    company_logo: logoUrl(item.logoKey),
    district: row.district,
    district_name: row.district ? placeNames(row.district) : null,
    job_location: row.jobLocation,
    salary_from: row.salaryFrom,
    salary_to: row.salaryTo,
    category: row.category,
    category_name: item.catEn ? { en: item.catEn, hi: item.catHi ?? item.catEn } : null,
    skills: row.skills.map((s) => (s === OTHER_SKILL && row.otherSkills ? row.otherSkills : s)),
    other_skills: row.otherSkills,
    experience: row.experience,
    job_timings: row.jobTimings,
    job_type: row.jobType,
    gender: row.gender,
    qualification: row.qualification,
    description: row.description,
    animated_description: row.animatedDescription,
    audio_description: row.audioDescription,
    can_contact_emp: row.canContactEmp,
    job_status: row.status,
    created_at: row.createdAt.toISOString(),
    match_reasons: seeker ? reasonsFor(seeker, row) : [],
    status,
    company_contact: showContact ? item.contact : null,
  };
}

/** A job as its feed card (`FeedCard`), built once and kept while unchanged (feed-kept.ts). */
export function toCard(item: Loaded, logoUrl: LogoUrl): FeedCard {
  const whole = JSON.stringify(toSeekerJob(item, logoUrl, null));
  if (!whole.endsWith(CARD_END)) throw new Error('a feed card ends with the seeker fields');
  const { id, district, category, skills, experience, salaryFrom, salaryTo } = item.job;
  return {
    id,
    match: { district, category, skills, experience, salaryFrom, salaryTo },
    json: ownBytes(whole.slice(0, -CARD_END.length)),
  };
}

/**
 * The feed page's JSON (UTF-8), as JSON.stringify of its SeekerJobs would write it, from the
 * cards and the seeker's match reasons.
 */
export function pageJson(cards: FeedCard[], seeker: MatchSeeker, count: number, message?: string) {
  const parts: Buffer[] = [PAGE_START];
  cards.forEach((card, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(card.json, cardEnd(reasonsFor(seeker, card.match)));
  });
  const tail = message ? `,"message":${JSON.stringify(message)}` : '';
  parts.push(Buffer.from(`],"count":${count}${tail}}`));
  return Buffer.concat(parts);
}
