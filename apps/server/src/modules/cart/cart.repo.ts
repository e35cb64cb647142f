import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { DELIVERY_CHARGE_PER_SHOP_PAISE } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { cartLines, products, productVariants, shops } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import { rows } from '../../db/rows.js';
import { overdueOfShopSql } from '../ledger/dues.repo.js';
import { currentSettingSql } from '../settings/settings.repo.js';

/** A cart line joined with its product and shop: everything shown comes from the product, never the client. */
export interface CartLineRow {
  productId: string;
  /** The variant in the cart (the product's id for a product without options), its SKU and options. */
  variantId: string;
  sku: string;
  options: Record<string, string>;
  quantity: number;
  name: string;
  pricePaise: number;
  image: string | null;
  unit: string | null;
  /** How much one unit holds, in thousandths; null: the unit alone. */
  netQuantityMilli: number | null;
  subCategory: string | null;
  shopId: string;
  shopName: string;
  /** False when the platform owner deactivated the shop: its lines cannot be ordered. */
  shopActive: boolean;
  /** Stock on hand now. */
  available: number;
  /** The product's HSN code and GST rate (hundredths of a percent), snapshotted on the order item. */
  hsnCode: string | null;
  gstRateBp: number | null;
  /** The shop's GST registration and state: an unregistered shop delivers only within its state. */
  shopGstRegistration: 'regular' | 'composition' | 'unregistered';
  shopStateCode: string;
  shopDeliveryPins: string[];
  /** False: sold as not returnable, whatever the shop's policy (issue 26 #1). */
  returnable: boolean;
  /** The shop's return policy in force (its latest version); null until the shop sets one (no returns). */
  returnKind: 'none' | 'return' | 'replacement' | null;
  returnDays: number | null;
}

/** The shop's latest policy version, read per line by its primary key (shop, version). */
const latestPolicy = (column: 'kind' | 'days') =>
  sql.raw(`(select rp.${column} from shop_return_policies rp where rp.shop_id = "products"."shop_id" order by rp.version desc limit 1)`);

const lineColumns = {
  productId: cartLines.productId,
  variantId: cartLines.variantId,
  sku: productVariants.sku,
  options: productVariants.options,
  quantity: cartLines.quantity,
  name: products.name,
  pricePaise: productVariants.pricePaise,
  image: sql<string | null>`coalesce(${productVariants.image}, ${products.image})`,
  unit: products.unit,
  netQuantityMilli: sql<number | null>`coalesce(${productVariants.netQuantityMilli}, ${products.netQuantityMilli})`,
  subCategory: products.subCategory,
  shopId: products.shopId,
  shopName: shops.name,
  shopActive: shops.active,
  available: productVariants.quantity,
  hsnCode: products.hsnCode,
  gstRateBp: products.gstRateBp,
  shopGstRegistration: shops.gstRegistration,
  shopStateCode: shops.stateCode,
  shopDeliveryPins: shops.deliveryPins,
  returnable: products.returnable,
  returnKind: sql<'none' | 'return' | 'replacement' | null>`${latestPolicy('kind')}`,
  returnDays: sql<number | null>`${latestPolicy('days')}`,
};

/**
 * The user's cart lines, oldest first, locking them (not the products) for the caller's transaction: two checkouts
 * of the same cart run one after the other, and the second then sees the lines already gone.
 */
export async function selectCartLinesForUpdate(db: Db, userId: string): Promise<CartLineRow[]> {
  return cartLinesQuery(db.select(lineColumns).from(cartLines).$dynamic(), eq(cartLines.userId, userId)).for('update', { of: cartLines });
}

/** A cart line as the cart's view reads it: with its shop's overdue dues and the settings the cart needs. */
export interface CartViewRow extends CartLineRow {
  /** The shop's overdue dues at the time asked (paise, may be negative); null for a shop without ledger entries. */
  overduePaise: string | number | null;
  /** The settings in force; null while the platform's defaults were never changed. */
  codFeePaise: number | null;
  duesBlockThresholdPaise: number | null;
}

/**
 * The cart's view in one prepared statement (decision 095): the user's lines, each with what its shop has overdue
 * at `now` and the settings in force, where the view used to ask three times.
 */
export async function selectCartView(db: Db, userId: string, now: Date): Promise<CartViewRow[]> {
  const columns = {
    ...lineColumns,
    overduePaise: overdueOfShopSql(products.shopId, sql.placeholder('now')),
    codFeePaise: currentSettingSql('cod_fee_paise'),
    duesBlockThresholdPaise: currentSettingSql('dues_block_threshold_paise'),
  };
  const read = prepared(db, 'bazaar_cart_view', () =>
    cartLinesQuery(db.select(columns).from(cartLines).$dynamic(), eq(cartLines.userId, sql.placeholder('userId'))).prepare('bazaar_cart_view'),
  );
  return read.execute({ userId, now: now.toISOString() });
}

/** A select from the user's lines (`where`), joined with their variant, product and shop, oldest first. */
function cartLinesQuery<T extends PgSelect>(query: T, where: SQL) {
  return query
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(where)
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.variantId));
}

export async function sumCartQuantity(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number) })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return rows[0]?.count ?? 0;
}

/**
 * The cart's total in paise, delivery included (DELIVERY_CHARGE_PER_SHOP_PAISE per shop): price × quantity in
 * bigint, so a large cart cannot overflow the 32-bit columns' arithmetic.
 */
