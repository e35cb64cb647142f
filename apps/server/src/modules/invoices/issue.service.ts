import { bpToRate, stateOfPlainAddress, suggestedTax } from '@bazaar/shared';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot, type InvoiceSnapshot } from './domain/invoice.js';
import { buildReturnCreditNoteSnapshot } from './domain/return-credit-note.js';
import { financialYear, formatCreditNoteNumber, formatInvoiceNumber, shopDocumentPrefix } from './domain/numbering.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { reverseOrderPostings, reverseReturnPostings } from '../ledger/ledger.service.js';
import {
  insertTaxDocument,
  selectCreditNoteOfReturn,
  selectDocumentOf,
  selectOrderForInvoice,
  selectOrderItemIds,
  selectReturnCreditNotesOf,
  seriesKeyOf,
  seriesPrefix,
  takeNextNumber,
  type DocumentKind,
  type TaxDocumentRow,
} from './invoices.repo.js';

const KIND_OF: Record<InvoiceSnapshot['kind'], DocumentKind> = { 'tax-invoice': 'invoice', 'bill-of-supply': 'bill_of_supply', 'credit-note': 'credit_note' };

/**
 * Issues the order's tax invoice (a regular shop) or bill of supply (composition, unregistered), inside the
 * transaction `tx` that confirms the order: the next number of the series for the financial year of `now` (IST),
 * which is the GSTIN's (shared by every shop registered under it) or, without one, the shop's (decision 036), with
 * the prefix the series took at its first document of the year, and a snapshot that never changes afterwards.
 * Where the owner gave no HSN code or GST rate, the dated suggestion for the product's category in force on `now`
 * applies (gst/tax-defaults.ts). Throws 409 (rolling the confirmation back) only when no rate can be found, or when
 * a shop above ₹5 crore turnover lacks a 6-digit HSN code (Notification 78/2020-CT).
 */
export async function issueInvoice(tx: Db, orderId: string, now: Date): Promise<string> {
  const order = await selectOrderForInvoice(tx, orderId);
  if (!order) throw conflict('The order no longer exists');
  const registered = order.shopGstRegistration === 'regular';
  const items = order.items.map((i) => withSuggestedTax(i, now));
  const noRate = registered ? items.find((i) => i.gstRate === null) : undefined;
  if (noRate) {
    throw conflict(`Add the GST rate of '${noRate.name}' (Products → Edit) before confirming: no suggested rate applies to it`, { field: 'gstRate' });
  }
  const short = order.shopTurnoverAbove5Cr ? items.find((i) => (i.hsnCode ?? '').length < 6) : undefined;
  if (short) {
    throw conflict(
      `Add the 6-digit HSN code of '${short.name}' (Products → Edit) before confirming: a shop with turnover above ₹5 crore prints it on every invoice`,
      { field: 'hsnCode' },
    );
  }
  const fy = financialYear(now);
  const seriesKey = seriesKeyOf(order.shopGstnumber, order.shopId);
  const { seq, prefix } = await takeNextNumber(tx, seriesKey, fy, 'invoice', shopDocumentPrefix(order.shopName, order.shopId));
  const number = formatInvoiceNumber(prefix, fy, seq);
  const delivery = order.deliveryAddress as { name?: string } | null;
  // Orders placed before addresses carried a state: the PIN code tells it, else the shop's own state.
  const buyerState = order.buyerStateCode ?? stateOfPlainAddress(order.address) ?? order.shopStateCode;
  const snapshot = buildInvoiceSnapshot({
    orderId,
    number,
    issuedAt: now,
    seller: {
      name: order.shopName,
      address: order.shopAddress,
      registration: order.shopGstRegistration,
      gstin: order.shopGstnumber,
      stateCode: order.shopStateCode,
    },
    buyer: { name: delivery?.name ?? order.userName, address: order.address, stateCode: buyerState },
    lines: items.map((i) => ({
      description: lineDescription(i.name, i.options),
      hsnCode: i.hsnCode ?? '',
      quantity: i.quantity,
      unit: i.unit ?? 'others',
      unitPricePaise: i.pricePaise,
      gstRate: i.gstRate ?? 0,
    })),
    deliveryChargePaise: order.deliveryPaise,
    codFeePaise: order.codFeePaise,
  });
  await insertTaxDocument(tx, {
    id: newId(),
    orderId,
    shopId: order.shopId,
    kind: KIND_OF[snapshot.kind],
    series: 'invoice',
    fy,
    seq,
    number,
    issuedAt: now,
    refersTo: null,
    snapshot,
    seriesKey,
  });
  return number;
}

/**
 * When an invoiced order is cancelled or refused, a credit note from the credit-note series of the GSTIN that
 * issued the invoice (or of the shop, without one) reverses
 * the whole invoice, in the same transaction, and reverses what the order posted to the shop's ledger. An order
 * without an invoice needs none (returns null).
 */
export async function issueCreditNoteIfInvoiced(tx: Db, orderId: string, now: Date, reason: string): Promise<string | null> {
  const invoice = await selectDocumentOf(tx, orderId, 'invoice');
  if (!invoice) return null;
  const { fy, seq, number, seriesKey } = await takeCreditNoteNumber(tx, invoice, now);
  const snapshot = buildCreditNoteSnapshot({ invoice: invoice.snapshot, number, issuedAt: now, reason });
  const id = newId();
  await insertTaxDocument(tx, {
    id,
    orderId,
    shopId: invoice.shopId,
    kind: 'credit_note',
    series: 'credit_note',
    fy,
    seq,
    number,
    issuedAt: now,
    refersTo: invoice.id,
    snapshot,
    seriesKey,
  });
  // What the order posted to its shop's ledger (commission, GST on it, TCS, TDS) is reversed with it.
  await reverseOrderPostings(tx, orderId, id, number, now);
  return number;
}

