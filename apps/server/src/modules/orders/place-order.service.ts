import { computeTotals, formatRupees, toPaise, toRupees, type PlaceOrderBody, type PlaceOrderResponse } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../plugins/auth.js';
import { AppError, conflict, forbidden } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { lockCartLines, removeOrderedLines, type CartLine } from '../cart/cart.service.js';
import { takeStock } from '../products/stock.service.js';
import { loadOrders } from './order-dto.js';
import { findCheckoutByKey, insertCheckout, insertOrderItems, insertOrders } from './orders.repo.js';
import { withRetry } from './tx-retry.js';

export const ORDER_PLACED = 'Order Placed Successfully';
export const CART_CHANGED = 'Your cart has changed. Please review it and try again.';
export const MAX_IDEMPOTENCY_KEY = 100;

export function assertCanOrder(user: SessionUser): void {
  if (user.role !== 'user') throw forbidden('Only shopper accounts can place orders');
}

/** A blank key means none; a key longer than 100 characters is refused (400). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY) throw new AppError('VALIDATION', `Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY} characters`);
  return key;
}

/** The client's view of the cart (`items`), as product id → quantity; each item may name its id `_id`, `itemId` or `productId`. */
function expectedItems(items: NonNullable<PlaceOrderBody['items']>): Map<string, number> {
  const wanted = new Map<string, number>();
  items.forEach((item, i) => {
    const id = item._id ?? item.itemId ?? item.productId;
    if (!id) throw new AppError('VALIDATION', `items[${i}] needs an _id, itemId or productId`);
    wanted.set(id, (wanted.get(id) ?? 0) + item.quantity);
  });
  return wanted;
}

function sameItems(wanted: Map<string, number>, lines: readonly CartLine[]): boolean {
  return wanted.size === lines.length && lines.every((l) => wanted.get(l.productId) === l.quantity);
}

function shortOfStock(line: CartLine, now: { name: string; quantity: number } | undefined): AppError {
  const name = now?.name ?? line.name;
  const available = now?.quantity ?? 0;
  const message = !now ? `${name} is no longer available` : available <= 0 ? `${name} is out of stock` : `Only ${available} left of ${name}`;
  return conflict(message, { productId: line.productId, available });
}

/** Thrown inside the transaction when the idempotency key turned out to be taken: roll back, then replay. */
class KeyTaken extends Error {}

/**
 * Places the server-side cart, in one transaction: one checkout, one order per shop with its items
 * snapshotted, stock taken with conditional updates (in product-id order, so concurrent checkouts cannot
 * deadlock), and the ordered lines removed from the cart. The cart lines are locked first, so two
 * submissions of one cart run one after the other and the second finds the cart empty (or its key used).
 */
export async function placeOrder(db: Db, user: SessionUser, body: PlaceOrderBody, key?: string): Promise<{ created: boolean; response: PlaceOrderResponse }> {
  const wanted = body.items ? expectedItems(body.items) : undefined;
  let outcome: { checkoutId: string; totalPaise: number; created: boolean } | undefined;
  try {
    outcome = await withRetry(() =>
      db.transaction(
        async (tx) => {
          const lines = await lockCartLines(tx, user.id);
          if (key) {
            const done = await findCheckoutByKey(tx, user.id, key);
            if (done) return { checkoutId: done.id, totalPaise: done.totalPaise, created: false };
          }
          if (lines.length === 0) throw new AppError('VALIDATION', 'Your cart is empty');
          if (wanted && !sameItems(wanted, lines)) throw conflict(CART_CHANGED);

          const totals = computeTotals(lines.map((l) => ({ shopId: l.shopId, unitPricePaise: l.pricePaise, quantity: l.quantity })));
          if (body.totalAmount !== undefined && toPaise(body.totalAmount) !== totals.totalPaise) {
            const totalAmount = toRupees(totals.totalPaise);
            throw conflict(`Prices have changed. The total is now ${formatRupees(totalAmount)}.`, { totalAmount });
          }

          const checkoutId = newId();
          const inserted = await insertCheckout(tx, {
            id: checkoutId,
            userId: user.id,
            idempotencyKey: key ?? null,
            address: body.address,
            totalPaise: totals.totalPaise,
          });
          if (!inserted) throw new KeyTaken();

          const short = await takeStock(tx, lines);
          if (short) throw shortOfStock(short.line, short.now);

          const orderIdOfShop = new Map(totals.shops.map((s) => [s.shopId, newId()]));
          await insertOrders(
            tx,
            totals.shops.map((s) => ({
              id: orderIdOfShop.get(s.shopId)!,
              checkoutId,
              userId: user.id,
              shopId: s.shopId,
              address: body.address,
              paymentMethod: 'COD',
              status: 'Pending' as const,
              subtotalPaise: s.subtotalPaise,
              deliveryPaise: s.deliveryPaise,
              totalPaise: s.totalPaise,
            })),
          );
          await insertOrderItems(
            tx,
            lines.map((l) => ({
              id: newId(),
              orderId: orderIdOfShop.get(l.shopId)!,
              productId: l.productId,
              name: l.name,
              unit: l.unit,
              subCategory: l.subCategory,
              pricePaise: l.pricePaise,
              quantity: l.quantity,
            })),
          );
          await removeOrderedLines(
            tx,
            user.id,
            lines.map((l) => l.productId),
          );
          return { checkoutId, totalPaise: totals.totalPaise, created: true };
        },
        { isolationLevel: 'read committed' },
      ),
    );
  } catch (err) {
    if (!(err instanceof KeyTaken) || !key) throw err;
    const done = await findCheckoutByKey(db, user.id, key);
    if (!done) throw err;
    outcome = { checkoutId: done.id, totalPaise: done.totalPaise, created: false };
  }

  const orders = (await loadOrders(db, { checkoutId: outcome.checkoutId, userId: user.id }, 'customer')).sort((a, b) => (a._id < b._id ? -1 : 1));
  return {
    created: outcome.created,
    response: { message: ORDER_PLACED, checkoutId: outcome.checkoutId, totalAmount: toRupees(outcome.totalPaise), orders },
  };
}
