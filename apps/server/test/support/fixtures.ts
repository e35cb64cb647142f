import { toPaise } from '@bazaar/shared';
import type { Db } from '../../src/db/client.js';
import { products, shops } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';

let n = 0;

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
    gstnumber: '27AAPFU0939F1ZV' as string | null,
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
