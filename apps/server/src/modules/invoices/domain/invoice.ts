// Over 300 lines: the whole GST invoice snapshot (lines, tax split, totals, words) as one pure, tested calculation.
import {
  DELIVERY_CHARGE_PER_SHOP_PAISE,
  type DateInput,
  type GstRegistration,
  istDate,
  isValidGstin,
  stateByCode,
  stateFromGstin,
  uqcOfUnit,
} from '@bazaar/shared';
import { splitInclusive, supplyTypeOf, type SupplyType, taxHeads } from './tax.js';
import { amountInWords } from './words.js';

/**
 * The immutable snapshot of a GST document for one order: everything the PDF and the sales register print,
 * computed once by `buildInvoiceSnapshot` / `buildCreditNoteSnapshot` and stored as JSON. Amounts are integer
 * paise; a credit note carries the invoice's amounts as positive figures (it credits them) and `original`.
 *
 * Rules follow the law as of 2026-11 (CGST Rules 46, 49 and 53; s.8 composite supply); not tax advice.
 */
export type GstDocumentKind = 'tax-invoice' | 'bill-of-supply' | 'credit-note';
/** Which tax columns the document shows. */
export type TaxColumns = 'cgst-sgst' | 'igst' | 'none';

export const COMPOSITION_DECLARATION = 'composition taxable person, not eligible to collect tax on supplies';

/** Rule 46(p): the supply is not under reverse charge; printed as "No". */
export const REVERSE_CHARGE = 'No' as const;

/** Product units of Bazaar → GST unit quantity codes (UQC) for the HSN summary. */
export function uqcOf(unit: string): string {
  return uqcOfUnit(unit);
}

export interface GstStateRef {
  code: string;
  name: string;
}

export interface InvoiceSeller {
  name: string;
  address: string;
  /** null for an unregistered shop. */
  gstin: string | null;
  registration: GstRegistration;
  state: GstStateRef;
}

export interface InvoiceBuyer {
  name: string;
  /** The delivery address as one line of text. */
  address: string;
  state: GstStateRef;
}

export interface InvoiceLine {
  /**
   * `goods` for an ordered product; `delivery` for the delivery charge and `cod-fee` for the COD handling fee,
   * both part of the composite supply (decision 011, 022).
   */
  kind: 'goods' | 'delivery' | 'cod-fee';
  description: string;
  hsnCode: string;
  quantity: number;
  unit: string;
  /** GST-inclusive price per unit as the shopper paid it. */
  unitPricePaise: number;
  /** GST rate in percent; null on a bill of supply (no tax is charged). */
  gstRate: number | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** quantity × unit price; = taxable + CGST + SGST + IGST. */
  totalPaise: number;
  /** On a return's credit note: the index of the invoice line it credits (issue 26 #4). */
  sourceLine?: number;
}

export interface DocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
}

