// Over 300 lines: placing the cart is one transaction with its checks (stock, prices, COD limits, delivery PINs,
// idempotency); each check is a function here, and they share the transaction's locked cart lines.
import crypto from 'node:crypto';
import {
  cashCeilingOn,
  computeTotals,
  deliversTo,
  deliveryOf,
  formatRupees,
  formatRupeesShort,
  orderNumber,
  pincodeFromText,
  pinLabel,
  type PlatformSettings,
  type ShopTotals,
  MAX_CHECKOUT_TOTAL_PAISE,
  MAX_ORDER_LINES,
  stateByCode,
  toPaise,
  toRupees,
  type PlaceOrderBody,
  type OrderDto,
  type PlaceOrderResponse,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../plugins/auth.js';
import { AppError, conflict, forbidden } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { lineUnit, lockCartLines, removeOrderedLines, type CartLine } from '../cart/cart.service.js';
import { takeStock } from '../products/stock.service.js';
import { getPlatformSettings } from '../settings/settings.service.js';
import { shopClosedMessage } from '../shops/shops.service.js';
import { assertShopsTakingOrders } from '../ledger/ledger.service.js';
import { loadOrders, phoneIn } from '../orders/order-dto.js';
import { findCheckoutByKey, insertCheckout, insertOrderItems, insertOrders, selectCheckoutLines } from './checkout.repo.js';
import { withRetry } from '../../lib/tx-retry.js';
import { queueOrderPlacedMail } from '../orders/order-mail.js';
import { confirmByOf, issueFirstCodes, needsCodConfirmation } from '../cod-confirmation/cod-confirmation.service.js';
import { recordEvent } from '../events/events.service.js';

export const ORDER_PLACED = 'Order Placed Successfully';
export const CART_CHANGED = 'Your cart has changed. Please review it and try again.';
export const MAX_IDEMPOTENCY_KEY = 100;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different order (another cart, address or total). Use a new key for a new order.';

/**
 * A checkout over the largest total the product accepts (decision 018) is refused with 409 before anything is
 * written, naming both figures.
 */
export function assertCheckoutTotal(totalPaise: number): void {
  if (totalPaise <= MAX_CHECKOUT_TOTAL_PAISE) return;
  const totalAmount = toRupees(totalPaise);
  const maxTotalAmount = toRupees(MAX_CHECKOUT_TOTAL_PAISE);
  throw conflict(
    `This order comes to ${formatRupees(totalAmount)}, more than ${formatRupees(maxTotalAmount)}, the most one checkout can be. Lower the quantities or order in parts.`,
    { totalAmount, maxTotalAmount },
  );
}

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

/**
 * The client's view of the cart (`items`), as variant id → quantity; each item may name its id `_id`, `itemId` or
 * `productId` (a product without options: its one variant has the product's id), or `variantId`.
 */
function expectedItems(items: NonNullable<PlaceOrderBody['items']>): Map<string, number> {
  const wanted = new Map<string, number>();
  items.forEach((item, i) => {
    const id = item.variantId ?? item._id ?? item.itemId ?? item.productId;
    if (!id) throw new AppError('VALIDATION', `items[${i}] needs an _id, itemId or productId`);
    wanted.set(id, (wanted.get(id) ?? 0) + item.quantity);
  });
  return wanted;
}

function sameItems(wanted: Map<string, number>, lines: readonly CartLine[]): boolean {
  return wanted.size === lines.length && lines.every((l) => wanted.get(l.variantId) === l.quantity);
}

function shortOfStock(line: CartLine, now: { name: string; quantity: number } | undefined): AppError {
  const name = now?.name ?? line.name;
  const available = now?.quantity ?? 0;
  const message = !now ? `${name} is no longer available` : available <= 0 ? `${name} is out of stock` : `Only ${available} left of ${name}`;
  return conflict(message, { productId: line.productId, available });
}

/**
 * An unregistered shop (enrolled by PAN, no GSTIN) may sell only within its own state: a delivery to another
 * state is refused before anything is written, naming the shop.
 */
function assertShopsDeliverTo(lines: readonly CartLine[], stateCode: string): void {
  const line = lines.find((l) => l.shopGstRegistration === 'unregistered' && l.shopStateCode !== stateCode);
  if (!line) return;
  const from = stateByCode(line.shopStateCode)?.name ?? line.shopStateCode;
  const to = stateByCode(stateCode)?.name ?? stateCode;
  throw conflict(
    `${line.shopName} is not registered for GST and can deliver only within ${from}, not to ${to}. Remove its items or choose an address in ${from}.`,
    {
      shopId: line.shopId,
    },
  );
}

/**
 * A shop that limits where it delivers (`shops.delivery_pins`) takes an order only to a PIN code on its list or
 * under one of its 3-digit prefixes; an address without a PIN code cannot be checked, so it is refused too.
 */
function assertShopsServePin(lines: readonly CartLine[], pincode: string | null): void {
  const line = lines.find((l) => !deliversTo(l.shopDeliveryPins, pincode));
  if (!line) return;
  const area = line.shopDeliveryPins.map(pinLabel).join(', ');
  const where = pincode ? `PIN code ${pincode}` : 'an address without a PIN code';
  throw conflict(`${line.shopName} does not deliver to ${where}: it delivers only to PIN codes ${area}. Remove its items or choose another address.`, {
    shopId: line.shopId,
    shopName: line.shopName,
  });
}

/**
 * One shop's order lists at most MAX_ORDER_LINES different products (decision 035): a longer cart is refused with
 * 409 before anything is written, naming the shop, its count and the limit.
 */
export function assertOrderLines(lines: readonly CartLine[]): void {
  const perShop = new Map<string, { shopName: string; n: number }>();
  for (const l of lines) {
    const s = perShop.get(l.shopId) ?? { shopName: l.shopName, n: 0 };
    s.n++;
    perShop.set(l.shopId, s);
  }
  for (const [shopId, { shopName, n }] of perShop)
    if (n > MAX_ORDER_LINES)
      throw conflict(
        `Your order from ${shopName} has ${n} different items, more than ${MAX_ORDER_LINES}, the most one order can have. Remove some items and order them separately.`,
        { shopId, shopName, lines: n, maxOrderLines: MAX_ORDER_LINES },
      );
}

/**
 * Cash on delivery limits per shop order (each is one cash payment to one shop): the platform's cap
 * (`codMaxOrderValue`, at the cap is allowed) and, whatever the setting says, the legal ceiling in force
 * (Income-tax Act s.269ST: cash of ₹2,00,000 or more for one order is not allowed). Refused before anything is written.
 */
export function assertCodLimits(shops: readonly ShopTotals[], names: ReadonlyMap<string, string>, settings: PlatformSettings, now: Date): void {
  const ceiling = cashCeilingOn(now);
  for (const s of shops) {
    const shopName = names.get(s.shopId) ?? 'A shop';
    const totalAmount = toRupees(s.totalPaise);
    if (ceiling && s.totalPaise >= ceiling.ceilingPaise) {
      const limit = formatRupeesShort(toRupees(ceiling.ceilingPaise));
      throw conflict(
        `Your order from ${shopName} comes to ${formatRupees(totalAmount)}. Cash of ${limit} or more for one order is not allowed (${ceiling.law}). Remove some items or split it into smaller orders.`,
        { shopId: s.shopId, shopName, totalAmount, codMaxOrderValue: toRupees(Math.min(settings.codMaxOrderPaise, ceiling.ceilingPaise - 1)) },
      );
    }
    if (s.totalPaise > settings.codMaxOrderPaise) {
      const limit = formatRupeesShort(toRupees(settings.codMaxOrderPaise));
      throw conflict(
        `Your order from ${shopName} comes to ${formatRupees(totalAmount)}, above ${limit}, the most one cash-on-delivery order can be. Remove some items or split it into smaller orders of ${limit} or less.`,
        { shopId: s.shopId, shopName, totalAmount, codMaxOrderValue: toRupees(settings.codMaxOrderPaise) },
      );
    }
  }
}

type Lines = ReadonlyArray<{ productId: string | null; quantity: number }>;

/** Product → quantity, sorted: the same cart gives the same list whatever the order of its lines. */
function cartOf(lines: Lines): Array<[string, number]> {
  const sum = new Map<string, number>();
  for (const l of lines) sum.set(l.productId ?? '(removed)', (sum.get(l.productId ?? '(removed)') ?? 0) + l.quantity);
  return [...sum].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * What a retry must repeat to be answered with the stored checkout: the address, the items the client saw
 * (product → quantity, order-independent), its total and the shops it named, and the cart as it was ordered (issue
 * 21: a key sent with an address only must not answer the old order for a cart that has changed since). Stored
 * with the key.
 */
export function requestFingerprint(address: string, body: PlaceOrderBody, wanted: Map<string, number> | undefined, cart: Lines): string {
  const canonical = JSON.stringify({
    address,
    cart: cartOf(cart),
    paymentMethod: body.paymentMethod,
    totalPaise: body.totalAmount === undefined ? null : toPaise(body.totalAmount),
    items: wanted ? [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : null,
    shopIds: body.shopIds ? [...new Set(body.shopIds)].sort() : null,
  });
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/** The stored checkout answers a retry only when the retry is the same request. */
function replayOf(done: { id: string; totalPaise: number; requestHash: string | null }, hash: string) {
  if (done.requestHash !== null && done.requestHash !== hash) throw new AppError('UNPROCESSABLE', KEY_REUSED);
  return { checkoutId: done.id, totalPaise: done.totalPaise, created: false };
}

/** Thrown inside the transaction when the idempotency key turned out to be taken: roll back, then replay. */
class KeyTaken extends Error {}

/**
 * Places the server-side cart, in one transaction: one checkout, one order per shop with its items
 * snapshotted, stock taken with conditional updates (in product-id order, so concurrent checkouts cannot
 * deadlock), and the ordered lines removed from the cart. The cart lines are locked first, so two
 * submissions of one cart run one after the other and the second finds the cart empty (or its key used).
 */
export async function placeOrder(
  db: Db,
  user: SessionUser,
  body: PlaceOrderBody,
  key?: string,
  now: Date = new Date(),
): Promise<{ created: boolean; response: PlaceOrderResponse }> {
  const wanted = body.items ? expectedItems(body.items) : undefined;
  const delivery = deliveryOf(body);
  const fingerprint = (cart: Lines) => requestFingerprint(delivery.address, body, wanted, cart);
  /**
   * A retry's fingerprint: with the cart it would order now, or — when the cart is empty, as the first request left
   * it — with the lines that checkout ordered. A key sent again for a cart that changed meets 422 (KEY_REUSED).
   */
  const retryHash = async (tx: Db, checkoutId: string, cartNow: Lines) => fingerprint(cartNow.length ? cartNow : await selectCheckoutLines(tx, checkoutId));
  let seen: Lines = [];
  let outcome: { checkoutId: string; totalPaise: number; created: boolean; orders?: OrderDto[] } | undefined;
  try {
    outcome = await withRetry(() =>
      db.transaction(
        async (tx) => {
          const lines = await lockCartLines(tx, user.id);
          seen = lines;
          if (key) {
            const done = await findCheckoutByKey(tx, user.id, key);
            if (done) return replayOf(done, await retryHash(tx, done.id, lines));
          }
          if (lines.length === 0) throw new AppError('VALIDATION', 'Your cart is empty');
          if (wanted && !sameItems(wanted, lines)) throw conflict(CART_CHANGED);
          assertOrderLines(lines);
          const closed = lines.find((l) => !l.shopActive);
          if (closed)
            throw conflict(`${shopClosedMessage(closed.shopName)}. Remove its items from your cart to order the rest.`, {
              shopId: closed.shopId,
              shopName: closed.shopName,
            });
          // A shop with overdue fees above the platform's threshold takes no new orders (issue 12 #4).
          await assertShopsTakingOrders(tx, [...new Map(lines.map((l) => [l.shopId, { shopId: l.shopId, shopName: l.shopName }])).values()], now);
          assertShopsDeliverTo(lines, delivery.stateCode);
          assertShopsServePin(lines, delivery.deliveryAddress?.pincode ?? pincodeFromText(delivery.address));

          // Read in this transaction: the order records the fee and cap it was placed with (decision 021).
          const settings = await getPlatformSettings(tx);
          const totals = computeTotals(
            lines.map((l) => ({ shopId: l.shopId, unitPricePaise: l.pricePaise, quantity: l.quantity })),
            { codFeePaise: settings.codFeePaise },
          );
          assertCheckoutTotal(totals.totalPaise);
          assertCodLimits(totals.shops, new Map(lines.map((l) => [l.shopId, l.shopName])), settings, now);
          if (body.totalAmount !== undefined && toPaise(body.totalAmount) !== totals.totalPaise) {
            const totalAmount = toRupees(totals.totalPaise);
            throw conflict(`Prices have changed. The total is now ${formatRupees(totalAmount)}.`, { totalAmount });
          }

          const checkoutId = newId();
          const inserted = await insertCheckout(tx, {
            id: checkoutId,
            userId: user.id,
            idempotencyKey: key ?? null,
            requestHash: key ? fingerprint(lines) : null,
            address: delivery.address,
            totalPaise: totals.totalPaise,
          });
          if (!inserted) throw new KeyTaken();

          const short = await takeStock(tx, lines);
          if (short) throw shortOfStock(short.line, short.now);

          const orderIdOfShop = new Map(totals.shops.map((s) => [s.shopId, newId()]));
          // Orders above the platform's limit wait for the shopper's code (issue 13 #5); read from the same settings.
          const confirmBy = confirmByOf(settings, now);
          const awaiting = totals.shops.filter((s) => needsCodConfirmation(settings, s.totalPaise));
          await insertOrders(
            tx,
            totals.shops.map((s) => ({
              id: orderIdOfShop.get(s.shopId)!,
              checkoutId,
              userId: user.id,
              shopId: s.shopId,
              address: delivery.address,
              deliveryAddress: delivery.deliveryAddress,
              buyerStateCode: delivery.stateCode,
              paymentMethod: 'COD',
              status: 'Pending' as const,
              subtotalPaise: s.subtotalPaise,
              deliveryPaise: s.deliveryPaise,
              codFeePaise: s.codFeePaise,
              codMaxOrderPaise: settings.codMaxOrderPaise,
              totalPaise: s.totalPaise,
              codConfirmBy: awaiting.includes(s) ? confirmBy : null,
            })),
          );
          await insertOrderItems(
            tx,
            lines.map((l) => ({
              id: newId(),
              orderId: orderIdOfShop.get(l.shopId)!,
              productId: l.productId,
              variantId: l.variantId,
              sku: l.sku,
              options: l.options,
              name: l.name,
              unit: lineUnit(l),
              subCategory: l.subCategory,
              pricePaise: l.pricePaise,
              quantity: l.quantity,
              hsnCode: l.hsnCode,
              gstRateBp: l.gstRateBp,
            })),
          );
          await removeOrderedLines(
            tx,
            user.id,
            lines.map((l) => l.variantId),
          );
          const placed = await queueOrderPlacedMail(tx, checkoutId, user.id, toRupees(totals.totalPaise));
          const names = new Map(lines.map((l) => [l.shopId, l.shopName]));
          await issueFirstCodes(
            tx,
            awaiting.map((s) => ({
              id: orderIdOfShop.get(s.shopId)!,
              accountId: user.id,
              userName: user.name,
              userEmail: user.email,
              shopName: names.get(s.shopId) ?? '',
              totalPaise: s.totalPaise,
              phone: delivery.deliveryAddress?.phone ?? phoneIn(delivery.address),
              confirmBy,
            })),
            now,
          );
          // After commit: the shops' pages (stock went down), the owners' live feed (decision 054).
          await recordEvent(
            tx,
            {
              type: 'order.placed',
              orders: totals.shops
                .map((s) => {
                  const id = orderIdOfShop.get(s.shopId)!;
                  return { id, number: orderNumber(id), shopId: s.shopId, shopperName: user.name, status: 'Pending' as const };
                })
                .sort((a, b) => (a.id < b.id ? -1 : 1)),
            },
            ...totals.shops.map((s) => ({ type: 'catalog.changed' as const, shopId: s.shopId })),
          );
          return { checkoutId, totalPaise: totals.totalPaise, created: true, orders: placed };
        },
        { isolationLevel: 'read committed' },
      ),
    );
  } catch (err) {
    if (!(err instanceof KeyTaken) || !key) throw err;
    const done = await findCheckoutByKey(db, user.id, key);
    if (!done) throw err;
    outcome = replayOf(done, await retryHash(db, done.id, seen));
  }

  // A new checkout's orders were read for its mail inside the transaction, as committed; a replay reads them now.
  const orders =
    outcome.orders ?? (await loadOrders(db, { checkoutId: outcome.checkoutId, userId: user.id }, 'customer')).sort((a, b) => (a._id < b._id ? -1 : 1));
  return {
    created: outcome.created,
    response: { message: ORDER_PLACED, checkoutId: outcome.checkoutId, totalAmount: toRupees(outcome.totalPaise), orders },
  };
}
