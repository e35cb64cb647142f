/**
 * One ONDC network on loopback for the ONDC API tests (issue 29, issue 23's craft): a stand-in buyer app, a stand-in
 * registry that lists it, and a Bazaar test app that is the seller app, with the buyer app's signed requests and the
 * context every request carries. `ondc-orders.test.ts` and `ondc-platform.test.ts` repeated this setup. Not a test file.
 */
import { expect } from 'vitest';
import type { AppOptions } from '../../src/app.js';
import type { OndcConfig } from '../../src/modules/ondc/ondc-config.js';
import { generateKeys, parseSigningKey } from '../../src/modules/ondc/domain/signing.js';
import { gstinCheckChar } from '@bazaar/shared';
import { createTestApp, type TestApp } from './harness.js';
import { api, type Account } from './cart-orders.js';
import { insertProduct, insertShop } from './fixtures.js';
import { registryEntry, startRegistry, type StandInRegistry } from './ondc-registry.js';
import { startBuyerApp, type Callback, type StandInBuyerApp } from './ondc-buyer-app.js';

/** Bazaar's identity on the test network. */
export const BAZAAR_SUBSCRIBER = { subscriberId: 'bazaar.example.in', subscriberUrl: 'https://bazaar.example.in/ondc', basePath: '/ondc' } as const;

export interface OndcNetwork {
  t: TestApp;
  buyer: StandInBuyerApp;
  registry: StandInRegistry;
  /** The context of a buyer app's request (retail 1.2.5, RET10, the first city). */
  context(action: string, transactionId: string): Record<string, string>;
  /** Sends a signed request; asserts the ACK and returns its message id. */
  post(action: string, transactionId: string, message: unknown): Promise<string>;
  /** Sends a request without a signature (answered 401). */
  unsigned(action: string, transactionId: string, message: unknown): Promise<{ statusCode: number; body: string }>;
  /** Sends a signed request and returns the callback it brings. */
  send(action: string, transactionId: string, message: unknown): Promise<Callback>;
  close(): Promise<void>;
}

export async function startOndcNetwork(
  o: { cities?: string[]; gstin?: string; subscribe?: OndcConfig['subscribe']; events?: AppOptions['events'] } = {},
): Promise<OndcNetwork> {
  const buyer = await startBuyerApp();
  const registry = await startRegistry([registryEntry(buyer.subscriberId, buyer.ukId, buyer.keys.signingPublicKey)]);
  const cities = o.cities ?? ['std:080'];
  const t = await createTestApp({
    ondc: {
      ...BAZAAR_SUBSCRIBER,
      uniqueKeyId: 'bazaar-key-1',
      signingKey: parseSigningKey(generateKeys().signingPrivateKey)!,
      registryUrl: registry.url,
      cities,
      ...(o.gstin ? { gstin: o.gstin } : {}),
      ...(o.subscribe ? { subscribe: o.subscribe } : {}),
    },
    events: o.events ?? { retryBaseMs: 50, retryMaxMs: 50, pollMs: 60_000 },
  });
  const context = (action: string, transactionId: string) => ({
    domain: 'ONDC:RET10',
    action,
    country: 'IND',
    city: cities[0]!,
    core_version: '1.2.5',
    bap_id: buyer.subscriberId,
    bap_uri: buyer.uri,
    bpp_id: BAZAAR_SUBSCRIBER.subscriberId,
    bpp_uri: BAZAAR_SUBSCRIBER.subscriberUrl,
    transaction_id: transactionId,
    message_id: crypto.randomUUID(),
    timestamp: new Date().toISOString(),
    ttl: 'PT30S',
  });
  const post = async (action: string, transactionId: string, message: unknown) => {
    const body = { context: context(action, transactionId), message };
    const raw = JSON.stringify(body);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BAZAAR_SUBSCRIBER.basePath}/${action}`,
      headers: { 'content-type': 'application/json', authorization: buyer.sign(raw) },
      payload: raw,
    });
    expect(res.statusCode, res.body).toBe(200);
    return body.context.message_id;
  };
  return {
    t,
    buyer,
    registry,
    context,
    post,
    unsigned: (action, transactionId, message) =>
      t.app.inject({
        method: 'POST',
        url: `${BAZAAR_SUBSCRIBER.basePath}/${action}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ context: context(action, transactionId), message }),
      }),
    async send(action, transactionId, message) {
      const since = buyer.callbacks.length;
      await post(action, transactionId, message);
      return buyer.next(since);
    },
    async close() {
      await t.close();
      await buyer.close();
      await registry.close();
    },
  };
}

/**
 * The shop the ONDC tests sell from: Bazaar's own payment details (where a seller app's settlement goes, on_init),
 * then "Ananya Kirana" in Bengaluru with a GSTIN, its owner, and rice and dal with the stock given.
 */
export async function seedOndcShop(t: TestApp, opts: { address: string; stock: { rice: number; dal: number } }) {
  const owner: Account = await t.account('admin');
  const platform = await t.account('superadmin');
  const profile = await api(t).call('PATCH', '/api/superadmin/platform-profile', platform, {
    payeeName: 'Bazaar Marketplace',
    upiId: 'bazaar@upi',
    supportEmail: 'help@bazaar.example.in',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const shop = await insertShop(t.database.db, owner.id, {
    name: 'Ananya Kirana',
    location: 'Bengaluru',
    category: 'Grocery',
    address: opts.address,
    gps: '12.9716,77.5946',
    stateCode: '29',
    pan: 'ABCDE1234F',
    gstnumber: `29ABCDE1234F1Z${gstinCheckChar('29ABCDE1234F1Z')}`,
  });
  const rice = (await insertProduct(t.database.db, shop.id, { name: 'Sona Masoori Rice 5 kg', price: 425.5, quantity: opts.stock.rice })).id;
  const dal = (await insertProduct(t.database.db, shop.id, { name: 'Toor Dal 1 kg', price: 150, quantity: opts.stock.dal })).id;
  return { owner, shopId: shop.id, rice, dal };
}
