import { istDate } from '@bazaar/shared';
import { GstDocumentError, hsnSummary, sumTotals, type InvoiceLine, type InvoiceSnapshot } from './invoice.js';
import { splitInclusive, taxHeads } from './tax.js';
import { amountInWords } from './words.js';

/** A quantity of one goods line of the invoice, by the line's index in `invoice.lines`. */
export interface ReturnedLine {
  invoiceLine: number;
  quantity: number;
}

type Amounts = Pick<InvoiceLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;

/** What `quantity` units of an invoice line come to, split as the invoice split it (its rate, its supply type). */
function amountsOf(inv: InvoiceSnapshot, line: InvoiceLine, quantity: number): Amounts {
  if (quantity === line.quantity) return line;
  const totalPaise = line.unitPricePaise * quantity;
  if (inv.taxColumns === 'none' || line.gstRate === null) return { taxablePaise: totalPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise };
  const { taxablePaise, taxPaise } = splitInclusive(totalPaise, line.gstRate);
  return { taxablePaise, ...taxHeads(taxPaise, inv.supplyType), totalPaise };
}

/**
 * A credit note for some goods of an invoice (a return, issue 26 #4; decision 084): per returned line its quantity
 * × the invoice's unit price, split with the invoice's own rate and supply type. Each line credits the difference
 * between what the units returned so far come to with it and without it (`earlier`: the lines of the order's
 * earlier return notes), so the notes of one line add up exactly to the invoice's line once every unit is back and
 * never beyond it; each note's tax is then within a paisa per head of its lines taxed on their own. "Never beyond"
 * holds per head when a unit costs at least 2 × (1 + rate) paise (three paise at 40 %); below that a unit's price is
 * smaller than the tax's two-paise step, and the note crossing the step credits a paisa less taxable than its total
 * (the test shows one). Delivery and the COD fee were supplied and are not credited. Throws `GstDocumentError` when a line is not a goods line or more
 * units would be credited than were invoiced.
 */
export function buildReturnCreditNoteSnapshot(input: {
  invoice: InvoiceSnapshot;
  number: string;
  issuedAt: Date;
  reason: string;
  returned: readonly ReturnedLine[];
  earlier: readonly ReturnedLine[];
}): InvoiceSnapshot {
  const inv = input.invoice;
  if (inv.kind === 'credit-note') throw new GstDocumentError('a credit note reverses an invoice, not another credit note');
  const before = new Map<number, number>();
  for (const e of input.earlier) before.set(e.invoiceLine, (before.get(e.invoiceLine) ?? 0) + e.quantity);
  const lines: InvoiceLine[] = [];
  for (const r of input.returned) {
    const line = inv.lines[r.invoiceLine];
    if (!line || line.kind !== 'goods') throw new GstDocumentError(`invoice line ${r.invoiceLine} is not a line of goods`);
    if (!Number.isSafeInteger(r.quantity) || r.quantity < 1) throw new GstDocumentError(`quantity must be a positive integer, got ${r.quantity}`);
    const had = before.get(r.invoiceLine) ?? 0;
    const now = had + r.quantity;
    if (now > line.quantity) throw new GstDocumentError(`${now} of '${line.description}' would be credited, ${line.quantity} were invoiced`);
    before.set(r.invoiceLine, now);
    const upTo = amountsOf(inv, line, now);
    const prior = had === 0 ? { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 } : amountsOf(inv, line, had);
    lines.push({
      ...line,
      quantity: r.quantity,
      taxablePaise: upTo.taxablePaise - prior.taxablePaise,
      cgstPaise: upTo.cgstPaise - prior.cgstPaise,
      sgstPaise: upTo.sgstPaise - prior.sgstPaise,
      igstPaise: upTo.igstPaise - prior.igstPaise,
      totalPaise: upTo.totalPaise - prior.totalPaise,
      sourceLine: r.invoiceLine,
    });
  }
  if (!lines.length) throw new GstDocumentError('a return credit note needs at least one line');
  const totals = sumTotals(lines);
  return {
    ...(JSON.parse(JSON.stringify(inv)) as InvoiceSnapshot),
    kind: 'credit-note',
    title: 'Credit Note',
    number: input.number,
    date: istDate(input.issuedAt),
    issuedAt: input.issuedAt.toISOString(),
    lines,
    totals,
    hsnSummary: hsnSummary(lines),
    amountInWords: amountInWords(totals.totalPaise),
    original: { kind: inv.kind, number: inv.number, date: inv.date },
    reason: input.reason,
  };
}
