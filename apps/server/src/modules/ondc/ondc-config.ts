/**
 * The ONDC seller app's settings (issue 29, decision 075), read by config.ts with the rest of the environment. Off
 * unless ONDC_SUBSCRIBER_ID is set; then every other ONDC_* variable of the contract must be there and valid, or
 * start-up stops with a message naming it. The names are the contract's: tools outside the project check them.
 */
import { z } from 'zod';
import type { KeyObject } from 'node:crypto';
import { isValidGstin } from '@bazaar/shared';
import { parseSigningKey, type SigningKey } from './domain/signing.js';
import { parseEncryptionPrivateKey, parseEncryptionPublicKey } from './domain/subscribe-challenge.js';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const ondcSchema = z.object({
  ONDC_SUBSCRIBER_ID: z
    .string()
    .regex(/^[^\s|"]+$/, 'must be the subscriber id registered with ONDC (a host name such as bazaar.example.in, without spaces, | or ")'),
  ONDC_SUBSCRIBER_URL: httpUrl.refine((u) => {
    const p = new URL(u).pathname.replace(/\/+$/, '');
    return p !== '' && !p.startsWith('/api') && !/[?#]/.test(u);
  }, 'must be the public base of the ONDC endpoints with a path of its own, e.g. https://bazaar.example.in/ondc (not / and not under /api)'),
  ONDC_UNIQUE_KEY_ID: z
    .string({ error: 'is required when ONDC_SUBSCRIBER_ID is set' })
    .regex(/^[^\s|"]+$/, 'must be the ukId the registry gave the key (no spaces, | or ")'),
  ONDC_SIGNING_PRIVATE_KEY: z.string({ error: 'is required when ONDC_SUBSCRIBER_ID is set' }).transform((v, ctx) => {
    const key = parseSigningKey(v);
    if (!key)
      ctx.addIssue({
        code: 'custom',
        message: 'must be an Ed25519 key in base64: the 64-byte libsodium form or the 32-byte seed (npm run ondc:keys prints one)',
      });
    return key as SigningKey;
  }),
  ONDC_REGISTRY_URL: httpUrl,
  // Optional: both set, Bazaar answers the registry's on_subscribe challenge at {path}/on_subscribe.
  ONDC_ENCRYPTION_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const key = v === undefined ? undefined : parseEncryptionPrivateKey(v);
      if (v !== undefined && !key)
        ctx.addIssue({ code: 'custom', message: 'must be an X25519 private key, DER (PKCS#8) in base64 (npm run ondc:keys prints one)' });
      return key;
    }),
  ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const key = v === undefined ? undefined : parseEncryptionPublicKey(v);
      if (v !== undefined && !key)
        ctx.addIssue({ code: 'custom', message: 'must be the registry’s X25519 encryption public key, DER (SPKI) in base64, as ONDC publishes it' });
      return key;
    }),
  // Optional: Bazaar's own GSTIN as an e-commerce operator, the `tax_number` of the orders' bpp_terms.
  ONDC_GSTIN: z.string().trim().toUpperCase().refine(isValidGstin, 'must be Bazaar’s own GSTIN: 15 characters with a valid check character').optional(),
  ONDC_CITY: z
    .string({ error: 'is required when ONDC_SUBSCRIBER_ID is set' })
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .refine(
      (cities) => cities.length > 0 && cities.every((c) => /^std:\d{2,5}$/.test(c)),
      'must be the city codes Bazaar serves, comma-separated, e.g. std:080,std:011',
    ),
});

export interface OndcConfig {
  subscriberId: string;
  /** ONDC_SUBSCRIBER_URL without a trailing slash: what Bazaar tells buyer apps as `bpp_uri`. */
  subscriberUrl: string;
  /** The path of ONDC_SUBSCRIBER_URL (e.g. `/ondc`): where Bazaar serves the endpoints. */
  basePath: string;
  uniqueKeyId: string;
  signingKey: SigningKey;
  /** ONDC_REGISTRY_URL without a trailing slash; lookups go to `{registryUrl}/lookup`. */
  registryUrl: string;
  cities: string[];
  /** ONDC_ENCRYPTION_PRIVATE_KEY and ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY, when both are set: on_subscribe is answered. */
  subscribe?: { encryptionKey: KeyObject; registryKey: KeyObject };
  /** ONDC_GSTIN: Bazaar's GSTIN, the orders' bpp_terms `tax_number` (left out when unset). */
  gstin?: string;
}

/** Undefined when ONDC_SUBSCRIBER_ID is unset (off); else the settings, or the configuration's error lines. */
export function parseOndcConfig(env: Record<string, string | undefined>): OndcConfig | undefined | { errors: string[] } {
  if (!env.ONDC_SUBSCRIBER_ID) return undefined;
  const keys = Object.keys(ondcSchema.shape);
  const r = ondcSchema.safeParse(Object.fromEntries(keys.map((k) => [k, env[k]])));
  if (!r.success)
    return {
      errors: r.error.issues.map((i) => {
        const name = String(i.path[0]);
        return `  ${name}: ${env[name] === undefined ? 'is required when ONDC_SUBSCRIBER_ID is set' : i.message}`;
      }),
    };
  const e = r.data;
  const subscriberUrl = e.ONDC_SUBSCRIBER_URL.replace(/\/+$/, '');
  return {
    subscriberId: e.ONDC_SUBSCRIBER_ID,
    subscriberUrl,
    basePath: new URL(subscriberUrl).pathname,
    uniqueKeyId: e.ONDC_UNIQUE_KEY_ID,
    signingKey: e.ONDC_SIGNING_PRIVATE_KEY,
    registryUrl: e.ONDC_REGISTRY_URL.replace(/\/+$/, ''),
    cities: e.ONDC_CITY,
    ...(e.ONDC_GSTIN ? { gstin: e.ONDC_GSTIN } : {}),
    ...(e.ONDC_ENCRYPTION_PRIVATE_KEY && e.ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY
      ? { subscribe: { encryptionKey: e.ONDC_ENCRYPTION_PRIVATE_KEY, registryKey: e.ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY } }
      : {}),
  };
}
