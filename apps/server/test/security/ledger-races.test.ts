import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalances, ledgerDueGroups, ledgerEntries } from '../../src/db/schema.js';
import { insertEntries } from '../../src/modules/ledger/ledger.repo.js';
import { postDelivery } from '../../src/modules/ledger/ledger.service.js';
import { newId } from '../../src/lib/ids.js';
import { ENGINE } from '../support/harness.js';
import { twoInstances } from '../support/two-instances.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { quickShoppers } from '../support/world.js';
import { checkInvariants } from '../support/invariants.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';

/**
 * The ledger's idempotency across two server instances (two apps, two connection pools) on one PostgreSQL
 * database: racing deliveries, racing postings of one delivery, and a payment retried on both instances each
 * post once; the kept balance equals the sum of the entries.
 */
describe.runIf(ENGINE === 'postgres')('ledger postings across two server instances on one PostgreSQL database', () => {
  const pair = twoInstances('bazaar-ledger-race-');
  beforeAll(() => pair.open(), 60_000);
  afterAll(() => pair.close());

  it('10 orders each delivered 4 times at once on two instances, then posted again directly from both pools: 4 entries per order', async () => {
    const db = pair.database.db;
    const [admin, boss] = await quickShoppers(db, 2);
    await db.execute(sql`update users set role = 'admin' where id = ${admin!.id}`);
    await db.execute(sql`update users set role = 'superadmin' where id = ${boss!.id}`);
    const shop = await insertShop(db, admin!.id, { name: 'Race Kirana' });
    const p = await insertProduct(db, shop.id, { quantity: 1000, price: 1180, hsnCode: '1006', gstRateBp: 1800 });
    const shoppers = await quickShoppers(db, 10);
    const orderIds: string[] = [];
    for (const [i, s] of shoppers.entries()) {
      const on = pair.apps[i % 2]!;
      await on.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: s.cookie }, payload: { itemId: p.id, quantity: 1 } });
      const res = await on.inject({ method: 'POST', url: '/api/orders', headers: { cookie: s.cookie }, payload: { address: ADDRESS } });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().orders[0]._id as string;
      orderIds.push(id);
      const ok = await on.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}/status`,
        headers: { cookie: admin!.cookie },
        payload: { status: 'Confirmed' },
      });
      expect(ok.statusCode).toBe(200);
    }
    const deliver = (id: string, i: number) =>
      pair.apps[i % 2]!.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}/status`,
        headers: { cookie: admin!.cookie },
        payload: { status: 'Delivered' },
      });
    const results = await Promise.all(orderIds.flatMap((id) => [0, 1, 2, 3].map((i) => deliver(id, i))));
    for (const [k, id] of orderIds.entries()) {
      const codes = results
        .slice(k * 4, k * 4 + 4)
        .map((r) => r.statusCode)
        .sort();
      expect(codes, id).toEqual([200, 409, 409, 409]);
    }
    // The same event handled again by both instances at once (a retry after a lost reply): nothing more posts.
    const now = new Date();
    await Promise.all(
      orderIds.flatMap((id) =>
        [pair.database.db, pair.secondDatabase.db, pair.database.db, pair.secondDatabase.db].map((d) => d.transaction((tx) => postDelivery(tx, id, now))),
      ),
    );
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, shop.id));
    for (const id of orderIds)
      expect(
        rows
          .filter((r) => r.orderId === id)
          .map((r) => r.kind)
          .sort(),
        id,
      ).toEqual(['commission', 'commission_gst', 'tcs', 'tds']);
    const [kept] = await db.select().from(ledgerBalances).where(eq(ledgerBalances.shopId, shop.id));
    expect(kept!.balancePaise).toBe(rows.reduce((x, r) => x + r.amountPaise, 0));
    expect(kept!.entries).toBe(40);

    // One payment sent 6 times with one Idempotency-Key, 3 on each instance, all at once: one entry.
    const pays = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        pair.apps[i % 2]!.inject({
          method: 'POST',
          url: `/api/superadmin/shops/${shop.id}/payments`,
          headers: { cookie: boss!.cookie, 'idempotency-key': 'race-pay-1' },
          payload: { amount: 100, method: 'UPI', reference: 'UTR-RACE' },
        }),
      ),
    );
    expect(pays.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(pays.map((r) => r.json().entry._id)).size).toBe(1);
    // A reversal asked for on both instances at once: one wins, the other is told it was already reversed.
    const entryId = pays[0]!.json().entry._id as string;
    const revs = await Promise.all(
      [0, 1].map((i) =>
        pair.apps[i]!.inject({
          method: 'POST',
          url: `/api/superadmin/ledger/${entryId}/reverse`,
          headers: { cookie: boss!.cookie },
          payload: { reason: 'Entered twice' },
        }),
      ),
    );
    expect(revs.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    await expect(db.execute(sql`delete from ledger_entries where id = ${entryId}`)).rejects.toThrow();
  }, 180_000);

  // A reversal is unique twice over (its idempotency key and the entry it reverses). Inserting it with a conflict
  // target on the key alone let a racing insert fail on the other index with a unique violation (a 500 in CI).
  it('the same reversals inserted 8 times at once from both pools: one each, no error', async () => {
    const db = pair.database.db;
    const [owner] = await quickShoppers(db, 1);
    const shop = await insertShop(db, owner!.id, { name: 'Reversal Race' });
    const originals = await insertEntries(
      db,
      Array.from({ length: 30 }, (_, i) => ({
        id: newId(),
        shopId: shop.id,
        kind: 'commission' as const,
        amountPaise: 100 + i,
        postedAt: new Date(),
        dueAt: new Date(),
        idempotencyKey: `race:${i}`,
      })),
    );
    const reversal = (e: (typeof originals)[number]) => ({
      id: newId(),
      shopId: e.shopId,
      kind: 'reversal' as const,
      amountPaise: -e.amountPaise,
      reversesId: e.id,
      note: 'race',
      postedAt: new Date(),
      dueAt: e.dueAt,
      idempotencyKey: `reverse:${e.id}`,
    });
    const pools = [pair.database.db, pair.secondDatabase.db];
    const written = await Promise.all(originals.flatMap((e) => [0, 1, 2, 3, 4, 5, 6, 7].map((i) => insertEntries(pools[i % 2]!, [reversal(e)]))));
    expect(written.flat()).toHaveLength(30);
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, shop.id));
    expect(rows.filter((r) => r.kind === 'reversal')).toHaveLength(30);
  }, 60_000);
  // Issue 21: balances and due groups are kept, not summed on every payment; under races on two instances the kept
  // rows must still equal what the entries add up to.
  it('40 payments (some back-dated) and 20 reversals at once on two instances: the kept balance and due groups equal the entries', async () => {
    const db = pair.database.db;
    const [owner, boss] = await quickShoppers(db, 2);
    await db.execute(sql`update users set role = 'superadmin' where id = ${boss!.id}`);
    const shop = await insertShop(db, owner!.id, { name: 'Kept Balance Race' });
    const dueAt = new Date(Date.now() - 86_400_000);
    await insertEntries(
      db,
      Array.from({ length: 20 }, (_, i) => ({
        id: newId(),
        shopId: shop.id,
        kind: 'commission' as const,
        amountPaise: 10_000 + i,
        postedAt: dueAt,
        dueAt,
        idempotencyKey: `kept-race:${shop.id}:${i}`,
      })),
    );
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const pays = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        pair.apps[i % 2]!.inject({
          method: 'POST',
          url: `/api/superadmin/shops/${shop.id}/payments`,
          headers: { cookie: boss!.cookie },
          payload: { amount: 1 + i, method: 'UPI', ...(i % 3 === 0 ? { date: '2026-01-0' + (1 + (i % 9)) } : { date: today }) },
        }),
      ),
    );
    expect(pays.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const revs = await Promise.all(
      pays.slice(0, 20).map((p, i) =>
        pair.apps[i % 2]!.inject({
          method: 'POST',
          url: `/api/superadmin/ledger/${p.json().entry._id}/reverse`,
          headers: { cookie: boss!.cookie },
          payload: { reason: 'race' },
        }),
      ),
    );
    expect(revs.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, shop.id));
    expect(rows).toHaveLength(80);
    const [kept] = await db.select().from(ledgerBalances).where(eq(ledgerBalances.shopId, shop.id));
    expect(kept).toMatchObject({ balancePaise: rows.reduce((x, r) => x + r.amountPaise, 0), entries: 80 });
    const grouped = new Map<number, number>();
    for (const r of rows) grouped.set(r.dueAt.getTime(), (grouped.get(r.dueAt.getTime()) ?? 0) + r.amountPaise);
    const groups = await db.select().from(ledgerDueGroups).where(eq(ledgerDueGroups.shopId, shop.id));
    expect(new Map(groups.map((g) => [g.dueAt.getTime(), g.amountPaise]))).toEqual(grouped);
    // The screen reads the kept rows: its balance is the entries' sum, and its newest entry's balance after it too.
    const screen = (await pair.apps[1]!.inject({ method: 'GET', url: `/api/superadmin/ledger?shopId=${shop.id}`, headers: { cookie: boss!.cookie } })).json();
    expect(Math.round(screen.balance * 100)).toBe(kept!.balancePaise);
    expect(Math.round(screen.entries.items[0].balanceAfter * 100)).toBe(kept!.balancePaise);
    expect((await checkInvariants(db, new Map())).violations).toEqual([]);
  }, 120_000);
});
