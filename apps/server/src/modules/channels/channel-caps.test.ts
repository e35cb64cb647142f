import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { whatsappStandIn } from '../../../test/support/whatsapp-stand-in.js';
import { twilioStandIn } from '../../../test/support/sms-stand-in.js';
import { insertChannelMessages, selectChannelMessagesTo, upsertOptIn } from './channels.repo.js';
import { ChannelWorker, DEFAULT_CHANNEL_WORKER_OPTIONS, maskNumber } from './channels.service.js';

/**
 * Issue 27 #4, decision 086 (amended 2026-11-27): at most so many messages a day to one number and to one account on
 * each channel, as dated platform settings read at send time; more are kept as `capped`, never sent, counted in the
 * database whichever instance sends; the platform owners are alerted once a day per number (or account) and channel.
 */
describe(`daily caps per number, account and channel (${ENGINE})`, () => {
  let t: TestApp;
  let wa: Awaited<ReturnType<typeof whatsappStandIn>>;
  let n = 0;
  const freshNumber = () => `+9198${String(++n).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  let owner: Awaited<ReturnType<TestApp['account']>>;
  const setCaps = async (caps: Record<string, number>) => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/superadmin/settings', payload: caps, headers: { cookie: owner.cookie } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    wa = await whatsappStandIn();
    // The app's own worker only when a test drains it (it has no SMS provider: the SMS test brings its own).
    t = await createTestApp({ whatsapp: wa.options, channelWorker: { pollMs: 3_600_000, retryBaseMs: 1, retryMaxMs: 1 } });
    owner = await t.account('superadmin');
    await setCaps({ whatsappDailyCapPerNumber: 3, smsDailyCapPerNumber: 2 });
  });
  afterAll(async () => {
    await t.close();
    await wa.close();
  });

  const db = () => t.database.db;
  const queue = (phone: string, count: number, tag: string, userId?: string, channel: 'sms' | 'whatsapp' = 'whatsapp') =>
    insertChannelMessages(
      db(),
      Array.from({ length: count }, (_, i) => ({
        dedupeKey: `${tag}-${i}:${phone}:${channel}`,
        channel,
        kind: 'order-confirmed',
        recipient: phone,
        userId: userId ?? null,
        params: ['Asha', `BZ-${i}`, '₹100.00', 'https://bazaar.test/my-orders/1'],
      })),
    );
  const alerts = (who: string, channel = 'WhatsApp') =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'channel-cap-reached'), eq(outbox.subject, `${channel} daily cap reached for ${who}`)));

  it('sends up to the cap, keeps the rest as capped, and alerts the platform owner once', async () => {
    const phone = freshNumber();
    await upsertOptIn(db(), phone, 'notifications-screen', new Date());
    await queue(phone, 5, 'a');
    await t.app.ctx.whatsapp!.worker.drain();
    expect(wa.sent.filter((s) => s.to === phone.slice(1))).toHaveLength(3);
    const statuses = (await selectChannelMessagesTo(db(), phone)).map((m) => m.status).sort();
    expect(statuses).toEqual(['capped', 'capped', 'sent', 'sent', 'sent']);
    const capped = (await selectChannelMessagesTo(db(), phone)).find((m) => m.status === 'capped');
    expect(capped!.lastError).toMatch(/this number reached its daily cap of 3 WhatsApp messages/);
    const mail = await alerts(maskNumber(phone));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(maskNumber(phone));
    expect(mail[0]!.text).not.toContain(phone);

    await queue(phone, 1, 'b'); // later the same day: capped again, no second alert
    await t.app.ctx.whatsapp!.worker.drain();
    expect(wa.sent.filter((s) => s.to === phone.slice(1))).toHaveLength(3);
    expect(await alerts(maskNumber(phone))).toHaveLength(1);
  });

  it('two instances sending at once stay within the cap (counted in the database)', async () => {
    const phone = freshNumber();
    await upsertOptIn(db(), phone, 'notifications-screen', new Date());
    await queue(phone, 8, 'c');
    const opts = { ...DEFAULT_CHANNEL_WORKER_OPTIONS, batch: 2, retryBaseMs: 1, retryMaxMs: 1 };
    const log = { warn: () => undefined };
    const one = new ChannelWorker(db(), { whatsapp: t.app.ctx.whatsapp!.sender }, opts, log);
    const two = new ChannelWorker(db(), { whatsapp: t.app.ctx.whatsapp!.sender }, opts, log);
    await Promise.all([one.drain(), two.drain()]);
    expect(wa.sent.filter((s) => s.to === phone.slice(1))).toHaveLength(3);
    const rows = await selectChannelMessagesTo(db(), phone);
    expect(rows.filter((m) => m.status === 'sent').length).toBeLessThanOrEqual(3);
    expect(rows.every((m) => m.status === 'sent' || m.status === 'capped')).toBe(true);
    expect(await alerts(maskNumber(phone))).toHaveLength(1);
  });

  it('an account’s cap counts its messages to every number; two instances stay within it and alert once', async () => {
    await setCaps({ whatsappDailyCapPerAccount: 4 });
    const shopper = await t.account('user', { name: 'Meera Iyer' });
    const [first, second] = [freshNumber(), freshNumber()];
    for (const phone of [first, second]) await upsertOptIn(db(), phone, 'notifications-screen', new Date());
    await queue(first, 3, 'acc-a', shopper.id);
    await queue(second, 3, 'acc-b', shopper.id);
    const opts = { ...DEFAULT_CHANNEL_WORKER_OPTIONS, batch: 1, retryBaseMs: 1, retryMaxMs: 1 };
    const log = { warn: () => undefined };
    const one = new ChannelWorker(db(), { whatsapp: t.app.ctx.whatsapp!.sender }, opts, log);
    const two = new ChannelWorker(db(), { whatsapp: t.app.ctx.whatsapp!.sender }, opts, log);
    await Promise.all([one.drain(), two.drain()]);
    const rows = [...(await selectChannelMessagesTo(db(), first)), ...(await selectChannelMessagesTo(db(), second))];
    expect(rows.filter((m) => m.status === 'sent')).toHaveLength(4);
    const capped = rows.filter((m) => m.status === 'capped');
    expect(capped).toHaveLength(2);
    expect(capped.every((m) => /this account reached its daily cap of 4 WhatsApp messages/.test(m.lastError ?? ''))).toBe(true);
    const mail = await alerts('Meera Iyer');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('whatsappDailyCapPerAccount');
  });

  it('the caps are read at send time: a raised cap lets the next messages go, the earlier version kept in the history', async () => {
    const phone = freshNumber();
    await upsertOptIn(db(), phone, 'notifications-screen', new Date());
    await setCaps({ whatsappDailyCapPerNumber: 1 });
    await queue(phone, 2, 'raise-a');
    await t.app.ctx.whatsapp!.worker.drain();
    expect(wa.sent.filter((s) => s.to === phone.slice(1))).toHaveLength(1);
    await setCaps({ whatsappDailyCapPerNumber: 3 });
    await queue(phone, 2, 'raise-b');
    await t.app.ctx.whatsapp!.worker.drain();
    expect(wa.sent.filter((s) => s.to === phone.slice(1))).toHaveLength(3);
    const view = await t.app.inject({ url: '/api/superadmin/settings', headers: { cookie: owner.cookie } });
    const history = view.json().history as { changed: string[]; settings: { whatsappDailyCapPerNumber: number } }[];
    expect(history.slice(0, 2).map((h) => h.settings.whatsappDailyCapPerNumber)).toEqual([3, 1]);
    expect(view.json().defaults.whatsappDailyCapPerNumber).toBe(50);
  });

  it('SMS has caps of its own, with its own alert', async () => {
    const sms = await twilioStandIn();
    try {
      const phone = freshNumber();
      await queue(phone, 3, 'sms', undefined, 'sms');
      const worker = new ChannelWorker(
        db(),
        { sms: sms.sender },
        { ...DEFAULT_CHANNEL_WORKER_OPTIONS, retryBaseMs: 1, retryMaxMs: 1 },
        { warn: () => undefined },
      );
      await worker.drain();
      expect(sms.sent.filter((s) => s.to === phone)).toHaveLength(2);
      const statuses = (await selectChannelMessagesTo(db(), phone)).map((m) => m.status).sort();
      expect(statuses).toEqual(['capped', 'sent', 'sent']);
      expect(await alerts(maskNumber(phone), 'SMS')).toHaveLength(1);
    } finally {
      await sms.close();
    }
  });

  it('a cap outside 0 to 10,000 or not whole is refused naming the setting', async () => {
    for (const [body, message] of [
      [{ smsDailyCapPerAccount: -1 }, /smsDailyCapPerAccount must be between 0 and 10000/],
      [{ whatsappDailyCapPerNumber: 2.5 }, /whatsappDailyCapPerNumber must be a whole number/],
    ] as const) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/superadmin/settings', payload: body, headers: { cookie: owner.cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('the platform owner’s Outbox lists each message’s channel and status, never its variables; others get 403', async () => {
    const phone = freshNumber();
    await upsertOptIn(db(), phone, 'notifications-screen', new Date());
    await queue(phone, 4, 'd');
    await t.app.ctx.whatsapp!.worker.drain();
    const res = await t.app.inject({ url: '/api/superadmin/outbox/channel-messages?limit=100', headers: { cookie: owner.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().items as { recipient: string; channel: string; status: string; providerMessageId: string | null }[]).filter(
      (m) => m.recipient === phone,
    );
    expect(mine.map((m) => m.status).sort()).toEqual(['capped', 'sent', 'sent', 'sent']);
    expect(mine.every((m) => m.channel === 'whatsapp')).toBe(true);
    expect(mine.filter((m) => m.status === 'sent').every((m) => !!m.providerMessageId)).toBe(true);
    expect(res.body).not.toContain('BZ-0');
    expect(res.body).not.toContain('params');
    const shopper = await t.account('user');
    const refused = await t.app.inject({ url: '/api/superadmin/outbox/channel-messages', headers: { cookie: shopper.cookie } });
    expect(refused.statusCode).toBe(403);
  });

  it('masks all but the country code and the last four digits', () => {
    expect(maskNumber('+919876543210')).toBe('+91••••••3210');
  });
});
