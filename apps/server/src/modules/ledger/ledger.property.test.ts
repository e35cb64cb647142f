import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcsAt, tdsOn } from './domain/withholding.js';
import { ledgerBalances, ledgerDueGroups, ledgerEntries } from '../../db/schema.js';
import { duesOf } from './domain/dues.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { issueCreditNoteIfInvoiced } from '../invoices/issue.service.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const DAY = 24 * 60 * 60 * 1000;

type Step =
  | { op: 'order'; qty: number }
  | { op: 'deliver'; pick: number; twice: boolean }
  | { op: 'refuse'; pick: number }
  | { op: 'return'; pick: number }
  | { op: 'pay'; paise: number }
  | { op: 'wait'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('order' as const), qty: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('deliver' as const), pick: fc.nat(), twice: fc.boolean() }),
  fc.record({ op: fc.constant('refuse' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('return' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('pay' as const), paise: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 20 }) }),
);

/**
 * Ledger invariants (issue 12 #4) over random sequences of orders, deliveries (some retried), refusals, returns
 * (credit notes on delivered orders), payments and the passing of days: the balance is what delivered, not
 * credited orders owe (commission 5 %, GST 18 % on it, TCS, TDS: computed here independently) less the payments;
 * every delivered order posts exactly once; the CSV sums to the balance the screen shows; overdue is the dues
 * past their date not covered by payments.
 */