/** The next number of the credit-note series of the GSTIN (or shop) that issued `invoice`, for the year of `now`. */
async function takeCreditNoteNumber(tx: Db, invoice: TaxDocumentRow, now: Date) {
  const fy = financialYear(now);
  const seriesKey = seriesKeyOf(invoice.snapshot.seller.gstin, invoice.shopId);
  // A year's first credit note takes the prefix of the year's invoices, else of the invoice's own year.
  const firstPrefix =
    (await seriesPrefix(tx, seriesKey, fy, 'invoice')) ??
    (await seriesPrefix(tx, seriesKey, invoice.fy, 'invoice')) ??
    shopDocumentPrefix(invoice.snapshot.seller.name, invoice.shopId);
  const { seq, prefix } = await takeNextNumber(tx, seriesKey, fy, 'credit_note', firstPrefix);
  return { fy, seq, seriesKey, number: formatCreditNoteNumber(prefix, fy, seq) };
}

/**
 * A return's credit note (issue 26 #4; decision 084), in the transaction that marks the return Received (the
 * caller holds the order's row lock, so two returns of one order are credited one after the other): exactly the
 * returned lines at the invoice's unit prices and rates (`buildReturnCreditNoteSnapshot`), from the credit-note
 * series of the invoice's GSTIN, referring to the invoice, and the ledger's charges reversed for the returned value.
 * Once per return: a repeat answers the note already issued (and the unique index on `return_id` refuses a second).
 * An order without an invoice needs none (null).
 */
export async function issueReturnCreditNote(
  tx: Db,
  input: { orderId: string; returnId: string; lines: ReadonlyArray<{ itemId: string; quantity: number }>; now: Date; reason: string },
): Promise<{ id: string; number: string } | null> {
  const done = await selectCreditNoteOfReturn(tx, input.returnId);
  if (done) return { id: done.id, number: done.number };
  const invoice = await selectDocumentOf(tx, input.orderId, 'invoice');
  if (!invoice) return null;
  const itemIds = await selectOrderItemIds(tx, input.orderId);
  const goodsLines = invoice.snapshot.lines.map((l, i) => ({ l, i })).filter((x) => x.l.kind === 'goods');
  const returned = input.lines.map((r) => {
    const at = itemIds.indexOf(r.itemId);
    const line = goodsLines[at];
    if (at < 0 || !line) throw conflict("A returned item is not on the order's invoice");
    return { invoiceLine: line.i, quantity: r.quantity };
  });
  const prior = await selectReturnCreditNotesOf(tx, input.orderId);
  const earlier = prior.flatMap((d) =>
    d.snapshot.lines.filter((l) => l.sourceLine !== undefined).map((l) => ({ invoiceLine: l.sourceLine!, quantity: l.quantity })),
  );
  const { fy, seq, number, seriesKey } = await takeCreditNoteNumber(tx, invoice, input.now);
  const snapshot = buildReturnCreditNoteSnapshot({ invoice: invoice.snapshot, number, issuedAt: input.now, reason: input.reason, returned, earlier });
  const id = newId();
  await insertTaxDocument(tx, {
    id,
    orderId: input.orderId,
    shopId: invoice.shopId,
    kind: 'credit_note',
    series: 'credit_note',
    fy,
    seq,
    number,
    issuedAt: input.now,
    refersTo: invoice.id,
    snapshot,
    seriesKey,
    returnId: input.returnId,
  });
  // The goods' taxable value credited by the order's earlier return notes: the ledger reverses cumulatively too.
  const before = prior.reduce((s, d) => s + d.snapshot.totals.taxablePaise, 0);
  await reverseReturnPostings(tx, {
    orderId: input.orderId,
    returnId: input.returnId,
    creditNoteId: id,
    number,
    note: snapshot,
    taxableBefore: before,
    taxableAfter: before + snapshot.totals.taxablePaise,
    now: input.now,
  });
  return { id, number };
}

/** The item's HSN code and rate (percent): its own (snapshot or product), else the suggestion in force on `now`. */
function withSuggestedTax<
  T extends { hsnCode: string | null; gstRateBp: number | null; category: string | null; subCategory: string | null; pricePaise: number },
>(i: T, now: Date): T & { gstRate: number | null } {
  const own = i.gstRateBp === null ? null : bpToRate(i.gstRateBp);
  if (i.hsnCode !== null && own !== null) return { ...i, gstRate: own };
  const s = i.category === null ? undefined : suggestedTax({ category: i.category, subCategory: i.subCategory, unitPricePaise: i.pricePaise }, now);
  return { ...i, hsnCode: i.hsnCode ?? s?.hsnCode ?? null, gstRate: own ?? s?.rate ?? null };
}

/** An invoice line's description: the product's name, and for a variant its options ("Shoe (Size: 8, Colour: Red)"). */
export function lineDescription(name: string, options: Record<string, string> | null): string {
  const chosen = Object.entries(options ?? {});
  return chosen.length ? `${name} (${chosen.map(([k, v]) => `${k}: ${v}`).join(', ')})` : name;
}
