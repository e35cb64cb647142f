import { and, asc, between, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogItemRemovals, productVariants } from '../../db/schema.js';

/**
 * The items of these shops taken off sale in [from, to] (decision 112): as they were when they went (migration 0070's
 * triggers keep them), with no stock. One that is on sale again (a variant id back in use) is not among them.
 */
export async function selectRemovedItems(db: Db, shopIds: readonly string[], from: Date, to: Date) {
  if (!shopIds.length) return [];
  const live = db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.id, catalogItemRemovals.itemId), isNull(productVariants.archivedAt)));
  const rows = await db
    .select()
    .from(catalogItemRemovals)
    .where(and(inArray(catalogItemRemovals.shopId, [...shopIds]), between(catalogItemRemovals.removedAt, from, to), notExists(live)))
    .orderBy(asc(catalogItemRemovals.removedAt), asc(catalogItemRemovals.itemId));
  return rows.map(({ itemId, productId, shopId, removedAt, item }) => ({
    ...item,
    id: itemId,
    productId,
    shopId,
    quantity: 0,
    createdAt: new Date(item.createdAt),
    removedAt,
  }));
}
