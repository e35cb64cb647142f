import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { gstinCheckChar, type AdminDto, type ProductDto, type ShopDto } from '@bazaar/shared';
import { solidPng } from './png';

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the server fixture in e2e/fixtures.ts starts the server)');
  return url;
};

/** The one check of an API reply in the browser tests: a failed call throws with its status and body, naming the step. */
export async function ok<T>(res: APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An API session (its own cookie jar) logged in as the given account. */
export async function loginAs(email: string, password: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: baseURL() });
  await ok(await ctx.post('/api/auth/login', { data: { email, password } }), `login ${email}`);
  return ctx;
}

export function superadminSession() {
  return loginAs(process.env.E2E_SUPERADMIN_EMAIL!, process.env.E2E_SUPERADMIN_PASSWORD!);
}

export async function createAdmin(sa: APIRequestContext, data: { name: string; email: string; password: string }): Promise<AdminDto> {
  const r = await ok<{ admin: AdminDto }>(await sa.post('/api/superadmin/create-admin', { data }), `create admin ${data.email}`);
  return r.admin;
}

let panSeq = 0;
/** A syntactically valid PAN and a GSTIN with a correct check digit. */
export function taxIds(): { pan: string; gstnumber: string } {
  panSeq++;
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = (n: number) => letters[n % letters.length]!;
  const n = (Date.now() % 100000) + panSeq;
  const pan = `${pick(n)}${pick(n >> 3)}${pick(n >> 6)}P${pick(n >> 9)}${String(n % 10000).padStart(4, '0')}${pick(n >> 12)}`;
  const first14 = `27${pan}1Z`;
  return { pan, gstnumber: first14 + gstinCheckChar(first14) };
}

export interface NewShop {
  name: string;
  category: string;
  location: string;
  address?: string;
  phone?: string;
  admin: string;
  razorpayAccountId?: string;
  color?: [number, number, number];
}

export async function createShop(sa: APIRequestContext, s: NewShop): Promise<ShopDto> {
  const { pan, gstnumber } = taxIds();
  const r = await ok<{ shop: ShopDto }>(
    await sa.post('/api/shops', {
      multipart: {
        name: s.name,
        category: s.category,
        location: s.location,
        address: s.address ?? `12 Main Bazaar Road, ${s.location}`,
        phone: s.phone ?? '9876543210',
        pan,
        gstnumber,
        admin: s.admin,
        ...(s.razorpayAccountId ? { razorpayAccountId: s.razorpayAccountId } : {}),
        image: { name: 'shop.png', mimeType: 'image/png', buffer: solidPng(96, 72, s.color ?? [230, 120, 30]) },
      },
    }),
    `create shop ${s.name}`,
  );
  return r.shop;
}

export interface NewProduct {
  name: string;
  price: number;
  description?: string;
  quantity?: number;
  category?: string;
  subCategory?: string;
  unit?: string;
  /** HSN code and GST rate (percent): the invoice needs them when the owner confirms an order. */
  hsnCode?: string;
  gstRate?: number;
  color?: [number, number, number];
}

export async function createProduct(admin: APIRequestContext, p: NewProduct): Promise<ProductDto> {
  const r = await ok<{ product: ProductDto }>(
    await admin.post('/api/products', {
      multipart: {
        name: p.name,
        price: String(p.price),
        description: p.description ?? `Fresh ${p.name.toLowerCase()} from a local seller.`,
        quantity: String(p.quantity ?? 20),
        category: p.category ?? 'Grocery',
        subCategory: p.subCategory ?? '',
        unit: p.unit ?? 'kg',
        hsnCode: p.hsnCode ?? '1006',
        gstRate: String(p.gstRate ?? 5),
        image: { name: 'product.png', mimeType: 'image/png', buffer: solidPng(64, 64, p.color ?? [40, 140, 120]) },
      },
    }),
    `create product ${p.name}`,
  );
  return r.product;
}

export async function registerShopper(data: { name: string; email: string; phone: string; password: string }): Promise<void> {
  const ctx = await request.newContext({ baseURL: baseURL() });
  await ok(await ctx.post('/api/auth/register', { data }), `register ${data.email}`);
  await ctx.dispose();
}

/** A short unique suffix so repeated seeding in one server run never collides. */
export const uniq = () => Math.random().toString(36).slice(2, 7);
