import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readMsg91Reports, readTwilioStatus, twilioSignature, validTwilioSignature } from './delivery-reports.js';

/** Decision 086 addendum 2: reading the providers' delivery reports, and Twilio's signature. */
describe('twilioSignature', () => {
  const url = 'https://bazaar.example/api/webhooks/sms/twilio';
  const form = { MessageStatus: 'delivered', MessageSid: 'SM1', AccountSid: 'AC1' };

  it('is base64 HMAC-SHA1 with the auth token of the URL and the parameters sorted by name, each name then value', () => {
    const data = `${url}AccountSidAC1MessageSidSM1MessageStatusdelivered`;
    expect(twilioSignature(url, form, 'secret')).toBe(crypto.createHmac('sha1', 'secret').update(data).digest('base64'));
  });

  it('accepts only the signature of these parameters, this URL and this token', () => {
    const good = twilioSignature(url, form, 'secret');
    expect(validTwilioSignature(url, form, good, 'secret')).toBe(true);
    expect(validTwilioSignature(url, { ...form, MessageStatus: 'failed' }, good, 'secret')).toBe(false);
    expect(validTwilioSignature(`${url}?x=1`, form, good, 'secret')).toBe(false);
    expect(validTwilioSignature(url, form, good, 'other')).toBe(false);
    expect(validTwilioSignature(url, form, undefined, 'secret')).toBe(false);
    expect(validTwilioSignature(url, form, good.slice(1), 'secret')).toBe(false);
  });
});

describe('readTwilioStatus', () => {
  it('takes the final statuses only', () => {
    expect(readTwilioStatus({ MessageSid: 'SM1', MessageStatus: 'delivered' })).toEqual({ id: 'SM1', status: 'delivered' });
    expect(readTwilioStatus({ MessageSid: 'SM1', MessageStatus: 'undelivered', ErrorCode: '30003' })).toEqual({
      id: 'SM1',
      status: 'failed',
      reason: 'Twilio: undelivered (error 30003)',
    });
    expect(readTwilioStatus({ MessageSid: 'SM1', MessageStatus: 'failed' })).toEqual({ id: 'SM1', status: 'failed', reason: 'Twilio: failed' });
    for (const s of ['queued', 'sending', 'sent', 'accepted']) expect(readTwilioStatus({ MessageSid: 'SM1', MessageStatus: s })).toBeNull();
    expect(readTwilioStatus({ MessageStatus: 'delivered' })).toBeNull();
  });
});

describe('readMsg91Reports', () => {
  it('reads version 2 (a JSON array in the form field `data`)', () => {
    const data = JSON.stringify([
      {
        requestId: '3763a',
        report: [
          { number: '919812345678', status: '1', desc: 'DELIVERED' },
          { number: '919812345679', status: '9', desc: 'NDNC', failedReason: 'Do not disturb' },
        ],
      },
      { requestId: '3763b', report: [{ number: '919812345670', status: '8', desc: 'SUBMITTED' }] },
    ]);
    expect(readMsg91Reports({ data })).toEqual([
      { id: '3763a', status: 'delivered' },
      { id: '3763a', status: 'failed', reason: 'MSG91: NDNC: Do not disturb' },
    ]);
  });

  it('reads version 3 (JSON, one object per number, or an array of them)', () => {
    expect(readMsg91Reports({ requestId: 'r1', status: '2', desc: 'FAILED' })).toEqual([{ id: 'r1', status: 'failed', reason: 'MSG91: FAILED' }]);
    expect(
      readMsg91Reports([
        { requestId: 'r2', status: '1' },
        { requestId: 'r3', status: '17' },
      ]),
    ).toEqual([
      { id: 'r2', status: 'delivered' },
      { id: 'r3', status: 'failed', reason: 'MSG91: status 17' },
    ]);
  });

  it('skips what it cannot read', () => {
    expect(readMsg91Reports({ data: 'not json' })).toEqual([]);
    expect(readMsg91Reports(null)).toEqual([]);
    expect(readMsg91Reports({ status: '1' })).toEqual([]);
    expect(readMsg91Reports('text')).toEqual([]);
  });
});
