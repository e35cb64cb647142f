/** Product search (issue 25, decision 069): kept by triggers on products (migration 0035), read by the search repo. */
import { customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per product: its normalised words (`search_norm`, the SQL twin of modules/search/domain/normalise.ts)
 * weighted A (name), B (category and sub-category), C (description). Written by the products trigger in the
 * transaction that writes the product; never by the services.
 */
export const searchDocs = pgTable(
  'search_docs',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    doc: tsvector('doc').notNull(),
  },
  (t) => [index('search_docs_doc_idx').using('gin', t.doc)],
);

/** Every normalised word of letters the catalog has used: typo candidates and "did you mean" (trigram index). */
export const searchVocab = pgTable('search_vocab', { term: text('term').primaryKey() }, (t) => [
  index('search_vocab_term_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);
