/**
 * The invoice PDF read back with poppler's pdftotext (poppler-utils, installed by .ci/run): the text a tax
 * officer, a shopper's copy-paste or a search sees, not only the pixels.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gstinCheckChar } from '@bazaar/shared';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot, type InvoiceInput, type InvoiceSnapshot } from './domain/invoice.js';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function pdfText(snapshot: InvoiceSnapshot, layout = false): Promise<{ text: string; pdf: Buffer }> {
  const pdf = await renderInvoicePdf(snapshot);
  const file = path.join(dir, `${snapshot.number.replace(/\//g, '_')}-${snapshot.placeOfSupply.code}.pdf`);
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return { text, pdf };
}

const GSTIN_MH = '27AAPFU0939F1Z' + gstinCheckChar('27AAPFU0939F1Z');
const ORDER_ID = '0190a4b2-7c1e-7000-8000-0000000000aa';

const input = (over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  orderId: ORDER_ID,
  number: 'SKS/2627/000123',
  issuedAt: new Date('2026-11-23T20:00:00Z'),
  seller: { name: 'राजेश किराना', address: 'Shop 5, FC Road, Pune, Maharashtra - 411004', registration: 'regular', gstin: GSTIN_MH },
  buyer: { name: 'Priya Sharma', address: 'Priya Sharma, 9876543210, Flat 12, Green Park, Pune, Maharashtra - 411001', stateCode: '27' },
  lines: [
    { description: 'Basmati rice 1 kg', hsnCode: '10063020', quantity: 2, unit: 'kg', unitPricePaise: 15000, gstRate: 5 },
    { description: 'Steel tiffin box', hsnCode: '7323', quantity: 1, unit: 'piece', unitPricePaise: 45000, gstRate: 18 },
    { description: 'तूर दाल 1 kg', hsnCode: '0713', quantity: 1, unit: 'kg', unitPricePaise: 16500, gstRate: 0 },
  ],
  ...over,
});

// Each test renders a PDF and reads it back with a pdftotext process: seconds on a loaded 2-core machine.
describe('renderInvoicePdf', { timeout: 30_000 }, () => {
  it('intra-state tax invoice: number, GSTIN, HSN, CGST and SGST columns, words, the Devanagari name, every rule 46 field', async () => {
    const snap = buildInvoiceSnapshot(input());
    const { text, pdf } = await pdfText(snap);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('SKS/2627/000123');
    expect(text).toContain(GSTIN_MH);
    expect(text).toContain('राजेश किराना'); // seller name, extracted in logical order
    expect(text).toContain('तूर दाल 1 kg');
    for (const hsn of ['10063020', '7323', '0713']) expect(text).toContain(hsn);
    expect(text).toContain('CGST ₹');
    expect(text).toContain('SGST ₹');
    expect(text).not.toContain('IGST');
    expect(text).toContain(snap.amountInWords);
    expect(snap.amountInWords).toBe('Rupees Nine Hundred Seventy Five Only');
    expect(text).toContain('24 Nov 2026'); // date of issue, IST
    expect(text).toContain('Maharashtra (code 27)'); // supplier state / place of supply
    expect(text).toContain('Reverse charge');
    expect(text).toContain(ORDER_ID);
    expect(text).toContain('HSN summary');
    expect(text).toContain('Authorised signatory');
    expect(text).toContain('₹ 975.00'); // total payable
    expect(text).toContain(`${(snap.lines[1]!.cgstPaise / 100).toFixed(2)}`); // 34.32
  });

  it("a COD handling fee is its own line at the principal supply's HSN and rate, named in the composite-supply note", async () => {
    const snap = buildInvoiceSnapshot(input({ codFeePaise: 2500 }));
    const fee = snap.lines.find((l) => l.kind === 'cod-fee')!;
    // The principal supply is the tiffin box (₹450 at 18 %), the goods line of highest value.
    expect(fee).toMatchObject({ description: 'Cash on delivery handling fee', hsnCode: '7323', quantity: 1, gstRate: 18, totalPaise: 2500 });
    const { text } = await pdfText(snap, true);
    const feeLine = text.split('\n').find((l) => l.includes('Cash on delivery handling fee'));
    expect(feeLine, 'the fee line').toBeDefined();
    expect(feeLine).toContain('7323');
    expect(feeLine).toContain('25.00');
    const flat = (t: string) => t.replace(/\s+/g, ' ');
    // Read without -layout: the layout puts the signature block beside the note's lines.
    expect(flat((await pdfText(snap)).text)).toContain(
      'Delivery charges and the COD handling fee are part of a composite supply taxed at the rate of the principal supply (18',
    );
    // No fee, no line and the note names only the delivery charge.
    const { text: plain } = await pdfText(buildInvoiceSnapshot(input({ number: 'SKS/2627/000124' })));
    expect(plain).not.toContain('handling fee');
    expect(flat(plain)).toContain('Delivery charges are part of a composite supply');
  });

  it('inter-state tax invoice has an IGST column and no CGST/SGST', async () => {
    const snap = buildInvoiceSnapshot(input({ buyer: { name: 'Asha Rao', address: 'MG Road, Bengaluru, Karnataka - 560001', stateCode: '29' } }));
    const { text } = await pdfText(snap);
    expect(text).toContain('IGST ₹');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain('Karnataka (code 29)');
    expect(text).toContain('Inter-state');
    expect(text).toContain((snap.totals.igstPaise / 100).toFixed(2));
  });

  it('a Union Territory shop names the state half UTGST', async () => {
    const gstin = '04AAPFU0939F1Z' + gstinCheckChar('04AAPFU0939F1Z');
    const snap = buildInvoiceSnapshot(
      input({
        seller: { name: 'Sector 17 Stores', address: 'Chandigarh', registration: 'regular', gstin },
        buyer: { name: 'B', address: 'Chandigarh - 160017', stateCode: '04' },
      }),
    );
    const { text } = await pdfText(snap);
    expect(text).toContain('UTGST ₹');
    expect(text).not.toContain('SGST ₹');
  });

  it('composition bill of supply: no tax columns, the declaration', async () => {
    const snap = buildInvoiceSnapshot(input({ seller: { name: 'Sharma Kirana', address: 'Pune', registration: 'composition', gstin: GSTIN_MH } }));
    const { text } = await pdfText(snap, true);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('composition taxable person, not eligible to collect tax on supplies');
    expect(text).not.toMatch(/CGST|SGST|IGST|Taxable value/);
    expect(text).toContain(GSTIN_MH);
  });

  it('unregistered bill of supply carries no GSTIN', async () => {
    const snap = buildInvoiceSnapshot(input({ seller: { name: 'Raju Stores', address: 'Pune', registration: 'unregistered', stateCode: '27' } }));
    const { text } = await pdfText(snap);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('Not registered under GST');
    expect(text).not.toContain(GSTIN_MH);
  });

  it('credit note refers to the invoice it reverses', async () => {
    const inv = buildInvoiceSnapshot(input());
    const cn = buildCreditNoteSnapshot({ invoice: inv, number: 'SKS/2627/C00001', issuedAt: new Date('2026-11-25T06:00:00Z'), reason: 'Order refused' });
    const { text } = await pdfText(cn);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('SKS/2627/C00001');
    expect(text).toContain('SKS/2627/000123 dated 24 Nov 2026');
    expect(text).toContain('Order refused');
  });

  it('a long order breaks onto further pages with the table header repeated', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Item ${i + 1}`,
      hsnCode: '0401',
      quantity: 1,
      unit: 'litre',
      unitPricePaise: 5000 + i,
      gstRate: 5,
    }));
    const { text } = await pdfText(buildInvoiceSnapshot(input({ lines })));
    expect(text).toContain('page 2 of');
    expect(text).toContain('Item 60');
    expect(text.match(/Description of goods/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it('prints names in other Indian scripts so that the text reads back', async () => {
    const names = ['முருகன் ஸ்டோர்ஸ்', 'কলকাতা বাজার', 'અમદાવાદ કિરાણા', 'ਅੰਮ੍ਰਿਤਸਰ ਸਟੋਰ', 'ಬೆಂಗಳೂರು ಅಂಗಡಿ', 'తెలుగు దుకాణం', 'കേരള സ്റ്റോർ', 'ଓଡ଼ିଆ ଦୋକାନ'];
    const lines = names.map((description) => ({ description, hsnCode: '0401', quantity: 1, unit: 'piece', unitPricePaise: 1000, gstRate: 5 }));
    const { text } = await pdfText(buildInvoiceSnapshot(input({ lines })));
    for (const name of names) expect(text).toContain(name);
  });

  it('prints the unit as every screen reads it: "4 L", nothing for the spec\'s others, L for litre (issue 22 #6)', async () => {
    const lines = [
      { description: 'Exterior Emulsion', hsnCode: '3209', quantity: 2, unit: '4 L', unitPricePaise: 165_000, gstRate: 18 },
      { description: 'Kaju Katli', hsnCode: '', quantity: 1, unit: 'others', unitPricePaise: 52_000, gstRate: 18 },
      { description: 'Sunflower Oil', hsnCode: '1512', quantity: 1, unit: 'litre', unitPricePaise: 15_500, gstRate: 18 },
    ];
    const snap = buildInvoiceSnapshot(input({ lines }));
    // The snapshot keeps the order item's unit (its UQC for GSTR-1); the PDF prints the readable name.
    expect(snap.hsnSummary.map((h) => h.uqc)).toEqual(['NOS', 'OTH', 'LTR']);
    const { text } = await pdfText(snap);
    // pdftotext may close up the narrow right-aligned column ("4L").
    expect(text).toMatch(/\b4 ?L\b/);
    expect(text).not.toMatch(/\bothers\b/);
    expect(text).not.toMatch(/\blitre\b/);
  });

  it('is the same bytes for the same snapshot (the document never changes)', async () => {
    const snap = buildInvoiceSnapshot(input());
    const [a, b] = await Promise.all([renderInvoicePdf(snap), renderInvoicePdf(snap)]);
    expect(a.equals(b)).toBe(true);
  });
});

describe('bilingual labels (issue 28, decision 091)', { timeout: 30_000 }, () => {
  it('the invoice and the credit note carry Hindi labels beside the English, and the Devanagari shop name', async () => {
    const snap = buildInvoiceSnapshot(input());
    const { text, pdf } = await pdfText(snap);
    for (const label of [
      'कर बीजक',
      'TAX INVOICE',
      'बीजक सं.',
      'Invoice no.',
      'आपूर्ति का स्थान',
      'विक्रेता',
      'Supplier',
      'प्राप्तकर्ता',
      'राशि शब्दों में',
      'अधिकृत हस्ताक्षरकर्ता',
    ])
      expect(text, label).toContain(label);
    expect(text).toContain('राजेश किराना');
    fs.writeFileSync(path.join(os.tmpdir(), 'bilingual-invoice.pdf'), pdf);
    const note = buildCreditNoteSnapshot({
      invoice: snap,
      number: 'SKS/CN/2627/000001',
      issuedAt: new Date('2026-11-25T10:00:00Z'),
      reason: 'Order cancelled',
    });
    const cn = await pdfText(note);
    for (const label of ['क्रेडिट नोट', 'CREDIT NOTE', 'बीजक के सामने', 'कुल जमा']) expect(cn.text, label).toContain(label);
    fs.writeFileSync(path.join(os.tmpdir(), 'bilingual-credit-note.pdf'), cn.pdf);
    // Deterministic still: the same snapshot draws the same bytes.
    expect((await renderInvoicePdf(snap)).equals(pdf)).toBe(true);
  });
});
