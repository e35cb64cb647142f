import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '@bazaar/shared';
import { domainEvents } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';
import { outboxKey } from '../mail/secrets.js';
import { runJob } from '../../jobs/run-job.js';
import { cancelUnconfirmedOrders } from '../cod-confirmation/cod-confirmation.service.js';
import { DEFAULT_DISPATCHER_OPTIONS, EventDispatcher, eventScope, recordEvent, type Delivered, type Subscriber } from './events.service.js';

const quiet = { warn: () => {}, error: () => {} };
/** Retries at once (tests call poll() instead of waiting), at most 3 tries. */
const FAST = { ...DEFAULT_DISPATCHER_OPTIONS, retryBaseMs: 0, retryMaxMs: 0, maxAttempts: 3 };

/** A subscriber that keeps what it got and fails its first `failures` calls. */
function recorder(name: string, failures = 0) {
  const got: Delivered[] = [];
  let calls = 0;
  const s: Subscriber & { got: Delivered[]; calls: () => number } = {
    name,
    takes: (type) => type === 'catalog.changed' || type === 'cod.code-issued',
    async handle(e) {
      calls++;
      if (calls <= failures) throw new Error(`${name} is down`);
      got.push(e);
    },
    got,
    calls: () => calls,
  };
  return s;
}

/**
 * Domain events (issue 23 #1, decision 054): recorded in the change's transaction, dispatched after its commit to
 * each subscriber on its own, retried, never for a rolled-back change.
 */
describe(`domain events (${ENGINE})`, () => {
  let t: TestApp;
  const key = outboxKey();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) => (await t.database.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0];

  /** Runs `fn` in an events scope of `d` and returns what it recorded (not yet dispatched). */
  const recording = async (d: EventDispatcher, fn: () => Promise<void>) => {
    const scope = d.scope(true);
    await eventScope.run(scope, fn).catch(() => {});
    return scope;
  };

  it('a rolled-back change sets nothing off; a committed one reaches its subscriber after the commit, once', async () => {
    const seenCommitted: boolean[] = [];
    const sub: Subscriber = {
      name: 'probe',
      takes: (type) => type === 'catalog.changed',
      async handle(e) {
        // Read on another connection than the transaction's: the event is visible, so it has committed.
        seenCommitted.push((await rowOf(e.id)) !== undefined);
      },
    };
    const d = new EventDispatcher(t.database.db, [sub], FAST, quiet, key);
    const rolledBack = await recording(d, () =>
      t.database.db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'catalog.changed', shopId: 'rolled-back' });
        throw new Error('the change fails');
      }),
    );
    expect(rolledBack.recorded).toHaveLength(1);
    const [lost] = rolledBack.recorded;
    await d.dispatch(rolledBack);
    expect(seenCommitted).toEqual([]);
    expect(await rowOf(lost!)).toBeUndefined();

    const committed = await recording(d, () => t.database.db.transaction(async (tx) => recordEvent(tx, { type: 'catalog.changed', shopId: 's1' })));
    const [id] = committed.recorded;
    expect((await rowOf(id!))?.status).toBe('pending'); // recorded, not yet dispatched
    await d.dispatch(committed);
    expect(seenCommitted).toEqual([true]);
    const row = await rowOf(id!);
    expect(row).toMatchObject({ status: 'done', attempts: 1, type: 'catalog.changed', payload: { shopId: 's1' } });
    expect(row?.dispatchedAt).toBeInstanceOf(Date);
    await d.dispatch(committed); // dispatching again (or a poller) runs nothing twice
    await d.poll();
    expect(seenCommitted).toEqual([true]);
  });

  it('a failing subscriber does not block the others; only it is retried, until it succeeds', async () => {
    const down = recorder('down', 2);
    const up = recorder('up');
    const d = new EventDispatcher(t.database.db, [down, up], FAST, quiet, key);
    const scope = await recording(d, () => t.database.db.transaction(async (tx) => recordEvent(tx, { type: 'catalog.changed', shopId: 's2' })));
    const [id] = scope.recorded;
    await d.dispatch(scope);
    expect(up.got.map((e) => e.id)).toEqual([id]);
    expect(await rowOf(id!)).toMatchObject({ status: 'pending', attempts: 1, done: ['up'], lastError: 'down: down is down' });

    await d.poll(); // the second try: `down` fails again, `up` is not run again
    expect(await rowOf(id!)).toMatchObject({ status: 'pending', attempts: 2, done: ['up'] });
    await d.poll();
    expect(await rowOf(id!)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(down.calls()).toBe(3);
    expect(down.got.map((e) => [e.id, e.attempt])).toEqual([[id, 3]]);
    expect(up.calls()).toBe(1);
  });

  it('gives up after the last try: failed, with its error, and a sealed secret wiped', async () => {
    const down = recorder('down', 99);
    const d = new EventDispatcher(t.database.db, [down], FAST, quiet, key);
    const scope = await recording(d, () =>
      t.database.db.transaction(async (tx) =>
        recordEvent(tx, { event: { type: 'cod.code-issued', orderId: 'o', orderNumber: 'ORD-1', phone: '9876543210', accountId: 'a' }, secret: '123456' }),
      ),
    );
    const [id] = scope.recorded;
    const stored = await rowOf(id!);
    // At rest the code is sealed (decision 039): neither the payload nor the secret column holds it in clear.
    expect(JSON.stringify(stored?.payload)).not.toContain('123456');
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain('123456');
    await d.dispatch(scope);
    await d.poll();
    await d.poll();
    expect(down.calls()).toBe(3);
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', attempts: 3, secret: null, lastError: 'down: down is down' });
    await d.poll();
    expect(down.calls()).toBe(3);
  });

  it('opens the secret for its subscriber, and a text event without a key to seal it is not recorded', async () => {
    const sms = recorder('sms');
    const d = new EventDispatcher(t.database.db, [sms], FAST, quiet, key);
    const scope = await recording(d, () =>
      t.database.db.transaction(async (tx) =>
        recordEvent(tx, { event: { type: 'cod.code-issued', orderId: 'o', orderNumber: 'ORD-2', phone: '9876543210', accountId: 'a' }, secret: '654321' }),
      ),
    );
    await d.dispatch(scope);
    expect(sms.got).toMatchObject([{ type: 'cod.code-issued', orderNumber: 'ORD-2', secret: '654321', attempt: 1 }]);
    expect((await rowOf(scope.recorded[0] ?? sms.got[0]!.id))?.secret).toBeNull();

    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(domainEvents))[0]!.n;
    await t.database.db.transaction(async (tx) =>
      recordEvent(tx, { event: { type: 'cod.code-issued', orderId: 'o', orderNumber: 'ORD-3', phone: '1', accountId: 'a' }, secret: '111111' }),
    );
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(domainEvents))[0]!.n).toBe(before);
  });

  it('the poller picks up an event its instance recorded but never dispatched, once its grace is over', async () => {
    const sub = recorder('late');
    const d = new EventDispatcher(t.database.db, [sub], FAST, quiet, key);
    const scope = await recording(d, () => t.database.db.transaction(async (tx) => recordEvent(tx, { type: 'catalog.changed', shopId: 's3' })));
    const [id] = scope.recorded;
    await d.poll();
    expect(sub.calls()).toBe(0); // within the grace the recording request dispatches it itself
    await t.database.db
      .update(domainEvents)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(domainEvents.id, id!));
    await d.poll();
    expect(sub.got.map((e) => e.id)).toEqual([id]);
    expect((await rowOf(id!))?.status).toBe('done');
  });
});

