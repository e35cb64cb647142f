import {
  REVIEW_EDIT_DAYS,
  type CreateReviewBody,
  type EditReviewBody,
  type Paged,
  type PlatformReviewDto,
  type RatingDto,
  type ReviewDto,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import { toPaged } from '../../lib/paging.js';
import type { SessionUser } from '../../plugins/auth.js';
import {
  insertReview,
  selectOrderForReview,
  selectOwnReview,
  selectOwnReviewsFor,
  selectPlatformReviewPage,
  selectProductRatings,
  selectReviewById,
  selectReviewPage,
  selectShopRatings,
  setReplyOnce,
  updateReview,
  type RatingRow,
  type ReviewRow,
} from './reviews.repo.js';
import { selectReviewsByAuthor } from './reviews.repo.js';
import { recordEvent, type DomainEvent } from '../events/events.service.js';

const DAY_MS = 24 * 3600 * 1000;
export const REVIEW_EDIT_MS = REVIEW_EDIT_DAYS * DAY_MS;

export const NOT_DELIVERED = 'You can rate an order once it has been delivered';
export const EDIT_WINDOW_OVER = `Reviews can be changed for ${REVIEW_EDIT_DAYS} days after they are written; this one can no longer be changed`;
export const ALREADY_REPLIED = 'You have already replied to this review';

const editableUntil = (r: Pick<ReviewRow, 'createdAt'>) => new Date(r.createdAt.getTime() + REVIEW_EDIT_MS);

export function toReviewDto(r: ReviewRow): ReviewDto {
  return {
    _id: r.id,
    shopId: r.shopId,
    productId: r.productId,
    productName: r.productId ? r.productName : null,
    stars: r.stars,
    text: r.text,
    author: r.authorName.trim().split(/\s+/)[0] || 'Shopper',
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    editableUntil: editableUntil(r).toISOString(),
    hidden: r.hiddenAt !== null,
  };
}

async function reviewOr404(db: Db, id: string): Promise<ReviewRow> {
  const r = isUuid(id) ? await selectReviewById(db, id) : undefined;
  if (!r) throw notFound('Review');
  return r;
}

/**
 * A shopper rates the shop of one of their Delivered orders, or one product of it: once each (a second try is
 * 409 and points to editing). Someone else's order is 403; an order not yet delivered 409.
 */
export async function createReview(db: Db, user: SessionUser, body: CreateReviewBody): Promise<ReviewDto> {
  const order = await selectOrderForReview(db, body.orderId);
  if (!order) throw notFound('Order');
  if (order.userId !== user.id) throw forbidden('You can only rate your own orders');
  if (order.status !== 'Delivered') throw conflict(NOT_DELIVERED, { status: order.status });
  let what = order.shopName;
  if (body.productId) {
    const item = order.items.find((i) => i.productId === body.productId);
    if (!item)
      throw new AppError('VALIDATION', 'That product is not in this order', { issues: [{ field: 'productId', message: 'That product is not in this order' }] });
    what = item.name;
  }
  const existing = await selectOwnReview(db, user.id, order.shopId, body.productId);
  const already = () => conflict(`You have already rated ${what}; you can change your review instead`, { reviewId: existing?.id });
  if (existing) throw already();
  const id = newId();
  const now = new Date();
  const inserted = await db.transaction(async (tx) => {
    const done = await insertReview(tx, {
      id,
      userId: user.id,
      orderId: order.id,
      shopId: order.shopId,
      productId: body.productId ?? null,
      stars: body.stars,
      text: body.text ?? '',
      createdAt: now,
      updatedAt: now,
    });
    if (done) await recordEvent(tx, ...ratingsChanged(order.shopId));
    return done;
  });
  if (!inserted) throw already();
  return toReviewDto(await reviewOr404(db, id));
}

/**
 * A review changes the shop's or the product's average in the catalog replies: every list, and the shop's own pages,
 * are dropped after the write's commit (decision 054).
 */
const ratingsChanged = (shopId: string): DomainEvent[] => [{ type: 'catalog.changed' }, { type: 'catalog.changed', shopId }];

/** The author changes stars or text within REVIEW_EDIT_DAYS of writing it. */
export async function editReview(db: Db, user: SessionUser, id: string, body: EditReviewBody): Promise<ReviewDto> {
  const r = await reviewOr404(db, id);
  if (r.userId !== user.id) throw forbidden('You can only change your own reviews');
  if (Date.now() > editableUntil(r).getTime()) throw conflict(EDIT_WINDOW_OVER, { editableUntil: editableUntil(r).toISOString() });
  await db.transaction(async (tx) => {
    await updateReview(tx, r.id, {
      ...(body.stars !== undefined ? { stars: body.stars } : {}),
      ...(body.text !== undefined ? { text: body.text } : {}),
      updatedAt: new Date(),
    });
    await recordEvent(tx, ...ratingsChanged(r.shopId));
  });
  return toReviewDto(await reviewOr404(db, r.id));
}

/** The shop's own admin replies once to a review of the shop or of one of its products. */
export async function replyToReview(db: Db, user: SessionUser, id: string, reply: string, ownShopId: string | undefined): Promise<ReviewDto> {
  const r = await reviewOr404(db, id);
  if (ownShopId !== r.shopId) throw forbidden('You can only reply to reviews of your own shop');
  if (r.reply !== null || !(await setReplyOnce(db, r.id, reply, new Date()))) throw conflict(ALREADY_REPLIED);
  return toReviewDto(await reviewOr404(db, r.id));
}

/** The platform owner hides a review (it leaves the lists and the averages) or shows it again. */
export async function setReviewHidden(db: Db, id: string, hidden: boolean): Promise<ReviewDto> {
  const r = await reviewOr404(db, id);
  if (hidden !== (r.hiddenAt !== null))
    await db.transaction(async (tx) => {
      await updateReview(tx, r.id, { hiddenAt: hidden ? new Date() : null });
      await recordEvent(tx, ...ratingsChanged(r.shopId));
    });
  return toReviewDto(await reviewOr404(db, r.id));
}

/** A page of a shop's reviews (productId absent) or of a product's; the platform owner also sees the hidden ones. */
export async function listReviews(
  db: Db,
  target: { shopId: string } | { productId: string },
  viewer: SessionUser | null,
  page: number,
  limit: number,
): Promise<Paged<ReviewDto>> {
  const { rows, total } = await selectReviewPage(db, { ...target, withHidden: viewer?.role === 'superadmin' }, page, limit);
  return toPaged(rows.map(toReviewDto), total, page, limit);
}

/**
 * The owner's reply screen: a page of the visible reviews of their shop and of its products, newest first.
 * An admin without a shop gets 404.
 */
export async function listOwnShopReviews(db: Db, ownShopId: string | undefined, page: number, limit: number): Promise<Paged<ReviewDto>> {
  if (!ownShopId) throw notFound('Shop');
  const { rows, total } = await selectReviewPage(db, { shopId: ownShopId, withProducts: true }, page, limit);
  return toPaged(rows.map(toReviewDto), total, page, limit);
}

/** The platform owner's screen: the newest reviews of every shop, hidden ones too, with the shop's name. */
export async function listPlatformReviews(db: Db, page: number, limit: number): Promise<Paged<PlatformReviewDto>> {
  const { rows, total } = await selectPlatformReviewPage(db, page, limit);
  return toPaged(
    rows.map((r) => ({ ...toReviewDto(r), shopName: r.shopName })),
    total,
    page,
    limit,
  );
}

/** The shopper's reviews of one of their orders' shop and products (the order page's form). */
export async function myReviewsForOrder(db: Db, user: SessionUser, orderId: string): Promise<ReviewDto[]> {
  const order = await selectOrderForReview(db, orderId);
  if (!order || order.userId !== user.id) throw notFound('Order');
  const productIds = order.items.map((i) => i.productId).filter((p): p is string => p !== null);
  return (await selectOwnReviewsFor(db, user.id, order.shopId, productIds)).map(toReviewDto);
}

const toRatings = (rows: RatingRow[]) =>
  new Map<string, RatingDto>(
    rows.filter((r) => Number(r.count) > 0).map((r) => [r.id, { average: Math.round((Number(r.sum) / Number(r.count)) * 10) / 10, count: Number(r.count) }]),
  );

/** Adds `rating` to each shop that has visible reviews (the others get none: decision 015). */
export async function withShopRatings<T extends { _id: string; rating?: RatingDto }>(db: Db, shops: T[]): Promise<T[]> {
  const ratings = toRatings(
    await selectShopRatings(
      db,
      shops.map((s) => s._id),
    ),
  );
  for (const s of shops) {
    const r = ratings.get(s._id);
    if (r) s.rating = r;
  }
  return shops;
}

/** Adds `rating` to each product that has visible reviews. */
export async function withProductRatings<T extends { _id: string; rating?: RatingDto }>(db: Db, items: T[]): Promise<T[]> {
  const ratings = toRatings(
    await selectProductRatings(
      db,
      items.map((p) => p._id),
    ),
  );
  for (const p of items) {
    const r = ratings.get(p._id);
    if (r) p.rating = r;
  }
  return items;
}

/** Every review the person wrote (their data export, issue 26 #7). */
export async function listReviewsByAuthor(db: Db, userId: string): Promise<ReviewDto[]> {
  return (await selectReviewsByAuthor(db, userId)).map(toReviewDto);
}
