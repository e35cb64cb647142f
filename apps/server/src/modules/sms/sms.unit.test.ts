import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { toIndianE164, TwilioSmsSender } from './sms.js';

describe('text messages', () => {
  it('numbers become E.164 (+91…)', () => {
    expect(toIndianE164('98765 43210')).toBe('+919876543210');
    expect(toIndianE164('09876543210')).toBe('+919876543210');
    expect(toIndianE164('+447700900123')).toBe('+447700900123');
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
      const err = await sms.send('9876543210', '482913 is your Bazaar code').catch((e: unknown) => e as Error);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(/answered 400/);
      expect((err as Error).message).not.toContain('482913');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
