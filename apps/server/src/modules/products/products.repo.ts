import { and, asc, desc, eq, gt, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, shops } from '../../db/schema.js';
import { containsPattern, offsetOf } from '../../lib/paging.js';

export type ProductRow = typeof products.$inferSelect;

/** A price filter in paise: `min` is exclusive when `minExclusive`, `max` always inclusive. */
export interface PriceBounds {
  min: number | null;
  max: number | null;
  minExclusive: boolean;
}

export interface ProductFilter {
  search?: string;
  price?: PriceBounds;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

function whereOf(shopId: string, f: ProductFilter): SQL {
  const conds: SQL[] = [eq(products.shopId, shopId)];
  if (f.search) {
    const p = containsPattern(f.search);
    conds.push(or(ilike(products.name, p), ilike(products.description, p))!);
  }
  if (f.price?.min != null) conds.push(f.price.minExclusive ? gt(products.pricePaise, f.price.min) : gte(products.pricePaise, f.price.min));
  if (f.price?.max != null) conds.push(lte(products.pricePaise, f.price.max));
  return and(...conds)!;
}

export function selectShopProducts(db: Db, shopId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.shopId, shopId))
    .orderBy(...newestFirst);
}

export async function selectProductPage(
  db: Db,
  shopId: string,
  filter: ProductFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = whereOf(shopId, filter);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** A product with the id of its shop's admin, for ownership checks. */
export async function selectProductWithOwner(db: Db, id: string): Promise<{ product: ProductRow; adminId: string } | undefined> {
  const rows = await db
    .select({ product: products, adminId: shops.adminId })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, id))
    .limit(1);
  return rows[0];
}

export async function selectProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return rows[0];
}

export async function insertProductRow(db: Db, row: typeof products.$inferInsert): Promise<ProductRow> {
  const rows = await db.insert(products).values(row).returning();
  return rows[0]!;
}

export type ProductPatch = Partial<
  Pick<
    ProductRow,
    'name' | 'description' | 'pricePaise' | 'quantity' | 'category' | 'subCategory' | 'unit' | 'netQuantityMilli' | 'image' | 'hsnCode' | 'gstRateBp'
  >
>;

/** Updates a product of a given shop only (the shop id is part of the condition, not of the patch). */
export async function updateProductRow(db: Db, id: string, shopId: string, patch: ProductPatch): Promise<ProductRow | undefined> {
  const rows = await db
    .update(products)
    .set(patch)
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .returning();
  return rows[0];
}

/** Cart lines go with the product (cascade); order items keep their snapshot (product_id set null). */
export async function deleteProductRow(db: Db, id: string, shopId: string): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .returning({ id: products.id });
  return rows.length === 1;
}

// ---------- stock taken and returned by orders (only through stock.service.ts) ----------

/** Takes `n` off a product's stock only if that many are on hand; false means "not enough stock". */
export async function takeProductStock(db: Db, productId: string, n: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${n}` })
    .where(and(eq(products.id, productId), gte(products.quantity, n)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Puts `n` back on a product's stock (a cancelled order); a deleted product is simply skipped. */
export async function returnProductStock(db: Db, productId: string, n: number): Promise<void> {
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${n}` })
    .where(eq(products.id, productId));
}

export async function selectProductNameAndStock(db: Db, productId: string) {
  const rows = await db.select({ name: products.name, quantity: products.quantity }).from(products).where(eq(products.id, productId)).limit(1);
  return rows[0];
}

/** A shop's products with at most `atMost` in stock, fewest first (served by products_shop_created_idx's shop_id prefix). */
export async function selectLowStock(db: Db, shopId: string, atMost: number, limit: number) {
  return db
    .select({ id: products.id, name: products.name, quantity: products.quantity, unit: products.unit })
    .from(products)
    .where(and(eq(products.shopId, shopId), lte(products.quantity, atMost)))
    .orderBy(products.quantity, products.name)
    .limit(limit);
}

/**
 * How many of the shop's products an invoice would take a suggested GST rate for (the owner gave none), plus,
 * for a shop above ₹5 crore turnover, those without a 6-digit HSN code (issue 22 #2: flagged before an order).
 */
export async function countProductsTaxToCheck(db: Db, shopId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(eq(products.shopId, shopId), sql`(${products.gstRateBp} is null or (${shops.turnoverAbove5Cr} and coalesce(length(${products.hsnCode}), 0) < 6))`),
    );
  return rows[0]?.n ?? 0;
}

/** A product found across shops, with its shop's name and place. */
export interface ProductHitRow {
  product: ProductRow;
  shop: { id: string; name: string; location: string };
}

/**
 * Products of active shops whose name contains `term` (ILIKE over the trigram index on products.name), in
 * stock first, then names that start with the term, then by name. `inStockOnly` drops the sold-out ones.
 */
export async function searchProductsAcrossShops(
  db: Db,
  term: string,
  inStockOnly: boolean,
  page: number,
  pageSize: number,
): Promise<{ rows: ProductHitRow[]; total: number }> {
  const where = and(eq(shops.active, true), ilike(products.name, containsPattern(term)), ...(inStockOnly ? [gt(products.quantity, 0)] : []));
  const startsWith = `${containsPattern(term).slice(1)}`;
  const rows = await db
    .select({ product: products, shop: { id: shops.id, name: shops.name, location: shops.location } })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(where)
    .orderBy(desc(gt(products.quantity, 0)), desc(ilike(products.name, startsWith)), asc(products.name), asc(products.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const counted = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(where);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/**
 * The newest products in stock of active shops (the home page's "Fresh from local shops"): a walk of
 * products_in_stock_created_idx, each row's shop by its primary key, stopping at `limit`.
 */
export function selectLatestProducts(db: Db, limit: number): Promise<ProductHitRow[]> {
  return db
    .select({ product: products, shop: { id: shops.id, name: shops.name, location: shops.location } })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(shops.active, true), gt(products.quantity, 0)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}
