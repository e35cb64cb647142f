/**
 * Demo orders: checkouts over the last four weeks, each creating one order per shop with item snapshots,
 * in every status. Deterministic (seeded), and a few hand-placed checkouts guarantee that the demo shopper
 * and the demo shop owner both see every status.
 */
import { computeTotals, REFUSE_REASONS, stateOfPlainAddress, unitLabel, type RefuseReason } from '@bazaar/shared';
import type { checkouts, orderItems, orders } from '../schema.js';
import { newId } from '../../lib/ids.js';

export type OrderStatus = 'Pending' | 'Confirmed' | 'Delivered' | 'Cancelled' | 'Refused';

export interface PlanProduct {
  id: string;
  name: string;
  pricePaise: number;
  quantity: number;
  unit: string | null;
  /** Net quantity in thousandths: the order item then reads `4 L`, as checkout writes it. */
  netQuantityMilli?: number | null;
  subCategory: string | null;
  hsnCode: string | null;
  gstRateBp: number | null;
}

export interface PlanShop {
  id: string;
  products: PlanProduct[];
}

export interface PlanShopper {
  id: string;
  address: string;
}

export interface OrderPlan {
  checkouts: (typeof checkouts.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
}

/** Small seeded PRNG (mulberry32): the same demo every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface CheckoutSpec {
  shopper: number;
  shops: number[];
  daysAgo: number;
  statuses?: OrderStatus[];
  /** For Refused orders: the reason per shop (null: none given). */
  reasons?: (RefuseReason | null)[];
}

/** Hand-placed: shopper 0 (the demo shopper) and shop 0 (the demo owner's shop) in every status. */
const FIXED: CheckoutSpec[] = [
  { shopper: 0, shops: [0], daysAgo: 0.15, statuses: ['Pending'] },
  {
    shopper: 0,
    shops: [0, 1],
    daysAgo: 3.2,
    statuses: ['Confirmed', 'Confirmed'],
  },
  { shopper: 0, shops: [2], daysAgo: 12.4, statuses: ['Delivered'] },
  { shopper: 0, shops: [4], daysAgo: 8.1, statuses: ['Cancelled'] },
  {
    shopper: 0,
    shops: [10, 5],
    daysAgo: 20.3,
    statuses: ['Delivered', 'Delivered'],
  },
  { shopper: 1, shops: [0], daysAgo: 15.6, statuses: ['Delivered'] },
  { shopper: 2, shops: [0], daysAgo: 5.4, statuses: ['Cancelled'] },
  { shopper: 3, shops: [0], daysAgo: 1.1, statuses: ['Pending'] },
  // Parcels that came back (decision 022): the demo owner has some to count, the demo shopper sees one, and
  // shopper 3 (whose order above is Pending in the owner's shop) has a history the owner sees.
  { shopper: 0, shops: [3], daysAgo: 10.5, statuses: ['Refused'], reasons: ['not_reachable'] },
  { shopper: 1, shops: [0], daysAgo: 9.3, statuses: ['Refused'], reasons: ['refused_at_door'] },
  { shopper: 2, shops: [0, 3], daysAgo: 17.8, statuses: ['Refused', 'Delivered'], reasons: ['wrong_address'] },
  { shopper: 3, shops: [6], daysAgo: 14.2, statuses: ['Refused'], reasons: [null] },
  { shopper: 3, shops: [0], daysAgo: 22.6, statuses: ['Delivered'] },
];

/**
 * Placed after the random ones (so those stay as they were): big deliveries of shop 2 (Silicon Digital
 * Electronics) more than the grace period ago, which it has not paid for: the demo's blocked shop (decision 024).
 */
const OVERDUE: CheckoutSpec[] = [
  { shopper: 1, shops: [2], daysAgo: 26.1, statuses: ['Delivered'] },
  { shopper: 2, shops: [2], daysAgo: 24.5, statuses: ['Delivered'] },
  { shopper: 3, shops: [2], daysAgo: 22.7, statuses: ['Delivered'] },
  { shopper: 1, shops: [2], daysAgo: 20.4, statuses: ['Delivered'] },
  { shopper: 2, shops: [2], daysAgo: 19.2, statuses: ['Delivered'] },
  { shopper: 3, shops: [2], daysAgo: 17.6, statuses: ['Delivered'] },
];

