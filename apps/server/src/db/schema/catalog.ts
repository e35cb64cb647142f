/** The catalog: what shops sell. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