export interface HsnSummaryRow {
  hsnCode: string;
  /** Description of the first line with this HSN code. */
  description: string;
  uqc: string;
  /** Sum of goods quantities in this UQC (the delivery line adds value, not quantity). */
  quantity: number;
  gstRate: number | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceSnapshot {
  version: 1;
  kind: GstDocumentKind;
  /** Printed title: `Tax Invoice`, `Bill of Supply` or `Credit Note`. */
  title: string;
  number: string;
  /** Date of issue, IST calendar date `YYYY-MM-DD`. */
  date: string;
  /** Instant of issue, ISO 8601 UTC. */
  issuedAt: string;
  orderId: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** Place of supply = the delivery state. */
  placeOfSupply: GstStateRef;
  supplyType: SupplyType;
  taxColumns: TaxColumns;
  reverseCharge: typeof REVERSE_CHARGE;
  /** Rate of the principal supply (highest-value goods line), used for the delivery charge; null without tax. */
  principalRate: number | null;
  lines: InvoiceLine[];
  totals: DocumentTotals;
  hsnSummary: HsnSummaryRow[];
  amountInWords: string;
  /** The composition declaration on a composition shop's bill of supply, else null. */
  declaration: string | null;
  /** For a credit note: the invoice it reverses. */
  original: { kind: GstDocumentKind; number: string; date: string } | null;
  /** For a credit note: why (e.g. `Order cancelled`). */
  reason: string | null;
}

export interface InvoiceLineInput {
  description: string;
  hsnCode: string;
  quantity: number;
  unit: string;
  /** GST-inclusive unit price in paise (the order's item snapshot price). */
  unitPricePaise: number;
  /** GST rate in percent from the product. */
  gstRate: number;
}

export interface InvoiceInput {
  orderId: string;
  /** From the shop's series (see `formatInvoiceNumber`). */
  number: string;
  issuedAt: Date;
  seller: {
    name: string;
    address: string;
    registration: GstRegistration;
    /** Required for `regular` and `composition` (the state is read from it); must be null/absent for `unregistered`. */
    gstin?: string | null;
    /** GST state code of an unregistered shop (a registered one's state comes from its GSTIN). */
    stateCode?: string | null;
  };
  buyer: { name: string; address: string; /** Delivery state, GST state code. */ stateCode: string };
  lines: InvoiceLineInput[];
  /** GST-inclusive delivery charge; default Rs 60 (`DELIVERY_CHARGE_PER_SHOP_PAISE`). 0 leaves the line out. */
  deliveryChargePaise?: number;
  /** Text of the delivery line; default `Delivery charges`. */
  deliveryDescription?: string;
  /** GST-inclusive COD handling fee of the order (a platform setting when it was placed); 0 or absent leaves the line out. */
  codFeePaise?: number;
}

/** Thrown for input a document cannot be built from (a programming or data error, not a shopper's mistake). */
export class GstDocumentError extends Error {
  override name = 'GstDocumentError';
}

function stateRef(code: string, what: string): GstStateRef {
  const st = stateByCode(code);
  if (!st) throw new GstDocumentError(`${what} state code ${code} is not a GST state code`);
  return { code: st.code, name: st.name };
}

/** The principal supply: the goods line of highest value (first one on a tie). */
export function principalLineIndex(lines: readonly { unitPricePaise: number; quantity: number }[]): number {
  let best = -1;
  let bestValue = -1;
  lines.forEach((l, i) => {
    const v = l.unitPricePaise * l.quantity;
    if (v > bestValue) {
      best = i;
      bestValue = v;
    }
  });
  return best;
}

function makeLine(
  base: Omit<InvoiceLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise' | 'gstRate'>,
  rate: number,
  taxColumns: TaxColumns,
  supplyType: SupplyType,
): InvoiceLine {
  const totalPaise = base.unitPricePaise * base.quantity;
  if (taxColumns === 'none') {
    return { ...base, gstRate: null, taxablePaise: totalPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise };
  }
  const { taxablePaise, taxPaise } = splitInclusive(totalPaise, rate);
  return { ...base, gstRate: rate, taxablePaise, ...taxHeads(taxPaise, supplyType), totalPaise };
}

export function sumTotals(lines: readonly Pick<InvoiceLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>[]): DocumentTotals {
  const t = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: 0 };
  for (const l of lines) {
    t.taxablePaise += l.taxablePaise;
    t.cgstPaise += l.cgstPaise;
    t.sgstPaise += l.sgstPaise;
    t.igstPaise += l.igstPaise;
    t.totalPaise += l.totalPaise;
  }
  t.taxPaise = t.cgstPaise + t.sgstPaise + t.igstPaise;
  return t;
}

