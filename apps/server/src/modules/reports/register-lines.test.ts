import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import { taxDocuments } from '../../db/schema.js';
import { rows as rowsOf } from '../../db/rows.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { issueCreditNoteIfInvoiced } from '../invoices/issue.service.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Kiran Rao', phone: '9876543211', line1: '5 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

type Json = Record<string, unknown>;

/** What migration 0069's rows of a document must hold, from its snapshot (decision 113). */
function expectedRows(id: string, shopId: string, orderId: string, s: InvoiceSnapshot) {
  const rates = new Map<number, { taxable_paise: number; cgst_paise: number; sgst_paise: number; igst_paise: number }>();
  for (const l of s.lines) {
    if (l.gstRate === null) continue;
    const r = rates.get(l.gstRate) ?? { taxable_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 };
    r.taxable_paise += l.taxablePaise;
    r.cgst_paise += l.cgstPaise;
    r.sgst_paise += l.sgstPaise;
    r.igst_paise += l.igstPaise;
    rates.set(l.gstRate, r);
  }
  return {
    document: {
      document_id: id,
      shop_id: shopId,
      order_id: orderId,
      number: s.number,
      kind: s.kind,
      sign: s.kind === 'credit-note' ? -1 : 1,
      date: s.date,
      invoice_date: s.original?.date ?? s.date,
      tax_columns: s.taxColumns,
      supply_type: s.supplyType,
      place_code: s.placeOfSupply.code,
      place_name: s.placeOfSupply.name,
      seller_gstin: s.seller.gstin || null,
      seller_state_code: s.seller.state.code,
      seller_state_name: s.seller.state.name,
      taxable_paise: s.totals.taxablePaise,
      cgst_paise: s.totals.cgstPaise,
      sgst_paise: s.totals.sgstPaise,
      igst_paise: s.totals.igstPaise,
      total_paise: s.totals.totalPaise,
      issued_ms: s.issuedAt,
    },
    rates: [...rates].sort(([a], [b]) => a - b).map(([rate, r]) => ({ rate, ...r })),
    hsn: s.hsnSummary.map((h, i) => ({
      ord: i + 1,
      hsn_code: h.hsnCode,
      uqc: h.uqc,
      rate: h.gstRate ?? 0,
      description: h.description,
      quantity: h.quantity,
      total_paise: h.totalPaise,
      taxable_paise: h.taxablePaise,
      igst_paise: h.igstPaise,
      cgst_paise: h.cgstPaise,
      sgst_paise: h.sgstPaise,
    })),
  };
}

/**
 * Issue 30 (decision 113): every tax document has its register rows (migration 0069), written from its snapshot
 * in the statement that inserts it, never changed; the migration's backfill writes the same rows for documents
 * issued before it.
 */
