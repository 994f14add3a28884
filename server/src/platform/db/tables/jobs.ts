import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { files, users } from './accounts';
import { createdAt } from './columns';

// Jobs, the words and company names their triggers keep, applications, applicant counts,
// number reveals and interviews.

// issue 17 item 2: the company names the jobs have, each once with how many jobs have it, kept
// by the jobs' triggers (migration 0026; a name goes with its last job, so an erased employer's
// name does not stay behind). The admin's job search looks a part of a company name up here,
// then the jobs of the names it found (jobs_company_name_idx): many jobs' names share words
// ("Services", "Pvt Ltd"), and a trigram index over a million jobs' names read the whole
// posting list of every such trigram (bench/README.md, admin lists, 2026-12-01).
export const jobCompanyNames = pgTable(
  'job_company_names',
  {
    companyName: varchar('company_name', { length: 100 }).primaryKey(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [index('job_company_names_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops'))],
);

// issue 17 item 2: the words of the jobs' titles (their `simple` text search lexemes holding a
// letter), each with how many jobs of each status have it, kept by the jobs' triggers
// (migration 0027). The admin's job search of a single word reads here whether 1,001 jobs have
// it, each a match of the search, and says "1,000+" without counting them: a word in 2 % of a
// million titles took 12 to 20 ms of PostgreSQL to count from the trigram index, over the
// 100 ms at p95 on a middling host (bench/README.md, admin lists).
export const jobTitleWords = pgTable(
  'job_title_words',
  {
    word: text('word').notNull(),
    status: smallint('status').notNull(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.status] })],
);

// spec 001 §3 "Job". status: 0 Open, 1 Complete, 2 Closed, 3 Pending, 4 Deactivated.
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: varchar('job_title', { length: 40 }).notNull(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    companyLogoFile: uuid('company_logo_file').references(() => files.id, {
      onDelete: 'set null',
    }),
    district: varchar('district', { length: 50 }).notNull(),
    jobLocation: varchar('job_location', { length: 100 }),
    salaryFrom: integer('salary_from'),
    salaryTo: integer('salary_to'),
    category: varchar('category', { length: 40 }).notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    otherSkills: varchar('other_skills', { length: 50 }),
    openings: smallint('openings').notNull(),
    experience: smallint('experience').notNull(),
    jobTimings: smallint('job_timings').notNull(),
    jobType: smallint('job_type').notNull(),
    gender: smallint('gender').notNull(),
    // QUALIFICATION code, the job's minimum; null = any qualification (ours, spec 000 §2.7 filter)
    qualification: smallint('qualification'),
    description: varchar('description', { length: 500 }).notNull(),
    animatedDescription: varchar('animated_description', { length: 300 }),
    audioDescription: varchar('audio_description', { length: 300 }),
    animatedJdRequired: boolean('animated_jd_required').notNull().default(false),
    // issue 12: a spoken description asked for at posting, from the plan's audio allowance
    audioJdRequired: boolean('audio_jd_required').notNull().default(false),
    canContactEmp: boolean('can_contact_emp').notNull().default(true),
    status: smallint('status').notNull(),
    // the reason an administrator gave when deactivating the job (status 4), for its employer
    deactivationReason: varchar('deactivation_reason', { length: 200 }), // domain ADMIN_REASON_MAX
    views: integer('views').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_created_by_idx').on(t.createdBy, t.createdAt),
    // issue 17 item 2: the admin's job pages, newest first, all or of a status; the search finds
    // a part of a title or a company name in any case (pg_trgm); the description queue's jobs
    index('jobs_created_idx').on(t.createdAt, t.id),
    index('jobs_status_created_idx').on(t.status, t.createdAt, t.id),
    index('jobs_title_trgm_idx').using('gin', t.jobTitle.op('gin_trgm_ops')),
    // a company name the search found in job_company_names (below), its jobs looked up by value
    index('jobs_company_name_idx').on(t.companyName),
    index('jobs_descriptions_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.animatedJdRequired} or ${t.audioJdRequired}`),
    // The feed's candidates (issue 5): newest Open jobs of a category, and of a category in a
    // district. Partial (Open only) and carrying every column ranking reads after the scan
    // keys, so the scans are index-only (bench/README.md: 28 -> 5 ms p50 at 1,000,000 jobs).
    index('jobs_feed_idx')
      .on(
        t.category,
        t.createdAt,
        t.id,
        t.district,
        t.gender,
        t.experience,
        t.salaryFrom,
        t.salaryTo,
        t.skills,
      )
      .where(sql`${t.status} = 0`),
    index('jobs_feed_district_idx')
      .on(
        t.category,
        t.district,
        t.createdAt,
        t.id,
        t.gender,
        t.experience,
        t.salaryFrom,
        t.salaryTo,
        t.skills,
      )
      .where(sql`${t.status} = 0`),
  ],
);

