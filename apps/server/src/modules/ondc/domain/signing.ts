/**
 * The Beckn `Authorization` header ONDC uses (issue 29, decision 075): a BLAKE2b-512 digest of the raw body, signed
 * with Ed25519 over the three lines `(created)`, `(expires)` and `digest`, with keyId `subscriber|ukId|ed25519`.
 * Node's own crypto has both algorithms (OpenSSL's `blake2b512` and Ed25519 key objects), so no package is needed;
 * `signing.unit.test.ts` holds ONDC's published test vector.
 */
import crypto, { type KeyObject } from 'node:crypto';

/** DER prefixes that wrap a raw 32-byte Ed25519 seed (PKCS#8) or public key (SPKI) for node:crypto. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');

export interface SigningKey {
  privateKey: KeyObject;
  /** The raw 32-byte public key in base64: what the registry lists as `signing_public_key`. */
  publicKey: string;
}

const rawPublicKey = (key: KeyObject): Buffer => key.export({ format: 'der', type: 'spki' }).subarray(SPKI_ED25519.length);

/**
 * A signing key from base64: libsodium's 64-byte secret key (seed followed by its public key, as ONDC's tools print
 * it) or the 32-byte seed alone. Undefined when it is neither, or when the 64-byte form's halves do not belong together.
 */
export function parseSigningKey(base64: string): SigningKey | undefined {
  const text = base64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== 32 && bytes.length !== 64) return undefined;
  const privateKey = crypto.createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, bytes.subarray(0, 32)]), format: 'der', type: 'pkcs8' });
  const pub = rawPublicKey(crypto.createPublicKey(privateKey));
  if (bytes.length === 64 && !pub.equals(bytes.subarray(32))) return undefined;
  return { privateKey, publicKey: pub.toString('base64') };
}

/** A registry's `signing_public_key` (raw 32 bytes, base64) as a key object; undefined when it is not one. */
export function parsePublicKey(base64: string): KeyObject | undefined {
  const bytes = Buffer.from(base64.trim(), 'base64');
  if (bytes.length !== 32) return undefined;
  try {
    return crypto.createPublicKey({ key: Buffer.concat([SPKI_ED25519, bytes]), format: 'der', type: 'spki' });
  } catch {
    return undefined;
  }
}

/** BLAKE2b-512 of the body's exact bytes, base64: the `digest` line's value after `BLAKE-512=`. */
export function bodyDigest(body: string | Buffer): string {
  return crypto.createHash('blake2b512').update(body).digest('base64');
}

export function signingString(created: number, expires: number, digest: string): string {
  return `(created): ${created}\n(expires): ${expires}\ndigest: BLAKE-512=${digest}`;
}

export function sign(text: string, key: SigningKey): string {
  return crypto.sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64');
}

/** The `Authorization` header for `body`, valid from `created` for `ttlSeconds` (unix seconds). */
export function authorizationHeader(
  body: string,
  o: { subscriberId: string; uniqueKeyId: string; key: SigningKey; created: number; ttlSeconds: number },
): string {
  const expires = o.created + o.ttlSeconds;
  const signature = sign(signingString(o.created, expires, bodyDigest(body)), o.key);
  return (
    `Signature keyId="${o.subscriberId}|${o.uniqueKeyId}|ed25519",algorithm="ed25519",created="${o.created}",` +
    `expires="${expires}",headers="(created) (expires) digest",signature="${signature}"`
  );
}

export interface ParsedAuthorization {
  subscriberId: string;
  uniqueKeyId: string;
  created: number;
  expires: number;
  signature: string;
}

/** The header's parts, or a reason it cannot be read (never thrown: a bad header is the sender's 401). */
export function parseAuthorization(header: string | undefined): ParsedAuthorization | { error: string } {
  if (!header) return { error: 'the Authorization header is missing' };
  const m = /^Signature\s+(.*)$/s.exec(header.trim());
  if (!m) return { error: 'the Authorization header is not a Signature' };
  const params = new Map<string, string>();
  for (const p of m[1]!.matchAll(/([a-zA-Z]+)="([^"]*)"/g)) params.set(p[1]!, p[2]!);
  const keyId = params.get('keyId')?.split('|');
  if (!keyId || keyId.length !== 3 || !keyId[0] || !keyId[1]) return { error: 'keyId must be subscriber_id|unique_key_id|ed25519' };
  if (keyId[2] !== 'ed25519' || (params.get('algorithm') ?? 'ed25519') !== 'ed25519') return { error: 'the algorithm must be ed25519' };
  if (params.get('headers') !== '(created) (expires) digest') return { error: 'headers must be "(created) (expires) digest"' };
  const created = Number(params.get('created'));
  const expires = Number(params.get('expires'));
  const signature = params.get('signature');
  if (!Number.isInteger(created) || !Number.isInteger(expires) || !signature) return { error: 'created, expires and signature are required' };
  return { subscriberId: keyId[0], uniqueKeyId: keyId[1], created, expires, signature };
}

/**
 * Whether `auth` signs `body` with `publicKey` and is valid at `now` (unix seconds): not created in the future
 * (a minute's clock skew allowed) and not expired. Returns the reason when not.
 */
export function verifyAuthorization(auth: ParsedAuthorization, body: string | Buffer, publicKey: KeyObject, now: number): true | { error: string } {
  const SKEW = 60;
  if (auth.created > now + SKEW) return { error: 'the signature is created in the future' };
  if (auth.expires < now - SKEW) return { error: 'the signature has expired' };
  if (auth.expires < auth.created) return { error: 'the signature expires before it is created' };
  const ok = crypto.verify(
    null,
    Buffer.from(signingString(auth.created, auth.expires, bodyDigest(body)), 'utf8'),
    publicKey,
    Buffer.from(auth.signature, 'base64'),
  );
  return ok ? true : { error: 'the signature does not match the body' };
}

/** A fresh signing key pair and an X25519 encryption pair, in the forms ONDC's registry asks for at subscription. */
export function generateKeys(): { signingPrivateKey: string; signingPublicKey: string; encryptionPrivateKey: string; encryptionPublicKey: string } {
  const seed = crypto.randomBytes(32);
  const key = parseSigningKey(seed.toString('base64'))!;
  const enc = crypto.generateKeyPairSync('x25519');
  return {
    // libsodium's 64-byte form (seed + public key), as ONDC's own utilities print it.
    signingPrivateKey: Buffer.concat([seed, Buffer.from(key.publicKey, 'base64')]).toString('base64'),
    signingPublicKey: key.publicKey,
    // The registry lists encryption keys as DER (SPKI / PKCS#8) in base64 ("MCowBQYDK2VuAyEA…").
    encryptionPrivateKey: enc.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    encryptionPublicKey: enc.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

/** `ondc-site-verification.html`: the request id of the subscription, signed, in the meta tag ONDC reads. */
export function siteVerificationHtml(requestId: string, key: SigningKey): string {
  return `<html>\n  <head>\n    <meta name="ondc-site-verification" content="${sign(requestId, key)}" />\n  </head>\n  <body>\n    ONDC Site Verification Page\n  </body>\n</html>\n`;
}
