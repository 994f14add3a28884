import { timestamp } from 'drizzle-orm/pg-core';

// DESIGN.md §5. Ids are UUID v7 made by the app (platform/ids.ts); times are timestamptz.
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
