/**
 * Bulk seeding for the benchmark (SQL, not the API). Scale 1 = 100 shops, 1,000 products, 2,000 orders;
 * scale 100 = 10,000 shops, 100,000 products, 200,000 orders. Ids are md5-derived UUIDs, so the bench
 * knows them without reading them back.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Db } from '../apps/server/src/db/client.js';

export const BENCH_PASSWORD = 'bench-password-1';
export const benchAccounts = {
  superadmin: 'bench-owner@bench.local',
  admin: 'admin1@bench.local', // owns shop 1
  shopper: (i: number) => `shopper${i}@bench.local`,
};

export interface Scale {
  shops: number;
  products: number;
  orders: number;
  shoppers: number;
}

export const scaleOf = (s: number): Scale => ({ shops: 100 * s, products: 1000 * s, orders: 2000 * s, shoppers: Math.max(50, 100 * s) });
/** md5(kind || n) shaped as an RFC 4122 version-4 UUID (the API's validation refuses other versions). */
export const uuidSql = (kind: string, n: number | string) => `overlay(overlay(md5('${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The same id as uuidSql, computed in JS (the bench knows every id without reading it back). */
export function md5uuid(kind: string, n: number): string {
  const h = createHash('md5').update(`${kind}${n}`).digest('hex');
  const v = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`;
}

export async function seedBench(db: Db, scaleFactor: number): Promise<Scale> {
  const sc = scaleOf(scaleFactor);
  const pw = await hash(BENCH_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const q = (text: string) => db.execute(sql.raw(text));
  const cats = `(array['Grocery','Clothing','Electronics','Building&Construction','Food','Other'])`;
  const cities = `(array['Pune','Mumbai','Jaipur','Bengaluru','Lucknow','Kochi','Hyderabad','Delhi','Ahmedabad','Kolkata','Chennai','Indore','Nagpur','Surat','Bhopal','Patna','Mysuru','Nashik','Vadodara','Guwahati'])`;
  const first = `(array['Sri','Royal','Fresh','New','Modern','Shree','Lakshmi','Ganesh','City','Everyday'])`;
  const second = `(array['Mart','Traders','Emporium','Stores','Bazaar','Corner','Depot','Hub'])`;
  const pcats = `(array['Grocery','Clothing','Electronics','Construction'])`;
  const pwLit = `'${pw.replace(/'/g, "''")}'`;

  await q(`insert into users (id, name, email, phone, role, password_hash, created_at)
    values (${uuidSql('owner', 1)}, 'Bench Owner', '${benchAccounts.superadmin}', '9800000000', 'superadmin', ${pwLit}, now())`);
  await q(`insert into users (id, name, email, phone, role, password_hash, created_at)
    select ${uuidSql('admin', 'g')}, 'Admin ' || g, 'admin' || g || '@bench.local', '9' || lpad(g::text, 9, '0'), 'admin', ${pwLit}, now() - g * interval '1 minute'
    from generate_series(1, ${sc.shops}) g`);
  await q(`insert into users (id, name, email, phone, role, password_hash, created_at)
    select ${uuidSql('shopper', 'g')}, 'Shopper ' || g, 'shopper' || g || '@bench.local', '8' || lpad(g::text, 9, '0'), 'user', ${pwLit}, now() - g * interval '1 minute'
    from generate_series(1, ${sc.shoppers}) g`);
  await q(`insert into shops (id, name, category, location, address, phone, pan, gstnumber, state_code, image, admin_id, razorpay_account_id, created_at)
    select ${uuidSql('shop', 'g')}, ${first}[1 + g % 10] || ' ' || ${second}[1 + (g / 10) % 8] || ' ' || g,
      ${cats}[1 + g % 6], ${cities}[1 + (g * 7) % 20], g || ' Market Road, ' || ${cities}[1 + (g * 7) % 20], '9' || lpad(g::text, 9, '0'),
      'ABCDE1234F', '27AAPFU0939F1ZV', '27', null, ${uuidSql('admin', 'g')}, 'acc_bench' || g, now() - g * interval '1 minute'
    from generate_series(1, ${sc.shops}) g`);
  await q(`insert into products (id, shop_id, name, description, price_paise, quantity, category, sub_category, unit, image, created_at)
    select ${uuidSql('product', 'g')}, ${uuidSql('shop', `1 + (g % ${sc.shops})`)},
      (array['Basmati Rice','Cotton Kurta','LED Bulb','Cement Bag','Masala Chai','Steel Tumbler','Jeans','Mobile Charger','Floor Tile','Ghee'])[1 + g % 10] || ' ' || g,
      'Quality product number ' || g || ' from a trusted local seller',
      100 + (g * 7919) % 200000, 1000000000, ${pcats}[1 + g % 4], null, 'piece', null, now() - g * interval '1 second'
    from generate_series(1, ${sc.products}) g`);
  // One checkout per order; each order has two items of its shop's products.
  await q(`insert into checkouts (id, user_id, idempotency_key, address, total_paise, created_at)
    select ${uuidSql('checkout', 'g')}, ${uuidSql('shopper', `1 + (g % ${sc.shoppers})`)}, null, 'Flat ' || g || ', MG Road, Pune 411001, 9876543210', 0, now() - g * interval '1 minute'
    from generate_series(1, ${sc.orders}) g`);
  await q(`insert into orders (id, checkout_id, user_id, shop_id, address, payment_method, status, subtotal_paise, delivery_paise, total_paise, created_at, delivered_at)
    select ${uuidSql('order', 'g')}, ${uuidSql('checkout', 'g')}, ${uuidSql('shopper', `1 + (g % ${sc.shoppers})`)}, ${uuidSql('shop', `1 + (g % ${sc.shops})`)},
      'Flat ' || g || ', MG Road, Pune 411001, 9876543210', 'COD',
      (array['Pending','Confirmed','Delivered','Cancelled'])[1 + g % 4], 20000, 6000, 26000, now() - g * interval '1 minute',
      case when g % 4 = 2 then now() - g * interval '30 seconds' end
    from generate_series(1, ${sc.orders}) g`);
  await q(`insert into order_items (id, order_id, product_id, name, unit, sub_category, price_paise, quantity)
    select ${uuidSql('item', 'g')}, ${uuidSql('order', 'g / 2')}, null, 'Item ' || g, 'piece', null, 10000, 1
    from generate_series(2, ${sc.orders * 2 + 1}) g`);
  // VACUUM also sets the visibility map (index-only scans), as autovacuum would on a live database.
  await q('vacuum analyze');
  return sc;
}
