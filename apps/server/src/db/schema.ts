import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

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
    /** The GSTIN; null for an unregistered shop (enrolled by PAN only). */
    gstnumber: text('gstnumber'),
    /** regular (tax invoice) | composition (bill of supply) | unregistered (bill of supply, intra-state only). */
    gstRegistration: text('gst_registration', { enum: ['regular', 'composition', 'unregistered'] })
      .notNull()
      .default('regular'),
    /** GST state code (two digits): the GSTIN's first two digits, or the state an unregistered shop picked. */
    stateCode: text('state_code').notNull(),
    image: text('image'),
    /** 6-digit PIN codes and 3-digit prefixes the shop delivers to; empty = everywhere (issue 12 #3). */
    deliveryPins: jsonb('delivery_pins')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
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
    /**
     * A deactivated shop (platform owner's choice) vanishes from the catalog and takes no orders; its orders,
     * invoices and products stay. `deactivatedAt` says since when.
     */
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** The shop's own commission rate in hundredths of a percent (500 = 5 %); null: the platform's default. */
    commissionRateBp: integer('commission_rate_bp'),
    /** Aggregate turnover above ₹5 crore (set by the platform owner): every invoice needs a 6-digit HSN code. */
    turnoverAbove5Cr: boolean('turnover_above_5cr').notNull().default(false),
    /**
     * How many products the shop has, kept by triggers on products (migration 0027): the home list shows a shop
     * once it has something to sell (issue 22 #12). Never written by the services.
     */
    productCount: integer('product_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shops_admin_uq').on(t.adminId),
    // Few rows: the home list's count is the trigger-kept total minus this partial index's count.
    index('shops_unlisted_idx')
      .on(t.id)
      .where(sql`not ${t.active} or ${t.productCount} = 0`),
    // Few rows: the public shop count is the trigger-kept total minus this partial index's count.
    index('shops_inactive_idx')
      .on(t.id)
      .where(sql`not ${t.active}`),
    index('shops_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('shops_category_created_idx').on(t.category, t.createdAt, t.id),
    index('shops_location_created_idx').on(t.location, t.createdAt, t.id),
    index('shops_created_idx').on(t.createdAt, t.id),
    check('shops_gst_registration_ck', sql`${t.gstRegistration} in ('regular','composition','unregistered')`),
    check('shops_gstin_ck', sql`(${t.gstRegistration} = 'unregistered') = (${t.gstnumber} is null)`),
    check('shops_state_code_ck', sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    check('shops_gstin_state_ck', sql`${t.gstnumber} is null or substr(${t.gstnumber}, 1, 2) = ${t.stateCode}`),
    check('shops_commission_rate_ck', sql`${t.commissionRateBp} is null or (${t.commissionRateBp} >= 0 and ${t.commissionRateBp} <= 5000)`),
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
    /** HSN code (4, 6 or 8 digits); null only for products listed before GST data existed. */
    hsnCode: text('hsn_code'),
    /** GST rate in hundredths of a percent (18% = 1800, 0.25% = 25), stored exactly. */
    gstRateBp: integer('gst_rate_bp'),
    /** How much one unit holds, in thousandths (4 L = 4000 with unit `L`); null: the unit alone. */
    netQuantityMilli: integer('net_quantity_milli'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('products_shop_price_idx').on(t.shopId, t.pricePaise),
    /** The home page's newest products in stock (issue 22 #14). */
    index('products_in_stock_created_idx')
      .on(sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.quantity} > 0`),
    // The home search finds the shops that sell a product by its name (shops.repo.ts searchCondition), and
    // GET /api/products/search finds the products themselves: ILIKE '%term%' served by trigrams.
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('products_quantity_ck', sql`${t.quantity} >= 0`),
    check('products_price_ck', sql`${t.pricePaise} > 0`),
    check('products_hsn_ck', sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_net_quantity_ck', sql`${t.netQuantityMilli} is null or (${t.netQuantityMilli} > 0 and ${t.netQuantityMilli} <= 100000000)`),
    check('products_gst_rate_ck', sql`${t.gstRateBp} is null or (${t.gstRateBp} >= 0 and ${t.gstRateBp} <= 10000)`),
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
    status: text('status', { enum: ['Pending', 'Confirmed', 'Delivered', 'Cancelled', 'Refused'] })
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
    check('orders_status_ck', sql`${t.status} in ('Pending','Confirmed','Delivered','Cancelled','Refused')`),
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
    name: text('name').notNull(),
    unit: text('unit'),
    subCategory: text('sub_category'),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** HSN code and GST rate (hundredths of a percent) of the product when ordered. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * A shopper's rating of a shop (`productId` null) or of one product of it, written from a Delivered order of
 * theirs: one per shopper and shop, one per shopper and product (partial unique indexes). Plain text. A hidden
 * review (`hiddenAt`, by the platform owner) leaves the lists and the averages.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_shop_uq')
      .on(t.userId, t.shopId)
      .where(sql`${t.productId} is null`),
    uniqueIndex('reviews_user_product_uq')
      .on(t.userId, t.productId)
      .where(sql`${t.productId} is not null`),
    index('reviews_shop_created_idx').on(t.shopId, t.createdAt),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    check('reviews_stars_ck', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * The next number of each document series per financial year (decision 036): one series per GSTIN (`gstin:<GSTIN>`,
 * shared by every shop registered under it) or, for a shop without one, per shop (`shop:<id>`). Taken by an upsert
 * in the transaction that writes the document, so a rollback gives the number back: no gaps, no duplicates. The
 * prefix is written with the year's first number and never changed, so a renamed shop keeps its year's prefix.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    seriesKey: text('series_key').notNull(),
    /** Indian financial year, e.g. '2627' for April 2026 to March 2027. */
    fy: text('fy').notNull(),
    /** 'invoice' (tax invoices and bills of supply) or 'credit_note'. */
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    prefix: text('prefix').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'document_series_pk', columns: [t.seriesKey, t.fy, t.series] }),
    check('document_series_series_ck', sql`${t.series} in ('invoice','credit_note')`),
    check('document_series_prefix_ck', sql`${t.prefix} ~ '^[A-Z0-9]{2,4}$'`),
    check('document_series_key_ck', sql`${t.seriesKey} ~ '^(gstin|shop):'`),
  ],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['invoice', 'bill_of_supply', 'credit_note'] }).notNull(),
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    fy: text('fy').notNull(),
    /** The series it was numbered in (`document_series.series_key`); null for documents issued before issue 21. */
    seriesKey: text('series_key'),
    /** Position in the series (1, 2, 3, ...) and the printed number built from it. */
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** For a credit note: the invoice it reverses. */
    refersTo: uuid('refers_to'),
    /** Everything printed on the document, as issued. */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_documents_series_number_uq')
      .on(t.seriesKey, t.series, t.number)
      .where(sql`${t.seriesKey} is not null`),
    uniqueIndex('tax_documents_series_seq_uq')
      .on(t.seriesKey, t.series, t.fy, t.seq)
      .where(sql`${t.seriesKey} is not null`),
    index('tax_documents_shop_series_idx').on(t.shopId, t.series, t.fy, t.seq),
    uniqueIndex('tax_documents_order_series_uq').on(t.orderId, t.series),
    index('tax_documents_shop_issued_idx').on(t.shopId, t.issuedAt),
    check('tax_documents_kind_ck', sql`${t.kind} in ('invoice','bill_of_supply','credit_note')`),
    check('tax_documents_series_ck', sql`(${t.kind} = 'credit_note') = (${t.series} = 'credit_note')`),
    check('tax_documents_number_ck', sql`${t.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
  ],
);

/** Each document's PDF, drawn once (off the main thread) and served from here (decision 035); never changed. */
export const taxDocumentPdfs = pgTable('tax_document_pdfs', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => taxDocuments.id, { onDelete: 'restrict' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** new → replied (a reply was mailed) or closed (nothing to answer); decision 052. */
    status: text('status', { enum: ['new', 'replied', 'closed'] })
      .notNull()
      .default('new'),
    reply: text('reply'),
    repliedBy: uuid('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id), check('contact_messages_status_ck', sql`${t.status} in ('new', 'replied', 'closed')`)],
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
    /** Asked since issue 22 #13 (optional in the API, so the spec's form still works). */
    ownerName: text('owner_name'),
    city: text('city'),
    pincode: text('pincode'),
    gstin: text('gstin'),
    /** new → approved (an admin and a shop were created: `shopId`) or declined (`declineReason`); decision 052. */
    status: text('status', { enum: ['new', 'approved', 'declined'] })
      .notNull()
      .default('new'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    shopId: uuid('shop_id'),
    createdAt: createdAt(),
  },
  (t) => [index('shop_queries_created_idx').on(t.createdAt, t.id), check('shop_queries_status_ck', sql`${t.status} in ('new', 'approved', 'declined')`)],
);

/**
 * Row counts of large tables kept by statement-level triggers (migration 0005), so an unfiltered total
 * (the home page's "N shops") is one primary-key read instead of a full count.
 */
export const tableCounts = pgTable('table_counts', {
  name: text('name').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * The platform's settings as dated data (decision 021): one row per change holding every value after it,
 * never updated or deleted (a trigger, migration 0014, refuses both). The row of highest `version` is in force;
 * no row means the defaults (DEFAULT_PLATFORM_SETTINGS). `version` is 1, 2, 3, …: two changes racing for the
 * same version cannot both be written (primary key), so neither is lost.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    version: integer('version').primaryKey(),
    codMaxOrderPaise: bigint('cod_max_order_paise', { mode: 'number' }).notNull(),
    codFeePaise: integer('cod_fee_paise').notNull(),
    /** Hundredths of a percent (500 = 5 %). */
    commissionRateBp: integer('commission_rate_bp').notNull(),
    duesGraceDays: integer('dues_grace_days').notNull(),
    duesBlockThresholdPaise: bigint('dues_block_threshold_paise', { mode: 'number' }).notNull(),
    tcsOnCod: boolean('tcs_on_cod').notNull(),
    /** Null: no order needs the shopper's code. Versions written before it existed read as off and 24 hours. */
    codConfirmAbovePaise: bigint('cod_confirm_above_paise', { mode: 'number' }),
    codConfirmHours: integer('cod_confirm_hours').notNull().default(24),
    /** The API names this change set, e.g. ['codFee']. */
    changed: jsonb('changed').$type<string[]>().notNull(),
    /**
     * Who changed it, and their name as it was. No foreign key: history outlives accounts, and a cascading
     * `set null` would be an UPDATE, which the trigger refuses.
     */
    changedBy: uuid('changed_by').notNull(),
    changedByName: text('changed_by_name').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('platform_settings_version_ck', sql`${t.version} > 0`),
    check('platform_settings_cod_max_ck', sql`${t.codMaxOrderPaise} > 0`),
    check('platform_settings_cod_fee_ck', sql`${t.codFeePaise} >= 0`),
    check('platform_settings_commission_ck', sql`${t.commissionRateBp} between 0 and 10000`),
    check('platform_settings_grace_ck', sql`${t.duesGraceDays} >= 0`),
    check('platform_settings_threshold_ck', sql`${t.duesBlockThresholdPaise} >= 0`),
    check('platform_settings_cod_confirm_ck', sql`${t.codConfirmAbovePaise} is null or ${t.codConfirmAbovePaise} >= 0`),
    check('platform_settings_cod_hours_ck', sql`${t.codConfirmHours} between 1 and 168`),
  ],
);

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
 * Mail waiting to go out (decision 028): written in the transaction of the event that causes it, sent after commit
 * by the outbox worker. `pending` → `sending` (claimed; `next_attempt_at` is then the lease) → `sent`, or back to
 * `pending` with a later `next_attempt_at` after a failed try, `failed` after the last try; `held` when the
 * instance that wrote it has no SMTP_URL (kept for the platform owner's Outbox screen, never sent).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Rendered at send time, e.g. `{ "kind": "invoice", "orderId": "…" }`: the invoice PDF of that order. */
    attachment: jsonb('attachment').$type<{ kind: 'invoice'; orderId: string }>(),
    /**
     * The secret the message carries (reset token, COD code), sealed with a key held only in server memory
     * (decision 039); the texts hold a mark in its place. Null once sent or failed, and always for held messages.
     */
    secret: text('secret'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('outbox_created_idx').on(t.createdAt, t.id),
  ],
);

/** A forgotten password's reset link: only the sha256 of the token is kept; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Rate-limit and login-lockout counters shared by every instance on one PostgreSQL database (decision 026):
 * one row per key (limit, route, client or account), `hits` in the fixed window that ends at `reset_at`.
 * Written only by plugins/rate-limit-store.ts with an atomic upsert; expired rows are pruned. Unused on the
 * embedded database, where the counters live in memory.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
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

/**
 * The platform's public contact details, social links and payee details (issue 22 #7, #8; decision 051): dated
 * versions like `platform_settings`, every value after the change in `values`; a trigger refuses UPDATE and DELETE.
 * No row: nothing is shown (no made-up phone, address or link).
 */
export const platformProfile = pgTable(
  'platform_profile',
  {
    version: integer('version').primaryKey(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    changedBy: uuid('changed_by').notNull(),
    changedByName: text('changed_by_name').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('platform_profile_version_ck', sql`${t.version} > 0`)],
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

/**
 * Domain events (issue 23 #1, decision 054): what a committed change sets off, written in the change's own
 * transaction. After commit the dispatcher hands each event to every subscriber that takes its type (catalog cache,
 * live feed, SMS, PDFs); `done` lists the subscribers that have handled it, so a retry runs only the ones that failed.
 * `secret` is a one-time code sealed with the outbox key (decision 039), wiped once the event is dispatched.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    secret: text('secret'),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    done: text('done')
      .array()
      .notNull()
      .default(sql`'{}'`),
    attempts: integer('attempts').notNull().default(0),
    /** First the grace the recording request has to dispatch it itself; then the lease, then the next retry. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 seconds'`),
    lastError: text('last_error'),
    createdAt: createdAt(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('domain_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    check('domain_events_status_ck', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);
