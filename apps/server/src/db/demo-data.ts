// Over 300 lines: the demo seeding as one ordered script (accounts, shops, products, orders, payments).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { categoryLabel, gstinCheckChar, rateToBp, toPaise, toRupees } from '@bazaar/shared';
import type { Database } from './client.js';
import { checkouts, orderItems, orders, products, sessions, shops, users } from './schema.js';
import type { ImageStore } from '../storage/image-store.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { newId } from '../lib/ids.js';
import { DEMO_SHOPPERS, DEMO_SHOPS, parseSoldBy, type DemoShop } from './demo/dataset.js';
import { mapLimit, RENDER_CONCURRENCY, saveArtwork } from './demo/render.js';
import { planOrders } from './demo/orders.js';
import { DEMO_TAX } from './demo/tax.js';
import { issueInvoice } from '../modules/invoices/issue.service.js';
import { onRefused } from '../modules/orders/order-status.service.js';
import { queueOrderPlacedMail, queueStatusMail } from '../modules/orders/order-mail.js';
import { ledgerOfShop, postDelivery, recordPayment } from '../modules/ledger/ledger.service.js';

/** Every shop owner of the demo uses the admin password; every demo shopper the shopper password. */
export const DEMO_ACCOUNTS = {
  superadmin: {
    name: 'Platform Owner',
    email: 'owner@bazaar.demo',
    password: 'bazaar-owner-2026',
  },
  admin: {
    name: DEMO_SHOPS[0]!.admin.name,
    email: DEMO_SHOPS[0]!.admin.email,
    password: 'bazaar-admin-2026',
    shop: DEMO_SHOPS[0]!.name,
  },
  shopper: {
    name: 'Priya Sharma',
    email: 'priya@bazaar.demo',
    password: 'bazaar-shopper-2026',
  },
} as const;

/** A valid GSTIN: state code + PAN + entity number 1 + 'Z' + check character. */
export function demoGstin(shop: Pick<DemoShop, 'stateCode' | 'pan'>): string {
  const first14 = `${shop.stateCode}${shop.pan}1Z`;
  return first14 + gstinCheckChar(first14);
}

/** Any fixed number: two servers loading the demo at once take turns. */
const DEMO_LOCK_KEY = 728_194_777;
const DAY = 86_400_000;

/** Every email the demo dataset creates (lower case). */
export const DEMO_EMAILS: readonly string[] = [
  DEMO_ACCOUNTS.superadmin.email,
  ...DEMO_SHOPS.map((s) => s.admin.email),
  ...DEMO_SHOPPERS.map((s) => s.email),
].map((e) => e.toLowerCase());

export interface DemoOptions {
  /**
   * The real platform owner (SUPERADMIN_EMAIL) when one is configured. Then the demo has no platform owner of
   * its own: `owner@bazaar.demo`, whose password is public, is not created as a superadmin.
   */
  realOwnerEmail?: string;
}

export function demoBanner(opts: DemoOptions = {}): string {
  const { superadmin, admin, shopper } = DEMO_ACCOUNTS;
  return [
    'Demo logins:',
    opts.realOwnerEmail
      ? `  platform owner  ${opts.realOwnerEmail} (from SUPERADMIN_EMAIL; the demo has no platform owner of its own)`
      : `  platform owner  ${superadmin.email} / ${superadmin.password}`,
    `  shop owner      ${admin.email} / ${admin.password}   (${admin.shop}; every demo shop owner uses this password)`,
    `  shopper         ${shopper.email} / ${shopper.password}`,
  ].join('\n');
}

/**
 * Loads the demo dataset: the platform owner, twelve shops with their owners, about 120 products with
 * generated images, four shoppers and orders in every status. Skips (without duplicating anything) when the
 * demo shops already exist. Returns the text printed at start naming the demo logins.
 */
