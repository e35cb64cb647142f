/** Orders, their items as ordered, and the codes that confirm large COD orders. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { products, productVariants } from './catalog.js';
import { checkouts } from './checkout.js';
import { shops } from './shops.js';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    /** The structured delivery address ({ name, phone, line1, line2?, city, state, pincode }); null for older orders. */
    deliveryAddress: jsonb('delivery_address'),
    /** GST state code of the delivery address: the place of supply. Null for older orders. */
    buyerStateCode: text('buyer_state_code'),
    paymentMethod: text('payment_method').notNull().default('COD'),
    status: text('status', { enum: ['Pending', 'Confirmed', 'Packed', 'Shipped', 'Delivered', 'Cancelled', 'Refused'] })
      .notNull()
      .default('Pending'),
    /** bigint: an order may reach MAX_CHECKOUT_TOTAL_PAISE, past 2^31 (decision 018). */
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    /** The COD handling fee charged on this order, and the COD cap in force when it was placed (issue 12 #3). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** Null for orders placed before the cap existed. */
    codMaxOrderPaise: bigint('cod_max_order_paise', { mode: 'number' }),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the shop marked it Packed and Shipped ("Out for delivery", issue 29); null when the step was skipped. */
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Who cancelled ('customer', 'shop', or 'platform' when an order awaiting the shopper's code was cancelled by
     * itself); null unless Cancelled (and for orders cancelled before it was kept).
     */
    cancelledBy: text('cancelled_by', { enum: ['customer', 'shop', 'platform'] }),
    /** The shopper's reason (shared CANCEL_REASONS) and optional note, shown to the shop owner. */
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    /** When the shop marked the parcel as refused, and why (shared REFUSE_REASONS code, optional). */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refuseReason: text('refuse_reason', { enum: ['refused_at_door', 'not_reachable', 'wrong_address', 'other'] }),
    /**
     * Set when the order needed the shopper's 6-digit code (platform setting codConfirmAbove, issue 13 #5): the
     * moment it is cancelled by itself if still unconfirmed. `codConfirmedAt`: when the shopper gave the code.
     */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /**
     * The terms the order's money is computed with, recorded when it is placed and never changed (decision 037,
     * migration 0022): the commission rate (hundredths of a percent: the shop's own, else the platform's),
     * whether TCS applies to cash on delivery (the setting tcsOnCod) and the shop's PAN. A trigger fills each one
     * left out from the shop and the settings in force, in the inserting transaction, and refuses any change; so
     * the column default is null and the database never stores one.
     */
    commissionRateBp: integer('commission_rate_bp')
      .notNull()
      .default(sql`null`),
    tcsOnCod: boolean('tcs_on_cod')
      .notNull()
      .default(sql`null`),
    sellerPan: text('seller_pan')
      .notNull()
      .default(sql`null`),
    /** The shop's return policy when placed ({ kind, days }), filled by a trigger and never changed (migration 0043). */
    returnPolicy: jsonb('return_policy').$type<{ kind: 'none' | 'return' | 'replacement'; days: number }>(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The sweep that cancels unconfirmed orders reads only the ones still waiting.
    index('orders_cod_awaiting_idx')
      .on(t.codConfirmBy)
      .where(sql`${t.codConfirmBy} is not null and ${t.codConfirmedAt} is null and ${t.status} = 'Pending'`),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('orders_shop_status_created_idx').on(t.shopId, t.status, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    // The shopper's history (Delivered / Refused counts per user) is one grouped query over this index.
    index('orders_user_status_idx').on(t.userId, t.status),
    check('orders_status_ck', sql`${t.status} in ('Pending','Confirmed','Packed','Shipped','Delivered','Cancelled','Refused')`),
    check('orders_refuse_reason_ck', sql`${t.refuseReason} is null or ${t.refuseReason} in ('refused_at_door','not_reachable','wrong_address','other')`),
    check('orders_commission_rate_ck', sql`${t.commissionRateBp} between 0 and 10000`),
  ],
);

/** Snapshot of each item as it was when ordered; later product edits never change it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant ordered (null once deleted); its SKU and options are kept below as they were (migration 0037). */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    name: text('name').notNull(),
    unit: text('unit'),
    subCategory: text('sub_category'),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** HSN code and GST rate (hundredths of a percent) of the product when ordered. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    /** Whether the product was returnable when ordered, copied by a trigger (migration 0043). */
    returnable: boolean('returnable').notNull().default(true),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * The code a shopper must give to confirm a COD order above the platform's setting (issue 13 #5): one row per
 * order, replaced on a resend. Only a hash is kept (scrypt, like passwords); `attempts` counts wrong tries of
 * this code (5 allowed), `sends` every code sent for the order (a resend after 60 s, at most 5 in all).
 */
export const codConfirmationCodes = pgTable(
  'cod_confirmation_codes',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('cod_codes_attempts_ck', sql`${t.attempts} >= 0`), check('cod_codes_sends_ck', sql`${t.sends} >= 1`)],
);
