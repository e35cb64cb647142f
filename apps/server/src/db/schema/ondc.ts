/** ONDC (issue 29, decision 087): the network's side of an order a buyer app placed. */
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orders } from './orders.js';

/** A buyer app's own side of an order, as its confirm gave it (migration 0061). */
export interface OndcBuyerTerms {
  settlementDetails?: Array<Record<string, string>>;
  bapTerms?: { code: 'bap_terms'; list?: unknown };
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ondc_orders_transaction_uq').on(t.bapId, t.transactionId)],
);

export type OndcOrderRow = typeof ondcOrders.$inferSelect;
