/** Delivery: Rs 60 per order, and one order per shop (DESIGN.md §1), so Rs 60 per distinct shop. */
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
  totalPaise: number;
  itemCount: number;
}

export interface CartTotals {
  subtotalPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  itemCount: number;
  shops: ShopTotals[];
}

export function lineTotalPaise(line: { unitPricePaise: number; quantity: number }): number {
  return line.unitPricePaise * line.quantity;
}

/** Totals of a cart or a checkout: per shop (each an order) and overall. Shops keep first-seen order. */
export function computeTotals(lines: readonly PricedLine[]): CartTotals {
  const byShop = new Map<string, ShopTotals>();
  for (const line of lines) {
    let shop = byShop.get(line.shopId);
    if (!shop) {
      shop = { shopId: line.shopId, subtotalPaise: 0, deliveryPaise: DELIVERY_CHARGE_PER_SHOP_PAISE, totalPaise: 0, itemCount: 0 };
      byShop.set(line.shopId, shop);
    }
    shop.subtotalPaise += lineTotalPaise(line);
    shop.itemCount += line.quantity;
  }
  const shops = [...byShop.values()].map((s) => ({ ...s, totalPaise: s.subtotalPaise + s.deliveryPaise }));
  const subtotalPaise = shops.reduce((n, s) => n + s.subtotalPaise, 0);
  const deliveryPaise = shops.reduce((n, s) => n + s.deliveryPaise, 0);
  const itemCount = shops.reduce((n, s) => n + s.itemCount, 0);
  return { subtotalPaise, deliveryPaise, totalPaise: subtotalPaise + deliveryPaise, itemCount, shops };
}