export async function loadDemoData(database: Database, images: ImageStore, opts: DemoOptions = {}): Promise<string> {
  const { db } = database;
  const withOwner = !opts.realOwnerEmail;
  if (await demoAlreadyLoaded(db)) return demoBanner(opts);

  // CPU-heavy work first and outside the transaction: password hashes and artwork in parallel.
  const artwork = [
    ...DEMO_SHOPS.map((shop) => ({
      area: 'shop-images' as const,
      input: {
        title: shop.name,
        caption: `${labelOf(shop.category)} · ${shop.location}`,
        category: shop.category,
        icon: shop.icon,
        awning: true,
      },
    })),
    ...DEMO_SHOPS.flatMap((shop) =>
      shop.products.map((p) => ({
        area: 'products' as const,
        // Dishes of a food shop take the Food colours; everything else its product category's.
        input: {
          title: p.name,
          caption: p.subCategory && p.subCategory !== 'Others' ? `${categoryLabel(p.category)} · ${p.subCategory}` : categoryLabel(p.category),
          category: shop.category === 'Food' ? 'Food' : p.category,
          icon: p.icon,
        },
      })),
    ),
  ];
  const [names, ownerHash, adminHash, shopperHash] = await Promise.all([
    mapLimit(artwork, RENDER_CONCURRENCY, (a) => saveArtwork(images, a.area, a.input)),
    withOwner ? hashPassword(DEMO_ACCOUNTS.superadmin.password) : null,
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.shopper.password),
  ]);
  const shopImages = names.slice(0, DEMO_SHOPS.length);
  const productImages = names.slice(DEMO_SHOPS.length);

  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const people = [
    ...(ownerHash
      ? [
          {
            ...DEMO_ACCOUNTS.superadmin,
            phone: '9876501234',
            role: 'superadmin' as const,
            passwordHash: ownerHash,
          },
        ]
      : []),
    ...DEMO_SHOPS.map((s) => ({
      ...s.admin,
      role: 'admin' as const,
      passwordHash: adminHash,
    })),
    ...DEMO_SHOPPERS.map((s) => ({
      name: s.name,
      email: s.email,
      phone: s.phone,
      role: 'user' as const,
      passwordHash: shopperHash,
    })),
  ];

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    if (await demoAlreadyLoaded(tx)) return;

    // Accounts: reuse any that exist already (e.g. the owner from an earlier start), create the rest.
    const emails = people.map((p) => p.email.toLowerCase());
    const existing = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const idByEmail = new Map(existing.map((u) => [(u.email ?? '').toLowerCase(), u.id]));
    const fresh = people
      .filter((p) => !idByEmail.has(p.email))
      .map((p, i) => ({
        id: newId(),
        name: p.name,
        email: p.email,
        phone: p.phone,
        role: p.role,
        passwordHash: p.passwordHash,
        createdAt: ago(60 - i * 0.5),
      }));
    if (fresh.length) await tx.insert(users).values(fresh);
    for (const u of fresh) idByEmail.set(u.email, u.id);
    const adminEmails = DEMO_SHOPS.map((s) => s.admin.email);
    const demotedAdmins = existing.filter((u) => adminEmails.includes((u.email ?? '').toLowerCase()) && u.role === 'user').map((u) => u.id);
    if (demotedAdmins.length) await tx.update(users).set({ role: 'admin' }).where(inArray(users.id, demotedAdmins));

    const shopRows = DEMO_SHOPS.map((shop, i) => ({
      id: newId(),
      name: shop.name,
      category: shop.category,
      location: shop.location,
      address: shop.address,
      phone: shop.phone,
      pan: shop.pan,
      gstnumber: demoGstin(shop),
      stateCode: shop.stateCode,
      image: shopImages[i]!,
      adminId: idByEmail.get(shop.admin.email)!,
      razorpayAccountId: shop.razorpayAccountId,
      createdAt: ago(45 - i),
      // Its own commission rate (the platform default is 5 %): electronics margins carry more.
      commissionRateBp: shop.name === DEMO_BLOCKED_SHOP ? 1500 : null,
    }));
    await tx.insert(shops).values(shopRows);

    let n = 0;
    const productRows = DEMO_SHOPS.flatMap((shop, s) =>
      shop.products.map((p, i) => ({
        id: newId(),
        shopId: shopRows[s]!.id,
        name: p.name,
        description: p.description,
        pricePaise: toPaise(p.price),
        quantity: p.stock,
        category: p.category,
        subCategory: p.subCategory,
        ...parseSoldBy(p.soldBy),
        hsnCode: DEMO_TAX[p.name]![0],
        gstRateBp: rateToBp(DEMO_TAX[p.name]![1]),
        image: productImages[n++]!,
        createdAt: new Date(shopRows[s]!.createdAt.getTime() + (i + 1) * 3_600_000),
      })),
    );
    await tx.insert(products).values(productRows);

    const plan = planOrders(
      shopRows.map((shop) => ({
        id: shop.id,
        products: productRows.filter((p) => p.shopId === shop.id),
      })),
      DEMO_SHOPPERS.map((s) => ({
        id: idByEmail.get(s.email)!,
        address: s.address,
      })),
      now,
    );
    await tx.insert(checkouts).values(plan.checkouts);
    await tx.insert(orders).values(plan.orders);
    await tx.insert(orderItems).values(plan.items);
    // Confirmed and delivered orders were invoiced when confirmed, in that order (each shop's series is consecutive).
    const confirmed = plan.orders.filter((o) => o.confirmedAt).sort((x, y) => x.confirmedAt!.getTime() - y.confirmedAt!.getTime());
    for (const o of confirmed) await issueInvoice(tx, o.id, o.confirmedAt!);
    // Parcels that came back were reversed when refused (credit note, and whatever else a refusal undoes), in order.
    const refused = plan.orders.filter((o) => o.refusedAt).sort((x, y) => x.refusedAt!.getTime() - y.refusedAt!.getTime());
    for (const o of refused) await onRefused(tx, o.id, o.refusedAt!, o.refuseReason ?? null);
    // Delivered orders posted their commission (and GST on it, TCS, TDS) to the shop's ledger when delivered.
    const delivered = plan.orders.filter((o) => o.deliveredAt).sort((x, y) => x.deliveredAt!.getTime() - y.deliveredAt!.getTime());
    for (const o of delivered) await postDelivery(tx, o.id, o.deliveredAt!);
    const owner = idByEmail.get('owner@bazaar.demo');
    await demoPayments(tx, shopRows, now, owner && !opts.realOwnerEmail ? owner : null);
    await demoOutbox(tx, plan, idByEmail.get(DEMO_ACCOUNTS.shopper.email)!);
  });
  return demoBanner(opts);
}

