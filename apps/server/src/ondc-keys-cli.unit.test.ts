import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ondcKeysReport } from './ondc-keys-cli.js';
import { generateKeys, parsePublicKey, parseSigningKey } from './modules/ondc/domain/signing.js';

describe('npm run ondc:keys (issue 29 #3)', () => {
  it('prints the signing key in the form ONDC_SIGNING_PRIVATE_KEY takes, both public keys and the signed site-verification page', () => {
    const keys = generateKeys();
    const text = ondcKeysReport('req-42', keys);
    expect(text).toContain(`ONDC_SIGNING_PRIVATE_KEY=${keys.signingPrivateKey}`);
    expect(text).toContain(`signing_public_key:    ${keys.signingPublicKey}`);
    expect(text).toContain(`encr_public_key:       ${keys.encryptionPublicKey}`);
    expect(text).toContain('request_id for /subscribe: req-42');
    expect(parseSigningKey(keys.signingPrivateKey)!.publicKey).toBe(keys.signingPublicKey);
    const signed = /name="ondc-site-verification" content="([^"]+)"/.exec(text)![1]!;
    expect(crypto.verify(null, Buffer.from('req-42'), parsePublicKey(keys.signingPublicKey)!, Buffer.from(signed, 'base64'))).toBe(true);
  });
});
