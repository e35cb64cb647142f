import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** Always stored lower-cased; unique. */
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ['user', 'admin', 'superadmin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_ck', sql`${t.role} in ('user','admin','superadmin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the opaque cookie value; the value itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    pan: text('pan').notNull(),
    gstnumber: text('gstnumber').notNull(),
    image: text('image'),
    /** One shop per admin; an admin who owns a shop cannot be deleted (restrict). */
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    razorpayAccountId: text('razorpay_account_id'),
    /**
     * lower(name, owner's name, category, location), separated by chr(31): what the home search matches with
     * ILIKE through a trigram index. Kept up to date by triggers (shops insert/update, users name change;
     * migration 0003), so every writer — service, fixtures, bulk seeding — gets it right.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shops_admin_uq').on(t.adminId),
    index('shops_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('shops_category_created_idx').on(t.category, t.createdAt, t.id),
    index('shops_location_created_idx').on(t.location, t.createdAt, t.id),
    index('shops_created_idx').on(t.createdAt, t.id),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** Stock on hand; never negative. */
    quantity: integer('quantity').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    unit: text('unit'),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('products_shop_price_idx').on(t.shopId, t.pricePaise),
    check('products_quantity_ck', sql`${t.quantity} >= 0`),
    check('products_price_ck', sql`${t.pricePaise} > 0`),
  ],
);

/** A user's cart: one line per product. Price, name and image are always read from the product. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('cart_lines_quantity_ck', sql`${t.quantity} > 0`)],
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
    address: text('address').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkouts_user_key_uq').on(t.userId, t.idempotencyKey)],
);

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
    paymentMethod: text('payment_method').notNull().default('COD'),
    status: text('status', { enum: ['Pending', 'Confirmed', 'Delivered', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('orders_shop_status_created_idx').on(t.shopId, t.status, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    check('orders_status_ck', sql`${t.status} in ('Pending','Confirmed','Delivered','Cancelled')`),
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
    name: text('name').notNull(),
    unit: text('unit'),
    subCategory: text('sub_category'),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id)],
);

export const shopQueries = pgTable(
  'shop_queries',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    pan: text('pan').notNull(),
    address: text('address').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_queries_created_idx').on(t.createdAt, t.id)],
);

/**
 * Row counts of large tables kept by statement-level triggers (migration 0005), so an unfiltered total
 * (the home page's "N shops") is one primary-key read instead of a full count.
 */
export const tableCounts = pgTable('table_counts', {
  name: text('name').primaryKey(),
  n: integer('n').notNull(),
});
