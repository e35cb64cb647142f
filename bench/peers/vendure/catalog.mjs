/**
 * Bazaar's bench catalog (bench/seed.ts, the bulk SQL) computed in JS, row for row: the same product names,
 * descriptions, prices (paise), stock and categories, and the shop each product belongs to.
 */
const first = ['Sri', 'Royal', 'Fresh', 'New', 'Modern', 'Shree', 'Lakshmi', 'Ganesh', 'City', 'Everyday'];
const second = ['Mart', 'Traders', 'Emporium', 'Stores', 'Bazaar', 'Corner', 'Depot', 'Hub'];
const names = ['Basmati Rice', 'Cotton Kurta', 'LED Bulb', 'Cement Bag', 'Masala Chai', 'Steel Tumbler', 'Jeans', 'Mobile Charger', 'Floor Tile', 'Ghee'];
const pcats = ['Grocery', 'Clothing', 'Electronics', 'Construction'];

export const scaleOf = (s) => ({ shops: 100 * s, products: 1000 * s, orders: 2000 * s });

/** seed.ts: first[1 + g % 10] || ' ' || second[1 + (g / 10) % 8] || ' ' || g (integer division, 1-based arrays). */
export const shopName = (s) => `${first[s % 10]} ${second[Math.floor(s / 10) % 8]} ${s}`;

export function product(g, shops) {
  return {
    g,
    name: `${names[g % 10]} ${g}`,
    description: `Quality product number ${g} from a trusted local seller`,
    pricePaise: 100 + ((g * 7919) % 200000),
    quantity: 1_000_000_000,
    category: pcats[g % 4],
    shop: shopName(1 + (g % shops)),
  };
}