/** HSN-wise summary (GSTR-1 table 12 shape): one row per HSN code, UQC and rate, in first-seen order. */
export function hsnSummary(lines: readonly InvoiceLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const l of lines) {
    const uqc = l.kind === 'goods' ? uqcOf(l.unit) : null;
    // The delivery line joins the principal supply's row (same HSN and rate) whatever its unit.
    let key = `${l.hsnCode}|${uqc}|${l.gstRate}`;
    if (uqc === null) key = [...rows.keys()].find((k) => k.startsWith(`${l.hsnCode}|`) && k.endsWith(`|${l.gstRate}`)) ?? `${l.hsnCode}|OTH|${l.gstRate}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        hsnCode: l.hsnCode,
        description: l.description,
        uqc: uqc ?? 'OTH',
        quantity: 0,
        gstRate: l.gstRate,
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: 0,
      };
      rows.set(key, row);
    }
    if (l.kind === 'goods') row.quantity += l.quantity;
    row.taxablePaise += l.taxablePaise;
    row.cgstPaise += l.cgstPaise;
    row.sgstPaise += l.sgstPaise;
    row.igstPaise += l.igstPaise;
    row.totalPaise += l.totalPaise;
  }
  return [...rows.values()];
}

/**
 * A tax invoice (regular shop) or bill of supply (composition or unregistered shop) for one order.
 * - Place of supply = the delivery state; same state as the shop → CGST + SGST, else IGST.
 * - Each line: taxable value and tax from its GST-inclusive total by `splitInclusive`.
 * - The delivery charge is part of a composite supply whose principal supply is the highest-value goods line:
 *   taxed at that line's rate and reported under its HSN code (CGST Act s.8(a)).
 * Throws `GstDocumentError` on input no document can be built from (no lines, bad GSTIN or state, ...).
 */
export function buildInvoiceSnapshot(input: InvoiceInput): InvoiceSnapshot {
  const { seller: s, buyer: b } = input;
  if (input.lines.length === 0) throw new GstDocumentError('an invoice needs at least one line');
  for (const l of input.lines) {
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 1) throw new GstDocumentError(`quantity must be a positive integer, got ${l.quantity}`);
    if (!Number.isSafeInteger(l.unitPricePaise) || l.unitPricePaise < 0)
      throw new GstDocumentError(`unit price must be non-negative paise, got ${l.unitPricePaise}`);
    // '' when none applies: HSN is optional on B2C invoices of shops up to ₹5 crore turnover (Notification 78/2020-CT).
    if (!/^(?:\d{4}|\d{6}|\d{8})?$/.test(l.hsnCode)) throw new GstDocumentError(`HSN code must be empty or 4, 6 or 8 digits, got ${l.hsnCode}`);
  }

  let sellerState: GstStateRef;
  let gstin: string | null;
  if (s.registration === 'unregistered') {
    if (s.gstin) throw new GstDocumentError('an unregistered shop has no GSTIN');
    if (!s.stateCode) throw new GstDocumentError('an unregistered shop needs its state code');
    sellerState = stateRef(s.stateCode, 'shop');
    gstin = null;
  } else {
    if (!s.gstin || !isValidGstin(s.gstin)) throw new GstDocumentError(`a ${s.registration} shop needs a valid GSTIN, got ${s.gstin ?? 'none'}`);
    const st = stateFromGstin(s.gstin)!;
    sellerState = { code: st.code, name: st.name };
    gstin = s.gstin;
  }
  const placeOfSupply = stateRef(b.stateCode, 'delivery');
  const supplyType = supplyTypeOf(sellerState.code, placeOfSupply.code);
  const kind: GstDocumentKind = s.registration === 'regular' ? 'tax-invoice' : 'bill-of-supply';
  const taxColumns: TaxColumns = kind === 'bill-of-supply' ? 'none' : supplyType === 'intra-state' ? 'cgst-sgst' : 'igst';

  const principal = input.lines[principalLineIndex(input.lines)]!;
  const lines: InvoiceLine[] = input.lines.map((l) =>
    makeLine(
      { kind: 'goods', description: l.description, hsnCode: l.hsnCode, quantity: l.quantity, unit: l.unit, unitPricePaise: l.unitPricePaise },
      l.gstRate,
      taxColumns,
      supplyType,
    ),
  );
  const delivery = input.deliveryChargePaise ?? DELIVERY_CHARGE_PER_SHOP_PAISE;
  if (!Number.isSafeInteger(delivery) || delivery < 0) throw new GstDocumentError(`delivery charge must be non-negative paise, got ${delivery}`);
  if (delivery > 0) {
    lines.push(
      makeLine(
        {
          kind: 'delivery',
          description: input.deliveryDescription ?? 'Delivery charges',
          hsnCode: principal.hsnCode,
          quantity: 1,
          unit: 'service',
          unitPricePaise: delivery,
        },
        principal.gstRate,
        taxColumns,
        supplyType,
      ),
    );
  }
  // The COD handling fee is charged by the shop with the goods, like delivery: part of the composite supply,
  // at the principal supply's rate and HSN (CGST Act s.2(30), s.8(a), s.15(2)(c); decision 022).
  const fee = input.codFeePaise ?? 0;
  if (!Number.isSafeInteger(fee) || fee < 0) throw new GstDocumentError(`COD fee must be non-negative paise, got ${fee}`);
  if (fee > 0) {
    lines.push(
      makeLine(
        { kind: 'cod-fee', description: 'Cash on delivery handling fee', hsnCode: principal.hsnCode, quantity: 1, unit: 'service', unitPricePaise: fee },
        principal.gstRate,
        taxColumns,
        supplyType,
      ),
    );
  }
  const totals = sumTotals(lines);
  return {
    version: 1,
    kind,
    title: kind === 'tax-invoice' ? 'Tax Invoice' : 'Bill of Supply',
    number: input.number,
    date: istDate(input.issuedAt),
    issuedAt: input.issuedAt.toISOString(),
    orderId: input.orderId,
    seller: { name: s.name, address: s.address, gstin, registration: s.registration, state: sellerState },
    buyer: { name: b.name, address: b.address, state: placeOfSupply },
    placeOfSupply,
    supplyType,
    taxColumns,
    reverseCharge: REVERSE_CHARGE,
    principalRate: taxColumns === 'none' ? null : principal.gstRate,
    lines,
    totals,
    hsnSummary: hsnSummary(lines),
    amountInWords: amountInWords(totals.totalPaise),
    declaration: s.registration === 'composition' ? COMPOSITION_DECLARATION : null,
    original: null,
    reason: null,
  };
}

/**
 * A credit note reversing a whole invoice or bill of supply (rule 53): same seller, buyer, place of supply,
 * lines and amounts, its own number and date, and `original` pointing at the invoice.
 */
export function buildCreditNoteSnapshot(input: { invoice: InvoiceSnapshot; number: string; issuedAt: DateInput; reason?: string }): InvoiceSnapshot {
  const inv = input.invoice;
  if (inv.kind === 'credit-note') throw new GstDocumentError('a credit note reverses an invoice, not another credit note');
  const issuedAt = typeof input.issuedAt === 'string' ? new Date(input.issuedAt) : input.issuedAt;
  if (Number.isNaN(issuedAt.getTime())) throw new GstDocumentError('credit note date is not a date');
  return {
    ...(JSON.parse(JSON.stringify(inv)) as InvoiceSnapshot),
    kind: 'credit-note',
    title: 'Credit Note',
    number: input.number,
    date: istDate(issuedAt),
    issuedAt: issuedAt.toISOString(),
    original: { kind: inv.kind, number: inv.number, date: inv.date },
    reason: input.reason ?? null,
  };
}
