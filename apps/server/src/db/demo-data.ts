import { inArray, sql } from 'drizzle-orm';
import { gstinCheckChar, toPaise } from '@bazaar/shared';
import type { Database } from './client.js';
import { checkouts, orderItems, orders, products, shops, users } from './schema.js';
import type { ImageStore } from '../storage/image-store.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { newId } from '../lib/ids.js';
import { DEMO_SHOPPERS, DEMO_SHOPS, type DemoShop } from './demo/dataset.js';
import { mapLimit, RENDER_CONCURRENCY, saveArtwork } from './demo/render.js';
import { planOrders } from './demo/orders.js';

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

export function demoBanner(): string {
  const { superadmin, admin, shopper } = DEMO_ACCOUNTS;
  return [
    'Demo logins:',
    `  platform owner  ${superadmin.email} / ${superadmin.password}`,
    `  shop owner      ${admin.email} / ${admin.password}   (${admin.shop}; every demo shop owner uses this password)`,
    `  shopper         ${shopper.email} / ${shopper.password}`,
  ].join('\n');
}

/**
 * Loads the demo dataset: the platform owner, twelve shops with their owners, about 120 products with
 * generated images, four shoppers and orders in every status. Skips (without duplicating anything) when the
 * demo shops already exist. Returns the text printed at start naming the demo logins.
 */
export async function loadDemoData(database: Database, images: ImageStore): Promise<string> {
  const { db } = database;
  if (await demoAlreadyLoaded(db)) return demoBanner();

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
          caption: p.subCategory && p.subCategory !== 'Others' ? `${p.category} · ${p.subCategory}` : p.category,
          category: shop.category === 'Food' ? 'Food' : p.category,
          icon: p.icon,
        },
      })),
    ),
  ];
  const [names, ownerHash, adminHash, shopperHash] = await Promise.all([
    mapLimit(artwork, RENDER_CONCURRENCY, (a) => saveArtwork(images, a.area, a.input)),
    hashPassword(DEMO_ACCOUNTS.superadmin.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.shopper.password),
  ]);
  const shopImages = names.slice(0, DEMO_SHOPS.length);
  const productImages = names.slice(DEMO_SHOPS.length);

  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const people = [
    {
      ...DEMO_ACCOUNTS.superadmin,
      phone: '9876501234',
      role: 'superadmin' as const,
      passwordHash: ownerHash,
    },
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
    const idByEmail = new Map(existing.map((u) => [u.email.toLowerCase(), u.id]));
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
    const demotedAdmins = existing.filter((u) => adminEmails.includes(u.email.toLowerCase()) && u.role === 'user').map((u) => u.id);
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
      image: shopImages[i]!,
      adminId: idByEmail.get(shop.admin.email)!,
      razorpayAccountId: shop.razorpayAccountId,
      createdAt: ago(45 - i),
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
        unit: p.unit,
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
  });
  return demoBanner();
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
