/**
 * The registry's `on_subscribe` challenge (issue 29 #3): at subscription ONDC's registry POSTs
 * `{subscriber_id, challenge}` to `{subscriber_url}/on_subscribe`; the challenge is a string encrypted with AES-256-ECB
 * under the X25519 shared secret of Bazaar's encryption key and the registry's published encryption key, in base64.
 * Bazaar proves it holds its key by answering `{answer: <the decrypted string>}`. Keys are DER in base64 (PKCS#8 for
 * the private key, SPKI for the public one), as `npm run ondc:keys` prints them and the registry lists them.
 */
import crypto, { type KeyObject } from 'node:crypto';

export function parseEncryptionPrivateKey(b64: string): KeyObject | undefined {
  try {
    const key = crypto.createPrivateKey({ key: Buffer.from(b64, 'base64'), format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'x25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

export function parseEncryptionPublicKey(b64: string): KeyObject | undefined {
  try {
    const key = crypto.createPublicKey({ key: Buffer.from(b64, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'x25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

const sharedKey = (privateKey: KeyObject, publicKey: KeyObject): Buffer => crypto.diffieHellman({ privateKey, publicKey });

/** Encrypts a challenge as the registry does (tests play the registry with it). */
export function encryptChallenge(text: string, privateKey: KeyObject, publicKey: KeyObject): string {
  const c = crypto.createCipheriv('aes-256-ecb', sharedKey(privateKey, publicKey), null);
  return Buffer.concat([c.update(text, 'utf8'), c.final()]).toString('base64');
}

/** The challenge in clear, or undefined when it is not one this key pair can open. */
export function decryptChallenge(challenge: string, privateKey: KeyObject, registryPublicKey: KeyObject): string | undefined {
  try {
    const d = crypto.createDecipheriv('aes-256-ecb', sharedKey(privateKey, registryPublicKey), null);
    return Buffer.concat([d.update(Buffer.from(challenge, 'base64')), d.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
