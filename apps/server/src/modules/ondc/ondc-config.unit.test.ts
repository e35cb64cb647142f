import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { gstinCheckChar } from '@bazaar/shared';
import { generateKeys } from './domain/signing.js';

const keys = generateKeys();
const ON = {
  INIT_CWD: '/srv',
  ONDC_SUBSCRIBER_ID: 'bazaar.example.in',
  ONDC_SUBSCRIBER_URL: 'https://bazaar.example.in/ondc/',
  ONDC_UNIQUE_KEY_ID: 'uk-1',
  ONDC_SIGNING_PRIVATE_KEY: keys.signingPrivateKey,
  ONDC_REGISTRY_URL: 'https://preprod.registry.ondc.org/ondc/',
  ONDC_CITY: 'std:080, std:011',
};

describe('ONDC configuration (issue 29, decision 075)', () => {
  it('is off unless ONDC_SUBSCRIBER_ID is set', () => {
    expect(loadConfig({ INIT_CWD: '/srv' }).ondc).toBeUndefined();
    expect(loadConfig({ INIT_CWD: '/srv', ONDC_SUBSCRIBER_ID: '' }).ondc).toBeUndefined();
  });

  it('answers on_subscribe only with both encryption keys, and names a bad one', () => {
    expect(loadConfig(ON).ondc!.subscribe).toBeUndefined();
    const registry = generateKeys();
    const both = loadConfig({
      ...ON,
      ONDC_ENCRYPTION_PRIVATE_KEY: keys.encryptionPrivateKey,
      ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: registry.encryptionPublicKey,
    });
    expect(both.ondc!.subscribe?.encryptionKey.asymmetricKeyType).toBe('x25519');
    expect(() => loadConfig({ ...ON, ONDC_ENCRYPTION_PRIVATE_KEY: 'bm90IGEga2V5' })).toThrow(/ONDC_ENCRYPTION_PRIVATE_KEY: must be an X25519 private key/);
  });

  it('reads every ONDC_* variable of the contract', () => {
    const c = loadConfig(ON).ondc!;
    expect(c).toMatchObject({
      subscriberId: 'bazaar.example.in',
      subscriberUrl: 'https://bazaar.example.in/ondc',
      basePath: '/ondc',
      uniqueKeyId: 'uk-1',
      registryUrl: 'https://preprod.registry.ondc.org/ondc',
      cities: ['std:080', 'std:011'],
    });
    expect(c.signingKey.publicKey).toBe(keys.signingPublicKey);
    // The 32-byte seed alone is the same key.
    const seed = Buffer.from(keys.signingPrivateKey, 'base64').subarray(0, 32).toString('base64');
    expect(loadConfig({ ...ON, ONDC_SIGNING_PRIVATE_KEY: seed }).ondc!.signingKey.publicKey).toBe(keys.signingPublicKey);
  });

  it('takes Bazaar’s own GSTIN (optional, for the orders’ bpp_terms) and names a bad one', () => {
    expect(loadConfig(ON).ondc!.gstin).toBeUndefined();
    const gstin = `29AAGCB1286Q1Z${gstinCheckChar('29AAGCB1286Q1Z')}`;
    expect(loadConfig({ ...ON, ONDC_GSTIN: gstin.toLowerCase() }).ondc!.gstin).toBe(gstin);
    expect(() => loadConfig({ ...ON, ONDC_GSTIN: '29AAGCB1286Q1Z0'.replace(/.$/, gstin.endsWith('0') ? '1' : '0') })).toThrow(
      /ONDC_GSTIN: must be Bazaar’s own GSTIN/,
    );
  });

  it.each([
    ['ONDC_SUBSCRIBER_URL', undefined, 'ONDC_SUBSCRIBER_URL: is required when ONDC_SUBSCRIBER_ID is set'],
    ['ONDC_SUBSCRIBER_URL', 'https://bazaar.example.in', 'ONDC_SUBSCRIBER_URL: must be the public base of the ONDC endpoints with a path of its own'],
    ['ONDC_SUBSCRIBER_URL', 'https://bazaar.example.in/api/ondc', 'ONDC_SUBSCRIBER_URL: must be the public base'],
    ['ONDC_SUBSCRIBER_URL', 'ftp://bazaar.example.in/ondc', 'ONDC_SUBSCRIBER_URL: must be an http:// or https:// URL'],
    ['ONDC_UNIQUE_KEY_ID', undefined, 'ONDC_UNIQUE_KEY_ID: is required when ONDC_SUBSCRIBER_ID is set'],
    ['ONDC_UNIQUE_KEY_ID', 'a|b', 'ONDC_UNIQUE_KEY_ID: must be the ukId the registry gave the key'],
    ['ONDC_SIGNING_PRIVATE_KEY', undefined, 'ONDC_SIGNING_PRIVATE_KEY: is required when ONDC_SUBSCRIBER_ID is set'],
    ['ONDC_SIGNING_PRIVATE_KEY', 'c2hvcnQ=', 'ONDC_SIGNING_PRIVATE_KEY: must be an Ed25519 key in base64'],
    ['ONDC_REGISTRY_URL', undefined, 'ONDC_REGISTRY_URL: is required when ONDC_SUBSCRIBER_ID is set'],
    ['ONDC_REGISTRY_URL', 'registry', 'ONDC_REGISTRY_URL: must be an http:// or https:// URL'],
    ['ONDC_CITY', undefined, 'ONDC_CITY: is required when ONDC_SUBSCRIBER_ID is set'],
    ['ONDC_CITY', 'Bengaluru', 'ONDC_CITY: must be the city codes Bazaar serves, comma-separated, e.g. std:080,std:011'],
    ['ONDC_SUBSCRIBER_ID', 'bazaar example', 'ONDC_SUBSCRIBER_ID: must be the subscriber id registered with ONDC'],
  ])('stops start-up naming %s when it is %s', (name, value, message) => {
    const env: Record<string, string | undefined> = { ...ON, [name]: value };
    if (value === undefined) delete env[name];
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:\n {2}ONDC_/);
  });
});