function statusForAge(daysAgo: number, r: number): OrderStatus {
  if (daysAgo < 1.5) return r < 0.7 ? 'Pending' : r < 0.85 ? 'Confirmed' : 'Cancelled';
  if (daysAgo < 6) return r < 0.2 ? 'Pending' : r < 0.65 ? 'Confirmed' : r < 0.8 ? 'Cancelled' : 'Delivered';
  // About one COD parcel in seven comes back.
  return r < 0.66 ? 'Delivered' : r < 0.78 ? 'Refused' : 'Cancelled';
}

export function planOrders(shops: PlanShop[], shoppers: PlanShopper[], now: Date, extraCheckouts = 24, seed = 2026): OrderPlan {
  const rand = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const specs: CheckoutSpec[] = [...FIXED];
  for (let i = 0; i < extraCheckouts; i++) {
    const first = Math.floor(rand() * shops.length);
    const second = rand() < 0.3 ? (first + 1 + Math.floor(rand() * (shops.length - 1))) % shops.length : -1;
    specs.push({
      shopper: Math.floor(rand() * shoppers.length),
      shops: second >= 0 ? [first, second] : [first],
      daysAgo: 0.1 + rand() * 27,
    });
  }
  specs.push(...OVERDUE);

  const plan: OrderPlan = { checkouts: [], orders: [], items: [] };
  for (const spec of specs) {
    const shopper = shoppers[spec.shopper % shoppers.length]!;
    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY);
    const lines: {
      shopId: string;
      unitPricePaise: number;
      quantity: number;
      product: PlanProduct;
    }[] = [];
    for (const shopIndex of spec.shops) {
      const shop = shops[shopIndex % shops.length]!;
      const available = shop.products.filter((p) => p.quantity > 0);
      const wanted = 1 + Math.floor(rand() * 3);
      const chosen = new Set<PlanProduct>();
      while (chosen.size < Math.min(wanted, available.length)) chosen.add(pick(available));
      for (const product of chosen) {
        const bulk = product.unit === 'kg' && !product.netQuantityMilli && product.pricePaise < 10_000;
        const quantity = Math.min(product.quantity, bulk ? 5 + Math.floor(rand() * 46) : 1 + Math.floor(rand() * 3));
        lines.push({
          shopId: shop.id,
          unitPricePaise: product.pricePaise,
          quantity,
          product,
        });
      }
    }
    const totals = computeTotals(lines);
    const checkoutId = newId();
    plan.checkouts.push({
      id: checkoutId,
      userId: shopper.id,
      address: shopper.address,
      totalPaise: totals.totalPaise,
      createdAt,
    });
    totals.shops.forEach((shopTotals, i) => {
      const status = spec.statuses?.[i] ?? statusForAge(spec.daysAgo, rand());
      const refuseReason = status === 'Refused' ? (spec.reasons ? (spec.reasons[i] ?? null) : pick(REFUSE_REASONS)) : null;
      const orderId = newId();
      const at = (hours: number) => new Date(Math.min(createdAt.getTime() + hours * HOUR, now.getTime() - 0.05 * HOUR));
      plan.orders.push({
        id: orderId,
        checkoutId,
        userId: shopper.id,
        shopId: shopTotals.shopId,
        address: shopper.address,
        buyerStateCode: stateOfPlainAddress(shopper.address) ?? null,
        paymentMethod: 'COD',
        status,
        subtotalPaise: shopTotals.subtotalPaise,
        deliveryPaise: shopTotals.deliveryPaise,
        totalPaise: shopTotals.totalPaise,
        createdAt,
        confirmedAt: status === 'Confirmed' || status === 'Delivered' || status === 'Refused' ? at(1 + rand() * 7) : null,
        deliveredAt: status === 'Delivered' ? at(36 + rand() * 84) : null,
        cancelledAt: status === 'Cancelled' ? at(0.5 + rand() * 10) : null,
        refusedAt: status === 'Refused' ? at(30 + rand() * 60) : null,
        refuseReason,
      });
      for (const line of lines.filter((l) => l.shopId === shopTotals.shopId)) {
        plan.items.push({
          id: newId(),
          orderId,
          productId: line.product.id,
          name: line.product.name,
          unit: line.product.netQuantityMilli ? unitLabel(line.product.unit, line.product.netQuantityMilli / 1000) || null : line.product.unit,
          subCategory: line.product.subCategory,
          pricePaise: line.unitPricePaise,
          quantity: line.quantity,
          hsnCode: line.product.hsnCode,
          gstRateBp: line.product.gstRateBp,
        });
      }
    });
  }
  return plan;
}
