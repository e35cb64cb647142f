import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, refundAccountViews, returns } from '../../db/schema.js';
import { dataKey, sealData, sealedWith } from '../../lib/data-seal.js';
import { resealRefundAccounts } from './refund-account.service.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import type { api, Account } from '../../../test/support/cart-orders.js';
import { returnsWorld } from '../../../test/support/returns.js';

const OLD = Buffer.alloc(32, 0x11);
const NEW = Buffer.alloc(32, 0x22);
const NUMBER = '123456789012';
const BANK = { accountNumber: NUMBER, ifsc: 'SBIN0001234', holder: 'Asha Rao' };

/**
 * Issue 26 #3, what decision 100 left open: the shop is mailed when the shopper gives or changes the refund account
 * (masked), every reveal of the whole number is logged for the platform owner, and DATA_KEY can be rotated.
 */
describe(`the refund account's mail, view log and key rotation (${ENGINE})`, { timeout: 90_000 }, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let admin: Account;
  let shopper: Account;
  let owner: Account;
  let askReturn: Awaited<ReturnType<typeof returnsWorld>>['aReturn'];
  let now = new Date('2026-11-20T06:00:00Z');

  beforeAll(async () => {
    // The server runs after a rotation: NEW seals, OLD (the key before) still opens.
    t = await createTestApp({ clock: () => now, dataKey: NEW, dataKeysPrevious: [OLD] });
    ({ a, admin, shopper, owner, aReturn: askReturn } = await returnsWorld(t));
  });
  afterAll(() => t.close());

  const give = (id: string, body: unknown) => a.call('PUT', `/api/returns/${id}/refund-account`, shopper, body);
  const reveal = (id: string) => a.call('GET', `/api/admin/returns/${id}/refund-account`, admin);
  const views = (id: string, who: Account = owner) => a.call('GET', `/api/superadmin/returns/${id}/refund-account-views`, who);
  const move = (id: string, status: string) => a.call('PATCH', `/api/admin/returns/${id}`, admin, { status });

  /** A return of one of two items delivered, moved by the shop through `to`. */
  async function aReturn(to: string[]) {
    const { id, asked } = await askReturn(shopper, { to });
    return { id, orderNumber: asked.orderNumber };
  }

  // In the order they were queued: without an ORDER BY, PostgreSQL may return a row the outbox worker updated last.
  const accountMails = async () =>
    (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'return-refund-account')).orderBy(asc(outbox.createdAt), asc(outbox.id))).filter(
      (m) => m.recipient === admin.email,
    );

  it('mails the shop when the account is given and when it changes, saying the kind and last four digits only', async () => {
    const { id, orderNumber } = await aReturn(['Accepted']);
    const before = (await accountMails()).length;
    expect((await give(id, { upiId: 'asha.rao@oksbi' })).statusCode).toBe(200);
    expect((await give(id, BANK)).statusCode).toBe(200);
    const mails = (await accountMails()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Refund account given for order ${orderNumber}`, `Refund account changed for order ${orderNumber}`]);
    expect(mails[0]!.text).toContain('A UPI ID');
    expect(mails[1]!.text).toContain('A bank account ending 9012');
    expect(mails[1]!.text).toContain('/admin/returns');
    for (const m of mails) for (const secret of ['asha.rao@oksbi', NUMBER]) expect(`${m.subject}${m.text}${m.html}`).not.toContain(secret);
    // A refused change mails nothing.
    expect((await give(id, { upiId: 'asha@ok sbi' })).statusCode).toBe(400);
    expect((await accountMails()).length).toBe(before + 2);
  });

  it('logs each reveal of the whole number (who, when) for the platform owner, append-only; masked replies are not logged', async () => {
    const { id } = await aReturn(['Accepted']);
    expect((await give(id, BANK)).statusCode).toBe(200);
    for (const s of ['PickedUp', 'Received']) expect((await move(id, s)).statusCode).toBe(200);
    expect((await views(id)).json()).toEqual({ views: [] });
    expect((await a.call('GET', '/api/admin/returns', admin)).statusCode).toBe(200); // masked list: no entry
    expect((await reveal(id)).json().refundAccount.accountNumber).toBe(NUMBER);
    now = new Date(now.getTime() + 60_000);
    expect((await reveal(id)).json().refundAccount.accountNumber).toBe(NUMBER);
    const log = await views(id);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().views).toEqual([
      { viewerId: admin.id, viewerName: expect.any(String), viewerEmail: admin.email, viewedAt: now.toISOString() },
      { viewerId: admin.id, viewerName: expect.any(String), viewerEmail: admin.email, viewedAt: new Date(now.getTime() - 60_000).toISOString() },
    ]);
    // Only the platform owner reads it; an unknown return is 404.
    expect((await views(id, admin)).statusCode).toBe(403);
    expect((await views(id, shopper)).statusCode).toBe(403);
    expect((await views('00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await views('nope')).statusCode).toBe(404);
    // Append-only in the database itself.
    await expect(
      t.database.db
        .update(refundAccountViews)
        .set({ viewedAt: new Date(0) })
        .where(eq(refundAccountViews.returnId, id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(refundAccountViews).where(eq(refundAccountViews.returnId, id))).rejects.toThrow();
    expect((await views(id)).json().views).toHaveLength(2);
    // A number no key opens is not revealed, so not logged.
    await t.database.db
      .update(returns)
      .set({ refundAccountSealed: sealData(NUMBER, dataKey(), id) })
      .where(eq(returns.id, id));
    expect((await reveal(id)).json().refundAccount.askAgain).toBe(true);
    expect((await views(id)).json().views).toHaveLength(2);
  });

  it('after a rotation opens numbers sealed under the previous key, and the rotation re-seals them under the new one', async () => {
    const underOld = await aReturn(['Accepted', 'PickedUp', 'Received']);
    const lost = await aReturn(['Accepted', 'PickedUp', 'Received']);
    for (const r of [underOld, lost]) expect((await give(r.id, BANK)).statusCode).toBe(200);
    // As the server before the rotation (DATA_KEY = OLD) sealed it; and one sealed under a key nobody has any more.
    await t.database.db
      .update(returns)
      .set({ refundAccountSealed: sealData(NUMBER, dataKey(OLD), underOld.id) })
      .where(eq(returns.id, underOld.id));
    const lostSealed = sealData(NUMBER, dataKey(), lost.id);
    await t.database.db.update(returns).set({ refundAccountSealed: lostSealed }).where(eq(returns.id, lost.id));

    const listed = (await a.call('GET', '/api/admin/returns', admin)).json().returns;
    expect(listed.find((r: { _id: string }) => r._id === underOld.id).refundAccount.askAgain).toBe(false);
    expect(listed.find((r: { _id: string }) => r._id === lost.id).refundAccount.askAgain).toBe(true);
    expect((await reveal(underOld.id)).json().refundAccount).toMatchObject({ accountNumber: NUMBER, askAgain: false });

    const ring = dataKey(NEW, [OLD]);
    const first = await resealRefundAccounts(t.database.db, ring, 1); // pages of one: the paging is walked
    expect(first.resealed).toBeGreaterThanOrEqual(1);
    expect(first.unreadable).toBeGreaterThanOrEqual(1);
    const sealedOf = async (id: string) => (await t.database.db.select({ s: returns.refundAccountSealed }).from(returns).where(eq(returns.id, id)))[0]!.s!;
    expect(sealedWith(await sealedOf(underOld.id), ring)).toBe(true);
    expect(await sealedOf(lost.id)).toBe(lostSealed); // left as it was
    // Opens under the new key alone: the old key can now be dropped.
    const left = await t.database.db
      .select({ id: returns.id })
      .from(returns)
      .where(like(returns.refundAccountSealed, `d1.${dataKey(OLD).id}.%`));
    expect(left).toEqual([]);
    expect((await reveal(underOld.id)).json().refundAccount).toMatchObject({ accountNumber: NUMBER, askAgain: false });
    // Run again: nothing left to re-seal.
    expect((await resealRefundAccounts(t.database.db, ring)).resealed).toBe(0);
    await expect(resealRefundAccounts(t.database.db, dataKey())).rejects.toThrow(/DATA_KEY is not set/);
  });
});
