import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

// Work off the request path (the WhatsApp outbox, background tasks) and the community videos.

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
