import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { generateKeys } from './domain/signing.js';
import { KEY_LIFETIME_MS, Registry } from './registry.js';
import { registryEntry, startRegistry, type StandInRegistry } from '../../../test/support/ondc-registry.js';

describe('ONDC registry lookup (decision 075)', () => {
  let registry: StandInRegistry;
  let now: number;
  const keys = generateKeys();
  const raw = (k: crypto.KeyObject) => k.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64');

  beforeAll(async () => {
    registry = await startRegistry();
  });
  afterAll(() => registry.close());
  beforeEach(() => {
    now = Date.now();
    registry.lookups.length = 0;
    registry.failWith = undefined;
    registry.entries = [registryEntry('buyer.example.in', 'uk-1', keys.signingPublicKey)];
  });
  const client = () => new Registry(registry.url, () => new Date(now));

  it('finds the key of a subscriber’s ukId, asking with {subscriber_id, ukId}', async () => {
    const key = await client().signingKey('buyer.example.in', 'uk-1');
    expect(raw(key!.publicKey)).toBe(keys.signingPublicKey);
    expect(key!.entry.subscriber_url).toBe('https://buyer.example.in/ondc');
    expect(registry.lookups).toEqual([{ subscriber_id: 'buyer.example.in', ukId: 'uk-1' }]);
  });

  it('keeps a key for its lifetime, then asks again', async () => {
    const r = client();
    await r.signingKey('buyer.example.in', 'uk-1');
    await r.signingKey('buyer.example.in', 'uk-1');
    expect(registry.lookups).toHaveLength(1);
    now += KEY_LIFETIME_MS + 1;
    await r.signingKey('buyer.example.in', 'uk-1');
    expect(registry.lookups).toHaveLength(2);
  });

  it('never keeps a key past its own valid_until', async () => {
    registry.entries = [registryEntry('buyer.example.in', 'uk-1', keys.signingPublicKey, { valid_until: new Date(now + 60_000).toISOString() })];
    const r = client();
    expect(await r.signingKey('buyer.example.in', 'uk-1')).toBeDefined();
    now += 61_000;
    expect(await r.signingKey('buyer.example.in', 'uk-1')).toBeUndefined();
    expect(registry.lookups).toHaveLength(2);
  });

  it('finds no key for an unknown subscriber, another ukId, an unsubscribed or expired entry, or a registry that is down', async () => {
    expect(await client().signingKey('stranger.example.in', 'uk-1')).toBeUndefined();
    expect(await client().signingKey('buyer.example.in', 'uk-2')).toBeUndefined();
    registry.entries = [registryEntry('buyer.example.in', 'uk-1', keys.signingPublicKey, { status: 'UNSUBSCRIBED' })];
    expect(await client().signingKey('buyer.example.in', 'uk-1')).toBeUndefined();
    registry.entries = [registryEntry('buyer.example.in', 'uk-1', keys.signingPublicKey, { valid_until: new Date(now - 1000).toISOString() })];
    expect(await client().signingKey('buyer.example.in', 'uk-1')).toBeUndefined();
    registry.entries = [registryEntry('buyer.example.in', 'uk-1', 'not-a-key')];
    expect(await client().signingKey('buyer.example.in', 'uk-1')).toBeUndefined();
    registry.entries = [registryEntry('buyer.example.in', 'uk-1', keys.signingPublicKey)];
    registry.failWith = 503;
    expect(await client().signingKey('buyer.example.in', 'uk-1')).toBeUndefined();
    expect(await new Registry('http://127.0.0.1:9').signingKey('buyer.example.in', 'uk-1')).toBeUndefined();
  });

  it('asks again a minute after finding nothing, so a new subscriber is found soon', async () => {
    const r = client();
    registry.entries = [];
    expect(await r.signingKey('buyer.example.in', 'uk-1')).toBeUndefined();
    registry.entries = [registryEntry('buyer.example.in', 'uk-1', keys.signingPublicKey)];
    expect(await r.signingKey('buyer.example.in', 'uk-1')).toBeUndefined();
    now += 60_001;
    expect(await r.signingKey('buyer.example.in', 'uk-1')).toBeDefined();
  });
});
