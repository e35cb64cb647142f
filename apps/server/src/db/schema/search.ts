/** Product search (issue 25, decision 069): kept by triggers on products (migration 0035), read by the search repo. */
import { boolean, customType, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per product: its normalised words (`search_norm`, the SQL twin of modules/search/domain/normalise.ts)
 * weighted A (name), B (category and sub-category), C (description). Written by the products trigger in the
 * transaction that writes the product; never by the services. Beside it, copies of what ranking, filtering and
 * counting read (migration 0071, decision 114), so a match is ranked and counted without reading products or shops:
 * kept by the same trigger, by one on the product's price, stock (crossing zero), stars and shop, by one on the
 * shop's `active` (`listed`) and by one on the product's variants (`options`).
 */
export const searchDocs = pgTable(
  'search_docs',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    doc: tsvector('doc').notNull(),
    shopId: uuid('shop_id'),
    name: text('name').notNull().default(''),
    category: text('category').notNull().default(''),
    pricePaise: integer('price_paise').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(false),
    avgStars: numeric('avg_stars'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The product's shop is active (listed to shoppers). */
    listed: boolean('listed').notNull().default(false),
    /** The Size and Colour (or Color) values of its live variants, 'size:M' and 'colour:Red' (a trigger on variants). */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('search_docs_doc_idx').using('gin', t.doc), index('search_docs_shop_idx').on(t.shopId)],
);

/** Every normalised word of letters the catalog has used: typo candidates and "did you mean" (trigram index). */
export const searchVocab = pgTable('search_vocab', { term: text('term').primaryKey() }, (t) => [
  index('search_vocab_term_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);
