/**
 * The GST invoice of an ONDC order as a link a buyer app can open (issue 29 #2): the order's fulfillment `documents`
 * name `{ONDC_SUBSCRIBER_URL}/invoices/{orderId}.pdf?token=…`, where the token is an HMAC of the order id under a key
 * derived from Bazaar's ONDC signing key. Nothing is stored: the link is checked by computing the token again, and a
 * new signing key retires every old link. The buyer app's shopper cannot log in, so a session cannot be the check.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SigningKey } from './signing.js';

const linkKey = (key: SigningKey): Buffer =>
  createHash('sha256')
    .update('bazaar-ondc-invoice-link\0')
    .update(key.privateKey.export({ format: 'der', type: 'pkcs8' }))
    .digest();

/** The link's token for this order: 32 base64url characters (192 bits). */
export function invoiceToken(key: SigningKey, orderId: string): string {
  return createHmac('sha256', linkKey(key)).update(orderId).digest('base64url').slice(0, 32);
}

/** Whether `token` is this order's; compared in constant time. */
export function invoiceTokenValid(key: SigningKey, orderId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length !== 32) return false;
  return timingSafeEqual(Buffer.from(invoiceToken(key, orderId)), Buffer.from(token));
}

/** The public link (`subscriberUrl` is ONDC_SUBSCRIBER_URL: where the ONDC paths are served). */
export function invoiceUrl(subscriberUrl: string, key: SigningKey, orderId: string): string {
  return `${subscriberUrl.replace(/\/+$/, '')}/invoices/${orderId}.pdf?token=${invoiceToken(key, orderId)}`;
}
