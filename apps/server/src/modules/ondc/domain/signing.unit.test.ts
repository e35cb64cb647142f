import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  bodyDigest,
  generateKeys,
  parseAuthorization,
  parsePublicKey,
  parseSigningKey,
  sign,
  signingString,
  siteVerificationHtml,
  verifyAuthorization,
  type ParsedAuthorization,
} from './signing.js';

/**
 * ONDC's published test vector (the signing and verification guide of ONDC's developer docs, "Step 1: BAP signs
 * request"): its body, key pair, times, digest, signature and header, character for character.
 */
const VECTOR = {
  body: '{"context":{"domain":"nic2004:60212","country":"IND","city":"Kochi","action":"search","core_version":"0.9.1","bap_id":"bap.stayhalo.in","bap_uri":"https://8f9f-49-207-209-131.ngrok.io/protocol/","transaction_id":"e6d9f908-1d26-4ff3-a6d1-3af3d3721054","message_id":"a2fe6d52-9fe4-4d1a-9d0b-dccb8b48522d","timestamp":"2022-01-04T09:17:55.971Z","ttl":"P1M"},"message":{"intent":{"fulfillment":{"start":{"location":{"gps":"10.108768, 76.347517"}},"end":{"location":{"gps":"10.102997, 76.353480"}}}}}}',
  publicKey: 'awGPjRK6i/Vg/lWr+0xObclVxlwZXvTjWYtlu6NeOHk=',
  privateKey: 'lP3sHA+9gileOkXYJXh4Jg8tK0gEEMbf9yCPnFpbldhrAY+NErqL9WD+Vav7TE5tyVXGXBle9ONZi2W7o144eQ==',
  created: 1641287875,
  expires: 1641291475,
  digest: 'b6lf6lRgOweajukcvcLsagQ2T60+85kRh/Rd2bdS+TG/5ALebOEgDJfyCrre/1+BMu5nA94o4DT3pTFXuUg7sw==',
  signature: 'cjbhP0PFyrlSCNszJM1F/YmHDVAWsZqJUPzojnE/7TJU3fJ/rmIlgaUHEr5E0/2PIyf0tpSnWtT6cyNNlpmoAQ==',
  header:
    'Signature keyId="example-bap.com|bap1234|ed25519",algorithm="ed25519",created="1641287875",expires="1641291475",headers="(created) (expires) digest",signature="cjbhP0PFyrlSCNszJM1F/YmHDVAWsZqJUPzojnE/7TJU3fJ/rmIlgaUHEr5E0/2PIyf0tpSnWtT6cyNNlpmoAQ=="',
};

