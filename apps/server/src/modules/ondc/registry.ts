/**
 * The ONDC registry's keys (issue 29, decision 075): `POST {ONDC_REGISTRY_URL}/lookup` with `{ subscriber_id, ukId }`
 * answers the subscriber's entries; the one with that ukId, subscribed and valid now, gives the public key that
 * verifies its requests. A key is kept in memory for KEY_LIFETIME_MS (never past its own `valid_until`), so a busy
 * buyer app costs one lookup per lifetime, and a key the registry has revoked stops working within it.
 */
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { parsePublicKey } from './domain/signing.js';

/** How long a looked-up key is trusted before the registry is asked again. */
export const KEY_LIFETIME_MS = 10 * 60_000;
/** A lookup that has not answered by then counts as no key (the sender gets 401 and retries). */
const LOOKUP_TIMEOUT_MS = 5_000;

const entry = z.looseObject({
  subscriber_id: z.string(),
  subscriber_url: z.string().optional(),
  type: z.string().optional(),
  domain: z.string().optional(),
  ukId: z.string(),
  signing_public_key: z.string(),
  valid_from: z.string().optional(),
  valid_until: z.string().optional(),
  status: z.string().optional(),
});
export type RegistryEntry = z.infer<typeof entry>;

export interface RegistryKey {
  publicKey: KeyObject;
  entry: RegistryEntry;
}

export class Registry {
  private readonly cache = new Map<string, { key: RegistryKey | undefined; until: number }>();

  constructor(
    private readonly registryUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The signing key of `subscriberId`'s key `ukId`, or undefined when the registry lists none valid now (unknown
   * subscriber, unsubscribed, outside its dates, or the registry did not answer). An unknown key is remembered for a
   * minute only, so a new subscriber is found soon after subscribing.
   */
  async signingKey(subscriberId: string, ukId: string): Promise<RegistryKey | undefined> {
    const id = `${subscriberId}|${ukId}`;
    const now = this.clock().getTime();
    const hit = this.cache.get(id);
    if (hit && hit.until > now) return hit.key;
    const key = await this.lookup(subscriberId, ukId, now);
    const validUntil = key?.entry.valid_until ? Date.parse(key.entry.valid_until) : Infinity;
    this.cache.set(id, { key, until: key ? Math.min(now + KEY_LIFETIME_MS, validUntil) : now + 60_000 });
    return key;
  }

  /** Forgets every cached key (a test, or after the registry says a key changed). */
  clear(): void {
    this.cache.clear();
  }

  private async lookup(subscriberId: string, ukId: string, now: number): Promise<RegistryKey | undefined> {
    let body: unknown;
    try {
      const res = await fetch(`${this.registryUrl}/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subscriber_id: subscriberId, ukId }),
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      if (!res.ok) return undefined;
      body = await res.json();
    } catch {
      return undefined;
    }
    const list = z.array(z.unknown()).safeParse(body);
    if (!list.success) return undefined;
    for (const item of list.data) {
      const e = entry.safeParse(item);
      if (!e.success || e.data.subscriber_id !== subscriberId || e.data.ukId !== ukId) continue;
      if (e.data.status && e.data.status.toUpperCase() !== 'SUBSCRIBED') continue;
      if (e.data.valid_from && Date.parse(e.data.valid_from) > now) continue;
      if (e.data.valid_until && Date.parse(e.data.valid_until) <= now) continue;
      const publicKey = parsePublicKey(e.data.signing_public_key);
      if (publicKey) return { publicKey, entry: e.data };
    }
    return undefined;
  }
}