describe(`ledger invariants over random event sequences (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let boss: Account;
  let now = new Date('2026-11-02T06:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    boss = await t.account('superadmin');
  });
  afterAll(() => t.close());

  /** What one delivered order of `qty` × Rs 1,180 (18 % GST) plus Rs 60 delivery owes, computed without the server. */
  function charge(qty: number, at: Date): number {
    const goods = 1_000_00 * qty; // Rs 1,180 incl. 18 % = Rs 1,000 taxable per unit
    const supply = goods + 50_84; // the delivery line's taxable value on the invoice
    const commission = goods * 0.05;
    const gst = Math.round(commission * 0.18);
    return commission + gst + tcsAt(supply, 0.5, 'intra-state').totalPaise + tdsOn(supply, at, { hasPan: true }).tdsPaise;
  }

  it('balance = dues − payments; each delivery posts once; CSV = screen; overdue = uncovered past dues', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const s = await shopWithAdmin(t);
        const p = await product(t, s.shop.id, { price: 1180, quantity: 1000, hsnCode: '1006', gstRateBp: 1800 });
        const shopper = await t.account('user');
        const orders: Array<{
          id: string;
          qty: number;
          status: 'Confirmed' | 'Delivered' | 'Refused' | 'Returned';
          due?: number;
          posted?: { at: number; paise: number };
        }> = [];
        let payments = 0;
        const dues: Array<{ at: number; paise: number }> = [];
        for (const st of steps) {
          if (st.op === 'order') {
            const added = await a.add(shopper, p.id, st.qty);
            if (added.statusCode === 409) {
              // Blocked for overdue dues: add to cart refuses, and says why.
              expect(added.json().blocked, added.body).toBe(true);
              continue;
            }
            expect(added.statusCode).toBe(200);
            const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
            expect(res.statusCode, res.body).toBe(201);
            const id = res.json().orders[0]._id as string;
            expect((await a.setStatus(s.admin, id, 'Confirmed')).statusCode).toBe(200);
            orders.push({ id, qty: st.qty, status: 'Confirmed' });
          } else if (st.op === 'deliver' || st.op === 'refuse') {
            const open = orders.filter((o) => o.status === 'Confirmed');
            const o = open[st.pick % Math.max(1, open.length)];
            if (!o) continue;
            if (st.op === 'refuse') {
              expect((await a.setStatus(s.admin, o.id, 'Refused')).statusCode).toBe(200);
              o.status = 'Refused';
              continue;
            }
            const calls = st.twice
              ? [a.setStatus(s.admin, o.id, 'Delivered'), a.setStatus(s.admin, o.id, 'Delivered')]
              : [a.setStatus(s.admin, o.id, 'Delivered')];
            const codes = (await Promise.all(calls)).map((r) => r.statusCode).sort();
            expect(codes).toEqual(st.twice ? [200, 409] : [200]);
            o.status = 'Delivered';
            o.due = charge(o.qty, now);
            o.posted = { at: now.getTime(), paise: o.due };
            dues.push(o.posted);
          } else if (st.op === 'return') {
            const done = orders.filter((o) => o.status === 'Delivered');
            const o = done[st.pick % Math.max(1, done.length)];
            if (!o) continue;
            await t.database.db.transaction((tx) => issueCreditNoteIfInvoiced(tx, o.id, now, 'Goods returned'));
            o.status = 'Returned';
            o.posted!.at = -1; // reversed: no longer due
          } else if (st.op === 'pay') {
            const res = await a.call('POST', `/api/superadmin/shops/${s.shop.id}/payments`, boss, { amount: st.paise / 100, method: 'UPI', reference: 'prop' });
            expect(res.statusCode, res.body).toBe(201);
            payments += st.paise;
          } else {
            now = new Date(now.getTime() + st.days * DAY);
          }
        }

        const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, s.shop.id));
        // Every delivered (or later returned) order posted exactly one commission; no other order posted anything.
        for (const o of orders) {
          const mine = rows.filter((r) => r.orderId === o.id);
          const commissions = mine.filter((r) => r.kind === 'commission');
          if (o.status === 'Delivered' || o.status === 'Returned') expect(commissions).toHaveLength(1);
          else expect(mine).toEqual([]);
          const net = mine.reduce((x, r) => x + r.amountPaise, 0);
          expect(net).toBe(o.status === 'Delivered' ? o.due : 0);
        }
        const owed = orders.filter((o) => o.status === 'Delivered').reduce((x, o) => x + o.due!, 0);
        const screen = (await a.call('GET', '/api/admin/ledger?limit=100', s.admin)).json();
        expect(Math.round(screen.balance * 100)).toBe(owed - payments);
        expect(screen.entries.total).toBe(rows.length);

        // The CSV: its amounts sum to the screen's balance, and its last line says so.
        const csv = (await a.call('GET', '/api/admin/ledger?format=csv', s.admin)).body.trimEnd().split('\r\n');
        const sum = csv.slice(1, -1).reduce((x, l) => x + Math.round(Number(l.split(',')[6]) * 100), 0);
        expect(sum).toBe(owed - payments);
        expect(csv.at(-1)).toContain(`,${screen.balance.toFixed(2)},${screen.balance.toFixed(2)},`);

        // Overdue: dues past their date (posted more than 15 days ago, IST) less every payment, never below zero.
        const istDay = (ms: number) => Math.floor((ms + 330 * 60 * 1000) / DAY);
        const pastDue = dues.filter((d) => d.at >= 0 && istDay(now.getTime()) > istDay(d.at) + 15).reduce((x, d) => x + d.paise, 0);
        expect(Math.round(screen.overdue * 100)).toBe(Math.max(0, pastDue - payments));
        expect(screen.blocked).toBe(Math.max(0, pastDue - payments) > 1_000_00);
        const unpaid = screen.dues.reduce((x: number, d: { amount: number }) => x + Math.round(d.amount * 100), 0);
        expect(unpaid).toBe(Math.max(0, owed - payments));

        // Issue 21: the kept balance and due groups equal what the entries add up to; the dues read from the kept
        // groups equal the reference over every entry (duesOf); pages of 3 show the same running balances as the CSV.
        const db = t.database.db;
        const [kept] = await db.select().from(ledgerBalances).where(eq(ledgerBalances.shopId, s.shop.id));
        expect(kept?.balancePaise ?? 0).toBe(rows.reduce((x, r) => x + r.amountPaise, 0));
        expect(kept?.entries ?? 0).toBe(rows.length);
        const grouped = new Map<number, { amountPaise: number; entries: number }>();
        for (const r of rows) {
          const g = grouped.get(r.dueAt.getTime()) ?? { amountPaise: 0, entries: 0 };
          g.amountPaise += r.amountPaise;
          g.entries++;
          grouped.set(r.dueAt.getTime(), g);
        }
        const keptGroups = await db.select().from(ledgerDueGroups).where(eq(ledgerDueGroups.shopId, s.shop.id));
        expect(new Map(keptGroups.map((g) => [g.dueAt.getTime(), { amountPaise: g.amountPaise, entries: g.entries }]))).toEqual(grouped);
        const reference = duesOf(
          [...grouped].sort(([x], [y]) => x - y).map(([at, g]) => ({ dueAt: new Date(at), amountPaise: g.amountPaise })),
          now,
        );
        expect(screen.dues).toEqual(reference.dues);
        expect(Math.round(screen.overdue * 100)).toBe(reference.overduePaise);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(rows.length / 3); page++) {
          const res = (await a.call('GET', `/api/admin/ledger?limit=3&page=${page}`, s.admin)).json();
          expect(res.entries.total).toBe(rows.length);
          paged.push(...res.entries.items.map((e: { balanceAfter: number }) => Math.round(e.balanceAfter * 100)));
        }
        const fromCsv = csv.slice(1, -1).map((l) => Math.round(Number(l.split(',')[7]) * 100));
        expect(paged).toEqual(fromCsv.reverse());
      }),
      { numRuns: ENGINE === 'postgres' ? 6 : 10 },
    );
  }, 600_000);
});
