import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateKeys } from './signing.js';
import { decryptChallenge, encryptChallenge, parseEncryptionPrivateKey, parseEncryptionPublicKey } from './subscribe-challenge.js';

describe('the registry’s on_subscribe challenge (issue 29 #3)', () => {
  const bazaar = generateKeys();
  const registry = generateKeys();
  const mine = parseEncryptionPrivateKey(bazaar.encryptionPrivateKey)!;
  const theirs = parseEncryptionPublicKey(registry.encryptionPublicKey)!;

  it('opens a challenge the registry sealed for Bazaar’s public key (the X25519 secret is the same both ways)', () => {
    const sealed = encryptChallenge(
      'ondc-challenge-1234',
      parseEncryptionPrivateKey(registry.encryptionPrivateKey)!,
      parseEncryptionPublicKey(bazaar.encryptionPublicKey)!,
    );
    expect(decryptChallenge(sealed, mine, theirs)).toBe('ondc-challenge-1234');
  });

  it('opens nothing sealed for another key, and refuses keys that are not X25519', () => {
    const other = generateKeys();
    const sealed = encryptChallenge('x', parseEncryptionPrivateKey(registry.encryptionPrivateKey)!, parseEncryptionPublicKey(other.encryptionPublicKey)!);
    expect(decryptChallenge(sealed, mine, theirs)).not.toBe('x');
    expect(parseEncryptionPrivateKey(bazaar.signingPrivateKey)).toBeUndefined();
    const ed = crypto.generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    expect(parseEncryptionPublicKey(ed)).toBeUndefined();
  });
});