/**
 * A scheduled job gets the same effects as a route (issue 23 #1): the COD sweep's cancel (runJob) and a shop
 * owner's cancel (PATCH) each restore stock that the cached shop page shows at once, tell the owner live, and
 * record the same events.
 */
describe(`a job's status change sets off what a route's does (${ENGINE})`, () => {
  let t: TestApp;
  let now = new Date('2026-11-24T04:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  it('the sweep and the owner’s cancel: fresh shop page, a live event, the same events done', async () => {
    const a = api(t);
    const { shop, admin } = await shopWithAdmin(t);
    const shopper: Account = await t.account('user', { name: 'Asha Rao' });
    const boss = await t.account('superadmin');
    expect((await a.call('PATCH', '/api/superadmin/settings', boss, { codConfirmAbove: 100, codConfirmHours: 1 })).statusCode).toBe(200);
    const p = await product(t, shop.id, { quantity: 10, price: 400 });
    const placeOne = async () => {
      expect((await a.add(shopper, p.id, 2)).statusCode).toBe(200);
      const res = await a.order(shopper);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().orders[0]._id as string;
    };
    const heard: OrderEvent[] = [];
    t.app.ctx.live.subscribe({
      shopId: shop.id,
      sessionHash: 'test',
      userId: admin.id,
      send: (e) => heard.push(e),
      ping: () => {},
      end: () => {},
      check: async () => null,
    });
    const shopPage = async () => (await a.call('GET', `/api/products/shop/${shop.id}`)).json()[0].quantity as number;

    const byOwner = await placeOne();
    const bySweep = await placeOne();
    expect(await shopPage()).toBe(6); // now cached
    expect((await a.call('PATCH', `/api/orders/${byOwner}/cancel`, admin)).statusCode).toBe(200);
    expect(await shopPage()).toBe(8);

    now = new Date(now.getTime() + 3600_000 + 1);
    const swept = await runJob(t.app, () => cancelUnconfirmedOrders(t.database.db, now));
    expect(swept.map((o) => o._id)).toEqual([bySweep]);
    expect(await stockOf(t, p.id)).toBe(10);
    expect(await shopPage()).toBe(10); // the cache heard the job as it heard the route

    const cancels = heard.filter((e) => e.status === 'Cancelled');
    expect(cancels.map((e) => [e.orderId, e.type])).toEqual([
      [byOwner, 'order.status'],
      [bySweep, 'order.status'],
    ]);
    expect(cancels.at(-1)?.pendingCount).toBe(0);

    const events = await t.database.db
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.type} in ('order.status-changed', 'catalog.changed')`);
    const changes = events
      .filter((e) => e.type === 'order.status-changed')
      .map((e) => ({ status: e.status, ...(e.payload as { order: { id: string }; to: string; by: string }) }))
      .filter((e) => e.to === 'Cancelled');
    expect(changes.map((e) => [e.order.id, e.by, e.status])).toEqual(
      expect.arrayContaining([
        [byOwner, 'shopAdmin', 'done'],
        [bySweep, 'platform', 'done'],
      ]),
    );
    expect(events.filter((e) => e.type === 'catalog.changed').every((e) => e.status === 'done')).toBe(true);
  });
});
