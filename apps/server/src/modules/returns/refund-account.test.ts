import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, returns } from '../../db/schema.js';
import { dataKey, sealData } from '../../lib/data-seal.js';
import { mailOverdueRefunds } from './refund-account.service.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import type { Account } from '../../../test/support/cart-orders.js';
import { returnsWorld } from '../../../test/support/returns.js';
import { rowsHolding } from '../../../test/support/secrets-scan.js';

const DAY = 86_400_000;
const KEY = Buffer.alloc(32, 0x5a);
const NUMBER = '1234567890123456';

/** Where a cash order's refund goes, sealed at rest, and refunds overdue mailed once (issue 26 #3; decision 100). */
describe(`the refund account and overdue refunds (${ENGINE})`, { timeout: 90_000 }, () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof returnsWorld>>;
  let a: typeof w.a;
  let admin: Account;
  let otherAdmin: Account;
  let shopper: Account;
  let stranger: Account;
  let owner: Account;
  const logs: string[] = [];
  let now = new Date('2026-11-20T06:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, dataKey: KEY, logger: { level: 'info', stream: { write: (line) => void logs.push(line) } } });
    w = await returnsWorld(t);
    ({ a, admin, otherAdmin, shopper, stranger, owner } = w);
  });
  afterAll(() => t.close());

  const give = (who: Account, id: string, body: unknown) => a.call('PUT', `/api/returns/${id}/refund-account`, who, body);
  const reveal = (who: Account, id: string) => a.call('GET', `/api/admin/returns/${id}/refund-account`, who);
  const move = (id: string, body: Record<string, unknown>) => a.call('PATCH', `/api/admin/returns/${id}`, admin, body);
  const BANK = { accountNumber: '1234 5678 9012 3456', ifsc: 'sbin0001234', holder: 'Asha Rao' };

  /** A delivered order's return asked by `who`, moved by the shop through `to`: its id. */
  const aReturn = async (who: Account, resolution: 'refund' | 'replacement' = 'refund', to: string[] = []) => (await w.aReturn(who, { resolution, to })).id;

  it('checks the formats, names the field, and takes it only from the shopper of an accepted refund return', async () => {
    const id = await aReturn(shopper);
    const early = await give(shopper, id, { upiId: 'asha@oksbi' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The shop has not accepted this return yet: give the refund account once it does');
    expect((await move(id, { status: 'Accepted' })).statusCode).toBe(200);
    expect((await give(stranger, id, { upiId: 'asha@oksbi' })).statusCode).toBe(404);
    expect((await give(admin, id, { upiId: 'asha@oksbi' })).statusCode).toBe(403);
    expect((await give(shopper, 'not-a-uuid', { upiId: 'asha@oksbi' })).statusCode).toBe(404);
    const bad: Array<[unknown, string]> = [
      [{ upiId: 'asha.oksbi' }, 'upiId must be a UPI ID such as name@okbank'],
      [{ upiId: 'asha@ok sbi' }, 'upiId must be a UPI ID such as name@okbank'],
      [{ upiId: 42 }, 'upiId must be text'],
      [{ ...BANK, ifsc: 'SBIN1001234' }, 'ifsc must be 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234)'],
      [{ ...BANK, accountNumber: '12345678' }, 'accountNumber must be 9 to 18 digits'],
      [{ ...BANK, accountNumber: '12345678901234567890' }, 'accountNumber must be 9 to 18 digits'],
      [{ accountNumber: NUMBER, ifsc: 'SBIN0001234' }, 'holder is required with a bank account'],
      [{ upiId: 'asha@oksbi', ...BANK }, 'Give either upiId, or accountNumber with ifsc and holder, not both'],
      [{}, 'Give upiId, or accountNumber with ifsc and holder'],
      [{ upiId: 'asha@oksbi', note: 'x' }, ''],
    ];
    for (const [body, message] of bad) {
      const res = await give(shopper, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const upi = await give(shopper, id, { upiId: ' Asha.Rao-1@OKSBI ' });
    expect(upi.statusCode, upi.body).toBe(200);
    expect(upi.json().return.refundAccount).toEqual({
      kind: 'upi',
      upiId: 'asha.rao-1@oksbi',
      accountNumber: null,
      last4: null,
      ifsc: null,
      holder: null,
      askAgain: false,
    });
    // A bank account replaces it; replies show the number masked.
    const bank = await give(shopper, id, BANK);
    expect(bank.statusCode, bank.body).toBe(200);
    const masked = { kind: 'bank', upiId: null, accountNumber: 'XXXXXX3456', last4: '3456', ifsc: 'SBIN0001234', holder: 'Asha Rao', askAgain: false };
    expect(bank.json().return.refundAccount).toEqual(masked);
    // A replacement return has no refund to send.
    const repl = await aReturn(shopper, 'replacement', ['Accepted']);
    expect((await give(shopper, repl, { upiId: 'asha@oksbi' })).json().message).toBe('This return is for a replacement: there is no refund to send');
    // Only a cash order's refund is the shop's to send (every order is COD today; one paid otherwise is refused).
    const paidOnline = await aReturn(shopper, 'refund', ['Accepted']);
    const row = (await t.database.db.select({ orderId: returns.orderId }).from(returns).where(eq(returns.id, paidOnline)))[0]!;
    await t.database.db.update(orders).set({ paymentMethod: 'UPI' }).where(eq(orders.id, row.orderId));
    expect((await give(shopper, paidOnline, { upiId: 'asha@oksbi' })).json().message).toBe(
      'This order was not paid in cash: its refund goes back the way it was paid',
    );
  });

  it('keeps the number sealed at rest and masked, shows it whole to the shop only while it pays, then not at all', async () => {
    const id = await aReturn(shopper, 'refund', ['Accepted']);
    expect((await give(shopper, id, BANK)).statusCode).toBe(200);
    const early = await reveal(admin, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The full account number is shown only while the refund is to be paid (a refund return that is Received)');
    for (const status of ['PickedUp', 'Received']) expect((await move(id, { status })).statusCode).toBe(200);

    // The shop's list, the order's returns and the platform owner's view: masked.
    const listed = (await a.call('GET', '/api/admin/returns', admin)).json().returns.find((r: { _id: string }) => r._id === id);
    expect(listed.refundAccount).toMatchObject({ accountNumber: 'XXXXXX3456', last4: '3456', askAgain: false });
    // While the shop has to pay: the whole number, to the shop's owner only.
    const full = await reveal(admin, id);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().refundAccount).toEqual({
      kind: 'bank',
      upiId: null,
      accountNumber: NUMBER,
      last4: '3456',
      ifsc: 'SBIN0001234',
      holder: 'Asha Rao',
      askAgain: false,
    });
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect((await reveal(otherAdmin, id)).statusCode).toBe(404);
    expect((await reveal(shopper, id)).statusCode).toBe(403);
    expect((await reveal(owner, id)).statusCode).toBe(403);

    // Never in clear at rest: no row of any table (returns, outbox, events, logs kept) holds it; nor the log lines.
    expect(await rowsHolding(t.database.db, [NUMBER])).toEqual([]);
    const row = (await t.database.db.select().from(returns).where(eq(returns.id, id)))[0]!;
    expect(row.refundAccountSealed).toMatch(/^d1\.[0-9a-f]{16}\./);
    expect(row.refundAccountLast4).toBe('3456');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.filter((l) => l.includes(NUMBER) || l.includes('1234 5678 9012 3456'))).toEqual([]);

    // Refunded: the account can no longer be changed, nor read whole.
    expect((await move(id, { status: 'Refunded', refund: { reference: 'NEFT-88231', date: '2026-11-21' } })).statusCode).toBe(200);
    const late = await give(shopper, id, { upiId: 'asha@oksbi' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This return is Refunded: its refund account can no longer be given or changed');
    expect((await reveal(admin, id)).statusCode).toBe(409);
    // No account given: the shop is told so.
    const none = await aReturn(shopper, 'refund', ['Accepted', 'PickedUp', 'Received']);
    expect((await reveal(admin, none)).json().message).toBe('The shopper has not given a refund account yet');
  });

  it('a number sealed under another key tells the shop to ask the shopper again, and a new one reads', async () => {
    const id = await aReturn(shopper, 'refund', ['Accepted']);
    expect((await give(shopper, id, BANK)).statusCode).toBe(200);
    for (const status of ['PickedUp', 'Received']) expect((await move(id, { status })).statusCode).toBe(200);
    // As if DATA_KEY had changed (or was unset and the process restarted) since the shopper gave it.
    await t.database.db
      .update(returns)
      .set({ refundAccountSealed: sealData(NUMBER, dataKey(), id) })
      .where(eq(returns.id, id));
    const res = await reveal(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refundAccount).toMatchObject({ kind: 'bank', accountNumber: null, last4: '3456', askAgain: true });
    const listed = (await a.call('GET', '/api/admin/returns?status=Received', admin)).json().returns.find((r: { _id: string }) => r._id === id);
    expect(listed.refundAccount.askAgain).toBe(true);
    // A value copied from another return does not open here either.
    const other = await aReturn(shopper, 'refund', ['Accepted', 'PickedUp', 'Received']);
    const copied = sealData(NUMBER, dataKey(KEY), other);
    await t.database.db.update(returns).set({ refundAccountSealed: copied }).where(eq(returns.id, id));
    expect((await reveal(admin, id)).json().refundAccount.askAgain).toBe(true);
    // The shopper gives it again: readable.
    expect((await give(shopper, id, { ...BANK, accountNumber: '987654321' })).statusCode).toBe(200);
    expect((await reveal(admin, id)).json().refundAccount).toMatchObject({ accountNumber: '987654321', last4: '4321', askAgain: false });
  });

  it('mails the platform owners once when a refund is overdue, never for one recorded in time', async () => {
    const late = await aReturn(shopper, 'refund', ['Accepted', 'PickedUp', 'Received']);
    const paid = await aReturn(shopper, 'refund', ['Accepted', 'PickedUp', 'Received']);
    expect((await move(paid, { status: 'Refunded', refund: { reference: 'UPI-55123', date: '2026-11-20' } })).statusCode).toBe(200);
    const overdueMails = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'return-refund-overdue'))).filter((m) => m.recipient === owner.email);
    const before = await overdueMails();
    expect(await mailOverdueRefunds(t.database.db, new Date(now.getTime() + 6 * DAY))).not.toContain(late);
    const due = new Date(now.getTime() + 7 * DAY + 1000);
    const [first, second] = await Promise.all([mailOverdueRefunds(t.database.db, due), mailOverdueRefunds(t.database.db, due)]);
    expect([...first!, ...second!].filter((id) => id === late)).toHaveLength(1);
    expect([...first!, ...second!]).not.toContain(paid);
    const mails = (await overdueMails()).slice(before.length);
    const orderNumber = (await a.call('GET', '/api/admin/returns', admin)).json().returns.find((r: { _id: string }) => r._id === late).orderNumber;
    const about = mails.filter((m) => m.subject.includes(orderNumber));
    expect(about).toHaveLength(1);
    expect(about[0]!.subject).toBe(`Refund for order ${orderNumber} overdue`);
    expect(about[0]!.text).toContain('/superadmin/returns');
    expect(await mailOverdueRefunds(t.database.db, new Date(due.getTime() + DAY))).not.toContain(late);
    // The flag stays on the platform owner's list meanwhile.
    now = due;
    try {
      const listed = await a.call('GET', '/api/superadmin/returns?overdue=true', owner);
      expect(listed.json().returns.map((r: { _id: string }) => r._id)).toContain(late);
    } finally {
      now = new Date('2026-11-20T06:00:00Z');
    }
  });

  it('the export shows the account masked; erasing the account removes it', async () => {
    const me = await t.account('user', { name: 'Kavya Iyer' });
    const upiReturn = await aReturn(me, 'refund', ['Accepted']);
    const bankReturn = await aReturn(me, 'refund', ['Accepted']);
    expect((await give(me, upiReturn, { upiId: 'kavya.iyer@okaxis' })).statusCode).toBe(200);
    expect((await give(me, bankReturn, { accountNumber: '50100012345678', ifsc: 'HDFC0000123', holder: 'Kavya Iyer' })).statusCode).toBe(200);
    const exported = await a.call('GET', '/api/account/export', me);
    expect(exported.statusCode, exported.body).toBe(200);
    const byId = Object.fromEntries(exported.json().returns.map((r: { _id: string; refundAccount: unknown }) => [r._id, r.refundAccount]));
    expect(byId[bankReturn]).toMatchObject({ kind: 'bank', accountNumber: 'XXXXXX5678', last4: '5678', ifsc: 'HDFC0000123' });
    expect(byId[upiReturn]).toMatchObject({ kind: 'upi', upiId: 'kavya.iyer@okaxis' });
    expect(exported.body).not.toContain('50100012345678');
    const page = await a.call('GET', '/api/account/export/view', me);
    expect(page.body).toContain('XXXXXX5678');
    expect(page.body).not.toContain('50100012345678');

    const erased = await a.call('POST', '/api/account/erase', me, { password: me.password });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.database.db.select().from(returns).where(eq(returns.userId, me.id));
    expect(left).toHaveLength(2);
    for (const r of left)
      expect([r.refundUpiId, r.refundAccountSealed, r.refundAccountLast4, r.refundIfsc, r.refundHolder]).toEqual([null, null, null, null, null]);
    expect(await rowsHolding(t.database.db, ['kavya.iyer@okaxis', 'HDFC0000123'])).toEqual([]);
  });
});
