import { asc, count, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { returnPhotos, returns, shops } from '../../db/schema.js';

/** The photos of some returns, oldest first (issue 26 #2). */
export async function selectPhotosOf(db: Db, returnIds: readonly string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({ id: returnPhotos.id, returnId: returnPhotos.returnId })
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnId, [...returnIds]))
    .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.id));
}

export async function countPhotosOf(db: Db, returnId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(returnPhotos).where(eq(returnPhotos.returnId, returnId));
  return Number(row?.n ?? 0);
}

export async function insertReturnPhoto(tx: Db, row: { id: string; returnId: string; storageKey: string; createdAt: Date }): Promise<void> {
  await tx.insert(returnPhotos).values(row);
}

/** One photo with who may see it: the return's shopper and its shop's owner (the platform owner always may). */
export async function selectPhotoWithParties(db: Db, returnId: string, photoId: string) {
  const rows = await db
    .select({ storageKey: returnPhotos.storageKey, shopperId: returns.userId, shopAdminId: shops.adminId })
    .from(returnPhotos)
    .innerJoin(returns, eq(returns.id, returnPhotos.returnId))
    .innerJoin(shops, eq(shops.id, returns.shopId))
    .where(and(eq(returnPhotos.id, photoId), eq(returnPhotos.returnId, returnId)))
    .limit(1);
  return rows[0];
}

/** Deletes the photos of a shopper's returns (erasure) and hands back their files' keys. */
export async function deletePhotosOfShopper(tx: Db, userId: string): Promise<string[]> {
  const own = tx.select({ id: returns.id }).from(returns).where(eq(returns.userId, userId));
  const rows = await tx.delete(returnPhotos).where(inArray(returnPhotos.returnId, own)).returning({ storageKey: returnPhotos.storageKey });
  return rows.map((r) => r.storageKey);
}
