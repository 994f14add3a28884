import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { files, users } from './accounts';
import { createdAt } from './columns';

// An employer's company, its verification proofs, e-mail change requests and subscription.

// spec 001 §3 "Employer": the organisation of an employer, one row per employer (users.role 2).
export const companies = pgTable(
  'companies',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiringFor: varchar('hiring_for', { length: 20 }).notNull(),
    organizationType: varchar('organization_type', { length: 20 }).notNull(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    address: varchar('address', { length: 100 }),
    pincode: varchar('pincode', { length: 6 }),
    aboutCompany: varchar('about_company', { length: 500 }),
    industry: varchar('industry', { length: 30 }),
    district: varchar('district', { length: 50 }),
    contactPersonName: varchar('contact_person_name', { length: 30 }),
    contactPersonNumber: varchar('contact_person_number', { length: 10 }),
    profilePicFile: uuid('profile_pic_file').references(() => files.id, { onDelete: 'set null' }),
    // spec 001 §4: Not Initiated, In Progress, Approved, Declined
    verificationStatus: varchar('verification_status', { length: 20 })
      .notNull()
      .default('Not Initiated'),
    verificationFeedback: varchar('verification_feedback', { length: 200 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // issue 17 item 2: the verification queue's pages, by status or all, in updated_at order; a
  // company name is searched by the admin's job search (any part, any case: pg_trgm)
  (t) => [
    index('companies_verification_idx').on(t.verificationStatus, t.updatedAt, t.userId),
    index('companies_updated_idx').on(t.updatedAt, t.userId),
    index('companies_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
  ],
);

// Every proof an employer submits (spec 001 §3 "Verification"); the newest one is the live one.
// A business e-mail proof holds the hash of the code sent to it until it is confirmed.
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.userId, { onDelete: 'cascade' }),
    organizationType: varchar('organization_type', { length: 20 }).notNull(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    docNo: varchar('doc_no', { length: 254 }).notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    // awaiting_email (code sent), submitted (In Progress), approved, declined
    state: varchar('state', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    reason: varchar('reason', { length: 200 }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_requests_company_idx').on(t.companyId, t.createdAt),
    index('verification_requests_state_idx').on(t.state, t.createdAt),
  ],
);

// spec 001 §3 "Email change": Open until an admin approves or declines it.
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('Open'),
    reason: varchar('reason', { length: 200 }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // issue 17 item 2: the admin's pages, newest first, all or by status
    index('email_change_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('email_change_requests_created_idx').on(t.createdAt, t.id),
    uniqueIndex('email_change_requests_open_key').on(t.userId).where(sql`${t.status} = 'Open'`),
  ],
);

// spec 001 §3 "Subscription": what an employer may still use (DESIGN.md §5 entitlements).
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planCode: varchar('plan_code', { length: 20 }),
  jobPostUsage: integer('job_post_usage').notNull(),
  animatedJdUsage: integer('animated_jd_usage').notNull(),
  audioJdUsage: integer('audio_jd_usage').notNull().default(0),
  // the last plan bought runs until then; its unused posts lapse after it (README "Plans")
  validUntil: timestamp('valid_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
