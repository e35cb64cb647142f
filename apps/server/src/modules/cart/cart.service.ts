import {
  computeTotals,
  DEFAULT_PLATFORM_SETTINGS,
  formatRupees,
  MAX_CHECKOUT_TOTAL_PAISE,
  toRupees,
  unitLabel,
  type CartAddBody,
  type CartChangeResponse,
  type CartDto,
  type ReorderResponse,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../plugins/auth.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { shopClosedMessage } from '../shops/shops.service.js';
import { blockedShops } from '../ledger/ledger.service.js';
import { isBlocked } from '../ledger/domain/ledger-maths.js';
import {
  decreaseCartLine,
  deleteCartLine,
  deleteCartLines,
  deleteShopCartLines,
  cartTotalPaise,
  findProductAndStock,
  findProductForCart,
  findVariantStock,
  stockAndCartTotal,
  selectCartLinesForUpdate,
  selectCartView,
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
  return selectCartLinesForUpdate(tx, userId);
}

/** Removes the lines (by variant) that became an order, inside the checkout's transaction `tx`. */
export function removeOrderedLines(tx: Db, userId: string, variantIds: readonly string[]): Promise<void> {
  return deleteCartLines(tx, userId, variantIds);
}

/** The message when a product with options is added without naming its variant (issue 24 #1). */
export function variantRequired(options: ReadonlyArray<{ name: string }>): string {
  return `This product comes in ${options.map((o) => o.name).join(' and ')}: send variantId to choose one`;
}

/**
 * The product and variant a cart call names: `itemId` alone is a product without options (its one variant has
 * the product's id); a product with options needs `variantId` (400 naming it), a live variant of that product.
 */
async function productAndVariant(db: Db, itemId: string, variantId: string | undefined) {
  // One statement: the product, its shop and the variant's stock (decision 095).
  const product = await findProductAndStock(db, itemId, variantId ?? null);
  if (!product) throw notFound('Product');
  if (variantId === undefined && product.options.length)
    throw new AppError('VALIDATION', variantRequired(product.options), { issues: [{ field: 'variantId', message: variantRequired(product.options) }] });
  if (product.variantId === null || product.stock === null) throw notFound(variantId === undefined ? 'Product' : 'Variant');
  return { product, variantId: product.variantId, stock: product.stock };
}

/** Only shoppers have a cart: admins and the superadmin get 403 whatever the UI shows. */
export function assertShopper(user: SessionUser): void {
  if (user.role !== 'user') throw forbidden('Only shopper accounts can use the cart');
}

/** "Only N left" / "Out of stock": the message a shopper sees when asking for more than the stock. */
export function stockMessage(available: number): string {
  return available <= 0 ? 'Out of stock' : `Only ${available} left`;
}

/**
 * The cart as the shopper sees it. A line whose shop takes no orders now (deactivated, or `blocked` for overdue
 * fees: the shopper reads the same words for both, never why) carries `unavailable`.
 */
export function toCartDto(lines: readonly CartLineRow[], codFeePaise = 0, blocked: ReadonlySet<string> = new Set()): CartDto {
  const totals = computeTotals(
    lines.map((l) => ({ shopId: l.shopId, unitPricePaise: l.pricePaise, quantity: l.quantity })),
    { codFeePaise },
  );
  const shopNames = new Map(lines.map((l) => [l.shopId, l.shopName]));
  const policies = new Map(lines.map((l) => [l.shopId, { kind: l.returnKind ?? 'none', days: l.returnKind ? (l.returnDays ?? 0) : 0 }]));
  return {
    items: lines.map((l) => ({
      // The variant's id: the product's own for a product without options, as the spec's `_id` is.
      _id: l.variantId,
      productId: l.productId,
      name: l.name,
      price: toRupees(l.pricePaise),
      image: l.image,
      quantity: l.quantity,
      shopId: l.shopId,
      shopName: l.shopName,
      ...(l.shopActive && !blocked.has(l.shopId) ? {} : { unavailable: shopClosedMessage(l.shopName) }),
      unit: lineUnit(l),
      subCategory: l.subCategory,
      available: l.available,
      lineTotal: toRupees(l.pricePaise * l.quantity),
      // The spec's line keeps its shape: the variant's fields come only with a product's options.
      ...(Object.keys(l.options).length ? { variantId: l.variantId, options: l.options, sku: l.sku } : {}),
      ...(l.returnable ? {} : { returnable: false as const }),
    })),
    itemCount: totals.itemCount,
    subtotal: toRupees(totals.subtotalPaise),
    deliveryCharge: toRupees(totals.deliveryPaise),
    codFee: toRupees(totals.codFeePaise),
    total: toRupees(totals.totalPaise),
    shops: totals.shops.map((s) => ({
      shopId: s.shopId,
      shopName: shopNames.get(s.shopId) ?? '',
      subtotal: toRupees(s.subtotalPaise),
      deliveryCharge: toRupees(s.deliveryPaise),
      codFee: toRupees(s.codFeePaise),
      total: toRupees(s.totalPaise),
      itemCount: s.itemCount,
      returnPolicy: policies.get(s.shopId) ?? { kind: 'none' as const, days: 0 },
    })),
  };
}

/** The cart as the shopper sees it now: one statement (decision 095). A shop blocked for overdue fees is `unavailable`. */
export async function getCart(db: Db, userId: string, now: Date = new Date()): Promise<CartDto> {
  const lines = await selectCartView(db, userId, now);
  const first = lines[0];
  const codFeePaise = first?.codFeePaise ?? DEFAULT_PLATFORM_SETTINGS.codFeePaise;
  const threshold = first?.duesBlockThresholdPaise ?? DEFAULT_PLATFORM_SETTINGS.duesBlockThresholdPaise;
  const blocked = new Set(lines.filter((l) => isBlocked(Math.max(0, Number(l.overduePaise ?? 0)), threshold)).map((l) => l.shopId));
  return toCartDto(lines, codFeePaise, blocked);
}

/** A shop blocked for overdue fees: refused with the words a deactivated shop gets (the shopper never learns why). */
async function assertTakingOrders(db: Db, shop: { shopId: string; shopName: string }, now: Date): Promise<void> {
  if ((await blockedShops(db, [shop.shopId], now)).has(shop.shopId)) throw conflict(shopClosedMessage(shop.shopName), { shopName: shop.shopName });
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
export async function addToCart(db: Db, userId: string, body: CartAddBody, now: Date = new Date()): Promise<CartChangeResponse> {
  const message = await db.transaction(async (tx) => {
    const { product, variantId, stock: before } = await productAndVariant(tx, body.itemId, body.variantId);
    if (body.quantity < 0) {
      const left = await decreaseCartLine(tx, userId, variantId, -body.quantity);
      return left === 0 ? 'Item removed from cart' : 'Cart updated';
    }
    if (!product.shopActive) throw conflict(shopClosedMessage(product.shopName), { shopName: product.shopName });
    await assertTakingOrders(tx, product, now);
    if (before <= 0) throw conflict(stockMessage(0), { available: 0 });
    const wanted = await upsertCartLine(tx, userId, product.id, variantId, body.quantity);
    // Re-read the stock after the upsert: the latest committed figure, not the one seen before the row lock; the
    // cart's total comes in the same statement.
    const { stock, totalPaise: total } = await stockAndCartTotal(tx, userId, product.id, variantId);
    if (wanted > stock) throw conflict(stockMessage(stock), { available: stock });
    // No cart that could never be checked out (decision 018): refused here, with the same cap as the checkout.
    if (total > MAX_CHECKOUT_TOTAL_PAISE) {
      const maxTotalAmount = toRupees(MAX_CHECKOUT_TOTAL_PAISE);
      throw conflict(
        `Your cart would come to ${formatRupees(toRupees(total))}, more than ${formatRupees(maxTotalAmount)}, the most one order can be. Order what is in your cart first, or add fewer.`,
        { totalAmount: toRupees(total), maxTotalAmount },
      );
    }
    return wanted === body.quantity ? 'Item added to cart' : 'Cart updated';
  });
  return { message, cart: await getCart(db, userId, now) };
}

export async function removeFromCart(db: Db, userId: string, productId: string, now: Date = new Date()): Promise<CartChangeResponse> {
  if (!isUuid(productId) || !(await deleteCartLine(db, userId, productId))) throw new AppError('NOT_FOUND', 'This item is not in your cart');
  return { message: 'Item removed from cart', cart: await getCart(db, userId, now) };
}

/** Removes every line of one shop (a shop not taking orders: one tap in the cart and at checkout). */
export async function removeShopFromCart(db: Db, userId: string, shopId: string, now: Date = new Date()): Promise<CartChangeResponse> {
  const removed = isUuid(shopId) ? await deleteShopCartLines(db, userId, shopId) : 0;
  if (removed === 0) throw new AppError('NOT_FOUND', 'Your cart has no items from this shop');
  return { message: removed === 1 ? '1 item removed from cart' : `${removed} items removed from cart`, cart: await getCart(db, userId, now) };
}

export async function clearCart(db: Db, userId: string, now: Date = new Date()): Promise<CartChangeResponse> {
  await deleteCartLines(db, userId);
  return { message: 'Cart cleared', cart: await getCart(db, userId, now) };
}

/** A line of a past order to put back in the cart. */
export interface ReorderLine {
  productId: string | null;
  /** The variant ordered; null when it was deleted since (or the product had none then). */
  variantId: string | null;
  name: string;
  quantity: number;
}

export const NO_LONGER_SOLD = 'No longer sold by the shop';

/**
 * Puts a past order's products back in the cart (issue 10 #19): what is still sold, by an active shop, as far as
 * the stock goes, at today's price (the cart reads prices from the product). Each line is checked against the
 * stock after its upsert, in one transaction, as `addToCart` does; a line beyond the stock is trimmed to it.
 * What could not be added says why; a shop blocked for overdue fees reads like a deactivated one.
 */
export async function addOrderLinesToCart(db: Db, userId: string, lines: readonly ReorderLine[], now: Date = new Date()): Promise<ReorderResponse> {
  const added: Array<Omit<ReorderResponse['added'][number], 'price'>> = [];
  const skipped: ReorderResponse['skipped'] = [];
  await db.transaction(async (tx) => {
    const found: Array<{ id: string; variantId: string; quantity: number; shopId: string; shopName: string; shopActive: boolean } | undefined> = [];
    for (const l of lines) {
      const product = l.productId ? await findProductForCart(tx, l.productId) : undefined;
      const variantId = l.variantId ?? l.productId;
      const stock = product && variantId ? await findVariantStock(tx, product.id, variantId) : undefined;
      found.push(product && variantId && stock !== undefined ? { ...product, variantId, quantity: stock } : undefined);
    }
    const shopIds = [...new Set(found.flatMap((p) => (p ? [p.shopId] : [])))];
    const blocked = shopIds.length ? await blockedShops(tx, shopIds, now) : new Set<string>();
    for (const [i, line] of lines.entries()) {
      const product = found[i];
      if (!line.productId || !product) {
        skipped.push({ productId: line.productId, name: line.name, reason: NO_LONGER_SOLD });
        continue;
      }
      if (!product.shopActive || blocked.has(product.shopId)) {
        skipped.push({ productId: product.id, name: line.name, reason: shopClosedMessage(product.shopName) });
        continue;
      }
      if (product.quantity <= 0) {
        skipped.push({ productId: product.id, name: line.name, reason: stockMessage(0) });
        continue;
      }
      const total = await upsertCartLine(tx, userId, product.id, product.variantId, line.quantity);
      const stock = (await findVariantStock(tx, product.id, product.variantId)) ?? 0;
      const over = Math.max(0, total - stock);
      if (over > 0) await decreaseCartLine(tx, userId, product.variantId, over);
      const quantity = line.quantity - over;
      if (quantity <= 0) {
        skipped.push({ productId: product.id, name: line.name, reason: `${stockMessage(stock)}, and your cart already has them` });
        continue;
      }
      // The same cap as Add to Cart and the checkout (decision 018): a line that would pass it is taken back out.
      if ((await cartTotalPaise(tx, userId)) > MAX_CHECKOUT_TOTAL_PAISE) {
        await decreaseCartLine(tx, userId, product.variantId, quantity);
        skipped.push({
          productId: product.id,
          name: line.name,
          reason: `Your cart would come to more than ${formatRupees(toRupees(MAX_CHECKOUT_TOTAL_PAISE))}, the most one order can be`,
        });
        continue;
      }
      added.push({ productId: product.id, name: line.name, quantity, ordered: line.quantity });
    }
  });
  const cart = await getCart(db, userId, now);
  const prices = new Map(cart.items.map((i) => [i.productId, i.price]));
  const message =
    added.length === 0
      ? 'None of these items can be added to your cart now'
      : `${added.length === 1 ? '1 item' : `${added.length} items`} added to your cart` + (skipped.length ? `; ${skipped.length} could not be added` : '');
  return { message, added: added.map((a) => ({ ...a, price: prices.get(a.productId) ?? 0 })), skipped, cart };
}

/** A line's unit as shoppers read it, also snapshotted on the order item: `4 L` for a product with a net quantity. */
export function lineUnit(l: { unit: string | null; netQuantityMilli: number | null }): string | null {
  if (l.netQuantityMilli === null) return l.unit;
  return unitLabel(l.unit, l.netQuantityMilli / 1000) || null;
}
