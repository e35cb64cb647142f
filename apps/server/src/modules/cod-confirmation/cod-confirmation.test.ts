import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codConfirmationCodes, outbox, taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';
import type { OrderEvent } from '@bazaar/shared';
import { TwilioSmsSender } from '../sms/sms.js';
import { baseUrl, openSse } from '../../../test/support/sse.js';
import { cancelUnconfirmedOrders, COD_CODE_TRIES } from './cod-confirmation.service.js';
import { FAST_WORKER, memoryMailbox } from '../../../test/support/mailbox.js';
import { until } from '../../../test/support/smtp.js';

/**
 * COD confirmation by code (issue 13 #5, decision 031): above the platform's `codConfirmAbove` a COD order waits
 * for the 6-digit code sent to its shopper; the shop cannot confirm it before; 5 wrong tries, 30 minutes, a new
 * code every 60 s (5 in all); unconfirmed after `codConfirmHours` it is cancelled by itself, stock back once.
 * The clock is injected; codes are read from the sent mail (the outbox keeps them sealed, decision 039) and from a
 * Twilio stand-in.
 */
describe(`COD confirmation by code (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let now = new Date('2026-11-24T04:00:00Z');
  let shop: { id: string; name: string };
  let admin: Account;
  let shopper: Account;
  let owner: Account;

  const box = memoryMailbox();
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, mail: { transport: box.transport, worker: FAST_WORKER } });
    a = api(t);
    ({ shop, admin } = await shopWithAdmin(t));
    shopper = await t.account('user', { name: 'Asha Rao' });
    owner = await t.account('superadmin');
  });
  afterAll(() => t.close());

  const settings = (body: Record<string, unknown>) => a.call('PATCH', '/api/superadmin/settings', owner, body);
  const confirm = (who: Account, id: string, code: unknown) => a.call('POST', `/api/orders/${id}/cod-confirmation`, who, { code });
  const resend = (who: Account, id: string) => a.call('POST', `/api/orders/${id}/cod-confirmation/resend`, who, {});
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  /** Places a one-item order of `price` × `qty`; returns its id, product and the response's order. */
  async function place(price: number, qty = 1, who = shopper) {
    const p = await product(t, shop.id, { quantity: 20, price });
    expect((await a.add(who, p.id, qty)).statusCode).toBe(200);
    const res = await a.order(who);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().orders[0];
    return { id: order._id as string, productId: p.id, order };
  }

  /** The newest code message of an order, as sent once the outbox has nothing left to send, and the code in it. */
  async function lastCode(orderNumber: string): Promise<{ code: string; text: string; recipient: string }> {
    await until(async () => (await t.database.db.select({ status: outbox.status }).from(outbox)).every((r) => r.status === 'sent'), 10_000, 'the outbox sent');
    const row = box.sent.filter((m) => m.subject.includes(orderNumber) && / is your code for order /.test(m.subject)).at(-1);
    if (!row) throw new Error(`no code message for ${orderNumber}`);
    const code = /^(\d{6}) is your code/.exec(row.subject)?.[1];
    if (!code) throw new Error(`no code in ${row.subject}`);
    return { code, text: row.text, recipient: row.to };
  }
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('is off by default: no order waits, the shop confirms at once', async () => {
    const { id, order } = await place(5000);
    expect(order.codConfirmation).toBeNull();
    expect((await a.setStatus(admin, id, 'Confirmed')).statusCode).toBe(200);
  });

  it('the platform owner turns it on with a limit and hours; bad values are 400s naming them', async () => {
    for (const [body, msg] of [
      [{ codConfirmHours: 0 }, /codConfirmHours must be between 1 and 168 hours/],
      [{ codConfirmHours: 2.5 }, /codConfirmHours must be a whole number/],
      [{ codConfirmAbove: -1 }, /codConfirmAbove must be 0 or more/],
      [{ codConfirmAbove: 'lots' }, /codConfirmAbove must be a number/],
    ] as const) {
      const res = await settings(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(msg);
    }
    const res = await settings({ codConfirmAbove: 1000, codConfirmHours: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({ codConfirmAbove: 1000, codConfirmHours: 6, defaults: { codConfirmAbove: null, codConfirmHours: 24 } });
  });

  it('an order at or below the limit needs no code; above it waits, and the shop gets a 409 that says why', async () => {
    const small = await place(500);
    expect(small.order.codConfirmation).toBeNull();
    const big = await place(1500);
    expect(big.order.codConfirmation).toEqual({ status: 'awaiting', confirmBy: new Date(now.getTime() + 6 * 3600_000).toISOString(), confirmedAt: null });
    const refused = await a.setStatus(admin, big.id, 'Confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is awaiting the shopper’s confirmation code/);
    // The shop sees it in its list, and may still cancel it.
    const list = await a.call('GET', '/api/admin/orders', admin);
    expect(list.json().find((o: { _id: string }) => o._id === big.id).codConfirmation.status).toBe('awaiting');
    // The code went to the shopper's email; only its salted hash is stored.
    const { code, text, recipient } = await lastCode(big.order.orderNumber);
    expect(recipient).toBe(shopper.email);
    expect(text).toContain(code);
    expect(text).toContain('30 minutes');
    const [row] = await t.database.db.select().from(codConfirmationCodes).where(eq(codConfirmationCodes.orderId, big.id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
  });

  it('five wrong codes use the code up; a new one comes after 60 s; the right one confirms, then the shop may', async () => {
    const { id, order } = await place(2000);
    const first = (await lastCode(order.orderNumber)).code;
    for (let i = 1; i <= COD_CODE_TRIES; i++) {
      const res = await confirm(shopper, id, wrongOf(first));
      expect(res.statusCode).toBe(400);
      expect(res.json().details.triesLeft).toBe(COD_CODE_TRIES - i);
      expect(res.json().message).toMatch(i < COD_CODE_TRIES ? /That code is not right\. \d tr(y|ies) left/ : /that was the last try/);
    }
    const locked = await confirm(shopper, id, first);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Ask for a new code/);

    const early = await resend(shopper, id);
    expect(early.statusCode).toBe(429);
    expect(early.json().details.retryAfterSeconds).toBeGreaterThan(0);
    expect(early.json().message).toMatch(/You can ask for a new code in \d+ seconds/);
    later(61_000);
    const again = await resend(shopper, id);
    expect(again.statusCode, again.body).toBe(200);
    const second = (await lastCode(order.orderNumber)).code;
    if (second !== first) expect((await confirm(shopper, id, first)).statusCode).toBe(400);

    // Spaces a person types are fine; a malformed code is a 400 that says what a code is.
    const malformed = await confirm(shopper, id, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The code is the 6 digits in the message we sent you');
    const ok = await confirm(shopper, id, `${second.slice(0, 3)} ${second.slice(3)}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order.codConfirmation).toMatchObject({ status: 'confirmed', confirmedAt: now.toISOString() });
    expect((await confirm(shopper, id, second)).statusCode).toBe(409);
    const confirmed = await a.setStatus(admin, id, 'Confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order.invoiceNumber).toEqual(expect.any(String));
  });

  it('the shop owner hears live when the shopper confirms (order.cod-confirmed), with no address in the event', async () => {
    const feed = await openSse(await baseUrl(t.app), '/api/admin/events', { cookie: admin.cookie });
    try {
      await feed.next((m) => m.event === 'ready');
      const { id, order } = await place(1800);
      const { code } = await lastCode(order.orderNumber);
      expect((await confirm(shopper, id, code)).statusCode).toBe(200);
      const heard = await feed.next((m) => m.event === 'order' && (JSON.parse(m.data) as OrderEvent).type === 'order.cod-confirmed');
      const event = JSON.parse(heard.data) as OrderEvent;
      expect(event).toMatchObject({ orderId: id, orderNumber: order.orderNumber, shopperName: 'Asha Rao', status: 'Pending' });
      expect(heard.data).not.toContain('MG Road');
    } finally {
      feed.close();
    }
  });

  it('a code expires after 30 minutes; at most 5 codes are sent for one order', async () => {
    const { id, order } = await place(3000);
    const first = (await lastCode(order.orderNumber)).code;
    later(31 * 60_000);
    const expired = await confirm(shopper, id, first);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/This code has expired/);
    for (let sent = 2; sent <= 5; sent++) {
      expect((await resend(shopper, id)).statusCode).toBe(200);
      later(61_000);
    }
    const sixth = await resend(shopper, id);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/5 codes have been sent for this order/);
    const latest = (await lastCode(order.orderNumber)).code;
    expect((await confirm(shopper, id, latest)).statusCode).toBe(200);
  });

  it('only the shopper of the order may confirm it: anyone else’s is 404, a shop owner 403; an order without a code 409', async () => {
    const { id, order } = await place(2500);
    const { code } = await lastCode(order.orderNumber);
    const other = await t.account('user');
    expect((await confirm(other, id, code)).statusCode).toBe(404);
    expect((await resend(other, id)).statusCode).toBe(404);
    expect((await confirm(admin, id, code)).statusCode).toBe(403);
    expect((await a.call('POST', `/api/orders/${id}/cod-confirmation`, null, { code })).statusCode).toBe(401);
    expect((await confirm(shopper, 'not-an-id', code)).statusCode).toBe(404);
    const small = await place(200);
    const none = await confirm(shopper, small.id, '123456');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This order needs no confirmation code');
    // The shopper may still cancel a waiting order: stock back, code gone.
    expect((await a.cancel(shopper, id)).statusCode).toBe(200);
    expect((await confirm(shopper, id, code)).statusCode).toBe(409);
  });

  it('unconfirmed past its time: cancelled by the platform once, stock back once, however many sweeps race', async () => {
    const { id, productId, order } = await place(1200, 3);
    expect(await stockOf(t, productId)).toBe(17);
    const { code } = await lastCode(order.orderNumber);
    later(6 * 3600_000 + 1000);
    expect((await confirm(shopper, id, code)).statusCode).toBe(409);
    const results = await Promise.all([cancelUnconfirmedOrders(t.database.db, now), cancelUnconfirmedOrders(t.database.db, now), a.cancel(shopper, id)]);
    const byPlatform = results.slice(0, 2).flatMap((r) => r as Array<{ _id: string }>);
    const byShopper = (results[2] as { statusCode: number }).statusCode === 200 ? 1 : 0;
    expect(byPlatform.filter((o) => o._id === id).length + byShopper).toBe(1);
    expect(await stockOf(t, productId)).toBe(20);
    const seen = (await a.call('GET', `/api/orders/${id}`, shopper)).json();
    expect(seen.status).toBe('Cancelled');
    if (!byShopper) {
      expect(seen.cancellation).toEqual({ by: 'platform', reason: null, note: null });
      const mail = (
        await t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'order-cancelled'), eq(outbox.recipient, shopper.email)))
      ).find((m) => m.subject.includes(order.orderNumber));
      expect(mail?.text).toMatch(/not confirmed with the code we sent in time/);
    }
    // Nothing more to do: a later sweep changes nothing, and no tax document exists for it.
    expect(await cancelUnconfirmedOrders(t.database.db, new Date(now.getTime() + 3600_000))).toEqual([]);
    expect(await stockOf(t, productId)).toBe(20);
    expect(await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id))).toEqual([]);
  });

  it('the app sweeps by itself on a timer', async () => {
    const swept = await createTestApp({ clock: () => now, codSweepMs: 50 });
    try {
      const b = api(swept);
      const { shop: s2 } = await shopWithAdmin(swept);
      const who = await swept.account('user');
      const boss = await swept.account('superadmin');
      expect((await b.call('PATCH', '/api/superadmin/settings', boss, { codConfirmAbove: 100, codConfirmHours: 1 })).statusCode).toBe(200);
      const p = await product(swept, s2.id, { quantity: 5, price: 400 });
      await b.add(who, p.id, 2);
      const placed = await b.order(who);
      const id = placed.json().orders[0]._id as string;
      expect(await stockOf(swept, p.id)).toBe(3);
      later(3600_000 + 1);
      await expect.poll(async () => (await b.call('GET', `/api/orders/${id}`, who)).json().status, { timeout: 5000 }).toBe('Cancelled');
      expect(await stockOf(swept, p.id)).toBe(5);
    } finally {
      await swept.close();
    }
  });

  it('texts the code through Twilio’s API when configured (a stand-in on loopback); a failing provider fails nothing', async () => {
    const received: Array<{ url: string; auth: string; form: URLSearchParams }> = [];
    let fail = false;
    const standIn = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', form: new URLSearchParams(body) });
        res.writeHead(fail ? 500 : 201, { 'content-type': 'application/json' }).end(fail ? '{"message":"down"}' : '{"sid":"SM1","status":"queued"}');
      });
    });
    await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
    const port = (standIn.address() as AddressInfo).port;
    const mail = memoryMailbox();
    const texting = await createTestApp({
      clock: () => now,
      mail: { transport: mail.transport, worker: FAST_WORKER },
      sms: new TwilioSmsSender({ accountSid: 'AC123', authToken: 'tok', from: '+15005550006', apiUrl: `http://127.0.0.1:${port}` }),
    });
    try {
      const b = api(texting);
      const { shop: s3 } = await shopWithAdmin(texting);
      const who = await texting.account('user');
      const boss = await texting.account('superadmin');
      expect((await b.call('PATCH', '/api/superadmin/settings', boss, { codConfirmAbove: 100 })).statusCode).toBe(200);
      const p = await product(texting, s3.id, { quantity: 5, price: 400 });
      await b.add(who, p.id, 1);
      const placed = await b.order(who);
      expect(placed.statusCode).toBe(201);
      const order = placed.json().orders[0];
      expect(received).toHaveLength(1);
      const sms = received[0]!;
      expect(sms.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(sms.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
      expect(sms.form.get('To')).toBe('+919876543210');
      expect(sms.form.get('From')).toBe('+15005550006');
      const code = /^(\d{6}) is your Bazaar code to confirm COD order/.exec(sms.form.get('Body') ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      // The same code as the email's; it confirms the order.
      const sent = await mail.newest(who.email, (m) => m.subject.includes(`your code for order ${order.orderNumber}`));
      expect(sent.subject).toBe(`${code} is your code for order ${order.orderNumber}`);

      // The provider fails: the resend still answers 200 (the email carries the code).
      fail = true;
      later(61_000);
      const again = await b.call('POST', `/api/orders/${order._id}/cod-confirmation/resend`, who, {});
      expect(again.statusCode, again.body).toBe(200);
      expect(received).toHaveLength(2);
    } finally {
      await texting.close();
      standIn.close();
    }
  });
});
