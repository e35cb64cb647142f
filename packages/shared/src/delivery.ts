/** Delivery: Rs 60 per order, and one order per shop (README: the product), so Rs 60 per distinct shop. */
export const DELIVERY_CHARGE_PER_SHOP_PAISE = 6000;

export interface PricedLine {
  shopId: string;
  unitPricePaise: number;
  quantity: number;
}

export interface ShopTotals {
  shopId: string;
  subtotalPaise: number;
  deliveryPaise: number;
  /** The COD handling fee of this shop order (a platform setting; 0 by default). */
  codFeePaise: number;
  totalPaise: number;
  itemCount: number;
}

export interface CartTotals {
  subtotalPaise: number;
  deliveryPaise: number;
  codFeePaise: number;
  totalPaise: number;
  itemCount: number;
  shops: ShopTotals[];
}

export function lineTotalPaise(line: { unitPricePaise: number; quantity: number }): number {
  return line.unitPricePaise * line.quantity;
}

/**
 * Totals of a cart or a checkout: per shop (each an order) and overall. Shops keep first-seen order. Each shop
 * order pays the delivery charge and the COD handling fee in force (`codFeePaise`, default 0).
 */
export function computeTotals(lines: readonly PricedLine[], opts: { codFeePaise?: number } = {}): CartTotals {
  const codFeePaise = opts.codFeePaise ?? 0;
  const byShop = new Map<string, ShopTotals>();
  for (const line of lines) {
    let shop = byShop.get(line.shopId);
    if (!shop) {
      shop = { shopId: line.shopId, subtotalPaise: 0, deliveryPaise: DELIVERY_CHARGE_PER_SHOP_PAISE, codFeePaise, totalPaise: 0, itemCount: 0 };
      byShop.set(line.shopId, shop);
    }
    shop.subtotalPaise += lineTotalPaise(line);
    shop.itemCount += line.quantity;
  }
  const shops = [...byShop.values()].map((s) => ({ ...s, totalPaise: s.subtotalPaise + s.deliveryPaise + s.codFeePaise }));
  const subtotalPaise = shops.reduce((n, s) => n + s.subtotalPaise, 0);
  const deliveryPaise = shops.reduce((n, s) => n + s.deliveryPaise, 0);
  const feePaise = shops.reduce((n, s) => n + s.codFeePaise, 0);
  const itemCount = shops.reduce((n, s) => n + s.itemCount, 0);
  return { subtotalPaise, deliveryPaise, codFeePaise: feePaise, totalPaise: subtotalPaise + deliveryPaise + feePaise, itemCount, shops };
}