export async function cartTotalPaise(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({
      total:
        sql<number>`coalesce(sum(${productVariants.pricePaise}::bigint * ${cartLines.quantity}), 0) + count(distinct ${productVariants.shopId}) * ${DELIVERY_CHARGE_PER_SHOP_PAISE}::bigint`.mapWith(
          Number,
        ),
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(eq(cartLines.userId, userId));
  return rows[0]?.total ?? 0;
}

/**
 * What adding a product to the cart needs, in one statement (decision 095): whether it has options, its shop,
 * and the stock of the variant `variantId` (the product's own id for a product without options; null when that
 * is not a live variant of the product). Undefined when there is no such product.
 */
export async function findProductAndStock(db: Db, productId: string, variantId: string | null) {
  const read = prepared(db, 'bazaar_cart_product', () =>
    db
      .select({
        id: products.id,
        options: products.options,
        shopId: shops.id,
        shopName: shops.name,
        shopActive: shops.active,
        variantId: productVariants.id,
        stock: productVariants.quantity,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(
        productVariants,
        and(
          eq(productVariants.id, sql`coalesce(${sql.placeholder('variantId')}::uuid, ${products.id})`),
          eq(productVariants.productId, products.id),
          isNull(productVariants.archivedAt),
        ),
      )
      .where(eq(products.id, sql.placeholder('productId')))
      .limit(1)
      .prepare('bazaar_cart_product'),
  );
  const rows = await read.execute({ productId, variantId });
  return rows[0];
}

/**
 * After a line went up, in one statement: the variant's stock (the latest committed figure, read after the
 * line's row lock) and the cart's total in paise as cartTotalPaise counts it.
 */
export async function stockAndCartTotal(db: Db, userId: string, productId: string, variantId: string): Promise<{ stock: number; totalPaise: number }> {
  const [row] = await rows<{ stock: number | null; total: string | number }>(
    db,
    sql`
    select (select v.quantity from product_variants v where v.id = ${variantId} and v.product_id = ${productId} and v.archived_at is null) as stock,
      (select coalesce(sum(v.price_paise::bigint * c.quantity), 0) + count(distinct v.shop_id) * ${DELIVERY_CHARGE_PER_SHOP_PAISE}::bigint
        from cart_lines c join product_variants v on v.id = c.variant_id where c.user_id = ${userId}) as total`,
  );
  return { stock: row?.stock ?? 0, totalPaise: Number(row?.total ?? 0) };
}

/** What adding a product to the cart needs: whether it has options, and its shop. */
export async function findProductForCart(db: Db, productId: string) {
  const rows = await db
    .select({ id: products.id, options: products.options, shopId: shops.id, shopName: shops.name, shopActive: shops.active })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, productId))
    .limit(1);
  return rows[0];
}

/** A live variant's stock on hand; undefined when it is not a live variant of that product. */
export async function findVariantStock(db: Db, productId: string, variantId: string): Promise<number | undefined> {
  const rows = await db
    .select({ quantity: productVariants.quantity })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .limit(1);
  return rows[0]?.quantity;
}

/** Adds `delta` (> 0) to the variant's line atomically, creating it if needed; returns the new quantity. */
export async function upsertCartLine(db: Db, userId: string, productId: string, variantId: string, delta: number): Promise<number> {
  const rows = await db
    .insert(cartLines)
    .values({ userId, productId, variantId, quantity: delta })
    .onConflictDoUpdate({ target: [cartLines.userId, cartLines.variantId], set: { quantity: sql`cart_lines.quantity + excluded.quantity` } })
    .returning({ quantity: cartLines.quantity });
  return rows[0]!.quantity;
}

/**
 * Takes `by` (> 0) off a variant's line: removes it when that brings it to 0 or below, else lowers it.
 * Returns the new quantity (0 when removed or when there was no line).
 */
export async function decreaseCartLine(db: Db, userId: string, variantId: string, by: number): Promise<number> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId), lte(cartLines.quantity, by)))
    .returning({ quantity: cartLines.quantity });
  if (removed.length) return 0;
  const rows = await db
    .update(cartLines)
    .set({ quantity: sql`${cartLines.quantity} - ${by}` })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId)))
    .returning({ quantity: cartLines.quantity });
  return rows[0]?.quantity ?? 0;
}

/** Deletes the line of a variant, or every line of a product; false when none was in the cart. */
export async function deleteCartLine(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), or(eq(cartLines.variantId, id), eq(cartLines.productId, id))))
    .returning({ productId: cartLines.productId });
  return rows.length > 0;
}

/** Deletes the user's lines of some variants, or all of them. */
export async function deleteCartLines(db: Db, userId: string, variantIds?: readonly string[]): Promise<void> {
  if (variantIds && variantIds.length === 0) return;
  const where = variantIds ? and(eq(cartLines.userId, userId), inArray(cartLines.variantId, [...variantIds])) : eq(cartLines.userId, userId);
  await db.delete(cartLines).where(where);
}

/** Deletes the user's lines of one shop's products; how many were removed. */
export async function deleteShopCartLines(db: Db, userId: string, shopId: string): Promise<number> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId)))))
    .returning({ productId: cartLines.productId });
  return rows.length;
}
