/** Returns (issue 26 #1-#4; decision 084): shops' dated return policies, return requests and their lines. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orderItems, orders } from './orders.js';
import { shops } from './shops.js';

/** Dated versions per shop like `platform_settings` (decision 021): a trigger (migration 0043) refuses UPDATE. */
export const shopReturnPolicies = pgTable(
  'shop_return_policies',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['none', 'return', 'replacement'] }).notNull(),
    days: integer('days').notNull(),
    changedBy: uuid('changed_by').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'shop_return_policies_pk', columns: [t.shopId, t.version] }),
    check('shop_return_policies_kind_ck', sql`${t.kind} in ('none','return','replacement')`),
  ],
);

export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['Requested', 'Accepted', 'Declined', 'PickedUp', 'Received', 'Refunded', 'Replaced'] })
      .notNull()
      .default('Requested'),
    resolution: text('resolution', { enum: ['refund', 'replacement'] }).notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    declineReason: text('decline_reason'),
    /** Set on Received: whether the items went back on stock. */
    resellable: boolean('resellable'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The shop must accept or decline by then, else the request is escalated to the platform owner. */
    decideBy: timestamp('decide_by', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** Where a cash order's refund goes (#3): a UPI ID, or a bank account sealed at rest with its last 4 digits shown. */
    refundUpiId: text('refund_upi_id'),
    refundAccountSealed: text('refund_account_sealed'),
    refundAccountLast4: text('refund_account_last4'),
    refundIfsc: text('refund_ifsc'),
    refundHolder: text('refund_holder'),
    refundReference: text('refund_reference'),
    refundDate: date('refund_date'),
    refundRecordedAt: timestamp('refund_recorded_at', { withTimezone: true }),
    refundConfirmed: boolean('refund_confirmed'),
    refundNote: text('refund_note'),
    refundAnsweredAt: timestamp('refund_answered_at', { withTimezone: true }),
    /** The credit note of the returned lines (#4). */
    creditNoteId: uuid('credit_note_id'),
    /** A refund return: received + the refund days in force then (migration 0050); past it, flagged overdue. */
    refundDueBy: timestamp('refund_due_by', { withTimezone: true }),
    /** When the platform owners were mailed that the refund is overdue (migration 0058): once per return. */
    refundOverdueMailedAt: timestamp('refund_overdue_mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.createdAt),
    index('returns_shop_idx').on(t.shopId, t.createdAt),
    index('returns_undecided_idx')
      .on(t.decideBy)
      .where(sql`${t.status} = 'Requested' and ${t.escalatedAt} is null`),
    index('returns_refund_due_idx')
      .on(t.refundDueBy)
      .where(sql`${t.status} = 'Received' and ${t.resolution} = 'refund'`),
    check('returns_status_ck', sql`${t.status} in ('Requested','Accepted','Declined','PickedUp','Received','Refunded','Replaced')`),
    check('returns_resolution_ck', sql`${t.resolution} in ('refund','replacement')`),
    // A bank account is whole (sealed number, last four, IFSC, holder) or absent, and never beside a UPI ID (migration 0058).
    check(
      'returns_refund_account_ck',
      sql`(${t.refundAccountSealed} is null and ${t.refundAccountLast4} is null and ${t.refundIfsc} is null and ${t.refundHolder} is null) or (${t.refundAccountSealed} is not null and ${t.refundAccountLast4} ~ '^[0-9]{4}$' and ${t.refundIfsc} is not null and ${t.refundHolder} is not null and ${t.refundUpiId} is null)`,
    ),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'restrict' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ name: 'return_lines_pk', columns: [t.returnId, t.itemId] }),
    index('return_lines_item_idx').on(t.itemId),
    check('return_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** The decide and refund clocks as dated versions (decision 092): a trigger (migration 0050) refuses UPDATE and DELETE. */
export const returnSettings = pgTable(
  'return_settings',
  {
    version: integer('version').primaryKey(),
    decideHours: integer('decide_hours').notNull(),
    refundDays: integer('refund_days').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    changedBy: uuid('changed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('return_settings_decide_hours_ck', sql`${t.decideHours} between 1 and 168`),
    check('return_settings_refund_days_ck', sql`${t.refundDays} between 1 and 30`),
  ],
);

/**
 * Who was shown a refund's whole account number, and when (issue 26 #3, decision 100 addendum): appended by
 * `GET /api/admin/returns/:id/refund-account`, read by the platform owner; a trigger (migration 0062) refuses UPDATE
 * and DELETE. `viewer_id` has no key: the log outlives a deleted admin account.
 */
export const refundAccountViews = pgTable(
  'refund_account_views',
  {
    id: uuid('id').primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'restrict' }),
    viewerId: uuid('viewer_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_account_views_return_idx').on(t.returnId, t.viewedAt)],
);

/**
 * A return request's photos (issue 26 #2, decision 084 addendum of 2026-11-27): at most 3, in the private area of
 * the image store under `storage_key`; read through the access-checked route only. Erasure deletes rows and files.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'restrict' }),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_photos_return_idx').on(t.returnId, t.createdAt)],
);
