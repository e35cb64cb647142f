import { and, asc, desc, eq, gt, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { products, productVariants, shops } from '../../db/schema.js';
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
  /** Only products with a live variant whose option (any of `names`, any case) has this value (any case). */
  size?: string;
  colour?: string;
  /** Only products with a live variant in stock (among those matching size and colour, when given). */
  inStock?: boolean;
  sort?: ProductSort;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

/** The option names a filter reads: a shop may have spelt Colour the Indian or the American way. */
const SIZE_NAMES = ['size'];
const COLOUR_NAMES = ['colour', 'color'];

/** `options` (jsonb) has a key among `names` (any case) whose value is `value` (any case). */
function optionIs(names: string[], value: string): SQL {
  return sql`exists (select 1 from jsonb_each_text(${productVariants.options}) o where lower(o.key) in (${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )}) and lower(o.value) = ${value.toLowerCase()})`;
}

/**
 * Size, colour and in-stock filters read the variants (issue 24 #2): "in stock" is any live variant in stock, and
 * with a size it is that size in stock, so a shopper never opens a product whose size 8 is sold out.
 */
export function variantCondition(f: Pick<ProductFilter, 'size' | 'colour' | 'inStock'>): SQL | undefined {
  const conds: SQL[] = [];
  if (f.size) conds.push(optionIs(SIZE_NAMES, f.size));
  if (f.colour) conds.push(optionIs(COLOUR_NAMES, f.colour));
  if (conds.length === 0) return f.inStock ? gt(products.quantity, 0) : undefined;
  if (f.inStock) conds.push(gt(productVariants.quantity, 0));
  return sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.archivedAt} is null and ${and(...conds)})`;
}

/** avg(stars) of the visible reviews, kept on the product by a trigger on reviews (migration 0060). */
const averageStars = sql`${products.avgStars}`;
const discountShare = sql`(case when ${products.mrpPaise} > ${products.pricePaise} then (${products.mrpPaise} - ${products.pricePaise})::float8 / ${products.mrpPaise} else 0 end)`;

/** Each sort ends with the newest-first order, so pages never overlap or skip among equals. Search reuses it. */
export function orderOf(sort: ProductSort | undefined): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.pricePaise), ...newestFirst];
    case 'price_desc':
      return [desc(products.pricePaise), ...newestFirst];
    case 'discount':
      return [sql`${discountShare} desc`, ...newestFirst];
    case 'rating':
      return [sql`${averageStars} desc nulls last`, ...newestFirst];
    default:
      return newestFirst;
  }
}

function whereOf(shopId: string, f: ProductFilter): SQL {
  const conds: SQL[] = [eq(products.shopId, shopId)];
  if (f.search) {
    const p = containsPattern(f.search);
    conds.push(or(ilike(products.name, p), ilike(products.description, p))!);
  }
  if (f.price?.min != null) conds.push(f.price.minExclusive ? gt(products.pricePaise, f.price.min) : gte(products.pricePaise, f.price.min));
  if (f.price?.max != null) conds.push(lte(products.pricePaise, f.price.max));
  const variant = variantCondition(f);
  if (variant) conds.push(variant);
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
      .orderBy(...orderOf(filter.sort))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/**
 * The distinct values of Size and Colour (or Color) among a shop's live variants, in the owner's spelling (one per
 * value, any case), ordered as text; for the shop page's filters.
 */
export async function selectShopOptionValues(db: Db, shopId: string): Promise<{ sizes: string[]; colours: string[] }> {
  const list = await db
    .select({ name: sql<string>`lower(o.key)`, value: sql<string>`min(o.value collate "C")` })
    .from(sql`${productVariants}, jsonb_each_text(${productVariants.options}) o`)
    .where(and(eq(productVariants.shopId, shopId), isNull(productVariants.archivedAt), sql`lower(o.key) in ('size', 'colour', 'color')`))
    .groupBy(sql`lower(o.key)`, sql`lower(o.value)`)
    .orderBy(sql`2`)
    .limit(200);
  const sizes: string[] = [];
  const colours = new Map<string, string>();
  for (const r of list) {
    if (SIZE_NAMES.includes(r.name)) sizes.push(r.value);
    else if (!colours.has(r.value.toLowerCase())) colours.set(r.value.toLowerCase(), r.value);
  }
  const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
  return { sizes: sizes.sort(natural), colours: [...colours.values()].sort(natural) };
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
    | 'name'
    | 'description'
    | 'pricePaise'
    | 'quantity'
    | 'category'
    | 'subCategory'
    | 'unit'
    | 'netQuantityMilli'
    | 'image'
    | 'gallery'
    | 'hsnCode'
    | 'gstRateBp'
    | 'mrpPaise'
    | 'packaged'
    | 'returnable'
    | 'options'
    | 'declarations'
    | 'ondcCategory'
    | 'originCountry'
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
