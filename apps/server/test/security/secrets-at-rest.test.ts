import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../support/cart-orders.js';
import { startSmtp, until, type ReceivedMail, type TestSmtp } from '../support/smtp.js';
import { rowsHolding } from '../support/secrets-scan.js';
import { outboxKey, sealSecret, SECRET_MARK, SECRET_SHOWN } from '../../src/modules/mail/secrets.js';
import { newId } from '../../src/lib/ids.js';

const APP_URL = 'https://bazaar.test';
const FAST_WORKER = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, leaseMs: 5_000, from: 'Bazaar <no-reply@bazaar.test>' };

/**
 * Issue 21 #6: a password-reset link or a COD code must never rest in clear — not in the outbox table (nor any
 * table: a dump, a backup), not in the platform owner's Outbox API, not in the log. The mail still arrives at a real
 * SMTP server on loopback with a link and a code that work. Decision 039.
 */
describe(`secrets never rest in clear (${ENGINE})`, () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  const logLines: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      mail: { transport: smtp.transport(), appUrl: APP_URL, worker: FAST_WORKER },
      logger: { level: 'info', stream: { write: (l: string) => void logLines.push(l) } },
    });
    a = api(t);
    owner = await t.account('superadmin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const mailTo = async (email: string, match: (m: ReceivedMail) => boolean): Promise<ReceivedMail> => {
    let found: ReceivedMail | undefined;
    await until(() => !!(found = smtp.received.find((m) => m.to.includes(email) && match(m))), 15_000, `a message to ${email}`);
    return found!;
  };
  const sentAll = () =>
    until(async () => (await t.database.db.select({ status: outbox.status }).from(outbox)).every((r) => r.status === 'sent'), 15_000, 'every message sent');

  /** The Outbox API as the platform owner reads it: the list and every message opened. */
  async function outboxApi(): Promise<string> {
    const page = await t.app.inject({ url: '/api/superadmin/outbox?limit=100', headers: { cookie: owner.cookie } });
    expect(page.statusCode).toBe(200);
    const bodies = [page.body];
    for (const m of page.json().items as Array<{ _id: string }>)
      bodies.push((await t.app.inject({ url: `/api/superadmin/outbox/${m._id}`, headers: { cookie: owner.cookie } })).body);
    return bodies.join('\n');
  }

  it('a reset link: arrives and works; the outbox, every table, the Outbox API and the log hold only a mark', async () => {
    const user = await t.account('user');
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(asked.statusCode).toBe(200);
    const mail = await mailTo(user.email, (m) => m.subject === 'Reset your Bazaar password');
    const token = /https:\/\/bazaar\.test\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`reset-password?token=${token}`);
    await sentAll();

    expect(await rowsHolding(t.database.db, [token!])).toEqual([]);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(row!.secret).toBeNull(); // wiped once sent
    const shown = await outboxApi();
    expect(shown).not.toContain(token);
    expect(shown).toContain(SECRET_SHOWN);

    // The page the link opens is a GET the server logs: the token is cut out of the URL.
    await t.app.inject({ url: `/reset-password?token=${token}` });
    expect(logLines.join('\n')).not.toContain(token);
    expect(logLines.join('\n')).toContain('/reset-password?token=[redacted]');

    const done = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a-brand-new-password' } });
    expect(done.statusCode, done.body).toBe(200);
    await t.login(user.email, 'a-brand-new-password');
  });

  it('a COD code: arrives and works; nowhere at rest in clear, nor in the Outbox API', async () => {
    expect((await a.call('PATCH', '/api/superadmin/settings', owner, { codConfirmAbove: 100 })).statusCode).toBe(200);
    const { shop } = await shopWithAdmin(t);
    const shopper = await t.account('user');
    const p = await product(t, shop.id, { quantity: 10, price: 500 });
    expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
    const placed = await a.order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0];
    const mail = await mailTo(shopper.email, (m) => m.subject.endsWith(` is your code for order ${order.orderNumber}`));
    const code = /^(\d{6}) is your code for order/.exec(mail.subject)?.[1];
    expect(code, mail.subject).toBeTruthy();
    expect(mail.text).toContain(code);
    await sentAll();

    expect(await rowsHolding(t.database.db, [code!])).toEqual([]);
    const shown = await outboxApi();
    expect(shown).not.toContain(`${code} is your code`);
    expect(shown).toContain(`${SECRET_SHOWN} is your code for order ${order.orderNumber}`);

    const ok = await a.call('POST', `/api/orders/${order._id}/cod-confirmation`, shopper, { code });
    expect(ok.statusCode, ok.body).toBe(200);
  });
  it('a message sealed by another process is left for it; after an hour it fails and its sealed secret is wiped', async () => {
    const other = outboxKey();
    const row = (id: string, createdAt: Date) => ({
      id,
      recipient: 'someone@example.in',
      kind: 'password-reset',
      subject: 'Reset your Bazaar password',
      html: `<a href="x?token=${SECRET_MARK}">`,
      text: `x?token=${SECRET_MARK}`,
      secret: sealSecret('a-token-of-another-process', other),
      status: 'pending' as const,
      createdAt,
    });
    const fresh = row(newId(), new Date());
    const old = row(newId(), new Date(Date.now() - 2 * 3600_000));
    await t.database.db.insert(outbox).values([fresh, old]);
    await until(
      async () => (await t.database.db.select().from(outbox).where(eq(outbox.id, old.id)))[0]!.status === 'failed',
      15_000,
      'the old message given up',
    );
    const [gaveUp] = await t.database.db.select().from(outbox).where(eq(outbox.id, old.id));
    expect(gaveUp).toMatchObject({ status: 'failed', secret: null, lastError: expect.stringMatching(/OUTBOX_KEY/) });
    const [waiting] = await t.database.db.select().from(outbox).where(eq(outbox.id, fresh.id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect(smtp.received.some((m) => m.to.includes('someone@example.in'))).toBe(false);
    await t.database.db.delete(outbox).where(eq(outbox.id, fresh.id));
  });
});

describe(`held messages keep no secret at all (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mail: { appUrl: APP_URL } });
  });
  afterAll(() => t.close());

  it('without SMTP a reset message is held with the mark and no sealed secret; the platform owner reads no link', async () => {
    const owner = await t.account('superadmin');
    const user = await t.account('user');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    await until(async () => (await t.database.db.select().from(outbox).where(eq(outbox.recipient, user.email))).length > 0, 10_000, 'the held message');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(row).toMatchObject({ status: 'held', secret: null });
    const one = await t.app.inject({ url: `/api/superadmin/outbox/${row!.id}`, headers: { cookie: owner.cookie } });
    expect(one.json().text).toContain(`reset-password?token=${SECRET_SHOWN}`);
    expect(one.json().text).not.toMatch(/token=[\w-]{43}/);
  });
});
