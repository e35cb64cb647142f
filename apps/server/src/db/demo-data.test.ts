import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  inPriceRange,
  isValidGstin,
  isValidGstRate,
  isValidPan,
  normalizeIndianPhone,
  PIN_PATTERN,
  PRICE_RANGES,
  PRODUCT_CATEGORIES,
  PRODUCT_SUB_CATEGORIES,
  PRODUCT_UNITS,
  subCategoriesOf,
  unitLabel,
  SHOP_CATEGORY_VALUES,
  toRupees,
} from '@bazaar/shared';
import { freshDatabase } from '../../test/support/harness.js';
import { LocalImageStore } from '../storage/image-store.js';
import type { Database } from './client.js';
import { checkouts, orderItems, orders, outbox, products, shops, taxDocuments, users } from './schema.js';
import { DEMO_ACCOUNTS, DEMO_BLOCKED_SHOP, loadDemoData } from './demo-data.js';
import { ledgerOverview } from '../modules/ledger/ledger.service.js';
import { authenticate, upsertAccount } from '../modules/auth/auth.service.js';

let database: Database;
let drop: () => Promise<void>;
let uploads: string;
let banner: string;
let loadMs: number;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-demo-test-'));
  const t0 = performance.now();
  banner = await loadDemoData(database, new LocalImageStore(uploads));
  loadMs = performance.now() - t0;
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop?.();
  if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
});

const all = async () => {
  const { db } = database;
  return {
    users: await db.select().from(users),
    shops: await db.select().from(shops),
    products: await db.select().from(products),
    checkouts: await db.select().from(checkouts),
    orders: await db.select().from(orders),
    items: await db.select().from(orderItems),
  };
};

