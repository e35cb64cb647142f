import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { DELIVERY_CHARGE_PER_SHOP_PAISE } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { cartLines, products, shops } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';

/** A cart line joined with its product and shop: everything shown comes from the product, never the client. */
export interface CartLineRow {
  productId: string;
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
}

const lineColumns = {
  productId: cartLines.productId,
  quantity: cartLines.quantity,
  name: products.name,
  pricePaise: products.pricePaise,
  image: products.image,
  unit: products.unit,
  netQuantityMilli: products.netQuantityMilli,
  subCategory: products.subCategory,
  shopId: products.shopId,
  shopName: shops.name,
  shopActive: shops.active,
  available: products.quantity,
  hsnCode: products.hsnCode,
  gstRateBp: products.gstRateBp,
  shopGstRegistration: shops.gstRegistration,
  shopStateCode: shops.stateCode,
  shopDeliveryPins: shops.deliveryPins,
};

/**
 * The user's cart lines, oldest first. `forUpdate` locks the user's cart lines (not the products) so two
 * checkouts of the same cart run one after the other: the second then sees the lines already gone.
 */
export async function selectCartLines(db: Db, userId: string, opts: { forUpdate?: boolean } = {}): Promise<CartLineRow[]> {
  if (opts.forUpdate) return cartLinesQuery(db, eq(cartLines.userId, userId)).for('update', { of: cartLines });
  // Read on every cart view: a named prepared statement skips parsing and planning the join each time.
  const read = prepared(db, 'bazaar_cart_lines', () => cartLinesQuery(db, eq(cartLines.userId, sql.placeholder('userId'))).prepare('bazaar_cart_lines'));
  return read.execute({ userId });
}

function cartLinesQuery(db: Db, where: SQL) {
  return db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(where)
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId));
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
        sql<number>`coalesce(sum(${products.pricePaise}::bigint * ${cartLines.quantity}), 0) + count(distinct ${products.shopId}) * ${DELIVERY_CHARGE_PER_SHOP_PAISE}::bigint`.mapWith(
          Number,
        ),
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId));
  return rows[0]?.total ?? 0;
}

/** Stock on hand of a product and whether its shop takes orders; undefined when the product does not exist. */
export async function findProductStock(
  db: Db,
  productId: string,
): Promise<{ id: string; quantity: number; shopId: string; shopName: string; shopActive: boolean } | undefined> {
  const rows = await db
    .select({ id: products.id, quantity: products.quantity, shopId: shops.id, shopName: shops.name, shopActive: shops.active })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, productId))
    .limit(1);
  return rows[0];
}

/** Adds `delta` (> 0) to the line atomically, creating it if needed; returns the new quantity. */
export async function upsertCartLine(db: Db, userId: string, productId: string, delta: number): Promise<number> {
  const rows = await db
    .insert(cartLines)
    .values({ userId, productId, quantity: delta })
    .onConflictDoUpdate({ target: [cartLines.userId, cartLines.productId], set: { quantity: sql`cart_lines.quantity + excluded.quantity` } })
    .returning({ quantity: cartLines.quantity });
  return rows[0]!.quantity;
}

/**
 * Takes `by` (> 0) off a line: removes it when that brings it to 0 or below, else lowers it.
 * Returns the new quantity (0 when removed or when there was no line).
 */
export async function decreaseCartLine(db: Db, userId: string, productId: string, by: number): Promise<number> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId), lte(cartLines.quantity, by)))
    .returning({ quantity: cartLines.quantity });
  if (removed.length) return 0;
  const rows = await db
    .update(cartLines)
    .set({ quantity: sql`${cartLines.quantity} - ${by}` })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
    .returning({ quantity: cartLines.quantity });
  return rows[0]?.quantity ?? 0;
}

/** Deletes one line; false when the product was not in the cart. */
export async function deleteCartLine(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
    .returning({ productId: cartLines.productId });
  return rows.length > 0;
}

export async function deleteCartLines(db: Db, userId: string, productIds?: readonly string[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const where = productIds ? and(eq(cartLines.userId, userId), inArray(cartLines.productId, [...productIds])) : eq(cartLines.userId, userId);
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
