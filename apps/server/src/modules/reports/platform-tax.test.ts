import { and, gte, inArray, lt, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TcsReportDto, TdsReportDto } from '@bazaar/shared';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { ledgerEntries } from '../../db/schema.js';
import { istMonthRange } from './reports.service.js';
import { tcsReportBuiltWhole } from '../../../test/support/tcs-documents.js';

const ENROLLED = new Date('2024-01-01T00:00:00Z');
const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Kiran Rao', phone: '9876543211', line1: '5 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** Minimal RFC 4180 reader for the CSV replies. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}
const r2 = (n: number) => n.toFixed(2);

/**
 * Issue 12 item 5: the platform's TCS (CGST s.52, GSTR-8) and TDS (Income-tax s.194-O) reports of a month.
 * The fixtures are real orders placed, confirmed (invoice) and delivered through the API with the app's clock
 * set to past dates; every expected figure is worked out by hand in the comments, not by the code under test.
 *
 * Prices: a tiffin box at Rs 1,120 (18 %) plus Rs 60 delivery (taxed at the principal rate) is an invoice of
 * Rs 1,180 whose taxable value is Rs 1,000.00 (item 1120 → tax 170.84, taxable 949.16; delivery 60 → tax 9.16,
 * taxable 50.84). A pressure cooker at Rs 2,300 + Rs 60 = Rs 2,360, taxable Rs 2,000.00 (item 2300 → 1949.16;
 * delivery 50.84). The unregistered shop's pickle jar at Rs 500 + Rs 60 = a bill of supply of Rs 560.
 */
