import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../src/db/schema.js';
import { OTP_PER_HOUR, OTP_TOO_MANY_TRIES, OTP_TRIES, OTP_WRONG } from '../../src/modules/auth/otp.service.js';
import { ENGINE } from '../support/harness.js';
import { instancesOfEngine } from '../support/two-instances.js';
import { twilioStandIn } from '../support/sms-stand-in.js';

/**
 * Issue 27 #1: a number's codes and tries under concurrency. On PostgreSQL the requests alternate between two
 * instances on one database: the limits hold because each send and each try runs under the number's row lock
 * (decision 078), not because one process counts.
 */
describe(`login codes under concurrency (${ENGINE}${ENGINE === 'postgres' ? ', two instances' : ''})`, () => {
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;
  let instances: ReturnType<typeof instancesOfEngine>;
  const on = (i: number) => instances.on(i);
  const db = () => instances.db();
  const close = () => instances.close();
  beforeAll(async () => {
    sms = await twilioStandIn();
    // The per-client limits are not what is tested here (all requests come from one address).
    const open = { max: 10_000, windowMs: 60_000 };
    const extra = { sms: sms.sender, rateLimits: { otpRequest: open, otpVerify: open } };
    instances = instancesOfEngine('bazaar-otp-race-', extra);
    await instances.open();
  }, 60_000);
  afterAll(async () => {
    await close();
    await sms.close();
  });

  const ask = (i: number, phone: string) => on(i).inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const verify = (i: number, payload: object) => on(i).inject({ method: 'POST', url: '/api/auth/otp/verify', payload });

  it(`20 simultaneous asks send one code; rounds 30 s apart send at most ${OTP_PER_HOUR} an hour`, async () => {
    const phone = '+919812300001';
    for (let round = 1; round <= OTP_PER_HOUR + 1; round++) {
      // The last code is older than 30 s: one of the 20 may send the next.
      await db().execute(sql`update otp_codes set sent_at = sent_at - interval '31 seconds' where phone = ${phone}`);
      const codes = (await Promise.all(Array.from({ length: 20 }, (_, i) => ask(i, phone)))).map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 200),
        `round ${round}`,
      ).toHaveLength(round <= OTP_PER_HOUR ? 1 : 0);
      expect(codes.filter((c) => c === 429)).toHaveLength(round <= OTP_PER_HOUR ? 19 : 20);
    }
    expect(sms.sent.filter((m) => m.to === phone)).toHaveLength(OTP_PER_HOUR);
  }, 120_000);

  it(`40 simultaneous wrong codes: exactly ${OTP_TRIES} are counted, and the code is dead`, async () => {
    const phone = '+919812300002';
    expect((await ask(0, phone)).statusCode).toBe(200);
    const code = sms.codeFor(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => verify(i, { phone, code: wrong, name: 'Guesser' })));
    const messages = replies.map((r) => r.json().message as string);
    expect(replies.every((r) => r.statusCode === 400)).toBe(true);
    expect(messages.filter((m) => m === OTP_WRONG)).toHaveLength(OTP_TRIES - 1);
    expect(messages.filter((m) => m === OTP_TOO_MANY_TRIES)).toHaveLength(40 - (OTP_TRIES - 1));
    const [row] = await db().select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row).toMatchObject({ tries: OTP_TRIES, codeHash: null });
    expect((await verify(1, { phone, code, name: 'Guesser' })).statusCode).toBe(400);
  }, 60_000);

  it('the right code sent twice at once makes one account and one session', async () => {
    const phone = '+919812300003';
    expect((await ask(0, phone)).statusCode).toBe(200);
    const code = sms.codeFor(phone);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => verify(i, { phone, code, name: 'Meera Nair' })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await db().select().from(users).where(eq(users.mobile, phone))).toHaveLength(1);
  }, 60_000);
});
