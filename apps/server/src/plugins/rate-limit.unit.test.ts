import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, FailureCounter, humanWait, LoginThrottle, scaledRateLimits } from './rate-limit.js';

describe('rate limits', () => {
  it('scales every maximum and keeps the windows', () => {
    const x50 = scaledRateLimits(50);
    expect(x50.login).toEqual({ max: DEFAULT_RATE_LIMITS.login.max * 50, windowMs: DEFAULT_RATE_LIMITS.login.windowMs });
    expect(x50.loginPerAccount.max).toBe(DEFAULT_RATE_LIMITS.loginPerAccount.max * 50);
    expect(scaledRateLimits(1)).toEqual(DEFAULT_RATE_LIMITS);
    expect(scaledRateLimits(0.01).register.max).toBe(1); // never below one request
  });

  it('blocks a key after max failures until its window ends', () => {
    const c = new FailureCounter({ max: 2, windowMs: 1000 });
    c.fail('a', 0);
    expect(c.blockedFor('a', 10)).toBe(0);
    c.fail('a', 20);
    expect(c.blockedFor('a', 30)).toBe(1);
    expect(c.blockedFor('a', 1001)).toBe(0);
    c.reset('a');
    expect(c.blockedFor('a', 40)).toBe(0);
  });

  it('locks an (account, address) pair first and the whole account only at the larger account-wide maximum', () => {
    const t = new LoginThrottle({ loginPerAccountClient: { max: 2, windowMs: 60_000 }, loginPerAccount: { max: 3, windowMs: 60_000 } });
    t.fail('Owner@x.in', '1.1.1.1', 0);
    t.fail('owner@x.in', '1.1.1.1', 0);
    expect(() => t.check('owner@x.in', '1.1.1.1', 'failed logins', 1)).toThrow(/Too many failed logins for this account/);
    expect(() => t.check('owner@x.in', '2.2.2.2', 'failed logins', 1)).not.toThrow();
    t.fail('owner@x.in', '3.3.3.3', 2);
    expect(() => t.check('owner@x.in', '2.2.2.2', 'failed logins', 3)).toThrow(/wait 1 minute/);
    expect(() => t.check('owner@x.in', '2.2.2.2', 'failed logins', 60_001)).not.toThrow();
  });

  it('says how long to wait in words', () => {
    expect(humanWait(1)).toBe('1 second');
    expect(humanWait(45)).toBe('45 seconds');
    expect(humanWait(61)).toBe('2 minutes');
  });
});
