/**
 * The catalog import (issue 24 #6, decision 089): a CSV of variants (the export's columns) creates or updates
 * products by SKU, or, with only `sku` and `quantity`, updates stock. Every row is checked by the product API's own
 * rules first; each problem is reported by row (the file's line, the header being line 1) and column. Nothing is
 * written when any row has a problem, and the writes are one transaction.
 */
import { stock } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { CsvSyntaxError, parseCsv } from '../../lib/csv-parse.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { recordEvent } from '../events/events.service.js';
import { shopOfAdmin } from '../shops/shops.service.js';
import { BULK_COLUMNS } from './bulk-export.service.js';
import { planProducts, writePlans, type ImportError, type Sheet } from './bulk-plan.service.js';
import { updateProductRow } from './products.repo.js';
import { SHOP_NOT_REGISTERED } from './products.service.js';
import { isUniqueViolation, SKU_RACE } from './variants.service.js';
import { lockVariantsThenProduct, selectShopVariantsBySku, updateVariantRow, writeProductTotals } from './variants.repo.js';

export const MAX_IMPORT_ROWS = 5000;
/** The largest file the import reads (5,000 rows of every column fit in it many times over). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface ImportResult {
  created: number;
  updated: number;
  errors: ImportError[];
}

/** The header and rows of a CSV file, or a 400 saying what is wrong with the file as a whole. */
function readSheet(text: string): Sheet {
  let parsed;
  try {
    parsed = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvSyntaxError) throw new AppError('VALIDATION', `The file is not valid CSV. ${e.message}`);
    throw e;
  }
  const [head, ...rows] = parsed;
  if (!head) throw new AppError('VALIDATION', 'The file is empty: download the template for the columns');
  const columns = head.cells.map((c) => c.trim());
  const known = new Set<string>(BULK_COLUMNS);
  const unknown = columns.find((c) => !known.has(c));
  if (unknown !== undefined)
    throw new AppError('VALIDATION', `Unknown column "${unknown}" on line 1: the columns are ${BULK_COLUMNS.join(', ')}`, { column: unknown });
  const twice = columns.find((c, i) => columns.indexOf(c) !== i);
  if (twice !== undefined) throw new AppError('VALIDATION', `The column "${twice}" is given twice on line 1`, { column: twice });
  if (!columns.includes('sku')) throw new AppError('VALIDATION', 'The file needs a sku column: every row is found or created by its SKU');
  if (rows.length === 0) throw new AppError('VALIDATION', 'The file has a header but no rows');
  if (rows.length > MAX_IMPORT_ROWS)
    throw new AppError('VALIDATION', `A file can have at most 5,000 rows; this one has ${rows.length.toLocaleString('en-IN')}: split it into smaller files`);
  const index = new Map(columns.map((c, i) => [c, i]));
  return {
    columns: new Set(columns),
    rows: rows.map((r) => ({
      row: r.line,
      get: (c: string) => {
        const i = index.get(c);
        return i === undefined ? undefined : (r.cells[i] ?? '').trim();
      },
    })),
  };
}

/**
 * Checks (and, unless `dryRun` or a row has a problem, applies) a catalog CSV for the admin's shop. With problems
 * and `dryRun` false it throws nothing: the caller answers 400 with the same report.
 */
export async function importCatalogCsv(db: Db, user: SessionUser, text: string, dryRun: boolean): Promise<ImportResult & { applied: boolean }> {
  const shop = await shopOfAdmin(db, user.id);
  if (!shop) throw conflict(SHOP_NOT_REGISTERED);
  const sheet = readSheet(text);
  const stockOnly = [...sheet.columns].every((c) => c === 'sku' || c === 'quantity');
  if (stockOnly) return stockUpdate(db, shop.id, sheet, dryRun);
  if (!sheet.columns.has('name'))
    throw new AppError('VALIDATION', 'The file needs a name column (rows with one name are one product), or only sku and quantity for a stock update');
  const { plans, errors } = await planProducts(db, shop.id, sheet);
  const created = plans.filter((p) => p.kind === 'create').length;
  const updated = plans.length - created;
  if (errors.length || dryRun) return { created, updated, errors, applied: false };
  await db
    .transaction(async (tx) => {
      await writePlans(tx, shop.id, plans);
      await recordEvent(tx, { type: 'catalog.changed' });
    })
    .catch(skuRace);
  return { created, updated, errors, applied: true };
}

function skuRace(err: unknown): never {
  if (isUniqueViolation(err)) throw conflict(SKU_RACE);
  throw err;
}

const quantitySchema = stock('quantity', 0);

/** `sku,quantity` only: each SKU must be a live variant of the shop; its stock is set (the product's total follows). */
async function stockUpdate(db: Db, shopId: string, sheet: Sheet, dryRun: boolean): Promise<ImportResult & { applied: boolean }> {
  if (!sheet.columns.has('quantity')) throw new AppError('VALIDATION', 'A stock update needs the columns sku and quantity');
  const found = new Map(
    (
      await selectShopVariantsBySku(
        db,
        shopId,
        sheet.rows.map((r) => r.get('sku') ?? ''),
      )
    ).map((v) => [v.sku.toLowerCase(), v]),
  );
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  const changes: Array<{ productId: string; variantId: string; quantity: number }> = [];
  for (const r of sheet.rows) {
    const sku = r.get('sku') ?? '';
    const variant = found.get(sku.toLowerCase());
    if (!sku) errors.push({ row: r.row, column: 'sku', message: 'sku is required' });
    else if (!variant) errors.push({ row: r.row, column: 'sku', message: `No product of your shop has the SKU ${sku}` });
    else if (seen.has(sku.toLowerCase())) errors.push({ row: r.row, column: 'sku', message: `The SKU ${sku} is on another row too` });
    seen.add(sku.toLowerCase());
    const q = quantitySchema.safeParse(r.get('quantity'));
    if (!q.success) errors.push({ row: r.row, column: 'quantity', message: q.error.issues[0]?.message ?? 'quantity must be a whole number' });
    else if (variant) changes.push({ productId: variant.productId, variantId: variant.id, quantity: q.data });
  }
  if (errors.length || dryRun) return { created: 0, updated: changes.length, errors, applied: false };
  await db.transaction(async (tx) => {
    const byProduct = new Map<string, typeof changes>();
    for (const c of changes) byProduct.set(c.productId, [...(byProduct.get(c.productId) ?? []), c]);
    for (const [productId, list] of [...byProduct].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await lockVariantsThenProduct(tx, productId);
      // A product without options: its one variant follows the product row (the trigger of migration 0036).
      const only = list.find((c) => c.variantId === productId);
      if (only) await updateProductRow(tx, productId, shopId, { quantity: only.quantity });
      for (const c of list) if (c.variantId !== productId) await updateVariantRow(tx, c.variantId, productId, { quantity: c.quantity });
      if (!only) await writeProductTotals(tx, productId);
    }
    await recordEvent(tx, { type: 'catalog.changed' });
  });
  return { created: 0, updated: changes.length, errors, applied: true };
}
