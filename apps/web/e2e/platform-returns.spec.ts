import pg from 'pg';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import type { PlaceOrderResponse, ReturnDto } from '@bazaar/shared';
import { expect, test, toastWith } from './fixtures';
import { createAdmin, createProduct, createShop, ok, uniq } from './helpers/api';
import { setOrderStatus } from './helpers/admin-api';
import { expectNothingCutOff } from './helpers/layout';
import { startServer, type RunningServer } from './helpers/server';

/**
 * Issue 26 #2-#3 (decisions 092, 100): the platform owner's Returns screen at a 360 px phone, with a request the shop
 * did not decide in time and a refund not recorded by its due date. Both need time to pass (hours, days), which the
 * shared journeys' server (a real clock) cannot wait for, so this journey runs its own server on PostgreSQL and moves
 * the two deadlines into the past in the database, as the clock would. Everything after that is the server's own
 * work: its sweep (every 2 s here, SWEEP_SECONDS) escalates the request and mails the overdue refund (held in the
 * Outbox: no SMTP here), and its reads flag the refund overdue.
 */
const OWNER = { email: `platform-returns-${uniq()}@e2e.bazaar.test`, password: 'platform-returns-2026' };
const ADDRESS = 'Farhan Sheikh, 9823456781, 452001, 9 Rajwada Road, near the palace';
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `bazaar_e2e_returns_${Date.now()}_${process.pid}`;
const dbUrl = () => {
  const u = new URL(ADMIN_DB);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
};

let server: RunningServer;

async function onAdminDb<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await onAdminDb(ADMIN_DB, (c) => c.query(`create database "${DB_NAME}"`));
  server = await startServer(
    { DATABASE_URL: dbUrl(), RATE_LIMIT_SCALE: '50', SWEEP_SECONDS: '2', SUPERADMIN_EMAIL: OWNER.email, SUPERADMIN_PASSWORD: OWNER.password },
    200_000,
  );
});
test.afterAll(async () => {
  await server?.stop();
  await onAdminDb(ADMIN_DB, (c) => c.query(`drop database if exists "${DB_NAME}" with (force)`));
});

async function session(who: { email: string; password: string }): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: server.url });
  await ok(await ctx.post('/api/auth/login', { data: who }), `login ${who.email}`);
  return ctx;
}

async function logIn(page: Page, who: { email: string; password: string }, path: string) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await ok(await page.request.post(`${server.url}/api/auth/login`, { data: who }), `login ${who.email}`);
  await page.goto(`${server.url}${path}`);
  await page.waitForURL((url) => url.pathname === path);
}

