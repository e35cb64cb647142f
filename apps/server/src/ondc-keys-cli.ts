/**
 * `npm run ondc:keys [-- <request_id>]` (compiled to dist/ondc-keys.js): a new key pair for joining ONDC, and what
 * the registry's subscription asks for (issue 29 #3, decision 075). The private keys are printed once, here, for the
 * operator to put in the deployment's secrets (ONDC_SIGNING_PRIVATE_KEY); Bazaar stores none of them.
 */
import crypto from 'node:crypto';
import { generateKeys, parseSigningKey, siteVerificationHtml } from './modules/ondc/domain/signing.js';

/** The text printed for a new key pair and the subscription's `request_id`. */
export function ondcKeysReport(requestId: string, keys = generateKeys()): string {
  const signing = parseSigningKey(keys.signingPrivateKey)!;
  return [
    'Keys for ONDC (keep the private keys secret; Bazaar does not store them):',
    '',
    `ONDC_SIGNING_PRIVATE_KEY=${keys.signingPrivateKey}`,
    `signing_public_key:    ${keys.signingPublicKey}`,
    `encryption private key: ${keys.encryptionPrivateKey}`,
    `encr_public_key:       ${keys.encryptionPublicKey}`,
    '',
    `request_id for /subscribe: ${requestId}`,
    'ondc-site-verification.html (serve it at https://<ONDC_SUBSCRIBER_ID>/ondc-site-verification.html):',
    '',
    siteVerificationHtml(requestId, signing),
  ].join('\n');
}

if (process.argv[1] && /ondc-keys(-cli)?\.(js|ts)$/.test(process.argv[1])) {
  const requestId = process.argv[2] ?? crypto.randomUUID();
  console.log(ondcKeysReport(requestId));
}
