import {
  boolean,
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
import { users } from './accounts';
import { createdAt } from './columns';

// Plans, Saarthi codes and agents, payment orders and the payment webhooks seen.

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
