import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { msg91StandIn, twilioStandIn } from '../../../test/support/sms-stand-in.js';
import { Msg91SmsSender } from '../sms/sms.js';
import { twilioSignature } from '../sms/delivery-reports.js';
import { insertChannelMessages, selectChannelMessagesTo } from './channels.repo.js';

/**
 * Issue 27 #3 (decision 086 addendum 2): SMS delivery reports. Twilio's status callback (sent with every text, from
 * the public base URL) and MSG91's delivery-report webhook record each text's final status on its channel message,
 * found by the provider's id; the platform owner's Outbox shows it. A bad signature or token answers 401 and writes
 * nothing.
 */
const params = ['Asha', 'BZ-9', '₹260.00', 'https://bazaar.test/my-orders/9'];
let n = 0;
const freshNumber = () => `+9194${String(++n).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;

describe(`SMS delivery reports from Twilio (${ENGINE})`, () => {
  const CALLBACK = 'https://bazaar.example/api/webhooks/sms/twilio';
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;

  beforeAll(async () => {
    sms = await twilioStandIn({ statusCallback: CALLBACK });
    t = await createTestApp({ sms: sms.sender, channelWorker: { pollMs: 60_000, retryBaseMs: 1, retryMaxMs: 1 } });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  /** One order update texted to a new number; answers the number and the provider's id. */
  const textOne = async () => {
    const phone = freshNumber();
    await insertChannelMessages(t.database.db, [{ dedupeKey: `dlr:${phone}:sms`, channel: 'sms', kind: 'order-confirmed', recipient: phone, params }]);
    await t.app.ctx.channelWorker!.drain();
    const [row] = await selectChannelMessagesTo(t.database.db, phone);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^SM\d+$/) });
    return { phone, sid: row!.providerMessageId! };
  };
  const report = (form: Record<string, string>, signature: string | null = twilioSignature(CALLBACK, form, 't')) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sms/twilio',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature === null ? {} : { 'x-twilio-signature': signature }) },
      payload: new URLSearchParams(form).toString(),
    });
  const statusOf = async (phone: string) => (await selectChannelMessagesTo(t.database.db, phone))[0]!;

  it('each text asks Twilio to report to APP_URL’s callback; "delivered" is recorded by its sid and shown on the Outbox', async () => {
    const { phone, sid } = await textOne();
    expect(sms.sent.find((m) => m.to === phone)?.statusCallback).toBe(CALLBACK);
    const sent = { AccountSid: 'AC1', MessageSid: sid, MessageStatus: 'sent', To: phone };
    expect((await report(sent)).statusCode).toBe(204);
    expect((await statusOf(phone)).status).toBe('sent');
    const res = await report({ ...sent, MessageStatus: 'delivered' });
    expect(res.statusCode, res.body).toBe(204);
    const row = await statusOf(phone);
    expect(row).toMatchObject({ status: 'delivered', statusAt: expect.any(Date) });
    // A late or repeated report does not move it back.
    expect((await report({ ...sent, MessageStatus: 'sent' })).statusCode).toBe(204);
    expect((await statusOf(phone)).status).toBe('delivered');

    const owner = await t.account('superadmin');
    const page = await t.app.inject({ method: 'GET', url: '/api/superadmin/outbox/channel-messages?limit=50', headers: { cookie: owner.cookie } });
    expect(page.statusCode, page.body).toBe(200);
    const shown = (page.json().items as Array<{ recipient: string; status: string; providerMessageId: string }>).find((m) => m.recipient === phone);
    expect(shown).toMatchObject({ status: 'delivered', providerMessageId: sid });
  });

  it('"undelivered" is recorded as failed with Twilio’s error code', async () => {
    const { phone, sid } = await textOne();
    const res = await report({ AccountSid: 'AC1', MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect(res.statusCode).toBe(204);
    expect(await statusOf(phone)).toMatchObject({ status: 'failed', lastError: 'Twilio: undelivered (error 30003)' });
  });

  it('a missing or wrong signature, or one for other parameters, answers 401 and writes nothing', async () => {
    const { phone, sid } = await textOne();
    const form = { AccountSid: 'AC1', MessageSid: sid, MessageStatus: 'failed', ErrorCode: '30008' };
    const signedForDelivered = twilioSignature(CALLBACK, { ...form, MessageStatus: 'delivered' }, 't');
    for (const signature of [null, 'bm90IGEgc2lnbmF0dXJl', twilioSignature(CALLBACK, form, 'another-token'), signedForDelivered]) {
      const res = await report(form, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/X-Twilio-Signature/);
    }
    // Signed for another URL (a copy of a report sent to someone else's endpoint).
    expect((await report(form, twilioSignature('https://elsewhere.example/status', form, 't'))).statusCode).toBe(401);
    expect(await statusOf(phone)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('no MSG91 route without MSG91', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/sms/msg91?token=x', payload: {} })).statusCode).toBe(404);
  });
});

describe(`SMS delivery reports from MSG91 (${ENGINE})`, () => {
  const TOKEN = 'dlr-token-0123456789abcdefghij';
  let t: TestApp;
  let msg91: Awaited<ReturnType<typeof msg91StandIn>>;

  beforeAll(async () => {
    msg91 = await msg91StandIn();
    const sender = new Msg91SmsSender({ ...msg91.options, templates: { ...msg91.options.templates, 'order-confirmed': 'tpl-confirmed' }, webhookToken: TOKEN });
    t = await createTestApp({ sms: sender, channelWorker: { pollMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
    await msg91.close();
  });

  const textOne = async () => {
    const phone = freshNumber();
    await insertChannelMessages(t.database.db, [{ dedupeKey: `dlr91:${phone}:sms`, channel: 'sms', kind: 'order-confirmed', recipient: phone, params }]);
    await t.app.ctx.channelWorker!.drain();
    const [row] = await selectChannelMessagesTo(t.database.db, phone);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^3763\d+$/) });
    return { phone, requestId: row!.providerMessageId! };
  };
  const statusOf = async (phone: string) => (await selectChannelMessagesTo(t.database.db, phone))[0]!;

  it('a version-2 report (form field `data`) records "delivered" by the request id', async () => {
    const { phone, requestId } = await textOne();
    const data = JSON.stringify([
      { senderId: 'BAZAAR', requestId, report: [{ date: '2026-11-27 19:30:00', number: phone.slice(1), status: '1', desc: 'DELIVERED', failedReason: '' }] },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/sms/msg91?token=${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await statusOf(phone)).status).toBe('delivered');
  });

  it('a version-3 report (JSON) records a failure with MSG91’s reason', async () => {
    const { phone, requestId } = await textOne();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/sms/msg91?token=${TOKEN}`,
      payload: { requestId, number: phone.slice(1), status: '16', desc: 'REJECTED', failedReason: 'DLT template mismatch' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(phone)).toMatchObject({ status: 'failed', lastError: 'MSG91: REJECTED: DLT template mismatch' });
  });

  it('without the token, or with another, answers 401 and writes nothing', async () => {
    const { phone, requestId } = await textOne();
    const payload = { requestId, number: phone.slice(1), status: '2', desc: 'FAILED' };
    for (const url of ['/api/webhooks/sms/msg91', '/api/webhooks/sms/msg91?token=wrong-token-0123456789abcdef', `/api/webhooks/sms/msg91?token=${TOKEN}x`]) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(401);
    }
    expect(await statusOf(phone)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('no Twilio route with MSG91', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/sms/twilio', payload: {} })).statusCode).toBe(404);
  });
});