/**
 * A few messages in the outbox, so the platform owner's Outbox screen shows what Bazaar sends: the demo shopper's
 * latest checkout (to her and to the shops), one delivered order with its invoice, one cancellation. Held: the demo
 * never mails its made-up addresses, whatever SMTP_URL says.
 */
async function demoOutbox(tx: Database['db'], plan: ReturnType<typeof planOrders>, shopperId: string): Promise<void> {
  const mine = plan.orders.filter((o) => o.userId === shopperId).sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
  const latest = mine[0];
  if (latest) {
    const total = plan.orders.filter((o) => o.checkoutId === latest.checkoutId).reduce((sum, o) => sum + o.totalPaise, 0);
    await queueOrderPlacedMail(tx, latest.checkoutId, shopperId, toRupees(total), true);
  }
  const delivered = mine.find((o) => o.deliveredAt);
  if (delivered) await queueStatusMail(tx, delivered.id, 'Delivered', true);
  const cancelled = mine.find((o) => o.cancelledAt);
  if (cancelled) await queueStatusMail(tx, cancelled.id, 'Cancelled', true);
}

/** The demo shop that has let its fees run overdue: blocked until it pays (issue 12 #4). */
export const DEMO_BLOCKED_SHOP = 'Silicon Digital Electronics';

/**
 * A month of payments to the platform: every shop but one paid, a few days ago by UPI or bank transfer, all that
 * is overdue, so none is blocked and each still has recent dues ("due by"); the shop named DEMO_BLOCKED_SHOP paid
 * only a little, long ago, and is blocked when its overdue passes the threshold.
 */
async function demoPayments(tx: Database['db'], shopRows: Array<{ id: string; name: string }>, now: Date, recordedBy: string | null): Promise<void> {
  const system = recordedBy ? { id: recordedBy } : null;
  const paidOn = new Date(now.getTime() - 4 * DAY);
  for (const [i, shop] of shopRows.entries()) {
    const blocked = shop.name === DEMO_BLOCKED_SHOP;
    // Every other shop pays all that is overdue now (dues fall due at an IST midnight: what was overdue four days
    // ago is not all that is overdue today, and a shop would be blocked or not by the hour the demo loads).
    const l = await ledgerOfShop(tx, shop.id, 1, 1, blocked ? paidOn : now);
    const amount = blocked ? Math.min(100, l.overdue) : l.overdue;
    if (amount <= 0) continue;
    const date = new Date((blocked ? paidOn.getTime() - 10 * DAY : paidOn.getTime()) + 330 * 60 * 1000).toISOString().slice(0, 10);
    await recordPayment(tx, system, shop.id, { amount, method: i % 2 ? 'Bank transfer' : 'UPI', reference: `DEMO-${1000 + i}`, date }, now);
  }
}

/**
 * With a real platform owner configured, no demo account (public password) may be a superadmin: one left by an
 * earlier start without SUPERADMIN_EMAIL is demoted (the demo owner to a shopper, a demo shop owner to admin)
 * and its sessions end. Returns the demoted emails.
 */
export async function demoteDemoSuperadmins(db: Database['db'], realOwnerEmail: string): Promise<string[]> {
  const emails = DEMO_EMAILS.filter((e) => e !== realOwnerEmail.toLowerCase());
  const adminEmails = DEMO_SHOPS.map((s) => s.admin.email.toLowerCase());
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.role, 'superadmin')));
    for (const u of found) {
      await tx
        .update(users)
        .set({ role: adminEmails.includes((u.email ?? '').toLowerCase()) ? 'admin' : 'user' })
        .where(eq(users.id, u.id));
      await tx.delete(sessions).where(eq(sessions.userId, u.id));
    }
    return found.flatMap((u) => (u.email ? [u.email] : []));
  });
}

/** True when a demo shop (one owned by a demo shop owner) exists. */
async function demoAlreadyLoaded(db: Pick<Database['db'], 'select'>): Promise<boolean> {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(users, sql`${users.id} = ${shops.adminId}`)
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_SHOPS.map((s) => s.admin.email),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

function labelOf(category: string): string {
  return category === 'Clothing' ? 'Fashion & Design' : category === 'Building&Construction' ? 'Building & Construction' : category;
}