describe('ONDC signing (decision 075)', () => {
  const key = parseSigningKey(VECTOR.privateKey)!;
  const pub = parsePublicKey(VECTOR.publicKey)!;
  const during = VECTOR.created + 10;

  it('reproduces ONDC’s published digest, signature and header', () => {
    expect(key.publicKey).toBe(VECTOR.publicKey);
    expect(bodyDigest(VECTOR.body)).toBe(VECTOR.digest);
    expect(sign(signingString(VECTOR.created, VECTOR.expires, VECTOR.digest), key)).toBe(VECTOR.signature);
    expect(authorizationHeader(VECTOR.body, { subscriberId: 'example-bap.com', uniqueKeyId: 'bap1234', key, created: VECTOR.created, ttlSeconds: 3600 })).toBe(
      VECTOR.header,
    );
  });

  it('reads the published header and verifies it against the public key', () => {
    const auth = parseAuthorization(VECTOR.header) as ParsedAuthorization;
    expect(auth).toEqual({
      subscriberId: 'example-bap.com',
      uniqueKeyId: 'bap1234',
      created: VECTOR.created,
      expires: VECTOR.expires,
      signature: VECTOR.signature,
    });
    expect(verifyAuthorization(auth, VECTOR.body, pub, during)).toBe(true);
  });

  it('takes the 32-byte seed as well as libsodium’s 64-byte form, and refuses mismatched halves', () => {
    const seed = Buffer.from(VECTOR.privateKey, 'base64').subarray(0, 32).toString('base64');
    expect(parseSigningKey(seed)?.publicKey).toBe(VECTOR.publicKey);
    const other = Buffer.concat([Buffer.from(VECTOR.privateKey, 'base64').subarray(0, 32), crypto.randomBytes(32)]).toString('base64');
    expect(parseSigningKey(other)).toBeUndefined();
    expect(parseSigningKey('not base64!')).toBeUndefined();
    expect(parseSigningKey(Buffer.alloc(16).toString('base64'))).toBeUndefined();
    expect(parsePublicKey('AAAA')).toBeUndefined();
  });

  it('refuses a tampered body, another key, an expired or future signature', () => {
    const auth = parseAuthorization(VECTOR.header) as ParsedAuthorization;
    expect(verifyAuthorization(auth, VECTOR.body.replace('Kochi', 'Kochj'), pub, during)).toEqual({ error: 'the signature does not match the body' });
    const stranger = parsePublicKey(generateKeys().signingPublicKey)!;
    expect(verifyAuthorization(auth, VECTOR.body, stranger, during)).toEqual({ error: 'the signature does not match the body' });
    expect(verifyAuthorization(auth, VECTOR.body, pub, VECTOR.expires + 3600)).toEqual({ error: 'the signature has expired' });
    expect(verifyAuthorization(auth, VECTOR.body, pub, VECTOR.created - 3600)).toEqual({ error: 'the signature is created in the future' });
    const forged = { ...auth, expires: auth.expires + 1 };
    expect(verifyAuthorization(forged, VECTOR.body, pub, during)).toEqual({ error: 'the signature does not match the body' });
  });

  it('names what is wrong with a header it cannot read', () => {
    expect(parseAuthorization(undefined)).toEqual({ error: 'the Authorization header is missing' });
    expect(parseAuthorization('Bearer abc')).toEqual({ error: 'the Authorization header is not a Signature' });
    expect(parseAuthorization(VECTOR.header.replace('|ed25519"', '"'))).toEqual({ error: 'keyId must be subscriber_id|unique_key_id|ed25519' });
    expect(parseAuthorization(VECTOR.header.replace('algorithm="ed25519"', 'algorithm="rsa"'))).toEqual({ error: 'the algorithm must be ed25519' });
    expect(parseAuthorization(VECTOR.header.replace('(created) (expires) digest', 'digest'))).toEqual({
      error: 'headers must be "(created) (expires) digest"',
    });
    expect(parseAuthorization(VECTOR.header.replace('created="1641287875"', 'created="soon"'))).toEqual({
      error: 'created, expires and signature are required',
    });
  });

  it('generates keys that sign and verify, and a site-verification page with the signed request id', () => {
    const k = generateKeys();
    const mine = parseSigningKey(k.signingPrivateKey)!;
    expect(mine.publicKey).toBe(k.signingPublicKey);
    expect(Buffer.from(k.signingPrivateKey, 'base64')).toHaveLength(64);
    expect(k.encryptionPublicKey).toMatch(/^MCowBQYDK2VuAyEA/);
    const header = authorizationHeader('{"a":1}', { subscriberId: 's.example.in', uniqueKeyId: 'k1', key: mine, created: 1_700_000_000, ttlSeconds: 30 });
    expect(verifyAuthorization(parseAuthorization(header) as ParsedAuthorization, '{"a":1}', parsePublicKey(k.signingPublicKey)!, 1_700_000_010)).toBe(true);
    const html = siteVerificationHtml('req-1', mine);
    const content = /content="([^"]+)"/.exec(html)![1]!;
    expect(crypto.verify(null, Buffer.from('req-1'), parsePublicKey(k.signingPublicKey)!, Buffer.from(content, 'base64'))).toBe(true);
  });
});
