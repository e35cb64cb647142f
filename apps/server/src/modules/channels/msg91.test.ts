import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { msg91StandIn } from '../../../test/support/sms-stand-in.js';

/**
 * Decision 086: with MSG91 configured, the login code goes through MSG91's flow API (its DLT template for one-time
 * codes, the code as the `otp` variable), to a stand-in on loopback. A failing MSG91 never fails the request.
 */
describe(`login codes through MSG91 (${ENGINE})`, () => {
  let t: TestApp;
  let msg91: Awaited<ReturnType<typeof msg91StandIn>>;
  let now = new Date('2026-11-20T10:00:00Z');
  let n = 0;
  const freshNumber = () => {
    const tail = String(Date.now() % 1_000_000).padStart(6, '0');
    return { typed: `97${String(++n).padStart(2, '0')}${tail}`, msg91: `9197${String(n).padStart(2, '0')}${tail}` };
  };

  beforeAll(async () => {
    msg91 = await msg91StandIn();
    t = await createTestApp({
      clock: () => now,
      sms: msg91.sender,
      events: { retryBaseMs: 1, retryMaxMs: 1, pollMs: 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await msg91.close();
  });

  const ask = (phone: string) => t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone }, remoteAddress: '10.2.0.1' });

  it('sends the OTP template with the sender ID and the code as a variable; the code logs in', async () => {
    const num = freshNumber();
    expect((await ask(num.typed)).statusCode).toBe(200);
    const sent = msg91.sent.filter((m) => m.mobiles === num.msg91);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ templateId: 'tpl-otp', sender: 'BAZAAR', authkey: 'msg91-test-key' });
    expect(sent[0]!.vars.otp).toMatch(/^\d{6}$/);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phone: num.typed, code: sent[0]!.vars.otp, name: 'Meena' } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('MSG91 down: the request still answers 200 and the text goes on a retry', async () => {
    now = new Date(now.getTime() + 3600_000);
    const num = freshNumber();
    msg91.failNext(1);
    expect((await ask(num.typed)).statusCode).toBe(200);
    expect(msg91.sent.filter((m) => m.mobiles === num.msg91)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 5));
    await t.app.ctx.events.poll();
    expect(msg91.sent.filter((m) => m.mobiles === num.msg91)).toHaveLength(1);
  });
});
