/** Privacy (issue 26 #6, #7; decision 085): the dated privacy notice and the erasure requests. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Dated versions, never edited (a trigger refuses UPDATE and DELETE; migration 0044): a new text is a new version. */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    version: integer('version').primaryKey(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [check('privacy_notices_version_ck', sql`${t.version} > 0`)],
);

/** An erasure that could not be done at once (open orders): a platform owner completes it later. */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Pending', 'Completed'] })
      .notNull()
      .default('Pending'),
    /** Why it was not automatic, in words the platform owner reads. */
    reason: text('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by'),
  },
  (t) => [
    uniqueIndex('erasure_requests_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'Pending'`),
    index('erasure_requests_status_requested_idx').on(t.status, t.requestedAt),
    check('erasure_requests_status_ck', sql`${t.status} in ('Pending', 'Completed')`),
  ],
);