test('the platform owner sees a return not decided in time and an overdue refund, and is mailed once (360 px)', async ({ page, shot }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 780 });

  // A shop taking returns, a shopper with a delivered order of two lines, and two returns of it.
  const sa = await session(OWNER);
  const id = uniq();
  const shopOwner = { name: `Owner ${id}`, email: `returns-owner-${id}@e2e.bazaar.test`, password: `owner-pass-${id}` };
  const admin = await createAdmin(sa, shopOwner);
  await createShop(sa, { name: `Sarafa Sweets ${id}`, category: 'Grocery', location: 'Indore', admin: admin._id });
  const shopApi = await session(shopOwner);
  await ok(await shopApi.put('/api/admin/shop/return-policy', { data: { kind: 'return', days: 7 } }), 'set the return policy');
  const first = await createProduct(shopApi, { name: `Brass Diya ${id}`, price: 150, quantity: 20 });
  const second = await createProduct(shopApi, { name: `Copper Kalash ${id}`, price: 480, quantity: 20 });
  const shopper = { name: `Farhan Sheikh ${id}`, email: `farhan-${id}@e2e.bazaar.test`, phone: '9823456781', password: `farhan-pass-${id}` };
  const reg = await request.newContext({ baseURL: server.url });
  await ok(await reg.post('/api/auth/register', { data: shopper }), 'register the shopper');
  await reg.dispose();
  const shopperApi = await session(shopper);
  for (const p of [first, second]) await ok(await shopperApi.post('/api/cart/add', { data: { itemId: p._id, quantity: 1 } }), `add ${p.name}`);
  const placed = await ok<PlaceOrderResponse>(await shopperApi.post('/api/orders', { data: { address: ADDRESS, paymentMethod: 'COD' } }), 'place the order');
  const order = placed.orders[0]!;
  await setOrderStatus(shopApi, order._id, 'Confirmed');
  await setOrderStatus(shopApi, order._id, 'Delivered');
  const items = (await ok<{ items: Array<{ _id: string; productId: string }> }>(await shopperApi.get(`/api/orders/${order._id}`), 'read the order')).items;
  const ask = async (productId: string, resolution: 'refund' | 'replacement') => {
    const itemId = items.find((i) => i.productId === productId)!._id;
    const res = await shopperApi.post(`/api/orders/${order._id}/returns`, { data: { lines: [{ itemId, quantity: 1 }], reason: 'damaged', resolution } });
    return (await ok<{ return: ReturnDto }>(res, 'ask for a return')).return;
  };
  // One the shop takes in and does not refund; one it never answers.
  const refund = await ask(first._id, 'refund');
  await ok(await shopApi.patch(`/api/admin/returns/${refund._id}`, { data: { status: 'Accepted' } }), 'accept the return');
  // The shopper says where the refund goes; the shop, owing it, is shown the whole number once (issue 26 #3).
  const bank = { accountNumber: '50100012345678', ifsc: 'HDFC0000123', holder: shopper.name };
  await ok(await shopperApi.put(`/api/returns/${refund._id}/refund-account`, { data: bank }), 'give the refund account');
  for (const status of ['PickedUp', 'Received'])
    await ok(await shopApi.patch(`/api/admin/returns/${refund._id}`, { data: { status } }), `mark the return ${status}`);
  await ok(await shopApi.get(`/api/admin/returns/${refund._id}/refund-account`), 'read the whole account number');
  const undecided = await ask(second._id, 'replacement');

  // The clock moves on: the shop's 48 hours to decide and its 7 days to refund have passed.
  await onAdminDb(dbUrl(), async (c) => {
    await c.query(`update returns set decide_by = now() - interval '1 hour' where id = $1`, [undecided._id]);
    await c.query(`update returns set refund_due_by = now() - interval '1 day' where id = $1`, [refund._id]);
  });
  // The server's sweep escalates the request and mails the overdue refund to the platform owner, once. Within 30 s:
  // a server that ignored SWEEP_SECONDS would first sweep a minute after it started.
  const swept = async () => {
    const escalated = await ok<{ returns: ReturnDto[] }>(await sa.get('/api/superadmin/returns'), 'the escalated returns');
    const outbox = await ok<{ items: Array<{ kind: string; recipient: string }> }>(await sa.get('/api/superadmin/outbox?limit=50'), 'the outbox');
    const kinds = outbox.items.filter((m) => m.recipient === OWNER.email).map((m) => m.kind);
    return { escalated: escalated.returns.some((r) => r._id === undecided._id), mailed: kinds.filter((k) => k === 'return-refund-overdue').length };
  };
  await expect.poll(swept, { timeout: 30_000, intervals: [1_000] }).toEqual({ escalated: true, mailed: 1 });
  // Still once after the sweeps that follow (every 2 s here).
  await page.waitForTimeout(5_000);
  expect(await swept()).toEqual({ escalated: true, mailed: 1 });

  // The platform owner's screen: first what was not decided in time, then the overdue refund.
  await logIn(page, OWNER, '/superadmin/returns');
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  const list = page.getByTestId('platform-returns');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`Order #${undecided.orderNumber} · replacement of ₹480.00`);
  await expect(list).toContainText('Decision was due by');
  await shot('platform-returns-escalated-360');
  await expectNothingCutOff(page, 'the platform owner’s returns, not decided in time');

  await page.getByRole('button', { name: 'Refund overdue' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const card = list.getByRole('listitem').first();
  await expect(card).toContainText(`Order #${refund.orderNumber} · refund of ₹150.00`);
  await expect(card).toContainText('Refund overdue');
  await expect(card).toContainText('Refund was due by');
  await shot('platform-returns-overdue-360');
  await expectNothingCutOff(page, 'the platform owner’s overdue refunds');

  // Who was shown the whole account number: the shop's owner, once (the log, read when asked for).
  const whoSaw = card.getByRole('button', { name: 'Who saw the account number ending 5678' });
  await whoSaw.focus();
  await page.keyboard.press('Enter');
  await expect(whoSaw).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByTestId('account-views').getByRole('listitem')).toHaveCount(1);
  await expect(card.getByTestId('account-views')).toContainText(shopOwner.name);
  await shot('platform-returns-account-views-360');
  await page.setViewportSize({ width: 1366, height: 800 });
  await shot('platform-returns-account-views-1366');
  await page.setViewportSize({ width: 360, height: 780 });

  // Once the shop records the refund, it is no longer overdue.
  await ok(
    await shopApi.patch(`/api/admin/returns/${refund._id}`, {
      data: { status: 'Refunded', refund: { reference: 'UPI-77120', date: new Date().toISOString().slice(0, 10) } },
    }),
    'record the refund',
  );
  await page.reload();
  await page.getByRole('button', { name: 'Refund overdue' }).click();
  await expect(page.getByText('No refunds overdue')).toBeVisible();

  await Promise.all([sa.dispose(), shopApi.dispose(), shopperApi.dispose()]);
});

