import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WHATSAPP_KINDS } from '@bazaar/shared';
import type { WhatsAppOptions } from '../../src/modules/channels/whatsapp.js';

export interface TemplateSent {
  phoneNumberId: string;
  to: string;
  name: string;
  language: string;
  params: string[];
  /** The buttons' parameters (an authentication template's copy-code button). */
  buttons: string[];
  /** The `wamid` answered. */
  id: string;
}

/**
 * The WhatsApp Cloud API's messages endpoint played on loopback (decision 086): `POST /v21.0/{phoneNumberId}/messages`
 * with the bearer token; keeps every template accepted and answers a `wamid`. `failNext(n)` answers 503 (a bad
 * minute); a wrong token answers Graph's 401 error. `sign(body)` signs a webhook as Meta does.
 */
export async function whatsappStandIn() {
  const token = 'EAAtest-access-token-0001';
  const appSecret = 'app-secret-for-tests-0001';
  const sent: TemplateSent[] = [];
  let failing = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const m = /^\/v21\.0\/(\d+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !m) return json(404, { error: { message: 'Unknown path', code: 100 } });
      if (failing > 0) {
        failing--;
        return json(503, { error: { message: 'Service temporarily unavailable', code: 2 } });
      }
      if (req.headers.authorization !== `Bearer ${token}`) return json(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      const body = JSON.parse(raw) as {
        to: string;
        type: string;
        template: { name: string; language: { code: string }; components: Array<{ type: string; parameters: Array<{ text: string }> }> };
      };
      const id = `wamid.TEST${sent.length + 1}`;
      sent.push({
        phoneNumberId: m[1]!,
        to: body.to,
        name: body.template.name,
        language: body.template.language.code,
        params: body.template.components.find((c) => c.type === 'body')?.parameters.map((p) => p.text) ?? [],
        buttons: body.template.components.filter((c) => c.type === 'button').flatMap((c) => c.parameters.map((p) => p.text)),
        id,
      });
      json(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const options: WhatsAppOptions = {
    accessToken: token,
    phoneNumberId: '106540352242922',
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    appSecret,
    verifyToken: 'verify-me-please',
    language: 'en',
    templates: Object.fromEntries(WHATSAPP_KINDS.map((k) => [k, `bazaar_${k.replace(/-/g, '_')}`])) as WhatsAppOptions['templates'],
  };
  return {
    sent,
    options,
    failNext(n: number) {
      failing = n;
    },
    sign: (body: string, secret = appSecret) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
