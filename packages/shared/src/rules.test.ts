import { describe, expect, it } from 'vitest';
import {
  canTransition,
  computeTotals,
  DELIVERY_CHARGE_PER_SHOP_PAISE,
  formatRupees,
  gstinCheckChar,
  hasAtMostTwoDecimals,
  inPriceRange,
  PRICE_RANGES,
  isAddressVisibleToShop,
  isValidGstin,
  isValidPan,
  normalizeIndianPhone,
  toE164,
  ORDER_STATUSES,
  EXPECTED_STATUSES,
  INCOME_STATUSES,
  nextStatuses,
  orderStatusLabel,
  toPaise,
  toRupees,
} from './index.js';

describe('money', () => {
  it('converts rupees and paise without float drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(1999)).toBe(19.99);
    expect(toRupees(toPaise(1234567.89))).toBe(1234567.89);
  });
  it('knows amounts with at most two decimals', () => {
    expect(hasAtMostTwoDecimals(12.5)).toBe(true);
    expect(hasAtMostTwoDecimals(99.99)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
  it('formats with Indian digit grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(60)).toBe('₹60.00');
  });
  it('refuses non-finite amounts', () => {
    expect(() => toPaise(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe('totals and the per-shop delivery charge', () => {
  it('charges Rs 60 per distinct shop', () => {
    const t = computeTotals([
      { shopId: 'a', unitPricePaise: 10_000, quantity: 2 },
      { shopId: 'b', unitPricePaise: 5_050, quantity: 1 },
      { shopId: 'a', unitPricePaise: 2_500, quantity: 3 },
    ]);
    expect(t.subtotalPaise).toBe(20_000 + 5_050 + 7_500);
    expect(t.deliveryPaise).toBe(2 * DELIVERY_CHARGE_PER_SHOP_PAISE);
    expect(t.totalPaise).toBe(t.subtotalPaise + 12_000);
    expect(t.itemCount).toBe(6);
    expect(t.shops.map((s) => [s.shopId, s.subtotalPaise, s.totalPaise])).toEqual([
      ['a', 27_500, 33_500],
      ['b', 5_050, 11_050],
    ]);
  });
  it('has no delivery charge for an empty cart', () => {
    expect(computeTotals([])).toEqual({ subtotalPaise: 0, deliveryPaise: 0, codFeePaise: 0, totalPaise: 0, itemCount: 0, shops: [] });
  });
  it('sums each shop into subtotal + Rs 60 (the invoice figure)', () => {
    const t = computeTotals([{ shopId: 's', unitPricePaise: 9_999, quantity: 1 }]);
    expect(t.shops[0]!.totalPaise).toBe(9_999 + 6_000);
  });
});

describe('order transitions (spec §4)', () => {
  it('allows exactly the table', () => {
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const actor of ['customer', 'shopAdmin'] as const) if (canTransition(from, to, actor)) allowed.push(`${from}>${to}:${actor}`);
    expect(allowed.sort()).toEqual(
      [
        'Confirmed>Delivered:shopAdmin',
        'Confirmed>Refused:shopAdmin', // issue 12: a parcel refused at the door, set by the shop's owner only
        // issue 29: Packed and Shipped between Confirmed and Delivered, each skippable; Refused from either
        'Confirmed>Packed:shopAdmin',
        'Confirmed>Shipped:shopAdmin',
        'Packed>Shipped:shopAdmin',
        'Packed>Delivered:shopAdmin',
        'Packed>Refused:shopAdmin',
        'Shipped>Delivered:shopAdmin',
        'Shipped>Refused:shopAdmin',
        'Pending>Cancelled:customer',
        'Pending>Cancelled:shopAdmin',
        'Pending>Confirmed:shopAdmin',
      ].sort(),
    );
  });
  it('shows the address to the shop only once Confirmed (and after: Packed, Shipped, Delivered or Refused at that address)', () => {
    expect(ORDER_STATUSES.filter(isAddressVisibleToShop)).toEqual(['Confirmed', 'Packed', 'Shipped', 'Delivered', 'Refused']);
  });
  it('lists the owner’s next moves and reads Shipped as "Out for delivery" (issue 29)', () => {
    expect(nextStatuses('Confirmed')).toEqual(['Packed', 'Shipped', 'Delivered', 'Refused']);
    expect(nextStatuses('Packed')).toEqual(['Shipped', 'Delivered', 'Refused']);
    expect(nextStatuses('Shipped')).toEqual(['Delivered', 'Refused']);
    expect(nextStatuses('Delivered')).toEqual([]);
    expect(nextStatuses('Pending', 'customer')).toEqual(['Cancelled']);
    expect(orderStatusLabel('Shipped')).toBe('Out for delivery');
    expect(orderStatusLabel('Packed')).toBe('Packed');
  });
  it('counts Packed and Shipped orders as expected money, not income', () => {
    expect(EXPECTED_STATUSES).toEqual(['Pending', 'Confirmed', 'Packed', 'Shipped']);
    expect(INCOME_STATUSES).toEqual(['Delivered']);
  });
});

describe('Indian formats', () => {
  it('normalises phones: 10 digits starting 6-9, optional +91', () => {
    expect(normalizeIndianPhone('9876543210')).toBe('9876543210');
    expect(normalizeIndianPhone('+91 98765-43210')).toBe('9876543210');
    expect(normalizeIndianPhone('09876543210')).toBe('9876543210');
    expect(normalizeIndianPhone('5876543210')).toBeNull();
    expect(normalizeIndianPhone('987654321')).toBeNull();
    expect(normalizeIndianPhone('98765432101')).toBeNull();
    expect(normalizeIndianPhone('+1 9876543210')).toBeNull();
  });
  it('writes mobile numbers in E.164, +91 by default (issue 27 #4)', () => {
    expect(toE164('9876543210')).toBe('+919876543210');
    expect(toE164(' 098765 43210 ')).toBe('+919876543210');
    expect(toE164('919876543210')).toBe('+919876543210');
    expect(toE164('+91 (98765) 43210')).toBe('+919876543210');
    expect(toE164('0091 98765-43210')).toBe('+919876543210');
    expect(toE164('+44 7700 900123')).toBe('+447700900123');
    expect(toE164('+1.415.555.2671')).toBe('+14155552671');
    expect(toE164('5876543210')).toBeNull(); // Indian mobiles start 6-9
    expect(toE164('+91 5876543210')).toBeNull();
    expect(toE164('+91 98765 4321')).toBeNull();
    expect(toE164('+0 123456789')).toBeNull(); // no country code starts with 0
    expect(toE164('+1234567')).toBeNull(); // too short
    expect(toE164('+1234567890123456')).toBeNull(); // 16 digits: more than E.164 allows
    expect(toE164('98765abcde')).toBeNull();
    expect(toE164('')).toBeNull();
    expect(toE164('4155552671', '1')).toBe('+14155552671');
  });
  it('checks PAN shape', () => {
    expect(isValidPan('ABCDE1234F')).toBe(true);
    expect(isValidPan('ABCD1234F')).toBe(false);
    expect(isValidPan('abcde1234f')).toBe(false);
    expect(isValidPan('ABCDE12345')).toBe(false);
  });
  it('checks the GSTIN check digit', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false); // wrong check digit
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false); // 14th must be Z
    expect(isValidGstin('00AAPFU0939F1ZV')).toBe(false); // no state 00
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });
});

describe('price ranges (spec §5)', () => {
  it('uses half-open ranges (min, max], so a boundary price is under one button only', () => {
    expect(inPriceRange(100, '1-100')).toBe(true);
    expect(inPriceRange(100, '100-200')).toBe(false);
    expect(inPriceRange(100.01, '100-200')).toBe(true);
    expect(inPriceRange(0.5, '1-100')).toBe(true);
    expect(inPriceRange(350, '200-300')).toBe(false);
    expect(inPriceRange(350, '300-400')).toBe(true);
    expect(inPriceRange(400, '300-400')).toBe(true);
    expect(inPriceRange(400, '400-600')).toBe(false);
    expect(inPriceRange(1000, '600-1000')).toBe(true);
    expect(inPriceRange(1000, '1000+')).toBe(false);
    expect(inPriceRange(1000.01, '1000+')).toBe(true);
    expect(inPriceRange(5, 'all')).toBe(true);
  });

  it('puts every price under exactly one button besides All (₹310 coffee and ₹395 cement included)', () => {
    const buttons = PRICE_RANGES.filter((r) => r.key !== 'all');
    for (const price of [0.01, 1, 99.99, 100, 100.01, 200, 250, 300, 310, 395, 400, 599, 600, 1000, 1000.01, 99999]) {
      expect(
        buttons.filter((r) => inPriceRange(price, r.key)).map((r) => r.label),
        String(price),
      ).toHaveLength(1);
    }
  });

  it("keeps the spec's labels and adds 300-400 between them", () => {
    expect(PRICE_RANGES.map((r) => r.label)).toEqual(['All', '1-100', '100-200', '200-300', '300-400', '400-600', '600-1000', 'above 1000']);
  });
});
