import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { cartLines, orderItems, products, productVariants } from '../../db/schema.js';

export type VariantRow = typeof productVariants.$inferSelect;
export type VariantInsert = typeof productVariants.$inferInsert;

/** The live variants of some products, each product's in its order (position, then id). */
export async function selectVariantsOf(db: Db, productIds: readonly string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** One live variant, with its product's shop; undefined when unknown or archived. */
export async function selectVariant(db: Db, id: string): Promise<VariantRow | undefined> {
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, id), isNull(productVariants.archivedAt)))
    .limit(1);
  return rows[0];
}

/**
 * Locks a product's live variants (by id) and then its row, the order every stock change follows (a checkout takes
 * a variant, then its product), so an owner's edit and checkouts never lock in opposite orders, and the product's
 * totals are written by one transaction at a time.
 */
export async function lockVariantsThenProduct(db: Db, productId: string): Promise<boolean> {
  await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.id))
    .for('update');
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return rows.length === 1;
}

export async function insertVariantRows(db: Db, rows: VariantInsert[]): Promise<void> {
  if (rows.length) await db.insert(productVariants).values(rows);
}

export async function updateVariantRow(db: Db, id: string, productId: string, patch: Partial<VariantInsert>): Promise<void> {
  await db
    .update(productVariants)
    .set(patch)
    .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)));
}

/**
 * Takes the live variants of a product other than `keep` off sale: a variant some order item names is archived
 * (its stock set to 0, its SKU free again), the others deleted (their cart lines go with them).
 */
export async function retireVariantsExcept(db: Db, productId: string, keep: readonly string[]): Promise<void> {
  const others = and(
    eq(productVariants.productId, productId),
    isNull(productVariants.archivedAt),
    ...(keep.length ? [notInArray(productVariants.id, [...keep])] : []),
  );
  const ordered = db
    .select({ id: orderItems.variantId })
    .from(orderItems)
    .where(sql`${orderItems.variantId} = ${productVariants.id}`);
  const archived = await db
    .update(productVariants)
    .set({ archivedAt: new Date(), quantity: 0 })
    .where(and(others, sql`exists (${ordered})`))
    .returning({ id: productVariants.id });
  // An archived variant cannot be ordered any more: it leaves the carts it was in.
  if (archived.length)
    await db.delete(cartLines).where(
      inArray(
        cartLines.variantId,
        archived.map((a) => a.id),
      ),
    );
  await db.delete(productVariants).where(and(others, sql`not exists (${ordered})`));
}

/**
 * Writes a product's totals from its live variants: the lowest price (with that variant's MRP) and the total
 * stock. Run under the product's lock, after its variants were written.
 */
export async function writeProductTotals(db: Db, productId: string): Promise<void> {
  await db.execute(sql`
    update products p set
      price_paise = v.price_paise, mrp_paise = v.mrp_paise, quantity = t.total
    from (select price_paise, mrp_paise from product_variants where product_id = ${productId} and archived_at is null
          order by price_paise, position, id limit 1) v,
         (select coalesce(sum(quantity), 0)::int as total from product_variants where product_id = ${productId} and archived_at is null) t
    where p.id = ${productId}`);
}

/**
 * Takes `n` off a variant's stock only if that many are on hand, and off its product's total, in one statement;
 * false means "not enough stock". Locks the variant, then its product (lockVariantsThenProduct's order). For a
 * product without options the product's update is mirrored onto its one variant by the trigger, to the same figure.
 */
export async function takeVariantStock(db: Db, productId: string, variantId: string, n: number): Promise<boolean> {
  const taken = await rows<{ id: string }>(
    db,
    sql`
    with v as (
      update product_variants set quantity = quantity - ${n}
      where id = ${variantId} and product_id = ${productId} and archived_at is null and quantity >= ${n}
      returning product_id)
    update products set quantity = quantity - ${n} where id in (select product_id from v) returning id`,
  );
  return taken.length > 0;
}

/** Puts `n` back on a live variant and its product (a cancelled order); an archived or deleted variant is skipped. */
export async function returnVariantStock(db: Db, productId: string, variantId: string, n: number): Promise<void> {
  await db.execute(sql`
    with v as (
      update product_variants set quantity = quantity + ${n}
      where id = ${variantId} and product_id = ${productId} and archived_at is null
      returning product_id)
    update products set quantity = quantity + ${n} where id in (select product_id from v)`);
}

/** A variant's name and stock now, for "Only 2 left of …". */
export async function selectVariantStock(db: Db, variantId: string) {
  const rows = await db
    .select({ name: products.name, quantity: productVariants.quantity, options: productVariants.options, archivedAt: productVariants.archivedAt })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
    .limit(1);
  return rows[0];
}

/** Live SKUs of a shop among `skus` (lower-cased) held by variants of other products than `productId`. */
export async function selectTakenSkus(db: Db, shopId: string, skus: readonly string[], productId: string | null): Promise<string[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.shopId, shopId),
        isNull(productVariants.archivedAt),
        inArray(
          sql`lower(${productVariants.sku})`,
          skus.map((s) => s.toLowerCase()),
        ),
        ...(productId ? [sql`${productVariants.productId} <> ${productId}`] : []),
      ),
    );
  return rows.map((r) => r.sku);
}

/** The live variants of a shop holding any of `skus` (compared lower-cased), for the catalog import. */
export async function selectShopVariantsBySku(db: Db, shopId: string, skus: readonly string[]): Promise<VariantRow[]> {
  if (skus.length === 0) return [];
  const lowered = [...new Set(skus.map((s) => s.toLowerCase()))];
  const out: VariantRow[] = [];
  // In slices, so a 5,000-row file stays well under the bind-parameter limit.
  for (let i = 0; i < lowered.length; i += 1000) {
    out.push(
      ...(await db
        .select()
        .from(productVariants)
        .where(
          and(eq(productVariants.shopId, shopId), isNull(productVariants.archivedAt), inArray(sql`lower(${productVariants.sku})`, lowered.slice(i, i + 1000))),
        )),
    );
  }
  return out;
}

/** Variants of a product whose photo is no longer among the product's photos go back to none (the product's). */
export async function clearVariantPhotosExcept(db: Db, productId: string, keep: readonly string[]): Promise<void> {
  await db
    .update(productVariants)
    .set({ image: null })
    .where(and(eq(productVariants.productId, productId), keep.length ? notInArray(productVariants.image, [...keep]) : sql`true`));
}
