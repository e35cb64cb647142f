import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnSettings } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import type { api, Account } from '../../../test/support/cart-orders.js';
import { returnsWorld } from '../../../test/support/returns.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The return clocks as dated settings, and refunds flagged overdue (issue 26 #2-#3; decision 092). */
describe(`return clocks and overdue refunds (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let admin: Account;
  let otherAdmin: Account;
  let shopper: Account;
  let superadmin: Account;
  let aReturn: Awaited<ReturnType<typeof returnsWorld>>['aReturn'];
  let now = new Date('2026-11-20T06:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    ({ a, admin, otherAdmin, shopper, owner: superadmin, aReturn } = await returnsWorld(t));
  });
  afterAll(() => t.close());

  /** The shopper asks to return one of two items delivered, as damaged, for a refund. */
  const ask = async () => (await aReturn(shopper)).asked;
  const move = (id: string, body: Record<string, unknown>) => a.call('PATCH', `/api/admin/returns/${id}`, admin, body);
  const ids = (res: { json: () => { returns: Array<{ _id: string }> } }) => res.json().returns.map((r) => r._id);

  it('reads the decide and refund clocks in force at each event; a change never moves a deadline already set', async () => {
    const first = await a.call('GET', '/api/superadmin/return-settings', superadmin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ decideHours: 48, refundDays: 7, version: 1 });
    const before = await ask();
    expect(Date.parse(before.decideBy) - now.getTime()).toBe(48 * HOUR);
    // Items received under version 1: refund due 7 days later.
    for (const status of ['Accepted', 'PickedUp']) expect((await move(before._id, { status })).statusCode).toBe(200);
    const received = await move(before._id, { status: 'Received' });
    expect(received.json().return).toMatchObject({ refundDueBy: new Date(now.getTime() + 7 * DAY).toISOString(), refundOverdue: false });

    // Bad values and the wrong roles are refused; the table refuses an edit of a version.
    const bad = await a.call('PUT', '/api/superadmin/return-settings', superadmin, { decideHours: 0, refundDays: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/decideHours must be at least 1/);
    expect((await a.call('PUT', '/api/superadmin/return-settings', superadmin, { decideHours: 24, refundDays: 31 })).json().message).toMatch(
      /refundDays must be at most 30/,
    );
    expect((await a.call('PUT', '/api/superadmin/return-settings', admin, { decideHours: 24, refundDays: 3 })).statusCode).toBe(403);
    await expect(t.database.db.update(returnSettings).set({ refundDays: 1 }).where(eq(returnSettings.version, 1))).rejects.toThrow();

    now = new Date(now.getTime() + HOUR);
    const changed = await a.call('PUT', '/api/superadmin/return-settings', superadmin, { decideHours: 24, refundDays: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ decideHours: 24, refundDays: 3, version: 2, effectiveFrom: now.toISOString() });
    expect(changed.json().history.map((h: { version: number }) => h.version)).toEqual([2, 1]);

    const after = await ask();
    expect(Date.parse(after.decideBy) - now.getTime()).toBe(24 * HOUR);
    for (const status of ['Accepted', 'PickedUp']) expect((await move(after._id, { status })).statusCode).toBe(200);
    const receivedAfter = await move(after._id, { status: 'Received' });
    expect(receivedAfter.json().return.refundDueBy).toBe(new Date(now.getTime() + 3 * DAY).toISOString());
    // The first return keeps the deadlines it was given under version 1.
    const kept = (await a.call('GET', '/api/admin/returns', admin)).json().returns.find((r: { _id: string }) => r._id === before._id);
    expect(kept).toMatchObject({ decideBy: before.decideBy, refundDueBy: received.json().return.refundDueBy });

    // Four days on: the second refund (3 days) is overdue, the first (7 days) is not yet.
    now = new Date(now.getTime() + 4 * DAY);
    const overdue = await a.call('GET', '/api/admin/returns?overdue=true', admin);
    expect(overdue.statusCode, overdue.body).toBe(200);
    expect(ids(overdue)).toEqual([after._id]);
    expect(overdue.json().returns[0].refundOverdue).toBe(true);
    const all = (await a.call('GET', '/api/admin/returns', admin)).json().returns;
    expect(all.find((r: { _id: string }) => r._id === before._id).refundOverdue).toBe(false);
    // The platform owner sees every shop's overdue refunds; another shop sees none of them.
    expect(ids(await a.call('GET', '/api/superadmin/returns?overdue=true', superadmin))).toEqual([after._id]);
    expect(ids(await a.call('GET', '/api/admin/returns?overdue=true', otherAdmin))).toEqual([]);
    expect((await a.call('GET', '/api/admin/returns?overdue=maybe', admin)).statusCode).toBe(400);

    // A refund recorded clears the flag, even late.
    expect((await move(after._id, { status: 'Refunded', refund: { reference: 'UTR-77881', date: '2026-11-25' } })).statusCode).toBe(200);
    expect(ids(await a.call('GET', '/api/superadmin/returns?overdue=true', superadmin))).toEqual([]);
    now = new Date(now.getTime() + 10 * DAY);
    expect(ids(await a.call('GET', '/api/superadmin/returns?overdue=true', superadmin))).toEqual([before._id]);
  });
});
