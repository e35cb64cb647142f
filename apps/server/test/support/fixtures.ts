import { gstinCheckChar, toPaise } from '@bazaar/shared';
import type { Db } from '../../src/db/client.js';
import { products, shops } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';

let n = 0;

/**
 * A valid Maharashtra GSTIN of its own for the n-th fixture shop: document series are per GSTIN (decision 036),
 * so shops that share one also share their invoice numbers. A test that wants a shared GSTIN names it.
 */
export function fixtureGstin(k: number): string {
  const first14 = `27AAPF${String.fromCharCode(65 + (Math.floor(k / 10_000) % 26))}${String(k % 10_000).padStart(4, '0')}F1Z`;
  return first14 + gstinCheckChar(first14);
}

/** Inserts a shop row directly (bypassing the API) for tests that need one. */
export async function insertShop(db: Db, adminId: string, over: Partial<typeof shops.$inferInsert> = {}) {
  n++;
  const row = {
    id: newId(),
    name: `Test Shop ${n}`,
    category: 'Grocery',
    location: 'Pune',
    address: `${n} MG Road, Pune 411001`,
    phone: '9876543210',
    pan: 'ABCDE1234F',
    gstnumber: fixtureGstin(n) as string | null,
    gstRegistration: 'regular' as 'regular' | 'composition' | 'unregistered',
    stateCode: '27',
    image: null,
    adminId,
    razorpayAccountId: null,
    ...over,
  };
  await db.insert(shops).values(row);
  return row;
}

/** Inserts a product row directly; price in rupees. */
export async function insertProduct(db: Db, shopId: string, over: Partial<Omit<typeof products.$inferInsert, 'pricePaise'>> & { price?: number } = {}) {
  n++;
  const { price = 100, ...rest } = over;
  const row = {
    id: newId(),
    shopId,
    name: `Product ${n}`,
    description: `Description of product ${n}`,
    pricePaise: toPaise(price),
    quantity: 10,
    category: 'Grocery',
    subCategory: null,
    unit: 'kg',
    image: null,
    hsnCode: '1006' as string | null,
    gstRateBp: 500 as number | null,
    ...rest,
  };
  await db.insert(products).values(row);
  return row;
}
