import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products, reviews, shops, users } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';

export type ReviewRecord = typeof reviews.$inferSelect;
/** A review with its author's name and, for a product review, the product's name. */
export type ReviewRow = ReviewRecord & { authorName: string; productName: string | null };

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  orderId: reviews.orderId,
  shopId: reviews.shopId,
  productId: reviews.productId,
  stars: reviews.stars,
  text: reviews.text,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  hiddenAt: reviews.hiddenAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: users.name,
  productName: products.name,
};

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

function withNames(db: Db) {
  return db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).leftJoin(products, eq(products.id, reviews.productId));
}

export async function selectReviewById(db: Db, id: string): Promise<ReviewRow | undefined> {
  return (await withNames(db).where(eq(reviews.id, id)).limit(1))[0];
}

/** The order with the ids of the products in it (a deleted product's line has none). */
export async function selectOrderForReview(db: Db, orderId: string) {
  const found = await db
    .select({ id: orders.id, userId: orders.userId, shopId: orders.shopId, status: orders.status, shopName: shops.name })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!found[0]) return undefined;
  const items = await db.select({ productId: orderItems.productId, name: orderItems.name }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return { ...found[0], items };
}

/** The shopper's review of this shop (productId undefined) or of this product, if any. */
export async function selectOwnReview(db: Db, userId: string, shopId: string, productId?: string): Promise<ReviewRecord | undefined> {
  const where = productId
    ? and(eq(reviews.userId, userId), eq(reviews.productId, productId))
    : and(eq(reviews.userId, userId), eq(reviews.shopId, shopId), isNull(reviews.productId));
  return (await db.select().from(reviews).where(where).limit(1))[0];
}

/** Inserts a review; false when the shopper already has one for it (the partial unique indexes), even under a race. */
export async function insertReview(db: Db, row: typeof reviews.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(reviews).values(row).onConflictDoNothing().returning({ id: reviews.id });
  return inserted.length === 1;
}

export async function updateReview(db: Db, id: string, patch: Partial<typeof reviews.$inferInsert>): Promise<void> {
  await db.update(reviews).set(patch).where(eq(reviews.id, id));
}

/** Sets the reply only if there is none yet; false when another reply got there first. */
export async function setReplyOnce(db: Db, id: string, reply: string, at: Date): Promise<boolean> {
  const done = await db
    .update(reviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return done.length === 1;
}

export interface ReviewFilter {
  shopId?: string;
  productId?: string;
  /** With shopId: the shop's own reviews and those of its products (the owner's reply screen). */
  withProducts?: boolean;
  /** Also the hidden ones (the platform owner's view). */
  withHidden?: boolean;
}

function whereOf(f: ReviewFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.productId) conds.push(eq(reviews.productId, f.productId));
  else if (f.shopId) conds.push(eq(reviews.shopId, f.shopId), ...(f.withProducts ? [] : [isNull(reviews.productId)]));
  if (!f.withHidden) conds.push(isNull(reviews.hiddenAt));
  return conds.length ? and(...conds) : undefined;
}

export async function selectReviewPage(db: Db, f: ReviewFilter, page: number, pageSize: number): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = whereOf(f);
  const [rows, counted] = await Promise.all([
    withNames(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** The newest reviews of every shop, hidden ones too, each with its shop's name (the platform owner's screen). */
export async function selectPlatformReviewPage(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ rows: Array<ReviewRow & { shopName: string }>; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .select({ ...reviewColumns, shopName: shops.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(shops, eq(shops.id, reviews.shopId))
      .leftJoin(products, eq(products.id, reviews.productId))
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(reviews),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** The shopper's reviews of one order's shop and of its products. */
export async function selectOwnReviewsFor(db: Db, userId: string, shopId: string, productIds: string[]): Promise<ReviewRow[]> {
  const shopReview = and(eq(reviews.shopId, shopId), isNull(reviews.productId));
  const productReviews = productIds.length ? and(isNotNull(reviews.productId), inArray(reviews.productId, productIds)) : undefined;
  return withNames(db)
    .where(and(eq(reviews.userId, userId), productReviews ? sql`(${shopReview} or ${productReviews})` : shopReview))
    .orderBy(...newestFirst);
}

/**
 * Whose stars count (decision 041): the review's author has a Delivered order at another shop. The reviewed shop
 * marks its own orders Delivered, so its own deliveries prove nothing; a delivery by a different shop (created and
 * vetted by the platform owner, run by someone else) is a signal the reviewed shop does not control.
 */
const countedReview = sql`exists (select 1 from orders elsewhere where elsewhere.user_id = ${reviews.userId} and elsewhere.shop_id <> ${reviews.shopId} and elsewhere.status = 'Delivered')`;

export interface RatingRow {
  id: string;
  sum: number;
  count: number;
}

/** Star sums and counts of the visible, counted shop reviews of these shops (only shops with such reviews appear). */
export async function selectShopRatings(db: Db, shopIds: string[]): Promise<RatingRow[]> {
  if (!shopIds.length) return [];
  return db
    .select({ id: reviews.shopId, sum: sql<number>`sum(${reviews.stars})::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(inArray(reviews.shopId, shopIds), isNull(reviews.productId), isNull(reviews.hiddenAt), countedReview))
    .groupBy(reviews.shopId);
}

/** Star sums and counts of the visible, counted reviews of these products. */
export async function selectProductRatings(db: Db, productIds: string[]): Promise<RatingRow[]> {
  if (!productIds.length) return [];
  const rows = await db
    .select({ id: reviews.productId, sum: sql<number>`sum(${reviews.stars})::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), isNull(reviews.hiddenAt), countedReview))
    .groupBy(reviews.productId);
  return rows.map((r) => ({ id: r.id!, sum: Number(r.sum), count: Number(r.count) }));
}

/** Every review a person wrote, hidden ones too (their data export, issue 26 #7). */
export function selectReviewsByAuthor(db: Db, userId: string, limit = 1000): Promise<ReviewRow[]> {
  return withNames(db)
    .where(eq(reviews.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit);
}