describe(`platform tax reports (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let now = new Date('2024-06-01T06:30:00Z');
  let owner: Account;
  let unregOwner: Account;
  let shopper: Account;
  let superadmin: Account;
  let shopId: string;
  let unregShopId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    owner = await t.account('admin');
    unregOwner = await t.account('admin');
    shopper = await t.account('user', { name: 'Asha Rao' });
    superadmin = await t.account('superadmin');
    const db = t.database.db;
    // Shop A: regular, Maharashtra; its PAN is inside its GSTIN.
    shopId = (
      await insertShop(db, owner.id, { name: 'Sharma Kirana Stores', pan: 'AAPFU0939F', gstnumber: '27AAPFU0939F1ZV', stateCode: '27', createdAt: ENROLLED })
    ).id;
    // Shop B: enrolled without a GSTIN, and its PAN on file is not a valid one; its name would be a spreadsheet formula.
    unregShopId = (
      await insertShop(db, unregOwner.id, {
        name: '=Pickles HYPERLINK',
        pan: 'PENDING',
        gstnumber: null,
        gstRegistration: 'unregistered',
        stateCode: '27',
        createdAt: ENROLLED,
      })
    ).id;
    const tiffin = await insertProduct(db, shopId, { name: 'Tiffin box', price: 1120, quantity: 1000, unit: 'piece', hsnCode: '7323', gstRateBp: 1800 });
    const cooker = await insertProduct(db, shopId, { name: 'Pressure cooker', price: 2300, quantity: 1000, unit: 'piece', hsnCode: '7323', gstRateBp: 1800 });
    const pickle = await insertProduct(db, unregShopId, { name: 'Pickle jar', price: 500, quantity: 1000, unit: 'piece', hsnCode: '2001', gstRateBp: null });

    const at = (iso: string) => {
      now = new Date(iso);
    };
    const order = async (productId: string, address: object, placed: string) => {
      at(placed);
      expect((await a.add(shopper, productId, 1)).statusCode).toBe(200);
      const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: address });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().orders[0]._id as string;
    };
    const move = async (who: Account, orderId: string, status: 'Confirmed' | 'Delivered', when: string) => {
      at(when);
      const res = await a.setStatus(who, orderId, status);
      expect(res.statusCode, res.body).toBe(200);
    };
    // The shop marks the parcel Refused: its invoice gets a credit note dated that day.
    const refuse = async (orderId: string, when: string) => {
      at(when);
      const res = await a.call('PATCH', `/api/admin/orders/${orderId}/status`, owner, { status: 'Refused', reason: 'refused_at_door' });
      expect(res.statusCode, res.body).toBe(200);
    };
    const sale = async (who: Account, productId: string, address: object, confirmed: string, delivered?: string) => {
      const id = await order(productId, address, confirmed);
      await move(who, id, 'Confirmed', confirmed);
      if (delivered) await move(who, id, 'Delivered', delivered);
      return id;
    };

    // ---- TCS, July 2024 (the rate falls from 1 % to 0.5 % on 10 Jul) ----
    // June invoice, inter-state, credited in July: value returned in July at June's 1 %.
    const juneInter = await sale(owner, tiffin.id, BENGALURU, '2024-06-28T05:00:00Z');
    await refuse(juneInter, '2024-07-03T05:00:00Z');
    // Intra-state (Pune): 6 Jul (1 %) refused and credited on 20 Jul; 9 Jul 23:59 IST (1 %); 10 Jul 00:01 IST (0.5 %); 31 Jul 23:59 IST (0.5 %).
    const refused = await sale(owner, tiffin.id, PUNE, '2024-07-06T05:00:00Z');
    await refuse(refused, '2024-07-20T05:00:00Z');
    await sale(owner, tiffin.id, PUNE, '2024-07-09T18:29:00Z', '2024-07-11T05:00:00Z');
    await sale(owner, cooker.id, PUNE, '2024-07-09T18:31:00Z', '2024-07-12T05:00:00Z');
    await sale(owner, tiffin.id, PUNE, '2024-07-31T18:29:00Z');
    // Inter-state (Bengaluru): 8 Jul (1 %), 15 Jul (0.5 %).
    await sale(owner, cooker.id, BENGALURU, '2024-07-08T05:00:00Z', '2024-07-13T05:00:00Z');
    await sale(owner, tiffin.id, BENGALURU, '2024-07-15T05:00:00Z', '2024-07-18T05:00:00Z');
    // 1 Aug 00:10 IST: August, not July.
    await sale(owner, cooker.id, PUNE, '2024-07-31T18:40:00Z');
    // The unregistered shop's bill of supply.
    await sale(unregOwner, pickle.id, PUNE, '2024-07-20T05:00:00Z', '2024-07-22T05:00:00Z');

    // ---- TDS, September and October 2024 (the rate falls from 1 % to 0.1 % on 1 Oct) ----
    // 30 Sep 23:50 IST: September, 1 %.
    await sale(owner, tiffin.id, PUNE, '2024-09-25T05:00:00Z', '2024-09-30T18:20:00Z');
    // 1 Oct 00:10 IST and 15 Oct: October, 0.1 %; both cookers (GST excluded: Rs 2,000 each, not Rs 2,360).
    await sale(owner, cooker.id, BENGALURU, '2024-09-26T05:00:00Z', '2024-09-30T18:40:00Z');
    await sale(owner, cooker.id, PUNE, '2024-10-10T05:00:00Z', '2024-10-15T05:00:00Z');
    // Confirmed in October but never delivered: no TDS.
    await sale(owner, cooker.id, PUNE, '2024-10-20T05:00:00Z');
    // The shop without a valid PAN: 5 %, on the whole bill of supply (no GST shown on it).
    await sale(unregOwner, pickle.id, PUNE, '2024-09-18T05:00:00Z', '2024-09-20T05:00:00Z');
    await sale(unregOwner, pickle.id, PUNE, '2024-10-08T05:00:00Z', '2024-10-10T05:00:00Z');
    now = new Date('2026-11-23T06:30:00Z');
  }, 180_000);
  afterAll(() => t.close());

  const tcs = async (month: string) => {
    const res = await a.call('GET', `/api/superadmin/reports/tcs?month=${month}`, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TcsReportDto;
  };
  const tds = async (month: string) => {
    const res = await a.call('GET', `/api/superadmin/reports/tds?month=${month}`, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TdsReportDto;
  };

  it('TCS of July 2024: one row per GSTIN and place of supply, at the rate of each invoice’s date', async () => {
    const r = await tcs('2024-07');
    expect(r).toMatchObject({ month: '2024-07', tcsOnCod: true, tcsDue: true, note: null });
    expect(r.rows).toEqual([
      {
        shopId,
        shopName: 'Sharma Kirana Stores',
        gstin: '27AAPFU0939F1ZV',
        supplierState: '27-Maharashtra',
        placeOfSupply: '27-Maharashtra',
        supplyType: 'intra-state',
        rates: [1, 0.5],
        // invoices 6 Jul (1000), 9 Jul (1000), 10 Jul (2000), 31 Jul (1000); credit note 20 Jul (1000).
        invoiceCount: 4,
        creditNoteCount: 1,
        grossValue: 5000,
        returnedValue: 1000,
        netValue: 4000,
        // CGST = SGST: 6 Jul 5.00 + 9 Jul 5.00 + 10 Jul (2000 × 0.25 %) 5.00 + 31 Jul (1000 × 0.25 %) 2.50 − credit note (1 %) 5.00 = 12.50
        igst: 0,
        cgst: 12.5,
        sgst: 12.5,
        tcs: 25,
      },
      {
        shopId,
        shopName: 'Sharma Kirana Stores',
        gstin: '27AAPFU0939F1ZV',
        supplierState: '27-Maharashtra',
        placeOfSupply: '29-Karnataka',
        supplyType: 'inter-state',
        rates: [1, 0.5],
        // invoices 8 Jul (2000) and 15 Jul (1000); the credit note of 3 Jul against a June invoice (1000).
        invoiceCount: 2,
        creditNoteCount: 1,
        grossValue: 3000,
        returnedValue: 1000,
        netValue: 2000,
        // IGST: 2000 × 1 % = 20.00 + 1000 × 0.5 % = 5.00 − 1000 × 1 % (June's rate) = 10.00 → 15.00
        igst: 15,
        cgst: 0,
        sgst: 0,
        tcs: 15,
      },
    ]);
    expect(r.totals).toEqual({
      invoiceCount: 6,
      creditNoteCount: 2,
      grossValue: 8000,
      returnedValue: 2000,
      netValue: 6000,
      igst: 15,
      cgst: 12.5,
      sgst: 12.5,
      tcs: 40,
    });
    expect(r.unregistered).toEqual([
      {
        shopId: unregShopId,
        shopName: '=Pickles HYPERLINK',
        pan: 'PENDING',
        stateName: 'Maharashtra',
        documentCount: 1,
        grossValue: 560,
        returnedValue: 0,
        netValue: 560,
      },
    ]);
    expect(r.unregisteredTotals).toEqual({ documentCount: 1, grossValue: 560, returnedValue: 0, netValue: 560 });
  });

  it('the invoice of 1 Aug 00:10 IST is in August at 0.5 %', async () => {
    const r = await tcs('2024-08');
    // 2000 × 0.25 % = 5.00 each half.
    expect(r.rows).toEqual([
      expect.objectContaining({ placeOfSupply: '27-Maharashtra', invoiceCount: 1, grossValue: 2000, cgst: 5, sgst: 5, tcs: 10, rates: [0.5] }),
    ]);
    // The unregistered shop is still listed, with nothing this month.
    expect(r.unregistered).toEqual([expect.objectContaining({ shopId: unregShopId, documentCount: 0, grossValue: 0, netValue: 0 })]);
  });

  it('TDS of September 2024: 1 % with a PAN, 5 % without, on the amount without GST', async () => {
    const r = await tds('2024-09');
    expect(r).toEqual({
      month: '2024-09',
      rows: [
        // delivered 30 Sep 23:50 IST: the tiffin order, Rs 1,000.00 without GST × 1 % = 10.00
        {
          shopId,
          shopName: 'Sharma Kirana Stores',
          pan: 'AAPFU0939F',
          panValid: true,
          rates: [1],
          orderCount: 1,
          grossAmount: 1000,
          creditNoteCount: 0,
          returnedAmount: 0,
          netAmount: 1000,
          tds: 10,
        },
        // the bill of supply of Rs 560 × 5 % = 28.00
        {
          shopId: unregShopId,
          shopName: '=Pickles HYPERLINK',
          pan: 'PENDING',
          panValid: false,
          rates: [5],
          orderCount: 1,
          grossAmount: 560,
          creditNoteCount: 0,
          returnedAmount: 0,
          netAmount: 560,
          tds: 28,
        },
      ],
      totals: { orderCount: 2, grossAmount: 1560, creditNoteCount: 0, returnedAmount: 0, netAmount: 1560, tds: 38 },
    });
  });

  it('TDS of October 2024: 0.1 % from 1 Oct, only delivered orders', async () => {
    const r = await tds('2024-10');
    expect(r).toEqual({
      month: '2024-10',
      rows: [
        // two cookers (1 Oct 00:10 IST, 15 Oct): 2000 + 2000 = 4000 × 0.1 % = 4.00; the undelivered one is left out
        {
          shopId,
          shopName: 'Sharma Kirana Stores',
          pan: 'AAPFU0939F',
          panValid: true,
          rates: [0.1],
          orderCount: 2,
          grossAmount: 4000,
          creditNoteCount: 0,
          returnedAmount: 0,
          netAmount: 4000,
          tds: 4,
        },
        {
          shopId: unregShopId,
          shopName: '=Pickles HYPERLINK',
          pan: 'PENDING',
          panValid: false,
          rates: [5],
          orderCount: 1,
          grossAmount: 560,
          creditNoteCount: 0,
          returnedAmount: 0,
          netAmount: 560,
          tds: 28,
        },
      ],
      totals: { orderCount: 3, grossAmount: 4560, creditNoteCount: 0, returnedAmount: 0, netAmount: 4560, tds: 32 },
    });
  });

  it('a month without sales answers empty rows and zero totals', async () => {
    expect(await tds('2024-03')).toEqual({
      month: '2024-03',
      rows: [],
      totals: { orderCount: 0, grossAmount: 0, creditNoteCount: 0, returnedAmount: 0, netAmount: 0, tds: 0 },
    });
    const r = await tcs('2024-03');
    expect(r.rows).toEqual([]);
    expect(r.totals.tcs).toBe(0);
  });

  it('the TCS report summed by SQL is, month by month, the report built whole from every document (two rates, no GSTIN, credit notes)', async () => {
    for (const month of ['2024-03', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10']) {
      const r = await tcs(month);
      expect(r, month).toEqual(await tcsReportBuiltWhole(t.database.db, month, r));
    }
    const july = await tcs('2024-07');
    expect(july.rows.some((x) => x.rates.length === 2) || july.rows.length > 1).toBe(true);
    expect(july.totals.creditNoteCount).toBeGreaterThan(0);
    expect((await tcs('2024-09')).unregistered.some((u) => u.documentCount > 0)).toBe(true);
  });

  it('the TCS CSV says what the JSON says, with a totals row and defused formulas', async () => {
    const json = await tcs('2024-07');
    const res = await a.call('GET', '/api/superadmin/reports/tcs?month=2024-07&format=csv', superadmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="TCS_GSTR-8_2024-07.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['TCS under CGST s.52 (GSTR-8) 2024-07']);
    const header = rows[1]!;
    expect(header).toEqual([
      'Supplier GSTIN',
      'Shop',
      'Supplier state',
      'Place of supply',
      'Supply',
      'TCS rate %',
      'Invoices',
      'Credit notes',
      'Gross value of supplies',
      'Value returned',
      'Net value',
      'IGST',
      'CGST',
      'SGST/UTGST',
      'TCS total',
    ]);
    const body = rows.slice(2, 2 + json.rows.length);
    expect(body).toEqual(
      json.rows.map((x) => [
        x.gstin,
        x.shopName,
        x.supplierState,
        x.placeOfSupply,
        x.supplyType,
        x.rates.join(' / '),
        String(x.invoiceCount),
        String(x.creditNoteCount),
        r2(x.grossValue),
        r2(x.returnedValue),
        r2(x.netValue),
        r2(x.igst),
        r2(x.cgst),
        r2(x.sgst),
        r2(x.tcs),
      ]),
    );
    const t = json.totals;
    expect(rows[2 + json.rows.length]).toEqual([
      'Total',
      '2 rows',
      '',
      '',
      '',
      '',
      '6',
      '2',
      '8000.00',
      '2000.00',
      '6000.00',
      '15.00',
      '12.50',
      '12.50',
      '40.00',
    ]);
    expect([t.grossValue, t.returnedValue, t.netValue, t.igst, t.cgst, t.sgst, t.tcs].map(r2)).toEqual(rows[2 + json.rows.length]!.slice(8));
    // The unregistered section: the shop's name is text, never a formula.
    const unreg = rows.findIndex((r) => r[0] === 'Shops without a GSTIN (enrolled by PAN): no TCS');
    expect(rows[unreg + 2]).toEqual(["'=Pickles HYPERLINK", 'PENDING', 'Maharashtra', '1', '560.00', '0.00', '560.00']);
    expect(rows[unreg + 3]).toEqual(['Total', '', '', '1', '560.00', '0.00', '560.00']);
  });

  it('the TDS CSV says what the JSON says', async () => {
    const json = await tds('2024-10');
    const res = await a.call('GET', '/api/superadmin/reports/tds?month=2024-10&format=csv', superadmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="TDS_194-O_2024-10.csv"');
    const rows = parseCsv(res.body);
    expect(rows[1]).toEqual([
      'PAN',
      'PAN valid',
      'Shop',
      'Delivered orders',
      'Gross amount (without GST)',
      'TDS rate %',
      'TDS (net of returns)',
      'Return credit notes',
      'Returned (without GST)',
      'Net amount',
    ]);
    expect(rows.slice(2, 4)).toEqual(
      json.rows.map((x) => [
        x.pan,
        x.panValid ? 'yes' : 'no',
        x.shopName.startsWith('=') ? `'${x.shopName}` : x.shopName,
        String(x.orderCount),
        r2(x.grossAmount),
        x.rates.join(' / '),
        r2(x.tds),
        String(x.creditNoteCount),
        r2(x.returnedAmount),
        r2(x.netAmount),
      ]),
    );
    expect(rows[4]).toEqual(['Total', '', '2 shops', '3', '4560.00', '', '32.00', '0', '0.00', '4560.00']);
  });

  it('refuses a missing or malformed month with a message, and format other than json or csv', async () => {
    for (const path of ['/api/superadmin/reports/tcs', '/api/superadmin/reports/tds']) {
      for (const [q, msg] of [
        ['', /month is required/],
        ['?month=2024-13', /month must be YYYY-MM/],
        ['?month=2024-7', /month must be YYYY-MM/],
        ['?month=July', /month must be YYYY-MM/],
        ['?month=2024-07&format=xlsx', /format must be 'json' or 'csv'/],
      ] as const) {
        const res = await a.call('GET', `${path}${q}`, superadmin);
        expect(res.statusCode, `${path}${q}`).toBe(400);
        expect(res.json().message, `${path}${q}`).toMatch(msg);
      }
    }
  });

  // Issue 21 #4: the setting decides for orders placed after it changes; a past month reads what its orders recorded.
  it('turning tcsOnCod off today leaves the TCS of July 2024 as it was: its orders were placed with it on', async () => {
    const before = await tcs('2024-07');
    const off = await a.call('PATCH', '/api/superadmin/settings', superadmin, { tcsOnCod: false });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const r = await tcs('2024-07');
      expect(r).toEqual(before);
      expect(r).toMatchObject({ tcsOnCod: true, tcsDue: true, note: null });
      expect(r.totals.tcs).toBe(40);
      expect(parseCsv((await a.call('GET', '/api/superadmin/reports/tcs?month=2024-07&format=csv', superadmin)).body)[1]![0]).toBe('Supplier GSTIN');
      expect((await tds('2024-09')).totals.tds).toBe(38);
    } finally {
      expect((await a.call('PATCH', '/api/superadmin/settings', superadmin, { tcsOnCod: true })).statusCode).toBe(200);
    }
  });

  /** The ledger's entries of a kind posted in a month (IST), in rupees. */
  const ledgerSum = async (kind: 'tcs' | 'tds', month: string) => {
    const { from, to } = istMonthRange(month);
    const rows = await t.database.db
      .select({ total: sum(ledgerEntries.amountPaise) })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.kind, [kind]), gte(ledgerEntries.postedAt, from), lt(ledgerEntries.postedAt, to)));
    return Number(rows[0]?.total ?? 0) / 100;
  };

  it("the TDS report's totals equal the TDS the ledger posted to the shops in the month", async () => {
    // Posted on delivery at the delivery date's rate, 5 % for the shop whose PAN is not valid: by hand as above.
    expect(await ledgerSum('tds', '2024-09')).toBe(38);
    expect((await tds('2024-09')).totals.tds).toBe(38);
    expect(await ledgerSum('tds', '2024-10')).toBe(32);
    expect((await tds('2024-10')).totals.tds).toBe(32);
  });

  it('TCS: the report (invoice month) and the ledger (delivery month) differ exactly by the parcels not delivered in the month', async () => {
    // The ledger posts TCS when an order is Delivered (at its invoice's rate); the report counts it in the
    // month of the invoice and takes credit notes off in theirs. July 2024, by hand:
    // ledger: delivered in July: 9 Jul tiffin intra 10.00 + 10 Jul cooker intra 10.00 + 8 Jul cooker inter 20.00
    //         + 15 Jul tiffin inter 5.00 = 45.00
    // report: 40.00 = 45.00 − 10.00 (June invoice, credited in July) + 0 (6 Jul invoice refused on 20 Jul)
    //         + 5.00 (31 Jul invoice, not delivered)
    expect(await ledgerSum('tcs', '2024-07')).toBe(45);
    expect((await tcs('2024-07')).totals.tcs).toBe(45 - 10 + 0 + 5);
    // September: the tiffin of 25 Sep (5.00) was delivered in September; the cooker invoiced on 26 Sep
    // (2000 × 0.5 % = 10.00) was delivered at 00:10 IST on 1 Oct: report 15.00, ledger 5.00.
    expect(await ledgerSum('tcs', '2024-09')).toBe(5 + 0);
    expect((await tcs('2024-09')).totals.tcs).toBe(5 + 10);
  });

  it('only the platform owner may read them', async () => {
    for (const path of ['/api/superadmin/reports/tcs?month=2024-07', '/api/superadmin/reports/tds?month=2024-07']) {
      expect((await a.call('GET', path, null)).statusCode).toBe(401);
      expect((await a.call('GET', path, owner)).statusCode).toBe(403);
      expect((await a.call('GET', path, shopper)).statusCode).toBe(403);
    }
  });
});
