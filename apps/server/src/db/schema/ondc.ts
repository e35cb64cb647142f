/** ONDC (issue 29, decision 087): the network's side of an order a buyer app placed. */
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns.js';
import { orders } from './orders.js';

/** A buyer app's own side of an order, as its confirm gave it (migration 0061). */
export interface OndcBuyerTerms {
  settlementDetails?: Array<Record<string, string>>;
  bapTerms?: { code: 'bap_terms'; list?: unknown };
}

/** A buyer app's finder fee, as ONDC gives it: a percentage of the order or an amount in rupees. */
export interface OndcFinderFee {
  type: 'percent' | 'amount';
  amount: string;
}

/** One per ONDC order: the buyer app, its transaction and its own order id; (bap_id, transaction_id) is unique. */
export const ondcOrders = pgTable(
  'ondc_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    bapId: text('bap_id').notNull(),
    bapUri: text('bap_uri').notNull(),
    transactionId: text('transaction_id').notNull(),
    buyerOrderId: text('buyer_order_id').notNull(),
    domain: text('domain').notNull(),
    city: text('city').notNull(),
    /** ONDC's reason code when the order was cancelled through the network. */
    cancelReason: text('cancel_reason'),
    /** What the buyer app's confirm said of its side: its settlement details and `bap_terms`, repeated in later callbacks. */
    buyerTerms: jsonb('buyer_terms').$type<OndcBuyerTerms>(),
    /** The billing the buyer app's confirm gave (migration 0065), repeated as given in later callbacks (retail 1.2.5). */
    billing: jsonb('billing').$type<Record<string, unknown>>(),
    /** The delivery's end the confirm gave (migration 0068): the buyer's GPS, address and contact, repeated as given. */
    fulfillmentEnd: jsonb('fulfillment_end').$type<Record<string, unknown>>(),
    /** The order's `created_at` as the buyer app's confirm gave it (else the confirm's own time), repeated as given. */
    buyerCreatedAt: text('buyer_created_at'),
    /** The buyer app's finder fee for this order: its confirm's, else the one its search declared. */
    finderFee: jsonb('finder_fee').$type<OndcFinderFee>(),
    /** The time Bazaar's on_confirm gave as the order's `updated_at`: when its fulfillment became Pending. */
    onConfirmAt: timestamp('on_confirm_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ondc_orders_transaction_uq').on(t.bapId, t.transactionId)],
);

/**
 * The finder fee a buyer app declared in its search (migration 0068), by transaction: its init need not repeat it, and
 * Bazaar's on_select/on_init give it back.
 */
export const ondcSearchFees = pgTable(
  'ondc_search_fees',
  {
    bapId: text('bap_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    feeType: text('fee_type', { enum: ['percent', 'amount'] }).notNull(),
    feeAmount: text('fee_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'ondc_search_fees_pk', columns: [t.bapId, t.transactionId] }),
    check('ondc_search_fees_type_ck', sql`${t.feeType} in ('percent', 'amount')`),
    check('ondc_search_fees_amount_ck', sql`${t.feeAmount} ~ '^[0-9]{1,7}(\\.[0-9]{1,2})?$'`),
    index('ondc_search_fees_created_idx').on(t.createdAt),
  ],
);

export type OndcOrderRow = typeof ondcOrders.$inferSelect;
