import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { grievanceMessages, outbox } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { escalateOverdueGrievances } from './escalate-grievances.service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`grievances (${ENGINE})`, () => {
  let t: TestApp;
  let now = new Date('2026-11-27T06:00:00Z');
  let superadmin: Account;
  let shopper: Account;
  let otherShopper: Account;
  let owner: Account;
  let otherOwner: Account;
  let orderId: string;
  let shopId: string;
  const officer = { name: 'Meera Iyer', designation: 'Grievance Officer', email: 'grievance@bazaar.example', phone: '9812345678' };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, rateLimits: { grievancesAnonymous: { max: 3, windowMs: 60 * 60_000 } } });
    superadmin = await t.account('superadmin');
    shopper = await t.account('user', { name: 'Asha Rao' });
    otherShopper = await t.account('user');
    const a = await shopWithAdmin(t);
    owner = a.admin;
    shopId = a.shop.id;
    otherOwner = (await shopWithAdmin(t)).admin;
    const p = await product(t, shopId);
    const c = api(t);
    expect((await c.add(shopper, p.id, 1)).statusCode).toBe(200);
    const placed = await c.order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().orders[0]._id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Account | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
  const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, to));

  it('anyone files a complaint about the platform: 201 with its ticket number, acknowledged at once, mailed to both sides', async () => {
    const res = await call('POST', '/api/grievances', null, {
      subject: 'Site kept failing',
      description: 'The checkout page did not load.',
      name: 'Ravi Kumar',
      email: 'Ravi@Example.in',
      phone: '9876501234',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Open', acknowledgedAt: now.toISOString(), dueBy: new Date(now.getTime() + 30 * DAY).toISOString() });
    expect(body.ticketNumber).toMatch(/^GRV-\d{6}$/);
    expect(body.respondBy).toBe(new Date(now.getTime() + 48 * HOUR).toISOString());
    const ack = await mailsTo('ravi@example.in');
    expect(ack).toHaveLength(1);
    expect(ack[0]!.text).toContain(body.ticketNumber);
    expect(ack[0]!.kind).toBe('grievance-acknowledged');
    expect((await mailsTo(superadmin.email)).map((m) => m.kind)).toContain('grievance-filed');
    const all = (await call('GET', '/api/superadmin/grievances', superadmin)).json();
    expect(all.items.find((g: { _id: string }) => g._id === body._id)).toMatchObject({ about: 'platform', shopId: null, name: 'Ravi Kumar' });
  });

  it('without an account, a name and an email are required, named in the message', async () => {
    const noEmail = await call('POST', '/api/grievances', null, { subject: 'x', description: 'y', name: 'Ravi' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/Email is required/);
    const bad = await call('POST', '/api/grievances', null, { subject: '', description: 'y', name: 'Ravi', email: 'r@example.in' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Subject is required/);
    const orderAnon = await call('POST', '/api/grievances', null, { subject: 's', description: 'd', name: 'R', email: 'r@example.in', orderId });
    expect(orderAnon.statusCode).toBe(401);
  });

  it("a shopper complains about their own order: the order's shop sees it, another shop does not", async () => {
    const res = await call('POST', '/api/grievances', shopper, { subject: 'Wrong item', description: 'I got a different size.', orderId });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id;
    const mine = (await call('GET', '/api/admin/grievances', owner)).json();
    expect(mine.items.map((g: { _id: string }) => g._id)).toContain(id);
    expect(mine.items.find((g: { _id: string }) => g._id === id)).toMatchObject({ about: 'order', orderId, shopId, name: 'Asha Rao', email: shopper.email });
    expect((await call('GET', '/api/admin/grievances', otherOwner)).json().items).toEqual([]);
    expect((await call('GET', `/api/grievances/${id}`, shopper)).statusCode).toBe(200);
    expect((await call('GET', `/api/grievances/${id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/grievances/${id}`, superadmin)).statusCode).toBe(200);
    expect((await call('GET', `/api/grievances/${id}`, otherShopper)).statusCode).toBe(404);
    expect((await call('GET', `/api/grievances/${id}`, otherOwner)).statusCode).toBe(404);
    expect((await mailsTo(owner.email)).map((m) => m.kind)).toContain('grievance-filed');
    // Someone else's order is not theirs to name.
    expect((await call('POST', '/api/grievances', otherShopper, { subject: 'x', description: 'y', orderId })).statusCode).toBe(404);
  });

  it('messages are append-only; the shop answering stops the answer clock and mails the complainant', async () => {
    const id = (await call('POST', '/api/grievances', shopper, { subject: 'Late', description: 'Not delivered yet', orderId })).json()._id;
    const answer = await call('POST', `/api/grievances/${id}/messages`, owner, { text: 'We will deliver it tomorrow.' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().grievance).toMatchObject({ status: 'InProgress', answeredAt: now.toISOString() });
    expect(answer.json().grievance.messages).toMatchObject([{ author: 'shop', text: 'We will deliver it tomorrow.' }]);
    const shopperMails = (await mailsTo(shopper.email)).filter((m) => m.kind === 'grievance-update');
    expect(shopperMails.some((m) => m.text.includes('We will deliver it tomorrow.'))).toBe(true);
    expect((await call('POST', `/api/grievances/${id}/messages`, shopper, { text: 'Thanks' })).json().grievance.status).toBe('InProgress');
    // The database refuses to change or delete a message.
    await expect(t.database.db.update(grievanceMessages).set({ text: 'edited' }).where(eq(grievanceMessages.grievanceId, id))).rejects.toThrow();
    await expect(t.database.db.delete(grievanceMessages).where(eq(grievanceMessages.grievanceId, id))).rejects.toThrow();
    // Only the shop or the platform resolves; the complainant cannot.
    const self = await call('POST', `/api/grievances/${id}/messages`, shopper, { text: 'done', action: 'resolve' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/Only the shop or the platform owner resolves/);
    const resolved = await call('POST', `/api/grievances/${id}/messages`, owner, { text: 'Delivered today.', action: 'resolve' });
    expect(resolved.json().grievance).toMatchObject({
      status: 'Resolved',
      resolvedAt: now.toISOString(),
      reopenUntil: new Date(now.getTime() + 14 * DAY).toISOString(),
    });
  });

  it('the clocks come from dated settings; an overdue ticket is escalated to the platform owner, who alone resolves it then', async () => {
    expect((await call('PATCH', '/api/superadmin/grievance-settings', superadmin, { ackHours: 49 })).json().message).toBe(
      'ackHours must be between 1 and 48 hours',
    );
    const changed = await call('PATCH', '/api/superadmin/grievance-settings', superadmin, { ackHours: 24, grievanceOfficer: officer });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().settings).toMatchObject({ ackHours: 24, resolveDays: 30, grievanceOfficer: officer, version: 1 });
    expect((await call('GET', '/api/grievance-officer')).json()).toEqual({ grievanceOfficer: officer, ackHours: 24, resolveDays: 30, reopenDays: 14 });
    // A version is never edited.
    await expect(t.database.db.execute(sql`update grievance_settings set ack_hours = 1`)).rejects.toThrow();

    const filed = (await call('POST', '/api/grievances', shopper, { subject: 'Broken', description: 'Arrived broken', orderId })).json();
    expect(filed.respondBy).toBe(new Date(now.getTime() + 24 * HOUR).toISOString());
    const ticket = (await call('GET', `/api/grievances/${filed._id}`, shopper)).json();
    expect(ticket.officer).toEqual(officer);

    now = new Date(now.getTime() + 24 * HOUR);
    expect(await escalateOverdueGrievances(t.database.db, now)).not.toContain(filed._id);
    now = new Date(now.getTime() + 1000);
    expect(await escalateOverdueGrievances(t.database.db, now)).toContain(filed._id);
    expect(await escalateOverdueGrievances(t.database.db, now)).not.toContain(filed._id);
    const escalated = (await call('GET', `/api/grievances/${filed._id}`, superadmin)).json();
    expect(escalated).toMatchObject({ status: 'Escalated', escalatedAt: now.toISOString() });
    expect(escalated.messages.at(-1)).toMatchObject({ author: 'clock' });
    expect((await call('GET', '/api/superadmin/grievances?status=Escalated', superadmin)).json().items.map((g: { _id: string }) => g._id)).toContain(filed._id);
    expect((await mailsTo(superadmin.email)).filter((m) => m.kind === 'grievance-escalated').some((m) => m.text.includes(filed.ticketNumber))).toBe(true);

    expect((await call('POST', `/api/grievances/${filed._id}/messages`, owner, { text: 'fixed', action: 'resolve' })).statusCode).toBe(409);
    const done = await call('POST', `/api/grievances/${filed._id}/messages`, superadmin, { text: 'Refunded by the shop.', action: 'resolve' });
    expect(done.json().grievance.status).toBe('Resolved');

    // Reopened within 14 days: a fresh clock. After 14 days: refused.
    now = new Date(now.getTime() + 3 * DAY);
    const reopened = await call('POST', `/api/grievances/${filed._id}/messages`, shopper, { text: 'Not refunded yet', action: 'reopen' });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json().grievance).toMatchObject({ status: 'Reopened', dueBy: new Date(now.getTime() + 30 * DAY).toISOString(), answeredAt: null });
    await call('POST', `/api/grievances/${filed._id}/messages`, superadmin, { text: 'Refunded now.', action: 'resolve' });
    now = new Date(now.getTime() + 15 * DAY);
    const late = await call('POST', `/api/grievances/${filed._id}/messages`, shopper, { text: 'again', action: 'reopen' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/within 14 days/);
  });

  it('limits complaints filed without an account per connection, never a logged-in person', async () => {
    const anon = { subject: 'Spam?', description: 'Lots of them', name: 'Bot', email: 'bot@example.in' };
    // Filings without an account earlier in this file count too: at most 3 an hour pass, then 429.
    const codes: number[] = [];
    let blocked = await call('POST', '/api/grievances', null, anon);
    for (let i = 0; i < 4 && blocked.statusCode === 201; i++) {
      codes.push(blocked.statusCode);
      blocked = await call('POST', '/api/grievances', null, anon);
    }
    expect(codes.length).toBeLessThanOrEqual(3);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many complaints/);
    expect((await call('POST', '/api/grievances', shopper, { subject: 'Still me', description: 'Logged in' })).statusCode).toBe(201);
  });

  it("a shopper's own list holds only their complaints", async () => {
    const mine = (await call('GET', '/api/grievances', shopper)).json().items as Array<{ email: string }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((g) => g.email === shopper.email)).toBe(true);
    expect((await call('GET', '/api/grievances', otherShopper)).json().items).toEqual([]);
    expect((await call('GET', '/api/grievances')).statusCode).toBe(401);
  });
});