// A job post's Idempotency-Key, as its employer's app sent it: the post again with the same
// key (a tap again after an answer lost on a weak signal) answers with the job already made,
// and uses no second job post of the plan.
export const jobPostKeys = pgTable(
  'job_post_keys',
  {
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // the job's index: a job deleted (with its employer's account) finds its key without a scan
  (t) => [
    primaryKey({ columns: [t.employerId, t.key] }),
    index('job_post_keys_job_idx').on(t.jobId),
  ],
);

// DESIGN.md §5 "applications": a seeker's answer to a job and the employer's decision on it
// (spec 000 §3.4, §4). status: Applied, Saved, Visited, Shortlisted, Selected, Rejected, Hired.
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).notNull(),
    // spec 001 §4 Joined / Not Joined of a Hired applicant (domain JOINING), null until recorded
    joining: varchar('joining', { length: 10 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one answer per seeker and job; also the feed's "not yet answered" lookup
    uniqueIndex('applications_seeker_job_key').on(t.seekerId, t.jobId),
    // the seeker's dashboard tabs, newest first
    index('applications_seeker_status_idx').on(t.seekerId, t.status, t.updatedAt),
    // the employer's applicants of a job per status, newest status change first (id breaks
    // ties, so a tab's page is one backward walk: issue 17), and the applicant counts
    index('applications_job_status_idx').on(t.jobId, t.status, t.updatedAt, t.id),
  ],
);

// issue 17 item 2: a job's applicant, hired and joined figures (spec 001 §3, §4), kept by the
// trigger of migration 0024 on every write of applications, so a job card reads one row instead
// of counting every applicant (features/jobs/jobs.service.ts applicantCounts)
export const jobApplicantCounts = pgTable('job_applicant_counts', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  applicants: integer('applicants').notNull().default(0),
  hired: integer('hired').notNull().default(0),
  joined: integer('joined').notNull().default(0),
});

// spec 001 §2: each reveal of a shortlisted applicant's number, counted per job and seeker.
export const callClicks = pgTable(
  'call_clicks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clicks: integer('clicks').notNull().default(0),
    lastClickAt: timestamp('last_click_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('call_clicks_job_seeker_key').on(t.jobId, t.seekerId)],
);

// spec 001 §3 "Interview payload", §4 scheduling; spec 000 §4. One interview per job and seeker:
// rescheduling replaces it. status: pending, Accept, Not Accept. date YYYY-MM-DD, times HH.mm (IST).
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 40 }).notNull(),
    seekerName: varchar('seeker_name', { length: 25 }).notNull(),
    date: date('date').notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: varchar('location', { length: 100 }).notNull(),
    district: varchar('district', { length: 50 }).notNull(),
    contactPerson: varchar('contact_person', { length: 10 }).notNull(),
    reqDocs: jsonb('req_docs').$type<string[]>().notNull().default([]),
    description: varchar('description', { length: 500 }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_job_seeker_key').on(t.jobId, t.seekerId),
    index('interviews_seeker_idx').on(t.seekerId, t.date),
  ],
);
