/** What shops owe the platform: the ledger, its kept sums and the payments shops report. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { taxDocuments } from './invoices.js';
import { orders } from './orders.js';
import { shops } from './shops.js';

/**
 * What each shop owes the platform and what it paid (issue 12 #4): append-only. A trigger (migration 0015)
 * refuses UPDATE and DELETE; a mistake is corrected by a reversing entry that points at the original.
 * `amountPaise` is signed: positive = the shop owes the platform (commission, GST on it, TCS/TDS the platform
 * paid for it), negative = the shop paid or was credited. The balance is the sum; what is overdue is the sum of
 * the entries whose `dueAt` has passed (decision 024). `idempotencyKey` (unique) makes every event post once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['commission', 'commission_gst', 'tcs', 'tds', 'payment', 'reversal'] }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The value the rate applied to (paise) and the rate (hundredths of a percent); null for payments and reversals. */
    basePaise: bigint('base_paise', { mode: 'number' }),
    rateBp: integer('rate_bp'),
    /** What caused it: the delivered order, the credit note, the payment, the entry it reverses. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    creditNoteId: uuid('credit_note_id').references(() => taxDocuments.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id'),
    reversesId: uuid('reverses_id'),
    /** A payment's method (PAYMENT_METHODS) and reference (UTR, cheque number...). */
    method: text('method'),
    reference: text('reference'),
    /** Why (a reversal's reason, a credit note's number). */
    note: text('note'),
    /** When it happened: the delivery, the credit note, the day a payment was received. */
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** When it falls due: posted + the grace days in force when posted (a reversal keeps the original's). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who recorded it (payments and reversals); null for postings the system made. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('ledger_entries_reverses_uq')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    index('ledger_entries_shop_posted_idx').on(t.shopId, t.postedAt, t.id),
    /** Every shop's entries read in batches, oldest first, for the platform's CSV (migration 0067, issue 30). */
    index('ledger_entries_posted_idx').on(t.postedAt, t.createdAt, t.id),
    index('ledger_entries_shop_due_idx').on(t.shopId, t.dueAt),
    index('ledger_entries_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    check('ledger_entries_kind_ck', sql`${t.kind} in ('commission','commission_gst','tcs','tds','payment','reversal')`),
    check('ledger_entries_reversal_ck', sql`(${t.kind} = 'reversal') = (${t.reversesId} is not null)`),
    check('ledger_entries_payment_ck', sql`(${t.kind} = 'payment') = (${t.paymentId} is not null and ${t.method} is not null)`),
  ],
);

/**
 * Each shop's ledger balance (sum of its entries, paise) and entry count, kept by a trigger on ledger_entries
 * (migration 0015): the checkout's "is this shop blocked" and the platform owner's list read one row per shop.
 */
export const ledgerBalances = pgTable('ledger_balances', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'restrict' }),
  balancePaise: bigint('balance_paise', { mode: 'number' }).notNull(),
  entries: integer('entries').notNull(),
});

/**
 * Each shop's net amount per due instant (paise) and entry count, kept by the same trigger (migration 0022):
 * "due by when", what is overdue and a payment's reply read the few groups they need, never every entry.
 */
export const ledgerDueGroups = pgTable(
  'ledger_due_groups',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_due_groups_pk', columns: [t.shopId, t.dueAt] })],
);

/**
 * A payment a shop owner says they made to the platform (issue 22 #8): `pending` until the platform owner confirms
 * it (a ledger payment is then recorded, `ledgerEntryId`) or rejects it with a reason. One live report per shop
 * and reference (case-insensitive), so a reference cannot be claimed twice.
 */
export const paymentClaims = pgTable(
  'payment_claims',
  {
    id: uuid('id').primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull(),
    /** The day the owner says they paid (YYYY-MM-DD, IST). */
    paidOn: text('paid_on').notNull(),
    note: text('note'),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected'] })
      .notNull()
      .default('pending'),
    reportedBy: uuid('reported_by'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    ledgerEntryId: uuid('ledger_entry_id'),
  },
  (t) => [
    index('payment_claims_shop_idx').on(t.shopId, t.reportedAt),
    index('payment_claims_pending_idx')
      .on(t.reportedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('payment_claims_reference_uq')
      .on(t.shopId, sql`lower(${t.reference})`)
      .where(sql`${t.status} <> 'rejected'`),
    check('payment_claims_amount_ck', sql`${t.amountPaise} > 0`),
    check('payment_claims_status_ck', sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
  ],
);
