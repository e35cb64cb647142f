/** Tax documents (invoices, bills of supply, credit notes), their numbering and their PDFs. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';
import { orders } from './orders.js';
import { shops } from './shops.js';

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
    /** For a credit note of returned lines: the return it credits (one per return; migration 0043). */
    returnId: uuid('return_id'),
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
    uniqueIndex('tax_documents_order_series_uq')
      .on(t.orderId, t.series)
      .where(sql`${t.returnId} is null`),
    uniqueIndex('tax_documents_return_uq')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    index('tax_documents_shop_issued_idx').on(t.shopId, t.issuedAt),
    /** The platform's reports of a month, read in batches in issue order (migration 0067, issue 30). */
    index('tax_documents_issued_idx').on(t.issuedAt, t.series, t.seq, t.id),
    index('tax_documents_order_idx').on(t.orderId, t.series),
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

/**
 * The GST register's and the TCS report's figures of each tax document (migration 0069, decision 113): written
 * once from the snapshot by the trigger on `tax_documents` in the statement that inserts the document, never
 * changed, so a month's sums are SQL aggregates over these few columns. Amounts unsigned, as on the document;
 * `sign` is -1 for a credit note. `issued_ms` is `issued_at` to the millisecond (the snapshot's `issuedAt`).
 */
export const registerDocuments = pgTable(
  'register_documents',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => taxDocuments.id, { onDelete: 'restrict' }),
    shopId: uuid('shop_id').notNull(),
    orderId: uuid('order_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuedMs: timestamp('issued_ms', { withTimezone: true }).notNull(),
    series: text('series').notNull(),
    seq: integer('seq').notNull(),
    /** Collated "C": the register's order compares numbers by code unit. */
    number: text('number').notNull(),
    /** The snapshot's kind: `tax-invoice`, `bill-of-supply` or `credit-note`. */
    kind: text('kind').notNull(),
    sign: smallint('sign').notNull(),
    /** IST date of issue, as printed. */
    date: text('date').notNull(),
    /** The invoice's date: a credit note's original's, else its own (B2C Large's limit and TCS's rate). */
    invoiceDate: text('invoice_date').notNull(),
    taxColumns: text('tax_columns').notNull(),
    supplyType: text('supply_type').notNull(),
    placeCode: text('place_code').notNull(),
    placeName: text('place_name').notNull(),
    sellerGstin: text('seller_gstin'),
    sellerStateCode: text('seller_state_code').notNull(),
    sellerStateName: text('seller_state_name').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  },
  (t) => [index('register_documents_shop_order_idx').on(t.shopId, t.issuedMs, t.number, t.documentId), index('register_documents_issued_idx').on(t.issuedMs)],
);

/** One row per document and GST rate of its lines: those lines' sums (lines without a rate have none). */
export const registerRateLines = pgTable(
  'register_rate_lines',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => registerDocuments.documentId, { onDelete: 'restrict' }),
    rate: numeric('rate').notNull(),
    shopId: uuid('shop_id').notNull(),
    issuedMs: timestamp('issued_ms', { withTimezone: true }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'register_rate_lines_pk', columns: [t.documentId, t.rate] }),
    index('register_rate_lines_shop_issued_idx').on(t.shopId, t.issuedMs),
  ],
);

/** One row per row of the document's HSN summary, in its order (`ord` from 1). */
export const registerHsnLines = pgTable(
  'register_hsn_lines',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => registerDocuments.documentId, { onDelete: 'restrict' }),
    ord: integer('ord').notNull(),
    shopId: uuid('shop_id').notNull(),
    issuedMs: timestamp('issued_ms', { withTimezone: true }).notNull(),
    hsnCode: text('hsn_code').notNull(),
    uqc: text('uqc').notNull(),
    rate: numeric('rate').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'register_hsn_lines_pk', columns: [t.documentId, t.ord] }), index('register_hsn_lines_shop_issued_idx').on(t.shopId, t.issuedMs)],
);
