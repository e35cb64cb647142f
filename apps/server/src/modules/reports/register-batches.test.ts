import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GstRegisterDto } from '@bazaar/shared';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import { taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { issueCreditNoteIfInvoiced } from '../invoices/issue.service.js';
import { buildGstRegister, buildGstRegisterCsv } from './domain/gst-register.js';
import { buildTcsReport, buildTcsReportCsv } from './domain/platform-reports.js';
import { tcsDocuments } from '../../../test/support/tcs-documents.js';
import { gstRegisterDto, istMonthRange, REGISTER_BATCH } from './reports.service.js';
import { shopOfAdmin } from '../shops/shops.service.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Kiran Rao', phone: '9876543211', line1: '5 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
/** Copies of the four documents issued through the API: more than two batches of the register's read. */
const COPIES = 2 * REGISTER_BATCH + 150;
/** Copies changed into the documents the four are not (below): B2C Large with two rates, their credit notes, bills of supply. */
const ALTERED = 12;
/** Every document of the shop in November. */
const DOCUMENTS = 4 + COPIES + ALTERED;
/** The tests that ask for every page (a dozen calls of the month's register) outlast 30 s on the shared, loaded machine. */
const PAGES_TIMEOUT = 120_000;

/**
 * Issue 30: the register is read in batches (CSV streamed, JSON paged) and answers the same bytes as the register
 * built whole (`buildGstRegisterCsv` over every snapshot). Documents issued in the same millisecond are ordered by
 * number, and the copies below put such groups across the batches' edges, in the reverse of the database's order.
 */
describe(`GST register read in batches (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let now = new Date('2026-11-10T06:30:00Z');
  let owner: Account;
  let shopId: string;
  let all: InvoiceSnapshot[];

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    owner = await t.account('admin');
    const shopper = await t.account('user', { name: 'Asha Rao' });
    shopId = (await insertShop(t.database.db, owner.id, { name: 'Sharma Kirana Stores', gstnumber: '27AAPFU0939F1ZV' })).id;
    const rice = await insertProduct(t.database.db, shopId, { name: 'Rice', price: 105, quantity: 1000, hsnCode: '1006', gstRateBp: 500 });
    const box = await insertProduct(t.database.db, shopId, { name: 'Tiffin box', price: 354, quantity: 1000, hsnCode: '7323', gstRateBp: 1800 });
    const order = async (productId: string, qty: number, address: object) => {
      expect((await a.add(shopper, productId, qty)).statusCode).toBe(200);
      const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: address });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().orders[0]._id as string;
    };
    const confirm = async (orderId: string, at: string) => {
      now = new Date(at);
      expect((await a.setStatus(owner, orderId, 'Confirmed')).statusCode).toBe(200);
    };
    await confirm(await order(rice.id, 3, PUNE), '2026-11-02T05:00:00Z');
    await confirm(await order(box.id, 2, BENGALURU), '2026-11-15T05:00:00Z');
    const reversed = await order(rice.id, 1, PUNE);
    await confirm(reversed, '2026-11-20T05:00:00Z');
    now = new Date('2026-11-21T05:00:00Z');
    await t.database.db.transaction((tx) => issueCreditNoteIfInvoiced(tx, reversed, now, 'Parcel refused'));

    // Copies of the four documents, each with an order of its own (a copy of the reversed order). Three copies share
    // a millisecond (their microseconds differ, in the reverse of their numbers' order) on 10 Nov. One copy in four of
    // the inter-state invoice says Rs 1.5 lakh (B2C Large: out of B2C Small); the seed writes them all in SQL, so
    // their register rows come from migration 0069's trigger.
    const db = t.database.db;
    await db.execute(sql`
      insert into orders
      select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('id', md5('copy-order-' || g)::uuid))).*
      from orders o, generate_series(1, ${COPIES}) g where o.id = ${reversed}`);
    await db.execute(sql`
      with base as (select t.*, row_number() over (order by t.issued_at) as k from tax_documents t where t.shop_id = ${shopId}),
      copy as (
        select g, b.*, 'T' || lpad((900000 - g)::text, 6, '0') as num,
          timestamptz '2026-11-10 00:00:00+00' + (g / 3) * interval '1 second' + (g % 3) * interval '1 microsecond' as at
        from generate_series(1, ${COPIES}) g join base b on b.k = 1 + g % 4)
      insert into tax_documents (id, order_id, shop_id, kind, series, fy, series_key, seq, number, issued_at, refers_to, snapshot)
      select md5('copy-doc-' || g)::uuid, md5('copy-order-' || g)::uuid, shop_id, kind, series, fy, null, 100000 + g, num, at, refers_to,
        case when g % 8 = 1 then jsonb_set(s, '{totals,totalPaise}', '15000000') else s end
      from copy, lateral (select snapshot || jsonb_build_object('number', num, 'orderId', md5('copy-order-' || g)::uuid::text, 'date', '2026-11-10',
          'issuedAt', to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as s) x`);
    // Altered copies, on 12 Nov: (g % 3 = 1) an inter-state invoice of Rs 1.5 lakh with the 18 % box's lines before the
    // 5 % rice's (B2C Large lists a document's rates in the order its lines first use them, not by rate); (g % 3 = 2)
    // the credit note made inter-state and Rs 1.5 lakh (against a B2C Large invoice: table 9B, CDNUR); (g % 3 = 0) the
    // rice invoice as a bill of supply (no tax column, no rate on its lines: outside GSTR-1, its value apart).
    await db.execute(sql`
      insert into orders
      select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('id', md5('altered-order-' || g)::uuid))).*
      from orders o, generate_series(1, ${ALTERED}) g where o.id = ${reversed}`);
    await db.execute(sql`
      with base as (select t.*, row_number() over (order by t.issued_at) as k from tax_documents t where t.shop_id = ${shopId} and t.seq < 100000),
      rice as (select snapshot from base where k = 1), box as (select snapshot from base where k = 2),
      altered as (
        select g, b.*, 'A' || lpad(g::text, 6, '0') as num, timestamptz '2026-11-12 00:00:00+00' + g * interval '1 second' as at
        from generate_series(1, ${ALTERED}) g join base b on b.k = case g % 3 when 1 then 2 when 2 then 4 else 1 end)
      insert into tax_documents (id, order_id, shop_id, kind, series, fy, series_key, seq, number, issued_at, refers_to, snapshot)
      select md5('altered-doc-' || g)::uuid, md5('altered-order-' || g)::uuid, shop_id, kind, series, fy, null, 200000 + g, num, at, refers_to,
        case g % 3
          when 1 then s || jsonb_build_object('lines', (select (box.snapshot->'lines') || (rice.snapshot->'lines') from box, rice),
            'hsnSummary', (select (box.snapshot->'hsnSummary') || (rice.snapshot->'hsnSummary') from box, rice),
            'totals', (s->'totals') || '{"totalPaise": 15000000}')
          when 2 then s || jsonb_build_object('taxColumns', 'igst', 'supplyType', 'inter-state', 'totals', (s->'totals') || '{"totalPaise": 15000000}')
          else s || jsonb_build_object('kind', 'bill-of-supply', 'taxColumns', 'none',
            'lines', (select jsonb_agg(l || '{"gstRate": null}') from jsonb_array_elements(s->'lines') l))
        end
      from altered, lateral (select snapshot || jsonb_build_object('number', num, 'orderId', md5('altered-order-' || g)::uuid::text, 'date', '2026-11-12',
          'issuedAt', to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as s) x`);
    all = (await db.select({ snapshot: taxDocuments.snapshot }).from(taxDocuments).where(eq(taxDocuments.shopId, shopId))).map(
      (d) => d.snapshot as InvoiceSnapshot,
    );
    expect(all).toHaveLength(DOCUMENTS);
  }, 120_000);
  afterAll(() => t.close());

  it('the TCS report, summed by SQL, is the report built whole from every document of the month', async () => {
    const boss = await t.account('superadmin');
    const res = await a.call('GET', '/api/superadmin/reports/tcs?month=2026-11&format=csv', boss);
    expect(res.statusCode).toBe(200);
    const { from, to } = istMonthRange('2026-11');
    const docs = await tcsDocuments(t.database.db, from, to);
    expect(docs).toHaveLength(DOCUMENTS);
    const whole = buildTcsReport(docs, [], '2026-11', true);
    expect(whole.rows.reduce((n, r) => n + r.invoiceCount + r.creditNoteCount, 0)).toBe(DOCUMENTS);
    // No shop without a GSTIN in this test, and tcsOnCod is on by default: the CSV is the whole report's.
    expect(res.body).toBe(buildTcsReportCsv(whole));
  });

  const register = async (query: string) => {
    const res = await a.call('GET', `/api/admin/reports/gst/register?month=2026-11${query}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GstRegisterDto;
  };

  it('the streamed CSV has exactly the bytes of the register built whole', async () => {
    const res = await a.call('GET', '/api/admin/reports/gst?month=2026-11', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="GST_register_2026-11.csv"');
    const whole = buildGstRegisterCsv(all, '2026-11');
    expect(res.body.split('\r\n').length).toBeGreaterThan(COPIES);
    // Every table has rows: B2C Large (a document with two rates, 18 % first as its lines have it), credit notes
    // against it, bills of supply.
    const built = buildGstRegister(all, '2026-11');
    expect(built.b2cl.filter((b) => b.number === 'A000001').map((b) => b.rate)).toEqual([18, 5]);
    expect(built.cdnur.length).toBeGreaterThan(0);
    expect(built.totals.billOfSupplyPaise).toBeGreaterThan(0);
    expect(res.body).toBe(whole);
    // A month of another size (December: none) too.
    expect((await a.call('GET', '/api/admin/reports/gst?month=2026-12', owner)).body).toBe(buildGstRegisterCsv(all, '2026-12'));
  });

  it('the JSON without paging answers every document in the order of the register built whole', async () => {
    const r = await register('');
    const whole = buildGstRegister(all, '2026-11');
    expect(r.documents.map((d) => d.number)).toEqual(whole.documents.map((d) => d.number));
    expect(r.totals.documentCount).toBe(DOCUMENTS);
    expect(r.totals.total).toBe(whole.totals.totalPaise / 100);
  });

  it(
    'pages of the JSON add up to the whole, each with the whole month’s totals, B2C Small and HSN tables',
    async () => {
      const whole = await register('');
      const pages: GstRegisterDto['documents'] = [];
      for (let page = 1; ; page++) {
        const r = await register(`&page=${page}&limit=100`);
        expect(r.totals).toEqual(whole.totals);
        expect(r.b2cs).toEqual(whole.b2cs);
        expect(r.hsn).toEqual(whole.hsn);
        expect(r.rates).toEqual(whole.rates);
        if (r.documents.length === 0) break;
        expect(r.documents.length).toBeLessThanOrEqual(100);
        pages.push(...r.documents);
      }
      expect(pages).toEqual(whole.documents);
      // `limit` alone is page 1; `page` alone has 50 documents.
      expect((await register('&limit=7')).documents).toEqual(whole.documents.slice(0, 7));
      expect((await register('&page=3')).documents).toEqual(whole.documents.slice(100, 150));
    },
    PAGES_TIMEOUT,
  );

  it(
    'the totals, B2C Small and HSN summed by SQL equal, to the paisa, the sums of every page’s rows and of the register built whole',
    async () => {
      const whole = buildGstRegister(all, '2026-11');
      expect(whole.documents.some((d) => d.kind === 'credit-note')).toBe(true);
      const rows: GstRegisterDto['documents'] = [];
      for (let page = 1; ; page++) {
        const r = await register(`&page=${page}&limit=100`);
        if (r.documents.length === 0) break;
        rows.push(...r.documents);
      }
      expect(rows).toHaveLength(DOCUMENTS);
      const r = await register('&limit=1');
      const paise = (rupees: number) => Math.round(rupees * 100);
      const add = (pick: (d: GstRegisterDto['documents'][number]) => number) => rows.reduce((n, d) => n + paise(pick(d)), 0);
      expect(paise(r.totals.cgst)).toBe(add((d) => d.cgst));
      expect(paise(r.totals.sgst)).toBe(add((d) => d.sgst));
      expect(paise(r.totals.igst)).toBe(add((d) => d.igst));
      expect(paise(r.totals.total)).toBe(add((d) => d.total));
      expect(paise(r.totals.taxableAmount)).toBe(add((d) => d.taxableAmount));
      expect(paise(r.totals.billOfSupplyValue)).toBe(add((d) => d.billOfSupplyValue));
      for (const rate of r.rates) expect(paise(r.totals.taxableByRate[String(rate)]!)).toBe(add((d) => d.taxableByRate[String(rate)]!));
      // The same figures as the domain's fold over every snapshot (the CSV's), in paise.
      const t = whole.totals;
      expect([r.totals.cgst, r.totals.sgst, r.totals.igst, r.totals.total, r.totals.taxableAmount].map(paise)).toEqual([
        t.cgstPaise,
        t.sgstPaise,
        t.igstPaise,
        t.totalPaise,
        t.taxablePaise,
      ]);
      expect(r.b2cs.map((b) => [b.placeOfSupply, b.rate, paise(b.taxableAmount), paise(b.cgst), paise(b.sgst), paise(b.igst)])).toEqual(
        whole.b2cs.map((b) => [b.placeOfSupply, b.rate, b.taxablePaise, b.cgstPaise, b.sgstPaise, b.igstPaise]),
      );
      expect(r.hsn.map((h) => [h.hsnCode, h.description, h.uqc, h.quantity, h.rate, paise(h.taxableAmount), paise(h.total)])).toEqual(
        whole.hsn.map((h) => [h.hsnCode, h.description, h.uqc, h.quantity, h.rate, h.taxablePaise, h.totalPaise]),
      );
      expect(r.b2cs.length).toBeGreaterThan(0);
    },
    PAGES_TIMEOUT,
  );

  it(
    'the JSON, whole and every page, has the bytes of the register built whole from every snapshot',
    async () => {
      const shop = (await shopOfAdmin(t.database.db, owner.id))!;
      const whole = buildGstRegister(all, '2026-11');
      expect(whole.b2cl.length).toBeGreaterThan(0);
      expect(whole.b2cs.length).toBeGreaterThan(0);
      expect(whole.hsn.length).toBeGreaterThan(1);
      const body = async (month: string, query: string) => {
        const res = await a.call('GET', `/api/admin/reports/gst/register?month=${month}${query}`, owner);
        expect(res.statusCode, res.body).toBe(200);
        return res.body;
      };
      expect(await body('2026-11', '')).toBe(JSON.stringify(gstRegisterDto(shop, whole)));
      const page = (p: number, limit: number) => gstRegisterDto(shop, { ...whole, documents: whole.documents.slice((p - 1) * limit, p * limit) });
      for (let p = 1; p <= Math.ceil(whole.documents.length / 100) + 1; p++)
        expect(await body('2026-11', `&page=${p}&limit=100`), `page ${p}`).toBe(JSON.stringify(page(p, 100)));
      expect(await body('2026-11', '&page=11&limit=50')).toBe(JSON.stringify(page(11, 50)));
      // A month with no document.
      expect(await body('2026-12', '&page=1')).toBe(JSON.stringify(gstRegisterDto(shop, { ...buildGstRegister(all, '2026-12'), documents: [] })));
    },
    PAGES_TIMEOUT,
  );

  it('400 naming page or limit when either is not a whole number in range', async () => {
    const cases: [string, RegExp][] = [
      ['&page=0', /^page must be at least 1/],
      ['&page=1.5', /^page must be a whole number/],
      ['&limit=0', /^limit must be at least 1/],
      ['&limit=101', /^limit must be at most 100/],
    ];
    for (const [q, message] of cases) {
      const res = await a.call('GET', `/api/admin/reports/gst/register?month=2026-11${q}`, owner);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(message);
    }
  });
});
