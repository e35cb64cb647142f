import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codConfirmationCodes } from '../../src/db/schema.js';
import { COD_CODE_TRIES, COD_MAX_SENDS } from '../../src/modules/cod-confirmation/cod-confirmation.service.js';
import { ENGINE } from '../support/harness.js';
import { twilioStandIn } from '../support/sms-stand-in.js';
import { instancesOfEngine } from '../support/two-instances.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { quickShoppers, type Who } from '../support/world.js';

/**
 * Issue 21 #7: the COD code's limits under concurrency, and texts flooding a number. 40 simultaneous wrong codes
 * count exactly 5 tries; 20 simultaneous resends send exactly one code; texts are capped per phone number and per
 * account per day, counted in the database across instances. On PostgreSQL the requests go to two instances.
 */

const SMS_LIMITS = { smsPerPhone: { max: 3, windowMs: 24 * 3600_000 }, smsPerAccount: { max: 4, windowMs: 24 * 3600_000 } };

describe(`COD codes and texts under concurrency (${ENGINE}${ENGINE === 'postgres' ? ', two instances' : ''})`, () => {
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;
  let instances: ReturnType<typeof instancesOfEngine>;
  const on = (i: number) => instances.on(i);
  const db = () => instances.db();
  const close = () => instances.close();
  beforeAll(async () => {
    sms = await twilioStandIn();
    const extra = { sms: sms.sender, rateLimits: SMS_LIMITS };
    instances = instancesOfEngine('bazaar-cod-race-', extra);
    await instances.open();
    const [owner] = await quickShoppers(db(), 1);
    await db().execute(sql`update users set role = 'superadmin' where id = ${owner!.id}`);
    const set = await on(0).inject({ method: 'PATCH', url: '/api/superadmin/settings', headers: { cookie: owner!.cookie }, payload: { codConfirmAbove: 100 } });
    expect(set.statusCode, set.body).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await close();
    await sms.close();
  });

  /** A COD order above the limit, placed by `who` with `phone` in its address. */
  async function awaitingOrder(who: Who, phone = '9876543210', i = 0): Promise<string> {
    const [admin] = await quickShoppers(db(), 1);
    await db().execute(sql`update users set role = 'admin' where id = ${admin!.id}`);
    const shop = await insertShop(db(), admin!.id);
    const p = await insertProduct(db(), shop.id, { price: 500 });
    const added = await on(i).inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: who.cookie }, payload: { itemId: p.id, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await on(i + 1).inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: who.cookie },
      payload: { address: `Asha Rao, ${phone}, 411001, 12 MG Road, near the temple`, paymentMethod: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0];
    expect(order.codConfirmation?.status).toBe('awaiting');
    return order._id as string;
  }

  it(`40 simultaneous wrong codes: exactly ${COD_CODE_TRIES} are checked, the rest 429; tries never go below 0`, async () => {
    const [who] = await quickShoppers(db(), 1);
    const id = await awaitingOrder(who!);
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        on(i).inject({
          method: 'POST',
          url: `/api/orders/${id}/cod-confirmation`,
          headers: { cookie: who!.cookie },
          payload: { code: i % 2 ? '000000' : '999999' },
        }),
      ),
    );
    const codes = tries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(COD_CODE_TRIES);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - COD_CODE_TRIES);
    const left = tries.filter((r) => r.statusCode === 400).map((r) => r.json().details.triesLeft as number);
    expect(left.sort()).toEqual([0, 1, 2, 3, 4]);
    const [row] = await db().select().from(codConfirmationCodes).where(eq(codConfirmationCodes.orderId, id));
    expect(row!.attempts).toBe(COD_CODE_TRIES);
  }, 60_000);

  it(`20 simultaneous resends: exactly one new code; never more than ${COD_MAX_SENDS} codes for an order`, async () => {
    const [who] = await quickShoppers(db(), 1);
    const id = await awaitingOrder(who!, '9123456780');
    const resendAll = () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          on(i).inject({ method: 'POST', url: `/api/orders/${id}/cod-confirmation/resend`, headers: { cookie: who!.cookie }, payload: {} }),
        ),
      );
    for (let round = 1; round < COD_MAX_SENDS + 2; round++) {
      // The last code is older than a minute: one of the 20 may send the next.
      await db().execute(sql`update cod_confirmation_codes set sent_at = sent_at - interval '2 minutes' where order_id = ${id}`);
      const codes = (await resendAll()).map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 200),
        `round ${round}`,
      ).toHaveLength(round < COD_MAX_SENDS ? 1 : 0);
      expect(codes.filter((c) => c === 429)).toHaveLength(round < COD_MAX_SENDS ? 19 : 20);
    }
    const [row] = await db().select().from(codConfirmationCodes).where(eq(codConfirmationCodes.orderId, id));
    expect(row!.sends).toBe(COD_MAX_SENDS);
  }, 60_000);

  it('texts are capped per phone number and per account per day; past a cap the order still goes, by email', async () => {
    const before = sms.sent.length;
    const [a1, a2] = await quickShoppers(db(), 2);
    // One account, one number it typed: 5 orders (on either instance) → 3 texts (smsPerPhone).
    for (let i = 0; i < 5; i++) await awaitingOrder(a1!, '9000000001', i);
    expect(sms.sent.slice(before).filter((m) => m.to === '+919000000001')).toHaveLength(3);
    // Another account to the same number: the number's cap holds across accounts.
    await awaitingOrder(a2!, '9000000001');
    expect(sms.sent.filter((m) => m.to === '+919000000001')).toHaveLength(3);
    // A third account, a fresh number each time: its own cap (4 a day) stops the 5th text.
    const [a3] = await quickShoppers(db(), 1);
    const fresh = ['9000000002', '9000000003', '9000000004', '9000000005', '9000000006'];
    for (const [i, phone] of fresh.entries()) await awaitingOrder(a3!, phone, i);
    expect(sms.sent.filter((m) => fresh.some((f) => m.to === `+91${f}`))).toHaveLength(4);
  }, 60_000);
});
