import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// Who signs in and what they keep: users, one-time codes, sessions and refresh tokens,
// notifications, contact messages, spent captcha proofs, the audit log, uploaded files.

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
    // the text in the recipient's language when it was written (the data export, WhatsApp)
    payload: text('payload').notNull(),
    // what fills the type's text, which is written again in the reader's screen language when
    // read (platform/notify.ts); null where there are none (a row older than them, or one whose
    // values named a person who has since deleted their account: its payload was scrubbed)
    vars: jsonb('vars').$type<Record<string, unknown>>(),
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
