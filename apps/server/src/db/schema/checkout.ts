/** Checkout: a shopper's cart, saved addresses and each checkout of a cart. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { products, productVariants } from './catalog.js';

/**
 * A user's cart: one line per variant (a product without options has one, with the product's id). Price, name and
 * image are always read from the product and its variant. A line inserted without `variantId` gets the product's
 * default variant (trigger cart_lines_default_variant_tg, migration 0037).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .default(sql`null`)
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    index('cart_lines_product_idx').on(t.productId),
    check('cart_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * A shopper's saved delivery addresses (migration 0028, decision 049): the checkout's fields, checked as the
 * checkout checks them. At most one default per user (partial unique index); writes lock the user's row.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('saved_addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** One checkout of a cart; it creates one order per shop, all in one transaction. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the request the key was first used with (address, items, total, shops); null for older rows. */
    requestHash: text('request_hash'),
    address: text('address').notNull(),
    /** bigint: a checkout may reach MAX_CHECKOUT_TOTAL_PAISE, past 2^31 (decision 018). */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkouts_user_key_uq').on(t.userId, t.idempotencyKey)],
);
