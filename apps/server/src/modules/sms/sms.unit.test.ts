import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { e164For, Msg91SmsSender, smsSenderFor, TwilioSmsSender } from './sms.js';

describe('text messages', () => {
  it('numbers become E.164 (+91…) through the shared toE164; a number that is none is refused without its digits', () => {
    expect(e164For('98765 43210')).toBe('+919876543210');
    expect(e164For('09876543210')).toBe('+919876543210');
    expect(e164For('+447700900123')).toBe('+447700900123');
    expect(() => e164For('58765 43210')).toThrow(/not a valid mobile number/);
    expect(() => e164For('58765 43210')).not.toThrow(/5876543210/);
  });

  it('a provider that refuses and echoes the message back: the error (logged) does not carry the code', async () => {
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => res.writeHead(400).end(`bad request: ${new URLSearchParams(body).get('Body')}`));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const sms = new TwilioSmsSender({
        accountSid: 'AC1',
        authToken: 't',
        from: '+15005550006',
        apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
      const err = await sms.send('9876543210', { kind: 'otp', text: '482913 is your Bazaar code', vars: { otp: '482913' } }).catch((e: unknown) => e as Error);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(/answered 400/);
      expect((err as Error).message).not.toContain('482913');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('MSG91 (decision 086)', () => {
  it('sends the kind’s DLT template with the sender ID, the number without "+", and the variables', async () => {
    const { msg91StandIn } = await import('../../../test/support/sms-stand-in.js');
    const m = await msg91StandIn();
    try {
      await m.sender.send('98765 43210', { kind: 'cod-code', text: 'ignored by MSG91', vars: { otp: '482913', order: 'BZ-1' } });
      expect(m.sent).toEqual([
        { authkey: 'msg91-test-key', templateId: 'tpl-cod', sender: 'BAZAAR', mobiles: '919876543210', vars: { otp: '482913', order: 'BZ-1' } },
      ]);
    } finally {
      await m.close();
    }
  });

  it('a refusal (even one answered 200 with type "error") rejects, and the error never carries the code', async () => {
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => res.writeHead(200).end(JSON.stringify({ type: 'error', message: `bad template for ${body}` })));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const sms = new Msg91SmsSender({
        authKey: 'k',
        senderId: 'BAZAAR',
        dltEntityId: '1201159000000000001',
        templates: { otp: 't1', 'cod-code': 't2' },
        apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
      const err = await sms.send('9876543210', { kind: 'otp', text: 'x', vars: { otp: '482913' } }).catch((e: unknown) => e as Error);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(/^MSG91 answered 200: /);
      expect((err as Error).message).not.toContain('482913');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('smsSenderFor (decision 086 addendum 2)', () => {
  const twilio = { accountSid: 'AC1', authToken: 't', from: 'BAZAAR' };
  const msg91 = { authKey: 'k', senderId: 'BAZAAR', dltEntityId: '1201159000000000001', templates: { otp: 't1', 'cod-code': 't2' } };

  it('asks Twilio for delivery reports at the public base URL’s callback', () => {
    const s = smsSenderFor({ appUrl: 'https://bazaar.example.in', sms: twilio });
    expect(s).toBeInstanceOf(TwilioSmsSender);
    expect((s as TwilioSmsSender).o.statusCallback).toBe('https://bazaar.example.in/api/webhooks/sms/twilio');
  });

  it('MSG91 wins when both are configured; neither: no sender', () => {
    expect(smsSenderFor({ appUrl: 'https://bazaar.example.in', sms: twilio, msg91 })).toBeInstanceOf(Msg91SmsSender);
    expect(smsSenderFor({ appUrl: 'https://bazaar.example.in' })).toBeUndefined();
  });
});
