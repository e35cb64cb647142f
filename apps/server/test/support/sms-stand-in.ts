import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Msg91SmsSender, TwilioSmsSender } from '../../src/modules/sms/sms.js';

export interface TextSent {
  to: string;
  body: string;
  /** The StatusCallback the text was sent with, if any (delivery reports, decision 086 addendum 2). */
  statusCallback?: string;
}

/**
 * Twilio's Messages API played on loopback (issue 27): keeps every text it accepted. `failNext(n)` makes the next n
 * requests answer 503, as a provider having a bad minute.
 */
export async function twilioStandIn(opts: { statusCallback?: string } = {}) {
  const sent: TextSent[] = [];
  let failing = 0;
  let requests = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests++;
      if (failing > 0) {
        failing--;
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"try later"}');
        return;
      }
      const form = new URLSearchParams(raw);
      sent.push({
        to: form.get('To') ?? '',
        body: form.get('Body') ?? '',
        ...(form.get('StatusCallback') ? { statusCallback: form.get('StatusCallback')! } : {}),
      });
      res.writeHead(201, { 'content-type': 'application/json' }).end(`{"sid":"SM${sent.length}"}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const sender = new TwilioSmsSender({
    accountSid: 'AC1',
    authToken: 't',
    from: '+15005550006',
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    statusCallback: opts.statusCallback,
  });
  return {
    sent,
    sender,
    get requests() {
      return requests;
    },
    failNext(n: number) {
      failing = n;
    },
    /** The code in the newest text to `to` (E.164). */
    codeFor(to: string): string {
      const text = sent.filter((m) => m.to === to).at(-1);
      const code = text && /^(\d{6}) /.exec(text.body)?.[1];
      if (!code) throw new Error(`no code texted to ${to}`);
      return code;
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

export interface FlowSent {
  authkey: string;
  templateId: string;
  sender: string;
  /** The recipient's number as MSG91 takes it: country code and number, no "+". */
  mobiles: string;
  vars: Record<string, string>;
}

/**
 * MSG91's flow API (v5) played on loopback (decision 086): `POST /api/v5/flow/` with the `authkey` header; keeps
 * every accepted request. A wrong auth key answers as MSG91 does (`type: 'error'`); `failNext(n)` answers 503.
 */
export async function msg91StandIn(authKey = 'msg91-test-key') {
  const sent: FlowSent[] = [];
  let failing = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/api/v5/flow/') return json(404, { type: 'error', message: 'not found' });
      if (failing > 0) {
        failing--;
        return json(503, { type: 'error', message: 'try later' });
      }
      if (req.headers.authkey !== authKey) return json(401, { type: 'error', message: 'Authentication failure', code: '418' });
      const body = JSON.parse(raw) as { template_id: string; sender: string; recipients: Array<Record<string, string>> };
      for (const { mobiles, ...vars } of body.recipients)
        sent.push({ authkey: String(req.headers.authkey), templateId: body.template_id, sender: body.sender, mobiles: mobiles ?? '', vars });
      json(200, { type: 'success', message: `3763${sent.length}` });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const options = {
    authKey,
    senderId: 'BAZAAR',
    dltEntityId: '1201159000000000001',
    templates: { otp: 'tpl-otp', 'cod-code': 'tpl-cod' },
    apiUrl,
  };
  return {
    sent,
    apiUrl,
    options,
    sender: new Msg91SmsSender(options),
    failNext(n: number) {
      failing = n;
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
