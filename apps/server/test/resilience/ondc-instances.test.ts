import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { generateKeys, parseSigningKey } from '../../src/modules/ondc/domain/signing.js';
import type { OndcConfig } from '../../src/modules/ondc/ondc-config.js';
import { ENGINE, freshDatabase } from '../support/harness.js';
import { registryEntry, startRegistry, type StandInRegistry } from '../support/ondc-registry.js';
import { startBuyerApp, type StandInBuyerApp } from '../support/ondc-buyer-app.js';
import { until } from '../support/smtp.js';

function appConfig(dir: string): AppOptions['config'] {
  return { cookieSecure: false, allowedOrigins: [], webDist: path.join(dir, 'none'), trustProxy: false, uploadsDir: dir };
}

/**
 * Issue 29: two Bazaar instances on one PostgreSQL database take a buyer app's searches while it is down; when it is
 * back, both retry at the same moment, and each on_search reaches it exactly once (decision 054's claims).
 */
describe.runIf(ENGINE === 'postgres')('ONDC callbacks across two server instances', () => {
  let first: Awaited<ReturnType<typeof freshDatabase>>;
  let second: Database;
  let apps: FastifyInstance[] = [];
  let registry: StandInRegistry;
  let buyer: StandInBuyerApp;
  let dir: string;

  beforeAll(async () => {
    buyer = await startBuyerApp();
    registry = await startRegistry([registryEntry(buyer.subscriberId, buyer.ukId, buyer.keys.signingPublicKey)]);
    const ondc: OndcConfig = {
      subscriberId: 'bazaar.example.in',
      subscriberUrl: 'https://bazaar.example.in/ondc',
      basePath: '/ondc',
      uniqueKeyId: 'bazaar-key-1',
      signingKey: parseSigningKey(generateKeys().signingPrivateKey)!,
      registryUrl: registry.url,
      cities: ['std:080'],
    };
    first = await freshDatabase();
    second = await openDatabase({ url: first.url!, poolMax: 10 });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-ondc-'));
    const events = { retryBaseMs: 50, retryMaxMs: 50, pollMs: 60_000 };
    apps = [
      await buildApp({ database: first.database, config: appConfig(dir), ondc, events }),
      await buildApp({ database: second, config: appConfig(dir), ondc, events }),
    ];
    await Promise.all(apps.map((a) => a.ready()));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await second?.close();
    await first?.database.close();
    await first?.drop();
    await buyer?.close();
    await registry?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('20 searches through both instances while the buyer app is down: each on_search sent once when it is back', async () => {
    buyer.down = true;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const messageId = crypto.randomUUID();
      ids.push(messageId);
      const body = JSON.stringify({
        context: {
          domain: 'ONDC:RET10',
          action: 'search',
          country: 'IND',
          city: 'std:080',
          core_version: '1.2.5',
          bap_id: buyer.subscriberId,
          bap_uri: buyer.uri,
          transaction_id: crypto.randomUUID(),
          message_id: messageId,
          timestamp: new Date().toISOString(),
          ttl: 'PT30S',
        },
        message: { intent: { fulfillment: { type: 'Delivery' } } },
      });
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/ondc/search',
        headers: { 'content-type': 'application/json', authorization: buyer.sign(body) },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await until(async () => buyer.refused >= 20, 20_000, 'every first try refused');
    buyer.down = false;
    await new Promise((r) => setTimeout(r, 100));
    // Both instances retry the backlog at the same moment.
    await Promise.all(apps.map((a) => a.ctx.events.poll()));
    await until(async () => buyer.callbacks.length >= 20, 20_000, 'every on_search received');
    await Promise.all(apps.map((a) => a.ctx.events.poll()));
    const received = buyer.callbacks.map((c) => c.body.context.message_id);
    expect(received.sort()).toEqual([...ids].sort());
  });
});