test('the platform owner sets the return clocks on Settings and reads their versions with dates (360 px)', async ({ page, shot }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, OWNER, '/superadmin/settings');
  const clocks = page.getByTestId('return-clocks');
  await clocks.scrollIntoViewIfNeeded();
  await expect(clocks.getByRole('heading', { name: 'Return clocks' })).toBeVisible();
  const hours = clocks.getByLabel('Hours a shop has to accept or decline a return');
  const days = clocks.getByLabel('Days a shop has to refund after receiving the items');
  await expect(hours).toHaveValue('48');
  await expect(days).toHaveValue('7');
  // Version 1, in force from 1 January 2026 IST (migration 0050).
  await expect(clocks.getByRole('listitem')).toHaveText([/^From 1 Jan 2026, 12:00\s?am IST: 48 hours to decide, 7 days to refund \(in force\)$/i]);

  // Out of range: said in the page, nothing saved.
  await hours.fill('200');
  await clocks.getByRole('button', { name: 'Save return clocks' }).click();
  await expect(clocks.getByRole('alert')).toHaveText('Hours to decide must be a whole number from 1 to 168');
  await hours.fill('24');
  await days.fill('5');
  await clocks.getByRole('button', { name: 'Save return clocks' }).click();
  await expect(toastWith(page, 'Return clocks saved: they apply to returns from now on')).toBeVisible();
  await expect(clocks.getByRole('listitem')).toHaveCount(2);
  await expect(clocks.getByRole('listitem').first()).toContainText(': 24 hours to decide, 5 days to refund (in force)');
  await expect(clocks.getByRole('listitem').last()).toHaveText(/^From 1 Jan 2026, 12:00\s?am IST: 48 hours to decide, 7 days to refund$/i);
  await shot('platform-settings-return-clocks-360');
  await expectNothingCutOff(page, 'the return clocks on Settings');

  // After a reload the server's values are shown, and they are what the API now applies.
  await page.reload();
  await expect(page.getByTestId('return-clocks').getByLabel('Hours a shop has to accept or decline a return')).toHaveValue('24');
  const sa = await session(OWNER);
  const now = await ok<{ decideHours: number; refundDays: number; version: number }>(await sa.get('/api/superadmin/return-settings'), 'the return clocks');
  expect(now).toMatchObject({ decideHours: 24, refundDays: 5, version: 2 });
  await sa.dispose();
});
