/** Shops and the requests to open one. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OpeningHour } from '@bazaar/shared';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

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
    /** Where the shop is, "lat,long" with at least 4 decimals (ONDC's provider location; migration 0046). */
    gps: text('gps'),
    /** The shop's PIN code, when its address does not end with it (ONDC's area code; migration 0046). */
    pincode: text('pincode'),
    /** The name on the seller's GST registration or PAN, shown in Product details; null: the shop's name (migration 0055). */
    legalName: text('legal_name'),
    /** When the shop is open, IST, one opening a day (issue 29 #7, migration 0065); [] = none given. */
    openingHours: jsonb('opening_hours')
      .$type<OpeningHour[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The email buyers on ONDC are given for the shop (issue 29 #3, migration 0065); null: the platform's support email. */
    contactEmail: text('contact_email'),
    createdAt: createdAt(),
    /** The last change of any kind; set by a trigger (migration 0052) for ONDC's incremental catalog. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    check('shops_gps_ck', sql`${t.gps} is null or ${t.gps} ~ '^-?[0-9]{1,2}\\.[0-9]{4,},-?[0-9]{1,3}\\.[0-9]{4,}$'`),
    check('shops_legal_name_ck', sql`${t.legalName} is null or char_length(${t.legalName}) between 2 and 200`),
    check('shops_contact_email_ck', sql`${t.contactEmail} is null or (char_length(${t.contactEmail}) <= 254 and ${t.contactEmail} like '%_@_%')`),
    check('shops_opening_hours_ck', sql`jsonb_typeof(${t.openingHours}) = 'array' and jsonb_array_length(${t.openingHours}) <= 7`),
    check('shops_pincode_ck', sql`${t.pincode} is null or ${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('shops_commission_rate_ck', sql`${t.commissionRateBp} is null or (${t.commissionRateBp} >= 0 and ${t.commissionRateBp} <= 5000)`),
  ],
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
