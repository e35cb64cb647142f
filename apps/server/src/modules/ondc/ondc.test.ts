import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@bazaar/shared';
import { domainEvents, products, shops } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { registryEntry, startRegistry, type StandInRegistry } from '../../../test/support/ondc-registry.js';
import { startBuyerApp, type StandInBuyerApp } from '../../../test/support/ondc-buyer-app.js';
import { generateKeys, parseAuthorization, parsePublicKey, parseSigningKey, verifyAuthorization, type ParsedAuthorization } from './domain/signing.js';
import type { OndcConfig } from './ondc-config.js';
import { encryptChallenge, parseEncryptionPrivateKey, parseEncryptionPublicKey } from './domain/subscribe-challenge.js';

const BAZAAR_KEYS = generateKeys();
const REGISTRY_KEYS = generateKeys();

/** Waits (up to 10 s) until `check` holds; fails the test if it never does. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A search as a buyer app sends it, for the city and domain given. */
function searchBody(buyer: StandInBuyerApp, over: Record<string, string> = {}) {
  return JSON.stringify({
    context: {
      domain: 'ONDC:RET10',
      action: 'search',
      country: 'IND',
      city: 'std:080',
      core_version: '1.2.5',
      bap_id: buyer.subscriberId,
      bap_uri: buyer.uri,
      transaction_id: crypto.randomUUID(),
      message_id: crypto.randomUUID(),
      timestamp: new Date().toISOString(),
      ttl: 'PT30S',
      ...over,
    },
    message: {
      intent: {
        fulfillment: { type: 'Delivery' },
        payment: { '@ondc/org/buyer_app_finder_fee_type': 'percent', '@ondc/org/buyer_app_finder_fee_amount': '3' },
      },
    },
  });
}

