/** The catalog: what shops sell. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { shops } from './shops.js';

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
    /** The cover photo (the first); the spec's replies read it. */
    image: text('image'),
    /** The other photos, in order after the cover: at most 7, so 8 in all (issue 24 #5, migration 0055). */
    gallery: jsonb('gallery')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** HSN code (4, 6 or 8 digits); null only for products listed before GST data existed. */
    hsnCode: text('hsn_code'),
    /** GST rate in hundredths of a percent (18% = 1800, 0.25% = 25), stored exactly. */
    gstRateBp: integer('gst_rate_bp'),
    /** How much one unit holds, in thousandths (4 L = 4000 with unit `L`); null: the unit alone. */
    netQuantityMilli: integer('net_quantity_milli'),
    /** MRP of the default variant (or, with options, of the lowest-priced one); never below the price (migration 0036). */
    mrpPaise: integer('mrp_paise'),
    /** Pre-packed: the rule 6(10) declarations are required; false (the default) is sold loose. */
    packaged: boolean('packaged').notNull().default(false),
    /** false: this product narrows its shop's return policy to no returns (issue 26 #1, migration 0043). */
    returnable: boolean('returnable').notNull().default(true),
    /** Up to 3 options with their values, e.g. [{ name: 'Size', values: ['7', '8'] }]; [] has one default variant. */
    options: jsonb('options').$type<Array<{ name: string; values: string[] }>>().notNull().default([]),
    /** The rule 6(10) declarations (Legal Metrology (Packaged Commodities) Rules 2011); null when none given. */
    declarations: jsonb('declarations').$type<Record<string, string>>(),
    /** ONDC's retail category id for the product (e.g. `Fruits and Vegetables`); null: defaulted from its category. */
    ondcCategory: text('ondc_category'),
    /** Country of origin, ISO 3166-1 alpha-3 (migration 0070, decision 112): India unless the owner says otherwise. */
    originCountry: text('origin_country').notNull().default('IND'),
    /** avg(stars) of its visible reviews, null with none: kept by a trigger on reviews (migration 0060). */
    avgStars: numeric('avg_stars'),
    createdAt: createdAt(),
    /** The last change of any kind, stock included; set by a trigger (migration 0052) for ONDC's incremental catalog. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('products_updated_at_idx').on(t.shopId, t.updatedAt),
    index('products_shop_price_idx').on(t.shopId, t.pricePaise),
    /** The home page's newest products in stock (issue 22 #14). */
    index('products_in_stock_created_idx')
      .on(sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.quantity} > 0`),
    // The home search finds the shops that sell a product by its name (shops.repo.ts searchCondition), and
    // GET /api/products/search finds the products themselves: ILIKE '%term%' served by trigrams.
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('products_quantity_ck', sql`${t.quantity} >= 0`),
    check('products_gallery_ck', sql`jsonb_typeof(${t.gallery}) = 'array' and jsonb_array_length(${t.gallery}) <= 7`),
    check('products_price_ck', sql`${t.pricePaise} > 0`),
    check('products_hsn_ck', sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_net_quantity_ck', sql`${t.netQuantityMilli} is null or (${t.netQuantityMilli} > 0 and ${t.netQuantityMilli} <= 100000000)`),
    check('products_mrp_ck', sql`${t.mrpPaise} is null or ${t.mrpPaise} >= ${t.pricePaise}`),
    check('products_origin_country_ck', sql`${t.originCountry} ~ '^[A-Z]{3}$'`),
    check('products_gst_rate_ck', sql`${t.gstRateBp} is null or (${t.gstRateBp} >= 0 and ${t.gstRateBp} <= 10000)`),
  ],
);

/**
 * A product's variants (migration 0036, decision 072). A product without options has exactly one, whose id is the
 * product's and whose price, MRP and stock follow the product row (trigger products_default_variant). A variant
 * that was ordered is archived, never deleted; only live variants (archived_at null) are sold.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** Option name → value, e.g. { Size: '8', Colour: 'Red' }; {} for the default variant. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise'),
    quantity: integer('quantity').notNull(),
    image: text('image'),
    netQuantityMilli: integer('net_quantity_milli'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_shop_sku_uq')
      .on(t.shopId, sql`lower(${t.sku})`)
      .where(sql`${t.archivedAt} is null`),
    check('product_variants_quantity_ck', sql`${t.quantity} >= 0`),
    check('product_variants_price_ck', sql`${t.pricePaise} > 0`),
    check('product_variants_mrp_ck', sql`${t.mrpPaise} is null or ${t.mrpPaise} >= ${t.pricePaise}`),
  ],
);

/** A catalog item as it was when it went, for ONDC's incremental catalog (migration 0070, decision 112). */
export interface RemovedCatalogItem {
  name: string;
  description: string;
  pricePaise: number;
  mrpPaise: number | null;
  category: string;
  subCategory: string | null;
  ondcCategory: string | null;
  unit: string | null;
  image: string | null;
  sku: string;
  hsnCode: string | null;
  options: Array<{ name: string; values: string[] }>;
  variantOptions: Record<string, string>;
  packaged: boolean;
  declarations: Record<string, string> | null;
  originCountry: string;
  createdAt: string;
}

/**
 * A catalog item taken off sale (its product deleted, or the variant deleted or archived), written by the triggers of
 * migration 0070 with what the item was, so an incremental on_search can send it disabled. Product ids are not keys
 * here: the product is gone.
 */
export const catalogItemRemovals = pgTable(
  'catalog_item_removals',
  {
    itemId: uuid('item_id').primaryKey(),
    productId: uuid('product_id').notNull(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
    item: jsonb('item').$type<RemovedCatalogItem>().notNull(),
  },
  (t) => [index('catalog_item_removals_shop_idx').on(t.shopId, t.removedAt)],
);