describe('demo data', () => {
  it('a month of the ledger: every delivered order posted once, shops with dues and payments, exactly one shop blocked', async () => {
    const o = await ledgerOverview(database.db, 1, 100, new Date());
    const delivered = (await database.db.select().from(orders).where(eq(orders.status, 'Delivered'))).length;
    const commissions = await database.db.execute(
      sql`select count(*)::int as n, count(distinct order_id)::int as d from ledger_entries where kind = 'commission'`,
    );
    expect((commissions as unknown as { rows: Array<{ n: number; d: number }> }).rows[0]).toEqual({ n: delivered, d: delivered });
    const payments = await database.db.execute(sql`select count(*)::int as n from ledger_entries where kind = 'payment'`);
    expect((payments as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(3);
    expect(o.shops.filter((s) => s.balance > 0).length).toBeGreaterThan(5);
    expect(o.shops.filter((s) => s.blocked).map((s) => s.shopName)).toEqual([DEMO_BLOCKED_SHOP]);
  });

  it('leaves a few messages held in the outbox for the Outbox screen, none of them to be sent', async () => {
    const rows = await database.db.select().from(outbox);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.status === 'held')).toBe(true);
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['order-placed', 'shop-new-order', 'order-delivered']));
    expect(rows.some((r) => r.recipient === DEMO_ACCOUNTS.shopper.email)).toBe(true);
  });

  it('loads quickly and prints the three demo logins', () => {
    expect(loadMs).toBeLessThan(20_000);
    for (const a of [DEMO_ACCOUNTS.superadmin, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.shopper]) {
      expect(banner).toContain(a.email);
      expect(banner).toContain(a.password);
    }
  });

  it('demo accounts log in with the advertised passwords and roles', async () => {
    const owner = await authenticate(database.db, {
      email: DEMO_ACCOUNTS.superadmin.email,
      password: DEMO_ACCOUNTS.superadmin.password,
    });
    const admin = await authenticate(database.db, {
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
    });
    const shopper = await authenticate(database.db, {
      email: DEMO_ACCOUNTS.shopper.email,
      password: DEMO_ACCOUNTS.shopper.password,
    });
    expect([owner.role, admin.role, shopper.role]).toEqual(['superadmin', 'admin', 'user']);
    const [adminShop] = await database.db.select().from(shops).where(eq(shops.adminId, admin.id));
    expect(adminShop?.name).toBe(DEMO_ACCOUNTS.admin.shop);
  });

  it('has at least 10 shops covering every shop category, with valid Indian details', async () => {
    const { shops: rows, users: people } = await all();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((s) => s.category))).toEqual(new Set(SHOP_CATEGORY_VALUES));
    expect(new Set(rows.map((s) => s.location)).size).toBeGreaterThanOrEqual(8);
    const admins = new Map(people.filter((u) => u.role === 'admin').map((u) => [u.id, u]));
    for (const s of rows) {
      expect(isValidGstin(s.gstnumber ?? ''), `${s.name} GSTIN ${s.gstnumber}`).toBe(true);
      expect(s.gstnumber?.slice(2, 12)).toBe(s.pan);
      expect(isValidPan(s.pan)).toBe(true);
      expect(normalizeIndianPhone(s.phone)).toBe(s.phone);
      expect(s.address.match(/\b\d{6}$/)?.[0]).toMatch(PIN_PATTERN);
      expect(s.razorpayAccountId).toMatch(/^acc_[A-Za-z0-9]{14}$/);
      expect(admins.get(s.adminId)?.email).toMatch(/@bazaar\.demo$/);
      expect(s.image).toMatch(/^[0-9a-f]{32}\.webp$/);
    }
    expect(new Set(rows.map((s) => s.adminId)).size).toBe(rows.length);
    for (const u of people) if (u.phone) expect(normalizeIndianPhone(u.phone)).toBe(u.phone);
  });

  it('has about 120 products in every price range, with option-list values and some out of stock', async () => {
    const { products: rows, shops: shopRows } = await all();
    expect(rows.length).toBeGreaterThanOrEqual(100);
    for (const range of PRICE_RANGES) {
      expect(rows.filter((p) => inPriceRange(toRupees(p.pricePaise), range.key)).length, range.label).toBeGreaterThanOrEqual(3);
    }
    for (const p of rows) {
      expect(PRODUCT_CATEGORIES).toContain(p.category);
      // Issue 22 #6: every product has a unit of the list and a sub-category of its own category.
      expect(subCategoriesOf(p.category), p.name).toContain(p.subCategory);
      expect(PRODUCT_SUB_CATEGORIES).toContain(p.subCategory);
      expect(PRODUCT_UNITS, p.name).toContain(p.unit);
      expect(p.quantity).toBeGreaterThanOrEqual(0);
      expect(p.description.length).toBeGreaterThan(20);
    }
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    // A food shop's sweets and dishes are Food, never Grocery; a paint tin is sold by "4 L", not by the litre.
    for (const s of shopRows.filter((x) => x.category === 'Food')) {
      const mine = rows.filter((p) => p.shopId === s.id);
      expect(mine.filter((p) => p.category === 'Food').length, s.name).toBeGreaterThanOrEqual(mine.length - 2);
    }
    const paint = rows.find((p) => p.name === 'Asian Paints Apex Exterior Emulsion (4 L)')!;
    expect(unitLabel(paint.unit, paint.netQuantityMilli! / 1000)).toBe('4 L');
    expect(rows.filter((p) => p.quantity === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.quantity > 0 && p.quantity <= 5).length).toBeGreaterThanOrEqual(3);
    for (const s of shopRows) expect(rows.filter((p) => p.shopId === s.id).length).toBeGreaterThanOrEqual(8);
  });

  it('has orders in every status, each consistent with its items, checkout and timestamps', async () => {
    const { orders: rows, items, checkouts: cks, users: people } = await all();
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(['Pending', 'Confirmed', 'Delivered', 'Cancelled', 'Refused']));
    expect(new Set(rows.map((o) => o.shopId)).size).toBeGreaterThanOrEqual(6);
    const now = Date.now();
    for (const o of rows) {
      const mine = items.filter((i) => i.orderId === o.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(o.subtotalPaise).toBe(mine.reduce((n, i) => n + i.pricePaise * i.quantity, 0));
      expect(o.deliveryPaise).toBe(6000);
      expect(o.totalPaise).toBe(o.subtotalPaise + 6000);
      expect(o.paymentMethod).toBe('COD');
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(now);
      expect(o.createdAt.getTime()).toBeGreaterThan(now - 35 * 86_400_000);
      expect(o.deliveredAt !== null).toBe(o.status === 'Delivered');
      expect(o.cancelledAt !== null).toBe(o.status === 'Cancelled');
      expect(o.refusedAt !== null).toBe(o.status === 'Refused');
      if (o.status === 'Refused') expect(o.confirmedAt!.getTime()).toBeLessThan(o.refusedAt!.getTime());
      if (o.status !== 'Refused') expect(o.refuseReason).toBeNull();
      if (o.deliveredAt) expect(o.deliveredAt.getTime()).toBeGreaterThan(o.createdAt.getTime());
      if (o.deliveredAt) expect(o.deliveredAt.getTime()).toBeLessThanOrEqual(now);
    }
    for (const c of cks) {
      const mine = rows.filter((o) => o.checkoutId === c.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((o) => o.shopId)).size).toBe(mine.length);
      expect(c.totalPaise).toBe(mine.reduce((n, o) => n + o.totalPaise, 0));
    }
    const priya = people.find((u) => u.email === DEMO_ACCOUNTS.shopper.email)!;
    expect(new Set(rows.filter((o) => o.userId === priya.id).map((o) => o.status)).size).toBe(5);
    const adminShop = await database.db
      .select({ id: shops.id })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.adminId))
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(new Set(rows.filter((o) => o.shopId === adminShop[0]!.id).map((o) => o.status)).size).toBe(5);
    // A month of COD: some parcels came back, most with a reason.
    const refused = rows.filter((o) => o.status === 'Refused');
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(refused.filter((o) => o.refuseReason !== null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((o) => o.userId)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every product a real HSN code and a GST rate in force, and invoices every confirmed or delivered order', async () => {
    const { products: rows, orders: orderRows, items } = await all();
    for (const p of rows) {
      expect(p.hsnCode, p.name).toMatch(/^(\d{4}|\d{6}|\d{8})$/);
      expect(isValidGstRate(p.gstRateBp! / 100, new Date()), `${p.name} rate ${p.gstRateBp}`).toBe(true);
    }
    expect(new Set(rows.map((p) => p.gstRateBp))).toEqual(new Set([0, 500, 1800]));
    expect(items.every((i) => i.hsnCode !== null && i.gstRateBp !== null)).toBe(true);
    expect(orderRows.every((o) => o.buyerStateCode !== null)).toBe(true);
    const docs = await database.db.select().from(taxDocuments);
    const invoiced = orderRows.filter((o) => o.status === 'Confirmed' || o.status === 'Delivered' || o.status === 'Refused');
    const invoices = docs.filter((d) => d.series === 'invoice');
    expect(invoices.map((d) => d.orderId).sort()).toEqual(invoiced.map((o) => o.id).sort());
    // Every refused parcel's invoice was reversed by its credit note, dated when it was refused; nothing else was.
    const credits = docs.filter((d) => d.series === 'credit_note');
    const refused = orderRows.filter((o) => o.status === 'Refused');
    expect(credits.map((d) => d.orderId).sort()).toEqual(refused.map((o) => o.id).sort());
    for (const c of credits) expect(c.issuedAt.getTime()).toBe(refused.find((o) => o.id === c.orderId)!.refusedAt!.getTime());
    // Each shop's series (invoices, credit notes) runs 1, 2, 3, ... in the order the documents were issued.
    for (const shopId of new Set(docs.map((d) => d.shopId))) {
      for (const series of ['invoice', 'credit_note']) {
        const mine = docs.filter((d) => d.shopId === shopId && d.series === series).sort((x, y) => x.issuedAt.getTime() - y.issuedAt.getTime());
        expect(mine.map((d) => d.seq)).toEqual(mine.map((_, i) => i + 1));
      }
    }
  });

  it('stores a generated image for every shop and product, full size and thumbnail', async () => {
    const { shops: shopRows, products: rows } = await all();
    const files = [...shopRows.map((s) => path.join(uploads, 'shop-images', s.image!)), ...rows.map((p) => path.join(uploads, 'products', p.image!))];
    for (const f of files) {
      expect(fs.existsSync(f), f).toBe(true);
      expect(fs.existsSync(path.join(path.dirname(f), 'thumb', path.basename(f))), f).toBe(true);
    }
    const meta = await sharp(files[files.length - 1]!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(600);
  });

  it('a second load does not duplicate anything', async () => {
    const before = await all();
    const again = await loadDemoData(database, new LocalImageStore(uploads));
    expect(again).toBe(banner);
    const after = await all();
    for (const k of Object.keys(before) as (keyof typeof before)[]) expect(after[k].length, k).toBe(before[k].length);
    const [dupes] = await database.db
      .select({
        n: sql<number>`count(*) - count(distinct lower(${users.email}))`,
      })
      .from(users);
    expect(Number(dupes?.n)).toBe(0);
  });
});

describe('demo data on a database that already has some demo accounts', () => {
  it('reuses the existing accounts instead of failing or duplicating them', async () => {
    const { database: db2, drop: drop2 } = await freshDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-demo-test-'));
    try {
      const owner = await upsertAccount(db2.db, { ...DEMO_ACCOUNTS.superadmin, role: 'superadmin' });
      const priya = await upsertAccount(db2.db, { ...DEMO_ACCOUNTS.shopper, role: 'user', phone: '9812345678' });
      await loadDemoData(db2, new LocalImageStore(dir));
      const people = await db2.db.select().from(users);
      expect(people.filter((u) => u.email === DEMO_ACCOUNTS.superadmin.email).map((u) => u.id)).toEqual([owner.id]);
      expect(people.filter((u) => u.email === DEMO_ACCOUNTS.shopper.email).map((u) => u.id)).toEqual([priya.id]);
      const priyaOrders = await db2.db.select().from(orders).where(eq(orders.userId, priya.id));
      expect(priyaOrders.length).toBeGreaterThan(0);
      expect((await db2.db.select().from(shops)).length).toBeGreaterThanOrEqual(10);
    } finally {
      await db2.close();
      await drop2();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