describe(`ONDC seller app: search and signatures (${ENGINE})`, () => {
  let t: TestApp;
  let off: TestApp;
  let registry: StandInRegistry;
  let buyer: StandInBuyerApp;
  let ondc: OndcConfig;
  let shopId: string;
  let inStock: string;
  let soldOut: string;
  let owner: Account;

  beforeAll(async () => {
    buyer = await startBuyerApp();
    registry = await startRegistry([registryEntry(buyer.subscriberId, buyer.ukId, buyer.keys.signingPublicKey)]);
    ondc = {
      subscriberId: 'bazaar.example.in',
      subscriberUrl: 'https://bazaar.example.in/ondc',
      basePath: '/ondc',
      uniqueKeyId: 'bazaar-key-1',
      signingKey: parseSigningKey(BAZAAR_KEYS.signingPrivateKey)!,
      registryUrl: registry.url,
      cities: ['std:080', 'std:011'],
      subscribe: {
        encryptionKey: parseEncryptionPrivateKey(BAZAAR_KEYS.encryptionPrivateKey)!,
        registryKey: parseEncryptionPublicKey(REGISTRY_KEYS.encryptionPublicKey)!,
      },
    };
    t = await createTestApp({ ondc, events: { retryBaseMs: 50, retryMaxMs: 50, pollMs: 60_000 } });
    off = await createTestApp();
    owner = await t.account('admin');
    const shop = await insertShop(t.database.db, owner.id, {
      name: 'Ananya Kirana',
      location: 'Bengaluru',
      category: 'Grocery',
      address: '12 MG Road, Bengaluru 560001',
      gps: '12.9716,77.5946',
      // Karnataka's GSTIN, and a delivery area of one PIN and one prefix (the provider's serviceability).
      stateCode: '29',
      pan: 'ABCDE1234F',
      gstnumber: `29ABCDE1234F1Z${gstinCheckChar('29ABCDE1234F1Z')}`,
      deliveryPins: ['560001', '561'],
    });
    shopId = shop.id;
    inStock = (
      await insertProduct(t.database.db, shop.id, { name: 'Sona Masoori Rice 5 kg', price: 425.5, quantity: 7, subCategory: 'Staples', mrpPaise: 45000 })
    ).id;
    soldOut = (await insertProduct(t.database.db, shop.id, { name: 'Toor Dal 1 kg', quantity: 0 })).id;
    // Not in the catalog: another city, another domain.
    await insertShop(t.database.db, (await t.account('admin')).id, { location: 'Pune', category: 'Grocery' });
    await insertShop(t.database.db, (await t.account('admin')).id, { location: 'Bengaluru', category: 'Electronics' });
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
    await buyer?.close();
    await registry?.close();
  });

  const post = (body: string, authorization?: string, app = t) =>
    app.app.inject({
      method: 'POST',
      url: '/ondc/search',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: body,
    });
  const ondcEvents = async () => t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'ondc.request'));

  it('answers an incremental refresh with only the products changed in its window, a sold-out one at 0', async () => {
    const start = new Date();
    await new Promise((r) => setTimeout(r, 20));
    // Stock sold out and a price changed after `start`; the other product is untouched.
    const extra = (await insertProduct(t.database.db, shopId, { name: 'Jaggery 1 kg', price: 90, quantity: 4 })).id;
    await new Promise((r) => setTimeout(r, 20));
    const mid = new Date();
    await new Promise((r) => setTimeout(r, 20));
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, extra));
    const incremental = (from: Date, to: Date) => {
      const b = JSON.parse(searchBody(buyer)) as { message: { intent: Record<string, unknown> } };
      b.message.intent = {
        payment: { '@ondc/org/buyer_app_finder_fee_type': 'percent', '@ondc/org/buyer_app_finder_fee_amount': '3' },
        tags: [
          {
            code: 'catalog_inc',
            list: [
              { code: 'start_time', value: from.toISOString() },
              { code: 'end_time', value: to.toISOString() },
            ],
          },
        ],
      };
      return JSON.stringify(b);
    };
    type Catalog = { 'bpp/providers': Array<{ id: string; items: Array<{ id: string; quantity: { available: { count: string } } }> }> };
    const ask = async (body: string) => {
      const since = buyer.callbacks.length;
      expect((await post(body, buyer.sign(body))).statusCode).toBe(200);
      return (await buyer.next(since)).body;
    };
    const now = (await ask(incremental(mid, new Date(Date.now() + 1000)))).message.catalog as Catalog;
    expect(now['bpp/providers'].map((p) => p.id)).toEqual([shopId]);
    expect(now['bpp/providers'][0]!.items.map((i) => [i.id, i.quantity.available.count])).toEqual([[extra, '0']]);
    // A window before any of it: nothing changed then.
    const before = (await ask(incremental(new Date(start.getTime() - 60_000), new Date(start.getTime() - 30_000)))).message.catalog as Catalog;
    expect(before['bpp/providers']).toEqual([]);
    // A window with its ends the wrong way round is answered with an error in words.
    const wrong = await ask(incremental(new Date(), start));
    expect((wrong as unknown as { error: { message: string } }).error.message).toMatch(/start_time must not be after end_time/);
  });

  it('answers the registry’s on_subscribe challenge with it in clear, and refuses one it cannot open', async () => {
    const challenge = encryptChallenge(
      'registry-challenge-42',
      parseEncryptionPrivateKey(REGISTRY_KEYS.encryptionPrivateKey)!,
      parseEncryptionPublicKey(BAZAAR_KEYS.encryptionPublicKey)!,
    );
    const call = (body: unknown) => t.app.inject({ method: 'POST', url: '/ondc/on_subscribe', payload: body as object });
    const ok = await call({ subscriber_id: 'bazaar.example.in', challenge });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ answer: 'registry-challenge-42' });
    // Not a whole number of AES blocks: no key opens it (a wrongly keyed block might, by chance, unpad).
    const foreign = Buffer.from('not a challenge').toString('base64');
    const bad = await call({ subscriber_id: 'bazaar.example.in', challenge: foreign });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringMatching(/challenge is not one/) });
    expect((await call({ subscriber_id: 'someone.else', challenge })).statusCode).toBe(400);
  });

  it('has no /ondc routes when ONDC is off', async () => {
    const body = searchBody(buyer);
    expect((await post(body, buyer.sign(body), off)).statusCode).toBe(404);
  });

  it('ACKs a signed search and sends one signed on_search with the city’s shops of that domain and their products in stock', async () => {
    const body = searchBody(buyer);
    const since = buyer.callbacks.length;
    const res = await post(body, buyer.sign(body));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: { ack: { status: 'ACK' } } });

    const cb = await buyer.next(since);
    expect(cb.action).toBe('on_search');
    const sent = JSON.parse(body) as { context: Record<string, string> };
    expect(cb.body.context).toMatchObject({
      action: 'on_search',
      domain: 'ONDC:RET10',
      city: 'std:080',
      core_version: '1.2.5',
      bap_id: buyer.subscriberId,
      transaction_id: sent.context.transaction_id,
      message_id: sent.context.message_id,
      bpp_id: 'bazaar.example.in',
      bpp_uri: 'https://bazaar.example.in/ondc',
    });
    // Signed by Bazaar: the buyer app verifies it with the key Bazaar registered.
    const auth = parseAuthorization(cb.authorization) as ParsedAuthorization;
    expect(auth).toMatchObject({ subscriberId: 'bazaar.example.in', uniqueKeyId: 'bazaar-key-1' });
    expect(verifyAuthorization(auth, cb.raw, parsePublicKey(BAZAAR_KEYS.signingPublicKey)!, Math.floor(Date.now() / 1000))).toBe(true);

    const catalog = cb.body.message.catalog as { 'bpp/providers': Array<{ id: string; descriptor: { name: string }; items: Array<Record<string, unknown>> }> };
    expect(catalog['bpp/providers'].map((p) => p.id)).toEqual([shopId]);
    const [provider] = catalog['bpp/providers'];
    expect(provider!.descriptor.name).toBe('Ananya Kirana');
    // The shop's GPS point, its PIN read from the address, its locality and state, and when it takes orders.
    const shape = provider as unknown as { locations: unknown[]; tags: unknown[] };
    expect(shape.locations).toEqual([
      {
        id: `${shopId}-L1`,
        gps: '12.9716,77.5946',
        address: { locality: '12 MG Road', street: '12 MG Road, Bengaluru 560001', city: 'Bengaluru', area_code: '560001', state: 'Karnataka' },
        time: { label: 'enable', timestamp: expect.any(String), days: '1,2,3,4,5,6,7', schedule: { holidays: [] }, range: { start: '0000', end: '2359' } },
      },
    ]);
    // Where it delivers (its delivery area as PIN codes and a range) for the category of its items, and its timing.
    const list = (o: Record<string, string>) => Object.entries(o).map(([code, value]) => ({ code, value }));
    expect(shape.tags).toEqual([
      { code: 'serviceability', list: list({ location: `${shopId}-L1`, category: 'Foodgrains', type: '11', val: '560001,561000-561999', unit: 'pincode' }) },
      { code: 'timing', list: list({ type: 'All', location: `${shopId}-L1`, day_from: '1', day_to: '7', time_from: '0000', time_to: '2359' }) },
    ]);
    // Bazaar is a marketplace of shops (np_type MSN).
    expect((cb.body.message.catalog as { 'bpp/descriptor': { tags: unknown } })['bpp/descriptor'].tags).toEqual([
      { code: 'bpp_terms', list: [{ code: 'np_type', value: 'MSN' }] },
    ]);
    expect(provider!.items.map((i) => i.id)).toEqual([inStock]);
    expect(provider!.items.map((i) => i.id)).not.toContain(soldOut);
    expect(provider!.items[0]).toMatchObject({
      price: { currency: 'INR', value: '425.50', maximum_value: '450.00' },
      quantity: { available: { count: '99' }, maximum: { count: '7' } },
      category_id: 'Foodgrains',
      '@ondc/org/available_on_cod': true,
    });
    // Sent once: the event is marked done (right after the buyer app's answer), and a later poll sends nothing.
    await until(async () => (await ondcEvents()).every((e) => e.status === 'done'));
    await t.app.ctx.events.poll();
    expect(buyer.callbacks.length).toBe(since + 1);
  });

  it.each([
    ['missing', (_b: string) => undefined],
    ['tampered', (b: string) => buyer.sign(b.replace('std:080', 'std:011'))],
    ['signed with another key', (b: string) => buyer.sign(b).replace(/signature="[^"]+"/, `signature="${Buffer.alloc(64, 1).toString('base64')}"`)],
    ['expired', (b: string) => buyer.sign(b, Math.floor(Date.now() / 1000) - 3600, 30)],
    ['from a subscriber the registry does not list', (b: string) => buyer.sign(b).replace(`keyId="${buyer.subscriberId}|`, 'keyId="stranger.example.in|')],
  ])('refuses a %s signature with 401 and a NACK, and sends no callback', async (_name, header) => {
    const before = (await ondcEvents()).length;
    const since = buyer.callbacks.length;
    const body = searchBody(buyer);
    const res = await post(body, header(body));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code: '401' } });
    expect(res.headers['www-authenticate']).toBe('Signature realm="bazaar.example.in",headers="(created) (expires) digest"');
    expect((await ondcEvents()).length).toBe(before);
    await t.app.ctx.events.poll();
    expect(buyer.callbacks.length).toBe(since);
  });

  it('refuses a context it cannot serve with 400 and a NACK: another city, another version, a bap_id that did not sign', async () => {
    for (const [over, message] of [
      [{ city: 'std:033' }, 'context.city std:033 is not served'],
      [{ core_version: '1.2.0' }, 'context.core_version must be 1.2.5'],
      [{ action: 'select' }, 'context.action must be search on this path'],
    ] as const) {
      const body = searchBody(buyer, over);
      const res = await post(body, buyer.sign(body));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { message } });
    }
    const body = searchBody(buyer, { bap_id: 'other.example.in' });
    expect((await post(body, buyer.sign(body))).statusCode).toBe(401);
  });

  it('keeps the callback while the buyer app is down and sends it, once, when it is back', async () => {
    buyer.down = true;
    const since = buyer.callbacks.length;
    const body = searchBody(buyer);
    expect((await post(body, buyer.sign(body))).statusCode).toBe(200);
    // The first try was refused after the ACK; the event waits for its retry.
    await until(async () => buyer.refused === 1 && (await ondcEvents()).some((e) => e.status === 'pending' && e.lastError !== null));
    const pending = (await ondcEvents()).filter((e) => e.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.lastError).toContain('on_search to the buyer app answered 503');
    buyer.down = false;
    await new Promise((r) => setTimeout(r, 100));
    await t.app.ctx.events.poll();
    const cb = await buyer.next(since);
    expect(cb.body.context.message_id).toBe((JSON.parse(body) as { context: { message_id: string } }).context.message_id);
    await t.app.ctx.events.poll();
    expect(buyer.callbacks.length).toBe(since + 1);
  });

  it('lists an added or edited product alone in the next incremental refresh, not its whole shop', async () => {
    const shopAt = async () => (await t.database.db.select({ at: shops.updatedAt }).from(shops).where(eq(shops.id, shopId)))[0]!.at;
    const before = await shopAt();
    await new Promise((r) => setTimeout(r, 20));
    const from = new Date();
    await new Promise((r) => setTimeout(r, 20));
    // A new product (the shop's product count goes up) and an owner's price edit; the sold-out dal is untouched.
    const added = (await insertProduct(t.database.db, shopId, { name: 'Groundnut Oil 1 l', price: 180, quantity: 6 })).id;
    const edit = await api(t).call('PATCH', `/api/products/${inStock}`, owner, { price: 430 });
    expect(edit.statusCode, edit.body).toBe(200);
    // The count moved, yet the shop itself did not change.
    expect((await t.database.db.select({ n: shops.productCount }).from(shops).where(eq(shops.id, shopId)))[0]!.n).toBeGreaterThan(2);
    expect(await shopAt()).toEqual(before);
    const body = JSON.parse(searchBody(buyer)) as { message: { intent: Record<string, unknown> } };
    body.message.intent = {
      tags: [
        {
          code: 'catalog_inc',
          list: [
            { code: 'start_time', value: from.toISOString() },
            { code: 'end_time', value: new Date(Date.now() + 1000).toISOString() },
          ],
        },
      ],
    };
    const raw = JSON.stringify(body);
    const since = buyer.callbacks.length;
    expect((await post(raw, buyer.sign(raw))).statusCode).toBe(200);
    const catalog = (await buyer.next(since)).body.message.catalog as { 'bpp/providers': Array<Record<string, unknown> & { items: Array<{ id: string }> }> };
    const [provider] = catalog['bpp/providers'];
    // The shop by its id and the two changed items only: no descriptor, locations or timings again, no dal.
    expect(catalog['bpp/providers']).toHaveLength(1);
    expect(Object.keys(provider!)).toEqual(['id', 'items']);
    expect(provider!.items.map((i) => i.id).sort()).toEqual([added, inStock].sort());
    expect(provider!.items.map((i) => i.id)).not.toContain(soldOut);
    // A change of the shop's own details still marks it changed.
    await t.database.db.update(shops).set({ contactEmail: 'kirana@example.in' }).where(eq(shops.id, shopId));
    expect((await shopAt()).getTime()).toBeGreaterThan(before.getTime());
  });
});
