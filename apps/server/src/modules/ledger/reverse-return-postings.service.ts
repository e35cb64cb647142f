import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { applyBasisPoints } from './domain/ledger-maths.js';
import { tcsOfDocument } from './domain/withholding.js';
import { insertEntries, selectUnreversedOfOrder, type NewLedgerEntry } from './ledger.repo.js';

/**
 * A return's credit note reverses, in its transaction, the part of what the delivered order posted that the returned
 * goods bore (issue 26 #4; decision 084): commission on their taxable value at the rate of the order's commission
 * entry, the GST on that commission at the entry's rate, TDS at the entry's rate, and the TCS the credit note
 * carries (`tcsOfDocument`, as the TCS report reads it). Commission, its GST and TDS are taken cumulatively over the
 * order's return notes (`taxableBefore` → `taxableAfter`), so returning every unit in pieces reverses the commission
 * and its GST to the paisa and never more. New entries of the same kinds with negative amounts, never edits; each
 * keeps the due date of the charge it reduces; the keys name the return, so it reverses once.
 */
export async function reverseReturnPostings(
  tx: Db,
  input: {
    orderId: string;
    returnId: string;
    creditNoteId: string;
    number: string;
    note: InvoiceSnapshot;
    taxableBefore: number;
    taxableAfter: number;
    now: Date;
  },
): Promise<void> {
  const posted = (await selectUnreversedOfOrder(tx, input.orderId)).filter((e) => e.amountPaise > 0 && e.kind !== 'payment' && e.kind !== 'reversal');
  const charge = (kind: string) => posted.find((e) => e.kind === kind);
  const entries: NewLedgerEntry[] = [];
  const push = (e: NonNullable<ReturnType<typeof charge>>, amountPaise: number, basePaise: number, rateBp: number | null) => {
    if (amountPaise === 0) return;
    entries.push({
      id: newId(),
      shopId: e.shopId,
      kind: e.kind,
      amountPaise,
      basePaise,
      rateBp,
      orderId: input.orderId,
      creditNoteId: input.creditNoteId,
      note: `Credit note ${input.number} (return)`,
      postedAt: input.now,
      dueAt: e.dueAt,
      idempotencyKey: `return:${input.returnId}:${e.kind}`,
    });
  };
  const { taxableBefore: b, taxableAfter: a } = input;
  const commission = charge('commission');
  if (commission?.rateBp != null) {
    const bp = commission.rateBp;
    push(commission, applyBasisPoints(b, bp) - applyBasisPoints(a, bp), b - a, bp);
    const gst = charge('commission_gst');
    if (gst?.rateBp != null) {
      const [cb, ca] = [applyBasisPoints(b, bp), applyBasisPoints(a, bp)];
      push(gst, applyBasisPoints(cb, gst.rateBp) - applyBasisPoints(ca, gst.rateBp), cb - ca, gst.rateBp);
    }
  }
  const tcs = charge('tcs');
  const noteTcs = tcs ? tcsOfDocument(input.note) : null;
  if (tcs && noteTcs) push(tcs, noteTcs.totalPaise, -input.note.totals.taxablePaise, tcs.rateBp);
  const tds = charge('tds');
  if (tds?.rateBp != null) push(tds, applyBasisPoints(b, tds.rateBp) - applyBasisPoints(a, tds.rateBp), b - a, tds.rateBp);
  if (entries.length) await insertEntries(tx, entries);
}
