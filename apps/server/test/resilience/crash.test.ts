import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { upsertAccount } from '../../src/modules/auth/auth.service.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { ENGINE, freshDatabase } from '../support/harness.js';
import { checkInvariants } from '../support/invariants.js';
import { killHard, postJson, startServer } from '../../../../test-support/server-process.js';

/**
 * Hard kills per run: 20 on both engines (issue 23 #10: the suite got faster elsewhere, never by cutting a case).
 * On PGlite every restart replays its log in WebAssembly (20 took 129 s on 2 cores, over 600 s on the same cores
 * shared by eight builds: hence the 20-minute timeout). CRASH_ITERATIONS overrides.
 */
const ITERATIONS = Number(process.env.CRASH_ITERATIONS ?? 20);
const SHOPPERS = 6;
const PASSWORD = 'crash-test-pass';

/** Where the crashing server keeps its data, and how the checker opens it while the server is down. */
async function prepare(): Promise<{ env: Record<string, string>; open: () => Promise<Database>; cleanup: () => Promise<void> }> {
  if (ENGINE === 'postgres') {
    const fresh = await freshDatabase();
    await fresh.database.close();
    return { env: { DATABASE_URL: fresh.url! }, open: () => openDatabase({ url: fresh.url! }), cleanup: fresh.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-crash-'));
  return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }), cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe(`crash safety: kill -9 during checkouts (${ENGINE})`, () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterAll(async () => cleanup?.());

  it(`keeps stock, orders and checkouts whole across ${ITERATIONS} hard kills`, { timeout: 1_200_000 }, async () => {
    const target = await prepare();
    cleanup = target.cleanup;
    const initial = new Map<string, number>();
    const emails: string[] = [];
    {
      const database = await target.open();
      const admin = await upsertAccount(database.db, { name: 'Crash Admin', email: 'crash-admin@example.in', password: PASSWORD, role: 'admin' });
      const shop = await insertShop(database.db, admin.id);
      const shop2 = await insertShop(
        database.db,
        (await upsertAccount(database.db, { name: 'Crash Admin 2', email: 'crash-admin2@example.in', password: PASSWORD, role: 'admin' })).id,
      );
      for (const s of [shop, shop, shop2]) {
        const p = await insertProduct(database.db, s.id, { quantity: 100_000, price: 49.5 });
        initial.set(p.id, 100_000);
      }
      for (let i = 0; i < SHOPPERS; i++) {
        const email = `crash-shopper${i}@example.in`;
        await upsertAccount(database.db, { name: `Shopper ${i}`, email, password: PASSWORD, role: 'user' });
        emails.push(email);
      }
      await database.close();
    }
    const products = [...initial.keys()];
    let cookies: string[] = [];
    let placed = 0;

    for (let round = 0; round < ITERATIONS; round++) {
      const server = await startServer(target.env);
      if (cookies.length === 0)
        cookies = await Promise.all(emails.map(async (e) => (await postJson(server.base, '/api/auth/login', { email: e, password: PASSWORD })).cookie!));
      let alive = true;
      const streams = cookies.map(async (cookie, w) => {
        let lastOrder: string | undefined;
        for (let step = 0; alive; step++) {
          try {
            await postJson(server.base, '/api/cart/add', { itemId: products[(w + step) % products.length], quantity: 1 + (step % 3) }, cookie);
            await postJson(server.base, '/api/cart/add', { itemId: products[(w + step + 1) % products.length], quantity: 1 }, cookie);
            const order = await postJson(server.base, '/api/orders', { address: `House ${w}, MG Road, Pune 411001, 9876543210`, paymentMethod: 'COD' }, cookie);
            if (order.status === 201) {
              placed++;
              lastOrder = (order.json as { orders: Array<{ _id: string }> }).orders[0]!._id;
            }
            if (lastOrder && step % 4 === 3) await postJson(server.base, `/api/orders/${lastOrder}/cancel`, {}, cookie, 'PATCH');
          } catch {
            return; // the server is gone
          }
        }
      });
      // Kill only once checkouts are flowing, at a random moment in the stream.
      const before = placed;
      const deadline = Date.now() + 20_000;
      while (placed < before + 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      await killHard(server);
      alive = false;
      await Promise.all(streams);

      const database = await target.open(); // PGlite: takes over the dead server's lock and recovers
      try {
        const report = await checkInvariants(database.db, initial);
        expect(report.violations, `after kill ${round + 1}`).toEqual([]);
      } finally {
        await database.close();
      }
    }
    expect(placed).toBeGreaterThanOrEqual(2 * ITERATIONS); // the stream really ran in every round
  });
});
