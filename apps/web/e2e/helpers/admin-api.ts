import { request, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderDto, PlaceOrderResponse, ProductDto, ShopDto } from '@bazaar/shared';
import { baseURL, createAdmin, createProduct, createShop, loginAs, ok, registerShopper, superadminSession, uniq, type NewProduct } from './api';

/** API helpers of the shop-owner and platform-owner journeys (owner.spec.ts, platform-owner.spec.ts). */

export interface Owner {
  name: string;
  email: string;
  password: string;
  adminId: string;
  shop: ShopDto;
}

/** A fresh admin with a fresh shop, made by the superadmin through the API. */
export async function seedOwner(shopName: string): Promise<Owner> {
  const sa = await superadminSession();
  const id = uniq();
  const creds = { name: `Owner ${id}`, email: `shop-owner-${id}@e2e.bazaar.test`, password: `owner-pass-${id}` };
  const admin = await createAdmin(sa, creds);
  const shop = await createShop(sa, { name: shopName, category: 'Grocery', location: 'Indore', address: '21 Sarafa Bazaar, Indore 452002', admin: admin._id });
  await sa.dispose();
  return { ...creds, adminId: admin._id, shop };
}

/** Runs `fn` with an API session logged in as `who`, and closes the session. */
export async function asUser<T>(who: { email: string; password: string }, fn: (ctx: APIRequestContext) => Promise<T>): Promise<T> {
  const ctx = await loginAs(who.email, who.password);
  try {
    return await fn(ctx);
  } finally {
    await ctx.dispose();
  }
}

/** Moves an order along as its shop's admin. */
export async function setOrderStatus(admin: APIRequestContext, orderId: string, status: 'Confirmed' | 'Delivered' | 'Cancelled'): Promise<void> {
  await ok(await admin.patch(`/api/admin/orders/${orderId}/status`, { data: { status } }), `mark order ${orderId} ${status}`);
}

/** A registered, logged-in shopper (API session with its own cookies). */
export async function newShopper(): Promise<{ ctx: APIRequestContext; name: string; email: string }> {
  const id = uniq();
  const data = { name: `Ravi Kumar ${id}`, email: `ravi-${id}@e2e.bazaar.test`, phone: '9823456789', password: `ravi-pass-${id}` };
  const reg = await request.newContext({ baseURL: baseURL() });
  await ok(await reg.post('/api/auth/register', { data }), `register ${data.email}`);
  await reg.dispose();
  return { ctx: await loginAs(data.email, data.password), name: data.name, email: data.email };
}

/** Puts `quantity` of a product in the shopper's cart and places a COD order; returns the order. */
export async function placeOrder(shopper: APIRequestContext, productId: string, quantity: number, address: string): Promise<OrderDto> {
  await ok(await shopper.post('/api/cart/clear', { data: {} }), 'clear cart');
  await ok(await shopper.post('/api/cart/add', { data: { itemId: productId, quantity } }), 'add to cart');
  const placed = await ok<PlaceOrderResponse>(await shopper.post('/api/orders', { data: { address, paymentMethod: 'COD' } }), 'place order');
  return placed.orders[0]!;
}

/**
 * A delivered COD order of `quantity` × a new product of the owner's shop, placed by a newly registered shopper:
 * the start of the ledger, returns and tax-report journeys. Returns the order, the product and the shopper.
 */
export async function deliveredOrder(
  owner: { email: string; password: string },
  product: NewProduct,
  shopper: { name: string; email: string; phone: string; password: string },
  address: string,
  quantity = 1,
): Promise<{ order: OrderDto; product: ProductDto }> {
  const admin = await loginAs(owner.email, owner.password);
  try {
    const made = await createProduct(admin, product);
    await registerShopper(shopper);
    const order = await asUser(shopper, (ctx) => placeOrder(ctx, made._id, quantity, address));
    await setOrderStatus(admin, order._id, 'Confirmed');
    await setOrderStatus(admin, order._id, 'Delivered');
    return { order, product: made };
  } finally {
    await admin.dispose();
  }
}

export async function sendContactMessage(msg: { name: string; email: string; phone: string; yourmessage: string }): Promise<void> {
  const ctx = await request.newContext({ baseURL: baseURL() });
  await ok(await ctx.post('/api/contact-form', { data: msg }), 'contact form');
  await ctx.dispose();
}

export async function sendShopQuery(q: { name: string; email: string; phone: string; pan: string; address: string; categoryofshop: string }): Promise<void> {
  const ctx = await request.newContext({ baseURL: baseURL() });
  await ok(await ctx.post('/shop/ragister/shopform', { data: q }), 'shop registration form');
  await ctx.dispose();
}

/** Logs the browser in through the login screen and waits for the role's home. */
export async function loginInBrowser(page: Page, email: string, password: string, home: RegExp): Promise<void> {
  await page.goto('/login');
  // Phones see "Mobile number" first (issue 27): choose the email login.
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(home);
}

/**
 * The elements that stick out of the viewport sideways (none means the page itself does not scroll
 * horizontally; wide tables scroll inside their own box). body has overflow-x: hidden, so the viewport
 * would hide an overflow instead of scrolling: measure the elements themselves.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    const inScrollBox = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === 'auto' || ox === 'scroll' || ox === 'hidden') return p !== document.body && p !== document.documentElement;
      }
      return false;
    };
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || inScrollBox(el)) continue;
      if (r.right > vw + 1 || r.left < -1)
        out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} [${Math.round(r.left)}..${Math.round(r.right)}]`);
    }
    // Absolutely positioned text (e.g. sr-only) escapes a scroll box that is not positioned: the document grows.
    if (document.documentElement.scrollWidth > vw + 1) out.push(`document is ${document.documentElement.scrollWidth}px wide`);
    return out.slice(0, 10);
  });
}

/** True when nothing in <main> sticks out of a phone-width viewport. */
export async function pageHasNoHorizontalScroll(page: Page): Promise<boolean> {
  const offenders = await horizontalOverflow(page);
  if (offenders.length) console.log('horizontal overflow:', offenders);
  return offenders.length === 0;
}
