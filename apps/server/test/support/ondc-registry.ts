/**
 * A stand-in ONDC registry on loopback for the ONDC tests (issue 29): answers `POST /lookup` from the entries a test
 * puts in it, and counts the lookups. Not a test file itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegistryEntry } from '../../src/modules/ondc/registry.js';

export interface StandInRegistry {
  url: string;
  entries: RegistryEntry[];
  lookups: Array<{ subscriber_id?: string; ukId?: string }>;
  /** Set to answer every lookup with this HTTP status (a registry that is down). */
  failWith?: number;
  close(): Promise<void>;
}

export async function startRegistry(entries: RegistryEntry[] = []): Promise<StandInRegistry> {
  const state: Omit<StandInRegistry, 'url' | 'close'> = { entries, lookups: [] };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/lookup') {
        res.writeHead(404).end();
        return;
      }
      const q = JSON.parse(raw || '{}') as { subscriber_id?: string; ukId?: string };
      state.lookups.push(q);
      if (state.failWith) {
        res.writeHead(state.failWith).end();
        return;
      }
      const found = state.entries.filter((e) => e.subscriber_id === q.subscriber_id && (!q.ukId || e.ukId === q.ukId));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A registry entry for `subscriberId`'s key `ukId`, subscribed and valid for a year around now. */
export function registryEntry(subscriberId: string, ukId: string, signingPublicKey: string, over: Partial<RegistryEntry> = {}): RegistryEntry {
  const now = Date.now();
  return {
    subscriber_id: subscriberId,
    subscriber_url: `https://${subscriberId}/ondc`,
    type: 'BAP',
    domain: 'ONDC:RET10',
    ukId,
    signing_public_key: signingPublicKey,
    valid_from: new Date(now - 180 * 86_400_000).toISOString(),
    valid_until: new Date(now + 180 * 86_400_000).toISOString(),
    status: 'SUBSCRIBED',
    ...over,
  };
}
