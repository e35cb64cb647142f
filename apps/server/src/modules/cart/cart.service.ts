import { computeTotals, toRupees, type CartAddBody, type CartChangeResponse, type CartDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../plugins/auth.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  decreaseCartLine,
  deleteCartLine,
  deleteCartLines,
  findProductStock,
  selectCartLines,
  sumCartQuantity,
  upsertCartLine,
  type CartLineRow,
} from './cart.repo.js';

export type CartLine = CartLineRow;

/**
 * The shopper's cart lines, locked for the caller's transaction `tx` (a checkout): two checkouts of one cart
 * run one after the other, and the second finds the lines already gone.
 */
export function lockCartLines(tx: Db, userId: string): Promise<CartLine[]> {
  return selectCartLines(tx, userId, { forUpdate: true });
}

/** Removes the lines that became an order, inside the checkout's transaction `tx`. */
export function removeOrderedLines(tx: Db, userId: string, productIds: readonly string[]): Promise<void> {
  return deleteCartLines(tx, userId, productIds);
}

/** Only shoppers have a cart: admins and the superadmin get 403 whatever the UI shows. */
export function assertShopper(user: SessionUser): void {
  if (user.role !== 'user') throw forbidden('Only shopper accounts can use the cart');
}

/** "Only N left" / "Out of stock": the message a shopper sees when asking for more than the stock. */
export function stockMessage(available: number): string {
  return available <= 0 ? 'Out of stock' : `Only ${available} left`;
}

export function toCartDto(lines: readonly CartLineRow[]): CartDto {
  const totals = computeTotals(lines.map((l) => ({ shopId: l.shopId, unitPricePaise: l.pricePaise, quantity: l.quantity })));
  const shopNames = new Map(lines.map((l) => [l.shopId, l.shopName]));
  return {
    items: lines.map((l) => ({
      _id: l.productId,
      productId: l.productId,
      name: l.name,
      price: toRupees(l.pricePaise),
      image: l.image,
      quantity: l.quantity,
      shopId: l.shopId,
      shopName: l.shopName,
      unit: l.unit,
      subCategory: l.subCategory,
      available: l.available,
      lineTotal: toRupees(l.pricePaise * l.quantity),
    })),
    itemCount: totals.itemCount,
    subtotal: toRupees(totals.subtotalPaise),
    deliveryCharge: toRupees(totals.deliveryPaise),
    total: toRupees(totals.totalPaise),
    shops: totals.shops.map((s) => ({
      shopId: s.shopId,
      shopName: shopNames.get(s.shopId) ?? '',
      subtotal: toRupees(s.subtotalPaise),
      deliveryCharge: toRupees(s.deliveryPaise),
      total: toRupees(s.totalPaise),
      itemCount: s.itemCount,
    })),
  };
}

export async function getCart(db: Db, userId: string): Promise<CartDto> {
  return toCartDto(await selectCartLines(db, userId));
}

/** Total quantity in the cart; 0 for anyone without a cart (anonymous, admins). */
export async function cartCount(db: Db, user: SessionUser | null): Promise<number> {
  if (!user || user.role !== 'user') return 0;
  return sumCartQuantity(db, user.id);
}

/**
 * Changes a line by `quantity` (a delta). Only the product id and the delta are used: name, price, image and
 * the rest are read from the product. Going up is checked against stock inside the same transaction as the
 * upsert, so two quick clicks cannot together pass the stock.
 */
export async function addToCart(db: Db, userId: string, body: CartAddBody): Promise<CartChangeResponse> {
  const message = await db.transaction(async (tx) => {
    const product = await findProductStock(tx, body.itemId);
    if (!product) throw notFound('Product');
    if (body.quantity < 0) {
      const left = await decreaseCartLine(tx, userId, body.itemId, -body.quantity);
      return left === 0 ? 'Item removed from cart' : 'Cart updated';
    }
    if (product.quantity <= 0) throw conflict(stockMessage(0), { available: 0 });
    const wanted = await upsertCartLine(tx, userId, body.itemId, body.quantity);
    // Re-read the stock after the upsert: the latest committed figure, not the one seen before the row lock.
    const stock = (await findProductStock(tx, body.itemId))?.quantity ?? 0;
    if (wanted > stock) throw conflict(stockMessage(stock), { available: stock });
    return wanted === body.quantity ? 'Item added to cart' : 'Cart updated';
  });
  return { message, cart: await getCart(db, userId) };
}

export async function removeFromCart(db: Db, userId: string, productId: string): Promise<CartChangeResponse> {
  if (!isUuid(productId) || !(await deleteCartLine(db, userId, productId))) throw new AppError('NOT_FOUND', 'This item is not in your cart');
  return { message: 'Item removed from cart', cart: await getCart(db, userId) };
}

export async function clearCart(db: Db, userId: string): Promise<CartChangeResponse> {
  await deleteCartLines(db, userId);
  return { message: 'Cart cleared', cart: await getCart(db, userId) };
}
