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

// DESIGN.md §5. Ids are UUID v7 made by the app (platform/ids.ts); times are timestamptz.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    role: smallint('role').notNull(),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    contact: varchar('contact', { length: 10 }),
    contactVerified: boolean('contact_verified').notNull().default(false),
    email: varchar('email', { length: 254 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: varchar('name', { length: 60 }),
    lang: varchar('lang', { length: 2 }),
    optIn: boolean('opt_in').notNull().default(false),
    // issue 14 (DPDP Act): when the WhatsApp choice was last made, and which terms text was
    // accepted when (the login calls carry tnc: true; domain CONSENT_VERSION)
    optInAt: timestamp('opt_in_at', { withTimezone: true }),
    consentVersion: varchar('consent_version', { length: 20 }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    profileStatus: smallint('profile_status').notNull().default(0),
    // a paid membership's end (seeker Premium, or an employer's plan): premium while in the future
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    leadSource: varchar('lead_source', { length: 50 }),
    createdBy: uuid('created_by'),
    // issue 13: the Saarthi code a seeker signed up through (/user?ref= or a share link)
    referralCode: varchar('referral_code', { length: 20 }),
    // set at sign-in and token refresh; the employer's seeker search lists active seekers only
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // issue 15 item 9 (DPDP Act): when the person deleted their account. The row stays, emptied
    // of everything personal, so kept payments, jobs and applications still point somewhere.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_contact_key').on(t.contact),
    uniqueIndex('users_email_key').on(t.email),
  ],
);

// One row per code sent (spec 000 §5, DESIGN.md §6): the hash, never the code.
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    destination: varchar('destination', { length: 254 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    role: smallint('role').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    optIn: boolean('opt_in').notNull().default(false),
    ip: varchar('ip', { length: 64 }),
    // issue 15: what the code proves. 'login' signs in; 'contact' adds a mobile or e-mail to
    // the account of userId; 'company-email' proves the business e-mail of userId's company.
    // The caps count every code to a destination, whatever it is for.
    purpose: varchar('purpose', { length: 16 }).notNull().default('login'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_challenges_destination_idx').on(t.destination, t.createdAt)],
);

// A sign-in: the family of its rotating refresh tokens; revoking it ends every token of it.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 30 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // issue 15 item 8: the token that replaced this one, sealed with a key of APP_SECRET, so a
    // second tab presenting this token within the grace window gets the same successor
    successorSealed: text('successor_sealed'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: varchar('notification_type', { length: 40 }).notNull(),
    payload: text('payload').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    // an event told once: (user, key) is unique, so a retried fan-out or sweep writes nothing twice
    dedupeKey: varchar('dedupe_key', { length: 120 }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.viewedAt} is null`),
    uniqueIndex('notifications_dedupe_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    contactDetails: varchar('contact_details', { length: 254 }).notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    leadSource: varchar('lead_source', { length: 50 }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    // issue 13 inbox: the contact form now; the chatbot's feedback, query and support requests too
    kind: varchar('kind', { length: 12 }).notNull().default('contact'),
    rating: smallint('rating'),
    userType: varchar('user_type', { length: 10 }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // issue 17 item 2: the inbox's pages, newest first, all or of a kind, and the unhandled ones
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_kind_idx').on(t.kind, t.createdAt, t.id),
    index('contact_messages_unhandled_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.handledAt} is null`),
  ],
);

// Issue 13: ALTCHA proofs already spent (single use); a row goes once its challenge has expired.
export const captchaSpent = pgTable('captcha_spent', {
  challengeId: varchar('challenge_id', { length: 64 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id'),
    action: varchar('action', { length: 60 }).notNull(),
    subjectId: uuid('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    count: integer('count'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectId, t.createdAt),
    // issue 17 item 2: the admin's audit pages, newest first
    index('audit_log_created_idx').on(t.createdAt, t.id),
  ],
);

// Uploaded files (spec 000 §7 "Files"): a row at pre-upload, made ready at post-upload.
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 20 }).notNull(),
    objectKey: varchar('object_key', { length: 300 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    declaredSize: integer('declared_size').notNull(),
    size: integer('size'),
    // issue 15 item 5: the stored object's fingerprint at post-upload, checked with its size
    // before it is served: 'sha256:<hex>' on the local store, 'etag:<ETag>' on S3.
    checksum: varchar('checksum', { length: 100 }),
    isPublic: boolean('is_public').notNull(),
    originalName: varchar('original_name', { length: 120 }).notNull(),
    createdAt: createdAt(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_object_key_key').on(t.objectKey),
    index('files_owner_idx').on(t.ownerId, t.category),
    // the sweep of unconfirmed uploads (features/files/upload-sweep.ts)
    index('files_unconfirmed_idx').on(t.createdAt).where(sql`${t.uploadedAt} is null`),
  ],
);

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
    index('seeker_profiles_gender_idx').on(t.gender),
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

// Plans as data (issue 12): every screen, order and entitlement reads these rows; the admin
// console edits prices and limits. Money in paise (DESIGN.md §5).
export const plans = pgTable('plans', {
  code: varchar('code', { length: 20 }).primaryKey(),
  audience: varchar('audience', { length: 10 }).notNull(),
  nameEn: varchar('name_en', { length: 40 }).notNull(),
  nameHi: varchar('name_hi', { length: 40 }).notNull(),
  pricePaise: integer('price_paise').notNull(),
  originalPricePaise: integer('original_price_paise'),
  durationDays: integer('duration_days').notNull(),
  jobPosts: integer('job_posts').notNull().default(0),
  audioJds: integer('audio_jds').notNull().default(0),
  animatedJds: integer('animated_jds').notNull().default(0),
  features: jsonb('features').$type<{ en: string; hi: string }[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  sort: smallint('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// spec 000 §1: a seeker may name a Saarthi when buying premium. Codes are stored upper case;
// agent_id is null for the house code SAARTHI001 (spec 000 §9).
export const saarthiCodes = pgTable('saarthi_codes', {
  code: varchar('code', { length: 20 }).primaryKey(),
  agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

// Issue 13: a Saarthi (field agent, role 1): their code, home district, and whether an admin
// has deactivated them (a deactivated agent cannot sign in and their code sells nothing).
export const saarthiAgents = pgTable(
  'saarthi_agents',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 20 })
      .notNull()
      .references(() => saarthiCodes.code),
    homeDistrict: varchar('home_district', { length: 50 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saarthi_agents_code_key').on(t.code),
    // issue 17 item 2: the admin's pages, newest first
    index('saarthi_agents_created_idx').on(t.createdAt, t.userId),
  ],
);

// DESIGN.md §5 "orders / payments": one row per checkout; amount and plan as they were sold.
// status: created, paid, failed (a failed order can still be paid by a later attempt).
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: varchar('plan_code', { length: 20 })
      .notNull()
      .references(() => plans.code),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    provider: varchar('provider', { length: 12 }).notNull(),
    providerOrderId: varchar('provider_order_id', { length: 64 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }),
    status: varchar('status', { length: 8 }).notNull().default('created'),
    saarthiCode: varchar('saarthi_code', { length: 20 }),
    saarthiAgentId: uuid('saarthi_agent_id'),
    receipt: varchar('receipt', { length: 40 }).notNull(),
    failureReason: varchar('failure_reason', { length: 200 }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_key').on(t.providerOrderId),
    uniqueIndex('payment_orders_provider_payment_key').on(t.providerPaymentId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_saarthi_idx').on(t.saarthiCode, t.paidAt),
  ],
);

// Razorpay webhook deliveries seen (x-razorpay-event-id): a replayed event is answered, not run.
export const paymentEvents = pgTable('payment_events', {
  eventId: varchar('event_id', { length: 80 }).primaryKey(),
  event: varchar('event', { length: 40 }).notNull(),
  providerOrderId: varchar('provider_order_id', { length: 64 }),
  outcome: varchar('outcome', { length: 40 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

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

// WhatsApp messages to users who opted in (DESIGN.md §2), written in the event's transaction and
// sent off the request path by the worker; failures are retried with backoff.
// status: pending, sent, failed (gave up after the last attempt).
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    to: varchar('to', { length: 10 }).notNull(),
    notificationType: varchar('notification_type', { length: 40 }).notNull(),
    text: text('text').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 300 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('whatsapp_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

// Work taken off the request path (issue 6): JOB_POST fan-out to matching seekers in batches.
// kind: 'job_post_fanout' (payload { job_id }, cursor = last seeker id done).
// status: pending, done, failed.
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: uuid('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    cursor: varchar('cursor', { length: 60 }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 300 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('background_tasks_due_idx').on(t.runAfter).where(sql`${t.status} = 'pending'`)],
);

// spec 000 §2.14, §3.6 "Community video" (issue 13): YouTube videos for job seekers; the id is
// the 11-character YouTube id, played through the privacy-enhanced embed. Hidden ones are kept.
export const communityVideos = pgTable(
  'community_videos',
  {
    id: uuid('id').primaryKey(),
    title: varchar('title', { length: 120 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    videoUrl: varchar('video_url', { length: 300 }).notNull(),
    youtubeId: varchar('youtube_id', { length: 11 }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_videos_list_idx').on(t.hidden, t.createdAt)],
);
