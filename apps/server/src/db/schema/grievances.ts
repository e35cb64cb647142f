/** Grievances (issue 26 #5; decision 081): the dated clocks and officer, the tickets and their append-only messages. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { GrievanceOfficer } from '@bazaar/shared';
import { users } from './accounts.js';
import { orders } from './orders.js';
import { products } from './catalog.js';
import { shops } from './shops.js';

/** Dated versions like `platform_settings` (decision 021): a trigger (migration 0042) refuses UPDATE and DELETE. */
export const grievanceSettings = pgTable(
  'grievance_settings',
  {
    version: integer('version').primaryKey(),
    ackHours: integer('ack_hours').notNull(),
    resolveDays: integer('resolve_days').notNull(),
    reopenDays: integer('reopen_days').notNull(),
    officer: jsonb('officer').$type<GrievanceOfficer | null>(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    changedBy: uuid('changed_by').notNull(),
    changedByName: text('changed_by_name').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('grievance_settings_version_ck', sql`${t.version} > 0`)],
);

export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey(),
    /** GRV-000042, from a sequence (a gap after a rollback is harmless for a ticket). */
    ticketNumber: text('ticket_number').notNull(),
    /** Null for an anonymous complainant, or once the account was erased. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    about: text('about', { enum: ['order', 'product', 'shop', 'platform'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The shop that answers it (the order's or the product's shop); null: the platform owner. */
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['Open', 'InProgress', 'Escalated', 'Resolved', 'Reopened'] })
      .notNull()
      .default('Open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    settingsVersion: integer('settings_version').notNull().default(0),
  },
  (t) => [
    unique('grievances_ticket_uq').on(t.ticketNumber),
    index('grievances_shop_idx').on(t.shopId, t.createdAt),
    index('grievances_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE, except an account's erasure: migration 0042). */
export const grievanceMessages = pgTable(
  'grievance_messages',
  {
    id: uuid('id').primaryKey(),
    grievanceId: uuid('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'restrict' }),
    author: text('author', { enum: ['complainant', 'shop', 'platform', 'clock'] }).notNull(),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('grievance_messages_grievance_idx').on(t.grievanceId, t.createdAt)],
);