describe(`the register's rows of each tax document (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let now = new Date('2026-11-10T06:30:00Z');
  let owner: Account;
  let shopId: string;
  let reversed: string;

  /** A document's rows as stored, numbers as JSON numbers (the instant of issue as the snapshot writes it). */
  const stored = async (documentId: string) => {
    const db = t.database.db;
    const [document] = await rowsOf<{ r: Json }>(
      db,
      sql`select to_jsonb(r) - 'issued_at' - 'series' - 'seq' || jsonb_build_object('issued_ms', to_char(r.issued_ms at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as r
        from register_documents r where r.document_id = ${documentId}`,
    );
    const rates = await rowsOf<{ r: Json }>(
      db,
      sql`select to_jsonb(r) - 'document_id' - 'shop_id' - 'issued_ms' as r from register_rate_lines r where r.document_id = ${documentId} order by r.rate`,
    );
    const hsn = await rowsOf<{ r: Json }>(
      db,
      sql`select to_jsonb(r) - 'document_id' - 'shop_id' - 'issued_ms' as r from register_hsn_lines r where r.document_id = ${documentId} order by r.ord`,
    );
    return { document: document?.r, rates: rates.map((x) => x.r), hsn: hsn.map((x) => x.r) };
  };

  const documents = async () =>
    t.database.db
      .select({ id: taxDocuments.id, orderId: taxDocuments.orderId, shopId: taxDocuments.shopId, snapshot: taxDocuments.snapshot })
      .from(taxDocuments)
      .where(eq(taxDocuments.shopId, shopId));

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    owner = await t.account('admin');
    const shopper = await t.account('user', { name: 'Asha Rao' });
    shopId = (await insertShop(t.database.db, owner.id, { name: 'Sharma Kirana Stores', gstnumber: '27AAPFU0939F1ZV' })).id;
    const rice = await insertProduct(t.database.db, shopId, { name: 'Rice', price: 105, quantity: 1000, hsnCode: '1006', gstRateBp: 500 });
    const box = await insertProduct(t.database.db, shopId, { name: 'Tiffin box', price: 354, quantity: 1000, hsnCode: '7323', gstRateBp: 1800 });
    const order = async (lines: [string, number][], address: object) => {
      for (const [id, qty] of lines) expect((await a.add(shopper, id, qty)).statusCode).toBe(200);
      const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: address });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().orders[0]._id as string;
    };
    const confirm = async (orderId: string, at: string) => {
      now = new Date(at);
      expect((await a.setStatus(owner, orderId, 'Confirmed')).statusCode).toBe(200);
    };
    // Two rates on one invoice (intra-state), one inter-state invoice, one invoice reversed by a credit note.
    await confirm(
      await order(
        [
          [rice.id, 3],
          [box.id, 1],
        ],
        PUNE,
      ),
      '2026-11-02T05:00:00.123Z',
    );
    await confirm(await order([[box.id, 2]], BENGALURU), '2026-11-15T05:00:00Z');
    reversed = await order([[rice.id, 1]], PUNE);
    await confirm(reversed, '2026-11-20T05:00:00Z');
    now = new Date('2026-12-01T05:00:00Z');
    await t.database.db.transaction((tx) => issueCreditNoteIfInvoiced(tx, reversed, now, 'Parcel refused'));
  }, 120_000);
  afterAll(() => t.close());

  it('each document issued has its rows, as its snapshot says: totals, one row per rate, one per HSN row', async () => {
    const docs = await documents();
    expect(docs).toHaveLength(4);
    for (const d of docs) {
      const s = d.snapshot as InvoiceSnapshot;
      expect(await stored(d.id), s.number).toEqual(expectedRows(d.id, d.shopId, d.orderId, s));
    }
    const kinds = docs.map((d) => (d.snapshot as InvoiceSnapshot).kind).sort();
    expect(kinds).toEqual(['credit-note', 'tax-invoice', 'tax-invoice', 'tax-invoice']);
    // The two-rate invoice has two rate rows; the credit note carries its invoice's date and sign -1.
    const all = await Promise.all(docs.map((d) => stored(d.id)));
    expect(all.some((x) => x.rates.length === 2)).toBe(true);
    const note = all.find((x) => x.document!.kind === 'credit-note')!;
    expect(note.document).toMatchObject({ sign: -1, date: '2026-12-01', invoice_date: '2026-11-20' });
  });

  it('a document whose transaction rolls back leaves no rows', async () => {
    const [d] = await documents();
    const before = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from register_documents`);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into orders select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('id', md5('rollback-order')::uuid))).*
          from orders o where o.id = ${d!.orderId}`);
        await tx.execute(sql`
          insert into tax_documents (id, order_id, shop_id, kind, series, fy, series_key, seq, number, issued_at, snapshot)
          select md5('rollback-doc')::uuid, md5('rollback-order')::uuid, shop_id, kind, series, fy, null, 99999, 'RB000001', issued_at, snapshot
          from tax_documents where id = ${d!.id}`);
        const inside = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from register_documents where document_id = md5('rollback-doc')::uuid`);
        expect(inside[0]!.n).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from register_documents`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('the rows are never changed or deleted', async () => {
    const [d] = await documents();
    for (const statement of [
      sql`update register_documents set total_paise = 0 where document_id = ${d!.id}`,
      sql`delete from register_documents where document_id = ${d!.id}`,
      sql`update register_rate_lines set taxable_paise = 0 where document_id = ${d!.id}`,
      sql`delete from register_rate_lines where document_id = ${d!.id}`,
      sql`update register_hsn_lines set quantity = 0 where document_id = ${d!.id}`,
      sql`delete from register_hsn_lines where document_id = ${d!.id}`,
    ]) {
      const refused = await t.database.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      expect(refused).toMatch(/never changed or deleted/);
    }
  });

  it("the migration's backfill writes the same rows for documents inserted before it, once", async () => {
    const db = t.database.db;
    const migration = fs.readFileSync(new URL('../../db/migrations/0069_register_lines.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .at(-1)!;
    expect(backfill).toMatch(/^-- Backfill[^\n]*\nSELECT bazaar_register_fill\(/);
    const docs = await documents();
    // Copies of every document, inserted as before the migration: with its trigger off.
    await db.execute(sql`alter table tax_documents disable trigger tax_documents_register`);
    try {
      await db.execute(sql`
        insert into orders select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('id', md5('old-order-' || o.id)::uuid))).*
        from orders o where o.id in (select order_id from tax_documents where shop_id = ${shopId})`);
      await db.execute(sql`
        insert into tax_documents (id, order_id, shop_id, kind, series, fy, series_key, seq, number, issued_at, refers_to, snapshot)
        select md5('old-doc-' || id)::uuid, md5('old-order-' || order_id)::uuid, shop_id, kind, series, fy, null, seq, number, issued_at, refers_to, snapshot
        from tax_documents where shop_id = ${shopId}`);
    } finally {
      await db.execute(sql`alter table tax_documents enable trigger tax_documents_register`);
    }
    const copyOf = async (id: string) => (await rowsOf<{ id: string }>(db, sql`select md5('old-doc-' || ${id})::uuid::text as id`))[0]!.id;
    for (const d of docs) expect((await stored(await copyOf(d.id))).document).toBeUndefined();
    await db.execute(sql.raw(backfill));
    await db.execute(sql.raw(backfill)); // a second run adds nothing
    for (const d of docs) {
      const copy = await copyOf(d.id);
      const orderId = (await rowsOf<{ id: string }>(db, sql`select md5('old-order-' || ${d.orderId})::uuid::text as id`))[0]!.id;
      expect(await stored(copy)).toEqual(expectedRows(copy, d.shopId, orderId, d.snapshot as InvoiceSnapshot));
    }
    const n = await rowsOf<{ docs: number; rates: number }>(
      db,
      sql`select (select count(*)::int from register_documents where shop_id = ${shopId}) as docs, (select count(*)::int from register_rate_lines where shop_id = ${shopId}) as rates`,
    );
    const rateRows = docs.reduce((k, d) => k + expectedRows(d.id, d.shopId, d.orderId, d.snapshot as InvoiceSnapshot).rates.length, 0);
    expect(n[0]).toEqual({ docs: 8, rates: 2 * rateRows });
  });
});
