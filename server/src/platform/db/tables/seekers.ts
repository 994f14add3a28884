import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { files, users } from './accounts';

// The seeker's profile and the job categories it names.

// spec 000 §3.3: the seeker's profile, one row per seeker. Lists are JSON in API field shapes.
export const seekerProfiles = pgTable(
  'seeker_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: smallint('gender'),
    ageBand: smallint('age_band'),
    dob: date('dob'),
    qualification: smallint('qualification'),
    qualificationOther: varchar('qualification_other', { length: 30 }),
    technicalCert: jsonb('technical_cert').$type<Record<string, string>[]>().notNull().default([]),
    experience: smallint('experience'),
    educationalInfo: jsonb('educational_info')
      .$type<{ class_name?: string; institution_name: string }[]>()
      .notNull()
      .default([]),
    aboutMe: jsonb('about_me').$type<string[]>().notNull().default([]),
    languageKnown: jsonb('language_known').$type<string[]>().notNull().default([]),
    languageOther: varchar('language_other', { length: 30 }),
    speakEnglish: smallint('speak_english'),
    addressCurrent: varchar('address_current', { length: 50 }),
    addressHome: varchar('address_home', { length: 50 }),
    addressWork: varchar('address_work', { length: 50 }),
    jobIntrested: jsonb('job_intrested')
      .$type<{ job_category: string; skills: string[] }[]>()
      .notNull()
      .default([]),
    jobOther: varchar('job_other', { length: 30 }),
    jobType: smallint('job_type'),
    jobTimings: smallint('job_timings'),
    salaryFrom: integer('salary_from'),
    salaryTo: integer('salary_to'),
    profilePicFile: uuid('profile_pic_file').references(() => files.id, { onDelete: 'set null' }),
    videoResumeFile: uuid('video_resume_file').references(() => files.id, { onDelete: 'set null' }),
    completion: smallint('completion').notNull().default(0),
    // issue 17: the user's profile_status, last_seen_at and premium_until, copied by triggers
    // (migration 0021), so the search reads this one table's indexes and joins users per page
    profileStatus: smallint('profile_status').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    totalDownloadedResume: boolean('total_downloaded_resume').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // issue 17: what the candidate search filters on. job_intrested is tested by containment (@>).
  (t) => [
    index('seeker_profiles_job_intrested_idx').using('gin', t.jobIntrested.op('jsonb_path_ops')),
    index('seeker_profiles_address_current_idx').on(t.addressCurrent),
    index('seeker_profiles_experience_idx').on(t.experience),
    // gender, and gender with experience together: one bitmap instead of one of each (a
    // category, 2 years, men at 200,000 seekers: 1.2 to 2.6 ms where the two took 4.5 to 7.3,
    // bench/README.md search, 2026-12-03 session 29); a search by gender alone reads its first
    // column
    index('seeker_profiles_gender_experience_idx').on(t.gender, t.experience),
    // the search's order among complete profiles, and the same among those who have had
    // Premium; migrations 0025 and 0023 make both covering: they INCLUDE the columns the
    // search's filters read
    index('seeker_profiles_search_order_idx')
      .on(t.completion.desc(), t.lastSeenAt.desc(), t.userId)
      .where(sql`${t.profileStatus} = 2`),
    index('seeker_profiles_search_premium_idx')
      .on(t.completion.desc(), t.lastSeenAt.desc(), t.userId)
      .where(sql`${t.profileStatus} = 2 and ${t.premiumUntil} is not null`),
  ],
);

// spec 000 §3.6: job categories with their skills; seeded from domain/, editable by admins.
export const jobCategories = pgTable('job_categories', {
  id: varchar('id', { length: 40 }).primaryKey(),
  nameEn: varchar('name_en', { length: 60 }).notNull(),
  nameHi: varchar('name_hi', { length: 60 }).notNull(),
  icon: varchar('icon', { length: 16 }).notNull(),
  image: varchar('image', { length: 300 }),
  skills: jsonb('skills').$type<{ id: string; en: string; hi: string }[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
