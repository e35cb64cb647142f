import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * ONDC's side of the browser journey on loopback (issue 29 #3): a stand-in registry that lists one buyer app's key,
 * and that buyer app, which signs its requests as ONDC's buyer apps do (Ed25519 over a BLAKE2b-512 digest, decision
 * 075) and takes Bazaar's callbacks, or refuses them with 503 while `down`. The browser tests may not import the
 * server's code, so the few lines of signing are written out here with Node's own crypto.
 */

const SPKI_ED25519_PREFIX = 12;

export interface BuyerApp {
  subscriberId: string;
  uri: string;
  callbacks: Array<{ action: string; body: { context: Record<string, string> } }>;
  refused: number;
  down: boolean;
  /** The Authorization header for `body`, signed now. */
  sign(body: string): string;
}

export interface OndcNetwork {
  registryUrl: string;
  buyer: BuyerApp;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => resolve(raw));
  });
}

export async function startOndcNetwork(subscriberId = 'buyer-app.e2e.test', ukId = 'buyer-key-1'): Promise<OndcNetwork> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  const signingPublicKey = publicKey.export({ format: 'der', type: 'spki' }).subarray(SPKI_ED25519_PREFIX).toString('base64');
  const buyer: BuyerApp = {
    subscriberId,
    uri: '',
    callbacks: [],
    refused: 0,
    down: false,
    sign(body) {
      const created = Math.floor(Date.now() / 1000);
      const expires = created + 60;
      const digest = crypto.createHash('blake2b512').update(body).digest('base64');
      const text = `(created): ${created}\n(expires): ${expires}\ndigest: BLAKE-512=${digest}`;
      const signature = crypto.sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64');
      return (
        `Signature keyId="${subscriberId}|${ukId}|ed25519",algorithm="ed25519",created="${created}",` +
        `expires="${expires}",headers="(created) (expires) digest",signature="${signature}"`
      );
    },
  };
  const buyerServer = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (buyer.down) {
        buyer.refused++;
        res.writeHead(503).end();
        return;
      }
      buyer.callbacks.push({ action: (req.url ?? '').replace(/^\//, ''), body: JSON.parse(raw) as { context: Record<string, string> } });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ message: { ack: { status: 'ACK' } } }));
    });
  });
  buyer.uri = await listen(buyerServer);
  const now = Date.now();
  const entry = {
    subscriber_id: subscriberId,
    subscriber_url: buyer.uri,
    type: 'BAP',
    domain: 'ONDC:RET10',
    ukId,
    signing_public_key: signingPublicKey,
    valid_from: new Date(now - 86_400_000).toISOString(),
    valid_until: new Date(now + 86_400_000).toISOString(),
    status: 'SUBSCRIBED',
  };
  const registryServer = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      const q = JSON.parse(raw || '{}') as { subscriber_id?: string };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(q.subscriber_id === subscriberId ? [entry] : []));
    });
  });
  const registryUrl = await listen(registryServer);
  const close = (s: http.Server) => new Promise<void>((resolve) => s.close(() => resolve()));
  return { registryUrl, buyer, close: async () => void (await Promise.all([close(buyerServer), close(registryServer)])) };
}

/** A 32-byte Ed25519 seed in base64: Bazaar's own signing key for the test server (ONDC_SIGNING_PRIVATE_KEY). */
export const newSigningSeed = () => crypto.randomBytes(32).toString('base64');
